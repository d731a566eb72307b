import Board
import Choreography
import Expectations
import Testing

/// Every drawing fits: the bounds, the layout frames, the character set asked for.
struct BoardFitTests {
    typealias Table = BoardFixtures.Table

    static let styles: [BoardStyle] = [.plain, BoardStyle(unicode: false, color: true)]

    @Test(arguments: Table.allCases, BoardFixtures.counts)
    func linesFitTheBounds(table: Table, count: Int) {
        let model = BoardFixtures.model(table, count: count)
        for (width, height) in BoardFixtures.bounds(for: count) {
            let layout = TableLayout(cardCount: count, bounds: Size(w: width, h: height))
            for style in Self.styles {
                let text = BoardRenderer.render(model, layout: layout, style: style)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                // NB: a status line wider than the table takes more lines (none cut).
                #expect(lines.count >= model.status.count + height, "\(width)x\(height)")
                for line in lines {
                    let visible = BoardFixtures.stripped(String(line))
                    #expect(displayWidth(of: visible) <= width, "\(width)x\(height): '\(visible)'")
                    #expect(visible.last != " ", "trailing blank at \(width)x\(height)")
                }
                if !style.unicode {
                    #expect(text.utf8.allSatisfy { $0 < 0x80 }, "non-ASCII at \(width)x\(height)")
                }
                if !style.color {
                    expectOmits(text, "\u{1B}", "escape without colour at \(width)x\(height)")
                }
            }
        }
    }

    /// Nothing is drawn outside the card frames and the stacks' frames.
    @Test(arguments: Table.allCases, [0, 1, 3, 6, 9, 12, 15, 18, 21, 24, 81])
    func drawingsStayInsideTheirFrames(table: Table, count: Int) {
        let model = BoardFixtures.model(table, count: count)
        for (width, height) in BoardFixtures.bounds(for: count) {
            let layout = TableLayout(cardCount: count, bounds: Size(w: width, h: height))
            let frames = layout.slots.prefix(count) + [layout.deck, layout.discard]
            for style in [BoardStyle.plain, .ascii] {
                let grid = BoardFixtures.grid(model, layout: layout, style: style)
                for (y, row) in grid.enumerated() {
                    for (x, cell) in row.enumerated() where cell != " " {
                        let inside = frames.contains { $0.contains(Rect(x: x, y: y, w: 1, h: 1)) }
                        #expect(
                            inside,
                            "\(width)x\(height) \(style.unicode): cell (\(x), \(y)) '\(String(describing: cell))'")
                    }
                }
            }
        }
    }

    /// Every card whose frame lies in the bounds and is wide enough shows its slot number in
    /// its first row.
    @Test(arguments: Table.allCases, BoardFixtures.counts)
    func everySlotNumberIsVisible(table: Table, count: Int) {
        let model = BoardFixtures.model(table, count: count)
        let whole = Rect(x: 0, y: 0, w: 0, h: 0)
        for (width, height) in BoardFixtures.bounds(for: count) {
            let bounds = Size(w: width, h: height)
            let layout = TableLayout(cardCount: count, bounds: bounds)
            let table = Rect(x: whole.x, y: whole.y, w: Double(width), h: Double(height))
            for style in [BoardStyle.plain, .ascii] {
                let grid = BoardFixtures.grid(model, layout: layout, style: style)
                for (index, frame) in layout.slots.enumerated() where !model.cards[index].gone {
                    let number = String(index + 1)
                    guard table.contains(frame), Int(frame.w) >= number.count else { continue }
                    let row = BoardFixtures.text(grid, x: Int(frame.x), y: Int(frame.y), w: Int(frame.w))
                    expectContains(row, number, "\(width)x\(height) slot \(number): '\(row)'")
                }
            }
        }
    }

    /// Animation frames anywhere, of any size, are clipped to the table (and cost no more than
    /// the table's cells).
    @Test(arguments: [
        Rect(x: -1e9, y: -5, w: 1e12, h: 1e9), Rect(x: 70, y: 20, w: 30, h: 9), Rect(x: -10, y: -3, w: 18, h: 6),
        Rect(x: .nan, y: .infinity, w: 5, h: 5), Rect(x: 3.4, y: 2.6, w: 17.8, h: 6.2), Rect(x: 5, y: 5, w: -3, h: 4),
    ])
    func framesOutsideTheTableAreClipped(frame: Rect) {
        let layout = TableLayout(cardCount: 3, bounds: .standard)
        let cards = [
            BoardCard(face: BoardFixtures.setFace(code: "3GTO"), highlight: .selected),
            BoardCard(face: .emoji("🐶", ascii: "dog")), BoardCard(face: .playing(rank: "10", suit: 1)),
        ]
        for style in [BoardStyle.plain, .ascii, .terminal] {
            let lines = BoardRenderer.lines(
                BoardModel(cards: cards), frames: [frame, frame, frame], layout: layout, style: style)
            expectEqual(lines.count, 24)
            for line in lines {
                #expect(displayWidth(of: BoardFixtures.stripped(line)) <= 80)
            }
        }
    }
}
