extension JSONValue {
    /// The value as indented JSON text with each object's keys sorted by their UTF-8 bytes: the
    /// save and statistics files' format, byte for byte what Foundation's `JSONEncoder` wrote
    /// with `[.prettyPrinted, .sortedKeys]` (so files written before read and diff the same):
    /// two spaces a level, `"key" : value`, an empty array or object across two lines. Strings
    /// and numbers go through `JSONWriter`'s one escaper and number formatter in its
    /// `foundation` style (`/` escaped, no trailing `.0`). No final newline.
    public var prettyText: String {
        var writer = JSONWriter(style: .foundation, capacity: 4096)
        JSONValue.writePretty(self, indent: 0, to: &writer)
        return writer.text
    }

    private static func writePretty(_ value: JSONValue, indent: Int, to writer: inout JSONWriter) {
        switch value {
        case .array(let items):
            writer.append(0x5B)  // [
            for (index, item) in items.enumerated() {
                writer.newline(indent: indent + 2)
                writePretty(item, indent: indent + 2, to: &writer)
                if index + 1 < items.count { writer.append(0x2C) }
            }
            if items.isEmpty { writer.append(0x0A) }
            writer.newline(indent: indent)
            writer.append(0x5D)  // ]
        case .object(let fields):
            writer.append(0x7B)  // {
            let sorted = fields.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (index, (key, member)) in sorted.enumerated() {
                writer.newline(indent: indent + 2)
                writer.quote(key)
                writer.appendLiteral(" : ")
                writePretty(member, indent: indent + 2, to: &writer)
                if index + 1 < sorted.count { writer.append(0x2C) }
            }
            if sorted.isEmpty { writer.append(0x0A) }
            writer.newline(indent: indent)
            writer.append(0x7D)  // }
        case .string(let string): writer.quote(string)
        case .null, .bool, .int, .unsigned, .double: writer.scalar(value)
        }
        writer.needsComma = false
    }

    /// A number's text as the save files write it: an integer's digits, any other number in
    /// the shortest form that reads back the same (`1`, `0.1`, `1e-07`, `1e+20`); empty for a
    /// value that is not a number.
    public static func numberText(_ value: JSONValue) -> String {
        guard value.isNumber else { return "" }
        var writer = JSONWriter(style: .foundation, capacity: 32)
        writer.scalar(value)
        return writer.text
    }
}

extension JSONWriter {
    /// Writes a value that holds no other: `null`, a flag or a number.
    mutating func scalar(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .int(let number): integer(number)
        case .unsigned(let number): integer(number)
        case .double(let number): self.number(number)
        case .string(let text): string(text)
        case .array, .object: break
        }
    }

    /// A line break and `indent` spaces (the pretty files' layout).
    mutating func newline(indent: Int) {
        append(0x0A)
        for _ in 0..<indent { append(0x20) }
    }
}
