import Board
import CardKit
import Choreography
import Expectations
import Testing

/// Colour only when asked for, ASCII when asked for, status lines made safe.
struct BoardStyleTests {
    static let styles: [(BoardStyle, Bool, Bool)] = [
        (.plain, true, false), (.ascii, false, false), (.terminal, true, true),
        (BoardStyle(unicode: false, color: true), false, true),
    ]

    @Test(arguments: styles)
    func escapesOnlyInColour(style: BoardStyle, unicode: Bool, color: Bool) {
        for table in BoardFixtures.Table.allCases {
            for count in [3, 12, 21] {
                let model = BoardFixtures.model(table, count: count)
                let text = BoardRenderer.render(
                    model, layout: TableLayout(cardCount: count, bounds: .standard), style: style)
                expectEqual(text.contains("\u{1B}["), color)
                expectEqual(text.utf8.allSatisfy { $0 < 0x80 }, !unicode)
                for line in text.split(separator: "\n") where line.contains("\u{1B}") {
                    let last = line.split(separator: "\u{1B}").last ?? ""
                    #expect(last.hasPrefix("[0m"), "a coloured line ends reset: \(line.debugDescription)")
                }
            }
        }
    }

    /// Set colours are red, green, purple on a terminal, and letters in the code everywhere.
    @Test(arguments: [("2RTO", "31"), ("2GTO", "32"), ("2PTO", "35")])
    func setColours(code: String, sgr: String) {
        let model = BoardModel(cards: [BoardCard(face: BoardFixtures.setFace(code: code))])
        let layout = TableLayout(cardCount: 1, bounds: .standard)
        let coloured = BoardRenderer.render(model, layout: layout, style: .terminal)
        expectContains(coloured, "\u{1B}[\(sgr)m")
        expectContains(coloured, code)
        expectContains(BoardRenderer.render(model, layout: layout, style: .ascii), code)
    }

    /// A palette for colour-blind players (issue 23, item 4): each palette draws Set's three
    /// colours in its own inks, and the letter in the code
    /// stays; without colour a palette changes nothing.
    @Test(arguments: [
        (Palette.standard, ["31", "32", "35"]), (.okabeIto, ["38;5;166", "38;5;36", "38;5;175"]),
        (.highContrast, ["1;91", "1;92", "1;95"]),
    ])
    func palettes(palette: Palette, sgrs: [String]) {
        for (code, sgr) in zip(["2RTO", "2GTO", "2PTO"], sgrs) {
            let model = BoardModel(cards: [BoardCard(face: BoardFixtures.setFace(code: code))])
            let layout = TableLayout(cardCount: 1, bounds: .standard)
            let style = BoardStyle(unicode: true, color: true, palette: palette)
            let coloured = BoardRenderer.render(model, layout: layout, style: style)
            expectContains(coloured, "\u{1B}[\(sgr)m", "\(palette) \(code)")
            expectContains(coloured, code)
            for other in Set(["31", "32", "35", "38;5;166", "38;5;36", "38;5;175", "1;91", "1;92", "1;95"]).subtracting(
                [sgr])
            {
                expectOmits(coloured, "\u{1B}[\(other)m", "\(palette) \(code) has no \(other)")
            }
            let plain = BoardRenderer.render(
                model, layout: layout, style: BoardStyle(unicode: true, color: false, palette: palette))
            expectEqual(plain, BoardRenderer.render(model, layout: layout, style: .plain))
        }
    }

    static let statuses: [(String, BoardStyle, String)] = [
        ("Set · score 6", .plain, "Set · score 6"),
        ("Set · score 6", .ascii, "Set - score 6"),
        ("bad \u{1B}[31mred\u{1B}[0m", .plain, "bad [31mred[0m"),
        ("tab\there", .plain, "tabhere"),
        ("Animals 🐶 …", .ascii, "Animals ? ..."),
        (
            "a very long status line that is much wider than the table", .plain,
            "a very long status\nline that is much\nwider than the table"
        ),
        ("ends in blanks      ", .plain, "ends in blanks"),
        ("Animals: 🐶🐶🐶🐶🐶🐶", .plain, "Animals:\n🐶🐶🐶🐶🐶🐶"),
        (
            "Set-Chain · score 5 · deck 69 · previous 1PTO 3RTS 2GTD", .plain,
            "Set-Chain · score 5\ndeck 69\nprevious 1PTO 3RTS\n2GTD"
        ),
        ("a 25-character-long-word here", .plain, "a\n25-character-long-wo\nrd here"),
    ]

    /// A status line wider than the table goes on to more lines, at its ` · ` parts or at
    /// spaces: no word is cut unless it is wider than the table itself (issue 30, item 6).
    @Test(arguments: statuses)
    func statusLinesAreSafeAndFit(status: String, style: BoardStyle, expected: String) {
        let model = BoardModel(cards: [], status: [status])
        let lines = BoardRenderer.lines(
            model, layout: TableLayout(cardCount: 0, bounds: Size(w: 20, h: 8)), style: style)
        let wanted = expected.split(separator: "\n").map(String.init)
        expectEqual(Array(lines.prefix(wanted.count)), wanted)
        expectEqual(lines.count, wanted.count + 8)
    }
}
