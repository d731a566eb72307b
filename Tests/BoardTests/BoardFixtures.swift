import Board
import CardKit
import Choreography
import Testing

/// Shared models and a parser that turns rendered text back into a grid of cells.
enum BoardFixtures {
    /// The Set face with this index (`number + 3·color + 9·shading + 27·shape`).
    static func setFace(_ index: Int) -> CardFace {
        .set(number: index % 3, color: index / 3 % 3, shading: index / 9 % 3, shape: index / 27 % 3)
    }

    /// The Set face with this code (`2RTO`).
    static func setFace(code: String) -> CardFace {
        setFace(CardCodes.setCodes.firstIndex(of: code) ?? 0)
    }

    static let emoji = ["🐶", "🐱", "🇯🇵", "👩‍🚀", "❤️", "🎃", "中", "1️⃣"]

    /// The kinds of table the renderer is checked on.
    enum Table: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case set, concentration, matching
        var testDescription: String { rawValue }
    }

    /// A model of `count` cards of `table`'s kind with every highlight and face in the mix.
    static func model(_ table: Table, count: Int) -> BoardModel {
        let highlights = Highlight.allCases
        let cards = (0..<count).map { index -> BoardCard in
            let face: CardFace =
                switch table {
                case .set: setFace(index * 7 % 81)
                case .concentration:
                    index % 3 == 1
                        ? .back(color: "orange") : .emoji(emoji[index % emoji.count], ascii: "pet\(index % 5)")
                case .matching:
                    index % 4 == 3
                        ? .back(color: nil) : .playing(rank: ["A", "10", "Q", "7"][index % 4], suit: index % 4)
                }
            return BoardCard(
                face: face, highlight: highlights[index % highlights.count],
                gone: table == .concentration && index % 5 == 4)
        }
        switch table {
        case .set:
            return BoardModel(
                cards: cards, deck: BoardPile(count: 81 - count), discard: BoardPile(count: 6, top: setFace(40)),
                status: ["Set · score 6 · deck \(81 - count)"])
        case .concentration:
            return BoardModel(cards: cards, status: ["Concentration · Animals 🐶 · flips 4"])
        case .matching:
            return BoardModel(
                cards: cards, deck: BoardPile(count: 52 - count), discard: BoardPile(count: 0), status: ["Matching"])
        }
    }

    /// Widths and heights of the tables checked, from the smallest animset draws to large.
    static let widths = [20, 23, 33, 47, 80, 133, 200]
    static let heights = [8, 10, 13, 24, 37, 60]
    /// Card counts checked: every table size up to 24, and the whole Set deck.
    static let counts = Array(0...24) + [81]

    /// The bounds a table of `count` cards is checked in: a third of the grid of `widths` by
    /// `heights`, a different third for each count (so each bound is checked with a third of the
    /// counts, of every size), and always the smallest, 80x24 and the largest. The whole grid for
    /// every count cost 50 CPU-seconds of the suite's 450 (issue 37: the test command's time).
    static func bounds(for count: Int) -> [(width: Int, height: Int)] {
        var chosen: [(width: Int, height: Int)] = []
        for (w, width) in widths.enumerated() {
            for (h, height) in heights.enumerated() {
                let corner =
                    (width, height) == (widths[0], heights[0]) || (width, height) == (80, 24)
                    || (width, height) == (widths[widths.count - 1], heights[heights.count - 1])
                if corner || (w * heights.count + h + count + count / 3) % 3 == 0 { chosen.append((width, height)) }
            }
        }
        return chosen
    }

    /// The text without ANSI SGR escapes.
    static func stripped(_ line: String) -> String {
        var result = ""
        var inEscape = false
        for character in line {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The cells of a rendered line: each grapheme, then `nil` for the right half of a wide one.
    static func cells(_ line: String) -> [Character?] {
        var result: [Character?] = []
        for character in stripped(line) {
            result.append(character)
            if displayWidth(of: character) == 2 { result.append(nil) }
        }
        return result
    }

    /// The table rows of a rendering (after the status lines, however many a narrow table
    /// wraps them into) as cells.
    static func grid(_ model: BoardModel, layout: TableLayout, style: BoardStyle) -> [[Character?]] {
        let lines = BoardRenderer.lines(model, layout: layout, style: style)
        return lines.suffix(max(0, layout.bounds.h)).map(cells)
    }

    /// The text of `grid` in row `y` from column `x`, `w` columns wide (blanks past the end).
    static func text(_ grid: [[Character?]], x: Int, y: Int, w: Int) -> String {
        guard grid.indices.contains(y) else { return "" }
        let row = grid[y]
        return String((x..<(x + w)).compactMap { $0 < row.count && $0 >= 0 ? row[$0] : " " })
    }
}
