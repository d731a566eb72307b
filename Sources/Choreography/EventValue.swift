import GameKit

/// A JSON value with ordered object keys, as small as the event log needs.
///
/// The interpreter may map it onto its own JSON writer or use `json` directly.
public enum EventValue: Hashable, Sendable {
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
        var out = JSONBuffer()
        write(to: &out)
        return out.text
    }

    /// Appends the compact JSON text to `out` as UTF-8.
    public func write(to out: inout JSONBuffer) {
        switch self {
        case .number(let value): JSONText.appendNumber(value, to: &out)
        case .string(let text): JSONText.appendQuoted(text, to: &out)
        case .bool(let flag): JSONText.appendBool(flag, to: &out)
        case .array(let items):
            out.append(0x5B)  // [
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(0x2C) }  // ,
                item.write(to: &out)
            }
            out.append(0x5D)  // ]
        case .object(let fields):
            out.append(0x7B)  // {
            for (index, field) in fields.enumerated() {
                if index > 0 { out.append(0x2C) }  // ,
                JSONText.appendQuoted(field.key, to: &out)
                out.append(0x3A)  // :
                field.value.write(to: &out)
            }
            out.append(0x7D)  // }
        }
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
