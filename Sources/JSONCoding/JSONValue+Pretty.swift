extension JSONValue {
    /// The value as indented JSON text with each object's keys sorted by their UTF-8 bytes: the
    /// save and statistics files' format, byte for byte what Foundation's `JSONEncoder` wrote
    /// with `[.prettyPrinted, .sortedKeys]` (so files written before read and diff the same):
    /// two spaces a level, `"key" : value`, an empty array or object across two lines, `/`
    /// escaped, numbers as Swift writes a `Double` without a trailing `.0`. No final newline.
    public var prettyText: String {
        var text = ""
        JSONValue.writePretty(self, indent: 0, into: &text)
        return text
    }

    private static func writePretty(_ value: JSONValue, indent: Int, into text: inout String) {
        let inner = String(repeating: " ", count: indent + 2)
        switch value {
        case .array(let items):
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                writePretty(item, indent: indent + 2, into: &text)
                text += index + 1 < items.count ? ",\n" : "\n"
            }
            if items.isEmpty { text += "\n" }
            text += String(repeating: " ", count: indent) + "]"
        case .object(let fields):
            text += "{\n"
            let sorted = fields.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (index, (key, member)) in sorted.enumerated() {
                text += inner
                writeString(key, into: &text)
                text += " : "
                writePretty(member, indent: indent + 2, into: &text)
                text += index + 1 < sorted.count ? ",\n" : "\n"
            }
            if sorted.isEmpty { text += "\n" }
            text += String(repeating: " ", count: indent) + "}"
        case .string(let string): writeString(string, into: &text)
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int, .unsigned, .double: text += numberText(value)
        }
    }

    /// A number's text: an integer's digits, a `Double` as Swift describes it less a final `.0`
    /// (`1`, `0.1`, `1e-07`, `1e+20`); empty for a value that is not a number.
    public static func numberText(_ value: JSONValue) -> String {
        switch value {
        case .int(let number): return "\(number)"
        case .unsigned(let number): return "\(number)"
        case .double(let number):
            let text = number.description
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        default: return ""
        }
    }

    private static func writeString(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "/": text += "\\/"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
