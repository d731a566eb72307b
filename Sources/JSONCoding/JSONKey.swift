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
