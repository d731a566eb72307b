extension HTMLDocument {
    /// `text` safe as HTML text or as a double- or single-quoted attribute value: `&`, `<`,
    /// `>`, `"` and `'` become character references; everything else is kept.
    public static func escape(_ text: String) -> String {
        replacing(text, ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
    }

    /// A JSON text made safe inside a `<script>` element and still the same JSON: `<`, `>`
    /// and `&` become `\u003c`, `\u003e`, `\u0026`, so no `</script>` or `<!--` can end or
    /// confuse the element; U+2028 and U+2029 become `\u2028`, `\u2029` (not every
    /// JavaScript parser takes them raw). In valid JSON these characters occur only inside
    /// strings, where the escapes mean the same characters.
    public static func scriptSafeJSON(_ json: String) -> String {
        replacing(
            json,
            [
                "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029",
            ])
    }

    /// `text` with each scalar that `table` lists replaced by its entry.
    private static func replacing(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar] {
                out.append(contentsOf: replacement.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Our own script or style source with any `closing` tag (`</script`, `</style`, any
    /// case) and `<!--` broken up by a backslash, so the element ends only where we end it.
    /// Our sources never contain them; this is a guard, not an encoder.
    static func scriptSafe(_ source: String, closing: String) -> String {
        guard source.contains("<") else { return source }
        var out = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "<") {
            out += rest[..<open]
            let tail = rest[open...]
            if tail.prefix(closing.count).lowercased() == closing || tail.hasPrefix("<!--") {
                out += "<\\"
            } else {
                out += "<"
            }
            rest = tail.dropFirst()
        }
        return out + rest
    }
}
