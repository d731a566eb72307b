/// Which rows of the table to show when the terminal has fewer rows left than the table has:
/// at the prompt a command's messages, its status line and the prompt stay on the screen with
/// the board, so rows of the table that say nothing give way to them.
public enum TableWindow {
    /// What a row of the table holds, from least to most.
    public enum Row: Comparable, Sendable {
        /// Nothing.
        case blank
        /// Only the sides of cards and piles (`│ ┃ ║ ╏ ┆ ╎ |`): left out, the cards are a row
        /// shorter.
        case sides
        /// Anything else: corners, labels, symbols, a card's back.
        case drawn
    }

    /// The characters a row of `.sides` may hold, besides spaces.
    static let sides: Set<Character> = ["│", "┃", "║", "╏", "┆", "╎", "|"]
    /// `sides` as UTF-8, as a canvas holds them.
    static let sideBytes: Set<[UInt8]> = Set(sides.map { Array(String($0).utf8) })

    /// The rows of a table whose rows are `rows` to show in `available` rows, in order: all of
    /// them when they fit; else without as many as it takes of, first, the blank rows (those
    /// under the last row drawn, then those over the first, then one at a time from the
    /// longest run of blank rows between drawn ones), then the rows of sides (every second
    /// from the bottom, then the others). A row drawn on is never left out; when the rest
    /// are not enough, all of them go and the text above scrolls.
    public static func rows(_ rows: [Row], available: Int) -> [Int] {
        let count = rows.count
        var excess = count - max(0, available)
        guard excess > 0 else { return Array(0..<count) }
        var kept = Array(repeating: true, count: count)
        let shown = (0..<count).filter { rows[$0] != .blank }
        guard let first = shown.first, let last = shown.last else { return Array(0..<max(0, available)) }
        for y in ((last + 1)..<count).reversed() + Array(0..<first) where excess > 0 {
            kept[y] = false
            excess -= 1
        }
        // The runs of blank rows between others, shortened one row at a time, longest first.
        var runs: [Range<Int>] = []
        var start: Int?
        for y in first...last {
            if rows[y] == .blank {
                start = start ?? y
            } else if let begin = start {
                runs.append(begin..<y)
                start = nil
            }
        }
        var lengths = runs.map(\.count)
        while excess > 0, let longest = lengths.indices.max(by: { lengths[$0] < lengths[$1] }), lengths[longest] > 0 {
            lengths[longest] -= 1
            kept[runs[longest].lowerBound + lengths[longest]] = false
            excess -= 1
        }
        // NB: every second row of sides first, so that each row of cards loses one before any
        // loses two.
        let sides = (0..<count).filter { rows[$0] == .sides }.reversed()
        let spread = sides.enumerated().filter { $0.offset % 2 == 0 } + sides.enumerated().filter { $0.offset % 2 == 1 }
        for (_, y) in spread where excess > 0 {
            kept[y] = false
            excess -= 1
        }
        return (0..<count).filter { kept[$0] }
    }

    /// What each line of a table drawn as `lines` holds (colour escapes aside).
    public static func rows(of lines: [String]) -> [Row] {
        lines.map { line in
            let characters = TextWrap.columns(of: line).filter { $0.width > 0 && $0.character != " " }.map(\.character)
            if characters.isEmpty { return .blank }
            return characters.allSatisfy(sides.contains) ? .sides : .drawn
        }
    }
}
