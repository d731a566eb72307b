import GameKit

/// A JSON value with ordered object keys, as small as the event log needs.
///
/// The interpreter may map it onto its own JSON writer or use `json` directly.
public indirect enum EventValue: Hashable, Sendable {
    /// A number (already rounded to 3 decimals where it is a time or a frame).
    case number(Double)
    /// A string.
    case string(String)
    /// A boolean.
    case bool(Bool)
    /// An array.
    case array([EventValue])
    /// An object whose keys keep their order.
    case object([EventField])

    /// Compact JSON text: no spaces, integers without a fraction (`{"x":0,"y":20.5}`).
    public var json: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the compact JSON text to `out`.
    public func write(to out: inout String) {
        switch self {
        case .number(let value): out += Rounding.json(value)
        case .string(let text): EventValue.quote(text, to: &out)
        case .bool(let flag): out += flag ? "true" : "false"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { out += "," }
                EventValue.quote(field.key, to: &out)
                out += ":"
                field.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Appends `text` as a JSON string literal to `out`.
    static func quote(_ text: String, to out: inout String) {
        JSONText.appendQuoted(text, to: &out)
    }
}

/// One key and value of an `EventValue.object`.
public struct EventField: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: EventValue

    /// A field.
    public init(_ key: String, _ value: EventValue) {
        (self.key, self.value) = (key, value)
    }
}
