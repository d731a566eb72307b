/// A key of a JSON object animset writes and reads back: a literal of letters and digits
/// (nothing to escape), so the writer copies its bytes as they are.
///
/// Keys of the wire format are constants of this type (`AnimationEvent.Key`, `RecordKey`,
/// `StateKey`), each spelled once and used by the writer, the reader and the list of keys a
/// reader knows alike; a literal works wherever a key does (`writer.field("score", 3)`).
public struct JSONKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key's text, as written.
    public let literal: StaticString

    public init(stringLiteral literal: StaticString) {
        self.literal = literal
    }

    /// The key's text.
    public var name: String { literal.description }

    public var description: String { name }

    public static func == (lhs: JSONKey, rhs: JSONKey) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { name.hash(into: &hasher) }
}

/// The keys of the SPEC's `state` objects that more than one game or module writes or reads:
/// the table's card entries and the piles.
public enum StateKey {
    public static let slot: JSONKey = "slot"
    public static let card: JSONKey = "card"
    public static let face: JSONKey = "face"
    public static let faceUp: JSONKey = "faceUp"
    public static let matched: JSONKey = "matched"
    public static let selected: JSONKey = "selected"
    /// On a Set card of the hint on show only.
    public static let hint: JSONKey = "hint"
    public static let frame: JSONKey = "frame"
    public static let cards: JSONKey = "cards"
    public static let table: JSONKey = "table"
    public static let deck: JSONKey = "deck"
    public static let discard: JSONKey = "discard"
    /// `false` on a Set state when the discard pile lies face down (`--discard face-down`); absent otherwise.
    public static let discardFaceUp: JSONKey = "discardFaceUp"
    public static let bounds: JSONKey = "bounds"
    public static let theme: JSONKey = "theme"
}
