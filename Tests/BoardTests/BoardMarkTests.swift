import Board
import Choreography
import Expectations
import Foundation
import Testing

/// Cards are drawn at their frames, with marks that read without colour.
struct BoardMarkTests {
    /// Twelve Set cards, card `i` with highlight `highlights[i % 5]`, at 80x24 (18x6 frames).
    static func twelve(highlights: [Highlight] = Highlight.allCases) -> (BoardModel, TableLayout) {
        let cards = (0..<12).map {
            BoardCard(face: BoardFixtures.setFace($0 * 7), highlight: highlights[$0 % highlights.count])
        }
        return (BoardModel(cards: cards), TableLayout(cardCount: 12, bounds: .standard))
    }

    static let corners: [(Highlight, Bool, Character, Character)] = [
        (.none, true, "╭", "╯"), (.selected, true, "┏", "┛"), (.match, true, "╔", "╝"),
        (.mismatch, true, "┏", "┛"), (.hint, true, "╭", "╯"),
        (.none, false, "+", "+"), (.selected, false, "#", "#"), (.match, false, "*", "*"),
        (.mismatch, false, "X", "X"), (.hint, false, "+", "+"),
    ]

    @Test(arguments: corners)
    func cornersLandOnTheFrame(highlight: Highlight, unicode: Bool, topLeft: Character, bottomRight: Character) {
        let (model, layout) = Self.twelve(highlights: [highlight])
        let grid = BoardFixtures.grid(model, layout: layout, style: BoardStyle(unicode: unicode))
        for frame in layout.slots {
            let (x, y, maxX, maxY) = (Int(frame.x), Int(frame.y), Int(frame.maxX), Int(frame.maxY))
            expectEqual(grid[y][x], topLeft)
            expectEqual(grid[maxY - 1][maxX - 1], bottomRight)
            #expect(x == 0 || grid[y][x - 1] == " ")
            #expect(grid[y].count == maxX || grid[y][maxX] == " ")
        }
    }

    /// The top border of slot 1 for each highlight: all different, with the highlight's marks.
    @Test(arguments: [true, false])
    func highlightsAreDistinctWithoutColour(unicode: Bool) {
        var borders: Set<String> = []
        var bottoms: Set<String> = []
        for highlight in Highlight.allCases {
            let (model, layout) = Self.twelve(highlights: [highlight])
            let grid = BoardFixtures.grid(model, layout: layout, style: BoardStyle(unicode: unicode))
            let frame = layout.slots[0]
            let top = BoardFixtures.text(grid, x: Int(frame.x), y: Int(frame.y), w: Int(frame.w))
            let bottom = BoardFixtures.text(grid, x: Int(frame.x), y: Int(frame.maxY) - 1, w: Int(frame.w))
            let label = [Highlight.none: " 1 ", .selected: ">1<", .match: "!1!", .mismatch: "x1x", .hint: "*1*"][
                highlight]
            expectContains(top, label ?? "?", "\(highlight): '\(top)'")
            borders.insert(top)
            bottoms.insert(bottom)
            let word = [Highlight.match: "MATCH", .mismatch: "NO MATCH", .hint: "HINT"][highlight]
            if let word { expectContains(bottom, word, "\(highlight): '\(bottom)'") }
        }
        expectEqual(borders.count, Highlight.allCases.count)
        expectEqual(bottoms.count, Highlight.allCases.count)
    }

    static let compact: [(Highlight, String)] = [
        (.none, "[1:2RTO]"), (.selected, ">1:2RTO<"), (.match, "!1:2RTO!"), (.mismatch, "x1:2RTOx"),
        (.hint, "*1:2RTO*"),
    ]

    /// One-row frames carry the same marks around the slot and code, and the symbols when
    /// there is room.
    @Test(arguments: compact)
    func compactCardsCarryTheMarks(highlight: Highlight, expected: String) {
        let layout = TableLayout(cardCount: 1, bounds: Size(w: 30, h: 8))
        let model = BoardModel(cards: [BoardCard(face: BoardFixtures.setFace(code: "2RTO"), highlight: highlight)])
        let frame = Rect(x: 3, y: 2, w: 24, h: 1)
        let lines = BoardRenderer.lines(model, frames: [frame], layout: layout, style: .ascii)
        expectEqual(lines[2], "   " + expected + " (==) (==)")
    }

    /// Two-row frames too narrow for the one-row form put the marked slot above the code.
    @Test(arguments: compact)
    func narrowCardsStackSlotAndCode(highlight: Highlight, expected: String) {
        let layout = TableLayout(cardCount: 1, bounds: Size(w: 30, h: 8))
        let model = BoardModel(cards: [BoardCard(face: BoardFixtures.setFace(code: "2RTO"), highlight: highlight)])
        let lines = BoardRenderer.lines(model, frames: [Rect(x: 1, y: 0, w: 6, h: 2)], layout: layout, style: .ascii)
        expectEqual(
            lines[0],
            " "
                + expected.replacingOccurrences(of: ":2RTO", with: "").replacingOccurrences(of: "[1]", with: "1"))
        expectEqual(lines[1], " 2RTO")
    }

    /// The picture of every shape and shading, on row 2 of slot 1 of a twelve-card table.
    static let symbols: [(String, Bool, String)] = [
        ("1RSD", true, "◢██◣"), ("1RTD", true, "╱▒▒╲"), ("1RSO", true, "▟██▙"), ("1ROO", true, "╭──╮"),
        ("1RTO", true, "╭▒▒╮"), ("1ROD", true, "╱  ╲"), ("1RSS", true, "≀██≀"), ("1RTS", true, "≀▒▒≀"),
        ("1ROS", true, "≀‾‾≀"),
        ("1RSD", false, "/##\\"), ("1RTD", false, "/==\\"), ("1ROD", false, "/  \\"), ("1RSO", false, ".##."),
        ("1RTO", false, ".==."), ("1ROO", false, ".--."), ("1RSS", false, "~##~"), ("1RTS", false, "~==~"),
        ("1ROS", false, "~--~"),
    ]

    @Test(arguments: symbols)
    func symbolsShowShapeAndShading(code: String, unicode: Bool, picture: String) {
        let layout = TableLayout(cardCount: 12, bounds: .standard)
        let cards =
            [BoardCard(face: BoardFixtures.setFace(code: code))]
            + Array(repeating: BoardCard(face: .back(color: nil)), count: 11)
        let grid = BoardFixtures.grid(BoardModel(cards: cards), layout: layout, style: BoardStyle(unicode: unicode))
        let frame = layout.slots[0]
        let row = BoardFixtures.text(grid, x: Int(frame.x), y: Int(frame.y) + 2, w: Int(frame.w))
        expectContains(row, picture, "'\(row)'")
        let top = BoardFixtures.text(grid, x: Int(frame.x), y: Int(frame.y), w: Int(frame.w))
        expectContains(top, code, "the code is in the border: '\(top)'")
    }

    /// Every Set card big enough for a border shows its code, in the border or inside.
    @Test(arguments: [3, 12, 15, 18, 21, 24, 81])
    func borderedCardsShowTheirCode(count: Int) {
        let model = BoardFixtures.model(.set, count: count)
        for width in BoardFixtures.widths {
            for height in BoardFixtures.heights {
                let layout = TableLayout(cardCount: count, bounds: Size(w: width, h: height))
                let grid = BoardFixtures.grid(model, layout: layout, style: .ascii)
                for (card, frame) in zip(model.cards, layout.slots) where frame.w >= 6 && frame.h >= 3 {
                    let rows = (Int(frame.y)..<Int(frame.maxY)).map {
                        BoardFixtures.text(grid, x: Int(frame.x), y: $0, w: Int(frame.w))
                    }
                    let code = card.face.setCode ?? "?"
                    #expect(rows.contains { $0.contains(code) }, "\(width)x\(height): \(code) in \(rows)")
                }
            }
        }
    }

    /// A full table of 21 at 80x24 still shows the symbols, one row high.
    @Test(arguments: [(true, "<█><█><█>"), (false, "<#><#><#>")])
    func twentyOneCardsStillShowSymbols(unicode: Bool, picture: String) {
        let layout = TableLayout(cardCount: 21, bounds: .standard)
        let cards = Array(repeating: BoardCard(face: BoardFixtures.setFace(code: "3RSD")), count: 21)
        let grid = BoardFixtures.grid(BoardModel(cards: cards), layout: layout, style: BoardStyle(unicode: unicode))
        for frame in layout.slots {
            let rows = (Int(frame.y)..<Int(frame.maxY)).map {
                BoardFixtures.text(grid, x: Int(frame.x), y: $0, w: Int(frame.w))
            }
            #expect(rows.contains { $0.contains(picture) }, "\(rows)")
        }
    }

    /// Numbers 1, 2, 3 draw that many symbols.
    @Test(arguments: [("1GTO", 1), ("2GTO", 2), ("3GTO", 3)])
    func numberOfSymbols(code: String, count: Int) {
        let layout = TableLayout(cardCount: 12, bounds: .standard)
        let cards = Array(repeating: BoardCard(face: BoardFixtures.setFace(code: code)), count: 12)
        let grid = BoardFixtures.grid(BoardModel(cards: cards), layout: layout, style: .ascii)
        let frame = layout.slots[5]
        let row = BoardFixtures.text(grid, x: Int(frame.x), y: Int(frame.y) + 2, w: Int(frame.w))
        expectEqual(row.filter { $0 == "." }.count, 2 * count, "'\(row)'")
    }

    /// A gone card leaves its frame blank; the others keep their places.
    @Test func goneCardsLeaveABlankSpace() {
        let cards = (0..<6).map { BoardCard(face: .emoji("🐶", ascii: "dog"), gone: $0 == 2) }
        let layout = TableLayout(cardCount: 6, bounds: .standard)
        let grid = BoardFixtures.grid(BoardModel(cards: cards), layout: layout, style: .plain)
        let gone = layout.slots[2]
        for y in Int(gone.y)..<Int(gone.maxY) {
            #expect(BoardFixtures.text(grid, x: Int(gone.x), y: y, w: Int(gone.w)).allSatisfy { $0 == " " })
        }
        expectEqual(grid[Int(layout.slots[3].y)][Int(layout.slots[3].x)], "╭")
    }

    /// Emoji are two columns wide and the card borders beside them stay in line.
    @Test(arguments: ["🐶", "👩‍🚀", "🇯🇵", "❤️", "中", "1️⃣"], [Size(w: 80, h: 24), Size(w: 33, h: 13), Size(w: 20, h: 8)])
    func emojiKeepTheBoardAligned(emoji: String, bounds: Size) {
        let cards = (0..<8).map { BoardCard(face: $0 % 2 == 0 ? .emoji(emoji, ascii: "?") : .back(color: "blue")) }
        let layout = TableLayout(cardCount: 8, bounds: bounds)
        let grid = BoardFixtures.grid(BoardModel(cards: cards), layout: layout, style: .plain)
        for row in grid { #expect(row.count <= bounds.w) }
        for frame in layout.slots where frame.h >= 3 && frame.w >= 6 {
            for y in (Int(frame.y) + 1)..<(Int(frame.maxY) - 1) {
                expectEqual(grid[y][Int(frame.x)], "│")
                expectEqual(grid[y][Int(frame.maxX) - 1], "│")
            }
        }
        let text = BoardRenderer.render(BoardModel(cards: cards), layout: layout, style: .plain)
        expectEqual(text.contains(emoji), (layout.slots[0].w >= 4))
    }

    /// Playing cards show rank and suit, hearts and diamonds red in colour.
    @Test(arguments: [(0, "A♠", "AS", false), (1, "10♥", "10H", true), (2, "Q♦", "QD", true), (3, "7♣", "7C", false)])
    func playingCardsShowRankAndSuit(suit: Int, unicode: String, ascii: String, red: Bool) {
        let rank = String(ascii.dropLast())
        let model = BoardModel(cards: [BoardCard(face: .playing(rank: rank, suit: suit))])
        let layout = TableLayout(cardCount: 1, bounds: .standard)
        expectContains(BoardRenderer.render(model, layout: layout, style: .plain), unicode)
        expectContains(BoardRenderer.render(model, layout: layout, style: .ascii), ascii)
        expectEqual(BoardRenderer.render(model, layout: layout, style: .terminal).contains("\u{1B}[31m\(unicode)"), red)
    }
}
