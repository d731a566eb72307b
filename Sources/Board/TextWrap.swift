/// Wraps text for a terminal of a given width, at word boundaries: what the prompt prints is
/// read on a screen, where a line cut mid-word by the terminal ("Concentr" / "ation") misleads.
/// Lines that fit (the board's among them) are left exactly as they are.
public enum TextWrap {
    /// `text` with every line wider than `width` columns broken at spaces; a word wider than
    /// `width` alone is broken where the width runs out. Widths are display columns.
    public static func wrapped(_ text: String, width: Int) -> String {
        guard width > 0 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { displayWidth(of: $0) <= width ? String($0) : wrapLine($0, width: width) }
            .joined(separator: "\n")
    }

    /// One line wider than `width`, broken into lines that fit.
    static func wrapLine(_ line: Substring, width: Int) -> String {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            var wordWidth = displayWidth(of: word)
            let needed = currentWidth == 0 ? wordWidth : currentWidth + 1 + wordWidth
            if needed <= width {
                current += (currentWidth == 0 && current.isEmpty ? "" : " ") + word
                currentWidth = needed
                continue
            }
            if !current.isEmpty { lines.append(current) }
            (current, currentWidth) = ("", 0)
            while wordWidth > width {
                var head = ""
                var headWidth = 0
                for character in word {
                    let characterWidth = displayWidth(of: character)
                    if headWidth + characterWidth > width { break }
                    head.append(character)
                    headWidth += characterWidth
                }
                guard !head.isEmpty else { break }
                lines.append(head)
                word = String(word.dropFirst(head.count))
                wordWidth = displayWidth(of: word)
            }
            (current, currentWidth) = (word, wordWidth)
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
