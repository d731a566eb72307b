/// Wraps text for a terminal of a given width, at word boundaries: what the prompt prints is
/// read on a screen, where a line cut mid-word by the terminal ("Concentr" / "ation") misleads.
/// Lines that fit (the board's among them) are left exactly as they are. Colour and other
/// escape sequences (CSI, `ESC [ ... final`) take no columns.
public enum TextWrap {
    /// `text` with every line wider than `width` columns broken at spaces; a word wider than
    /// `width` alone is broken where the width runs out. Widths are display columns.
    public static func wrapped(_ text: String, width: Int) -> String {
        guard width > 0 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { visibleWidth(of: $0) <= width ? String($0) : wrapLine($0, width: width) }
            .joined(separator: "\n")
    }

    /// `lines` wrapped as `wrapped(_:width:)` wraps them, one element per line.
    public static func wrapped(lines: [String], width: Int) -> [String] {
        lines.flatMap { line in
            wrapped(line, width: width).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// One line wider than `width`, broken into lines that fit. The line's own indent stays;
    /// the lines it continues on are indented to its second column when it has one (text after
    /// a run of two or more spaces, as in `help`'s table) and that leaves room, else to its
    /// indent.
    // NB: split into words, the line lost its indent and a table's summary ran on at the left
    // margin, under the command names.
    static func wrapLine(_ line: Substring, width: Int) -> String {
        let cells = columns(of: line)
        let hanging = continuationIndent(cells, width: width)
        var lines: [String] = []
        var rest = cells[...]
        var indent = 0
        while true {
            let candidate = Array(repeating: (character: Character(" "), width: 1), count: indent) + rest
            guard candidate.reduce(0, { $0 + $1.width }) > width else {
                lines.append(String(candidate.map(\.character)))
                break
            }
            // The last space that ends a word within the width, after the indent; else the
            // most that fits (a word wider than the line is cut).
            var used = indent
            var fits = indent
            var lastBreak: Int?
            var seenWord = false
            for index in indent..<candidate.count {
                let cell = candidate[index]
                if cell.character == " " {
                    if seenWord, used <= width { lastBreak = index }
                } else {
                    seenWord = true
                }
                used += cell.width
                if used > width { break }
                fits = index + 1
            }
            let cut = lastBreak ?? max(fits, indent + 1)
            var head = Array(candidate[..<cut])
            while head.last?.character == " " { head.removeLast() }
            lines.append(String(head.map(\.character)))
            rest = candidate[cut...].drop { $0.character == " " }
            if rest.isEmpty { break }
            indent = hanging
        }
        return lines.joined(separator: "\n")
    }

    /// How far the lines a wrapped line continues on are indented: to its second column (after
    /// its last run of two or more spaces inside the text) when at least a third of the width
    /// is left after it, else to the line's own indent.
    static func continuationIndent(_ cells: [(character: Character, width: Int)], width: Int) -> Int {
        let indent = cells.prefix { $0.character == " " }.count
        var column = 0
        var second: Int?
        var spaces = 0
        var seenWord = false
        for cell in cells {
            if cell.character == " " {
                spaces += 1
            } else {
                if seenWord, spaces >= 2 { second = column }
                seenWord = true
                spaces = 0
            }
            column += cell.width
        }
        guard let second, width - second >= max(10, width / 3) else { return min(indent, width / 2) }
        return second
    }

    /// The columns `text` takes on a terminal: its display width, escape sequences not counted.
    // NB: the prompt's text is coloured; counting "[31m" as four columns wrapped every line of a
    // 120-column Concentration board in two.
    public static func visibleWidth(of text: some StringProtocol) -> Int {
        guard text.utf8.contains(0x1B) else { return displayWidth(of: text) }
        return columns(of: text).reduce(0) { $0 + $1.width }
    }

    /// Each character of `text` with the columns it takes: 0 for the characters of an escape
    /// sequence (ESC, and for CSI `[` up to its final byte, 0x40 to 0x7E).
    static func columns(of text: some StringProtocol) -> [(character: Character, width: Int)] {
        var result: [(character: Character, width: Int)] = []
        var state = EscapeState.text
        for character in text {
            switch state {
            case .text:
                if character == "\u{1B}" {
                    state = .escape
                    result.append((character, 0))
                } else {
                    result.append((character, displayWidth(of: character)))
                }
            case .escape:
                state = character == "[" ? .controlSequence : .text
                result.append((character, 0))
            case .controlSequence:
                if let value = character.asciiValue, (0x40...0x7E).contains(value) { state = .text }
                result.append((character, 0))
            }
        }
        return result
    }

    /// Where `columns(of:)` is in an escape sequence.
    private enum EscapeState { case text, escape, controlSequence }
}
