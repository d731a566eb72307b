import GameKit

/// A JSON value with ordered object keys, so output is the same byte for byte on every run.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])
    /// Text that is already JSON (animation events serialized by Choreography).
    case raw(String)

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.serialized == rhs.serialized }

    /// Compact serialization on one line.
    public var serialized: String {
        var out = JSONBuffer(capacity: 4096)
        write(to: &out)
        return out.text
    }

    /// Appends the compact serialization to `out` as UTF-8.
    public func write(to out: inout JSONBuffer) {
        switch self {
        case .null: out.append("null")
        case .raw(let text): out.append(contentsOf: text)
        case .bool(let value): JSONText.appendBool(value, to: &out)
        case .int(let value): JSONText.appendInteger(value, to: &out)
        case .double(let value): JSON.write(value, to: &out)
        case .string(let value): JSONText.appendQuoted(value, to: &out)
        case .array(let values):
            out.append(0x5B)  // [
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(0x2C) }  // ,
                value.write(to: &out)
            }
            out.append(0x5D)  // ]
        case .object(let fields):
            out.append(0x7B)  // {
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out.append(0x2C) }  // ,
                JSONText.appendQuoted(key, to: &out)
                out.append(0x3A)  // :
                value.write(to: &out)
            }
            out.append(0x7D)  // }
        }
    }

    /// A number rounded to 3 decimals; whole numbers without a fraction.
    static func format(_ value: Double) -> String {
        var out = JSONBuffer(capacity: 32)
        write(value, to: &out)
        return out.text
    }

    /// Appends `value` rounded to 3 decimals (`null` when it is not finite).
    static func write(_ value: Double, to out: inout JSONBuffer) {
        guard value.isFinite else {
            out.append("null")
            return
        }
        JSONText.appendNumber((value * 1000).rounded() / 1000, to: &out)
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSON? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }
}
