/// The pieces of JSON text that every module writing JSON shares: one way to quote a string
/// and one way to write a number, so output is the same byte for byte everywhere.
public enum JSONText {
    /// Appends `text` as a JSON string literal.
    @inlinable
    public static func appendQuoted(_ text: String, to out: inout String) {
        // NB: most strings (keys, card codes) need no escaping: append them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += "\""
            out += text
            out += "\""
            return
        }
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// A JSON number: whole numbers without a fraction (`12`), others as Swift writes them
    /// (`0.45`); infinities and NaN, which JSON cannot hold, as `0`.
    @inlinable
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(.towardZero), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
