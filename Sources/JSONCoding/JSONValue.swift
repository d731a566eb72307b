/// A JSON value as read back (`JSONReader`): what a recorded stream holds. Object keys keep
/// their order. (`JSONValueEncoder` makes one from a `Codable` value, `prettyText` writes it; the
/// event stream is written by `CardKit.JSONWriter`.)
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number written without a fraction or exponent that fits an `Int`.
    case int(Int)
    /// A number written without a fraction or exponent that is above `Int.max` and fits a
    /// `UInt64` (a seeded generator's state).
    case unsigned(UInt64)
    /// Any other number (always finite).
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Same kind and value; objects compare key by key in order.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        case (.unsigned(let x), .unsigned(let y)): x == y
        case (.double(let x), .double(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The number as a `T` when it is exactly an integer in `T`'s range (`3`, `3.0`, `3e0`);
    /// nil for any other number, and for a value that is not a number.
    public func integer<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        switch self {
        case .int(let number): T(exactly: number)
        case .unsigned(let number): T(exactly: number)
        case .double(let number): T(exactly: number)
        default: nil
        }
    }

    /// Whether the value is a number.
    public var isNumber: Bool {
        switch self {
        case .int, .unsigned, .double: true
        default: false
        }
    }

    /// Whether the value is an object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
