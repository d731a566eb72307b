/// Elision in transcripts, as trycmd and cram have it: in a command's recorded output a line
/// that is exactly `...` matches any number of lines (none included), and `[..]` inside a line
/// matches any text within that line. A transcript can then check the messages and not the
/// board.
extension Transcript {
    /// The output line that matches any number of lines.
    public static let anyLines = "..."
    /// The mark that matches any text within a line.
    public static let anyText = "[..]"

    /// The first elision mark where it means nothing, as `(line, message)`: a prompt line whose
    /// command is `...`, or one holding `[..]` (commands are typed exactly; only output is
    /// elided).
    public var misplacedElision: (line: Int, message: String)? {
        for entry in entries {
            if entry.command.trimmingWhitespace == Transcript.anyLines {
                return (
                    entry.line,
                    "'\(Transcript.anyLines)' on a prompt line: elision stands for output lines, never a command"
                )
            }
            if entry.command.contains(Transcript.anyText) {
                return (
                    entry.line,
                    "'\(Transcript.anyText)' on a prompt line: elision is for output, a command is replayed as typed"
                )
            }
        }
        return nil
    }

    /// The transcript as it should read after replaying as `actual` (the same commands): each
    /// command's output kept as recorded, elisions and all, where it still matches what was
    /// printed, and what was printed where it does not. Equal to the file's text when the
    /// transcript passes; what `--update` writes when it does not.
    public func recorded(against actual: Transcript) -> Transcript {
        var result = actual
        result.header = header
        for index in result.entries.indices where index < entries.count {
            if Transcript.matches(entries[index].output, actual.entries[index].output) {
                result.entries[index].output = entries[index].output
            }
        }
        return result
    }

    /// Whether the `expected` lines (with elisions) match the `actual` ones.
    public static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        guard expected.contains(where: { $0 == anyLines || $0.contains(anyText) }) else { return expected == actual }
        // NB: `reachable[i][j]`: expected[i...] can match actual[j...]; filled from the end, so
        // a run of `...` lines costs lines times lines, never backtracking.
        let n = expected.count
        let m = actual.count
        var reachable = [[Bool]](repeating: [Bool](repeating: false, count: m + 1), count: n + 1)
        reachable[n][m] = true
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if expected[i] == anyLines {
                    reachable[i][j] = reachable[i + 1][j] || (j < m && reachable[i][j + 1])
                } else {
                    reachable[i][j] = j < m && reachable[i + 1][j + 1] && lineMatches(expected[i], actual[j])
                }
            }
        }
        return reachable[0][0]
    }

    /// Whether `line` matches `pattern`, where each `[..]` in it stands for any text.
    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let parts = pattern.split(separator: anyText, omittingEmptySubsequences: false)
        guard parts.count > 1 else { return pattern == line }
        guard let first = parts.first, let last = parts.last, line.hasPrefix(first), line.hasSuffix(last),
            line.count >= first.count + last.count
        else { return false }
        var rest = line.dropFirst(first.count).dropLast(last.count)
        // NB: the leftmost place for each middle part is always right: a later part only
        // gains from more of the line being left.
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let found = rest.firstRange(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
