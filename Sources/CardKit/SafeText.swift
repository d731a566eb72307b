/// Text from outside (typed, or read from a file) made safe to show on a terminal: control
/// characters and bidirectional overrides written out as `<U+001B>`, long text shortened.
///
/// Every message that quotes input goes through here, so a crafted line or file can neither
/// retitle the terminal (`ESC ] 0 ; ... BEL`) nor reverse the text around it (U+202E).
public enum SafeText {
    /// Whether `scalar` must not reach a terminal as it is: C0 and C1 controls, DEL, the
    /// bidirectional marks, embeddings, overrides and isolates, the line and paragraph
    /// separators, and the characters that show nothing at all (the soft hyphen, the zero-width
    /// space, the word joiner and invisible operators, the byte order mark), with which a chat
    /// line or a name looks like another. The zero-width joiner and non-joiner stay: emoji
    /// sequences and many scripts are written with them.
    @inlinable
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        case 0x00AD, 0x180E, 0x200B, 0x2060...0x2064, 0xFEFF: true
        default: false
        }
    }

    /// `text` with every unsafe scalar written as `<U+XXXX>`.
    public static func visible(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return String(text) }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                out.append(contentsOf: "<U+\(hex(scalar.value))>".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `visible(text)`, shortened to about `limit` characters by cutting out the middle
    /// (`/very/long/pa...ile.json`), so a message never repeats kilobytes of input.
    public static func quoted(_ text: some StringProtocol, limit: Int = 60) -> String {
        let shown = visible(text)
        guard shown.count > limit else { return shown }
        let keep = max(2, (limit - 3) / 2)
        return String(shown.prefix(keep)) + "..." + String(shown.suffix(keep))
    }

    /// Upper-case hex, at least 4 digits.
    public static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
