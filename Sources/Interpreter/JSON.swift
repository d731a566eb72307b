import GameKit

/// A JSON value with ordered object keys, so output is the same byte for byte on every run.
public indirect enum JSON: Equatable, Sendable {
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
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the compact serialization to `out`.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .raw(let text): out += text
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += JSON.format(value)
        case .string(let value): JSON.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out += "," }
                JSON.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// A number rounded to 3 decimals; whole numbers without a fraction.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return JSONText.number((value * 1000).rounded() / 1000)
    }

    static func writeString(_ value: String, to out: inout String) {
        JSONText.appendQuoted(value, to: &out)
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSON? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }
}
