/// A key of a JSON object animset writes and reads back: a literal of letters and digits
/// (nothing to escape), so the writer copies its bytes as they are.
///
/// Keys of the wire format are constants of this type in key tables (`AnimationEvent.Key`,
/// `RecordKey`, `StateKey`, ...: `static let score: JSONKey = "score"`, the constant named as
/// its text), each spelt once and used by the writer, the reader, the list of keys a reader
/// knows and the replay page's scripts alike. NB: a literal would compile at a call site
/// (`writer.field("score", 3)`), but `KeyTableTests` refuses one outside a key table.
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
