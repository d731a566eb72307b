import Board
import Choreography
import Expectations
import Testing

/// Small boards drawn exactly, so a change to the drawing is a visible change to this file.
struct BoardGoldenTests {
    static let setModel = BoardModel(
        cards: [
            BoardCard(face: BoardFixtures.setFace(code: "2RTO")),
            BoardCard(face: BoardFixtures.setFace(code: "3PSD"), highlight: .selected),
            BoardCard(face: BoardFixtures.setFace(code: "1GOS"), highlight: .hint),
        ],
        deck: BoardPile(count: 78), discard: BoardPile(count: 0), status: ["Set · deck 78"])

    static let concentrationModel = BoardModel(
        cards: [
            BoardCard(face: .emoji("🐶", ascii: "dog")),
            BoardCard(face: .back(color: "orange"), highlight: .selected),
            BoardCard(face: .emoji("🇯🇵", ascii: "JP"), gone: true),
            BoardCard(face: .emoji("👩‍🚀", ascii: "astronaut"), highlight: .mismatch),
        ],
        status: ["Concentration · Flags"])

    static let goldens: [(String, BoardModel, Size, BoardStyle, [String])] = [
        (
            "set unicode", setModel, Size(w: 48, h: 12), .plain,
            [
                "Set · deck 78",
                "",
                "",
                "╭ 1 ──── 2RTO ╮ ┏ >2< ━━ 3PSD ┓ ╭ *3* ┄┄ 1GOS ╮",
                "│             │ ┃             ┃ ┆             ┆",
                "│   ╭▒╮ ╭▒╮   │ ┃ ◢█◣ ◢█◣ ◢█◣ ┃ ┆     ≀‾≀     ┆",
                "│   ╰▒╯ ╰▒╯   │ ┃ ◥█◤ ◥█◤ ◥█◤ ┃ ┆     ≀_≀     ┆",
                "╰─────────────╯ ┗━━━━━━━━━━━━━┛ ╰┄┄┄ HINT ┄┄┄┄╯",
                "",
                "",
                "",
                "deck78                                    disc 0",
                "░░",
            ]
        ),
        (
            "set ascii", setModel, Size(w: 48, h: 12), .ascii,
            [
                "Set - deck 78",
                "",
                "",
                "+ 1 ---- 2RTO + # >2< == 3PSD # + *3* .. 1GOS +",
                "|             | #             # :             :",
                "|   .=. .=.   | # /#\\ /#\\ /#\\ # :     ~-~     :",
                "|   '=' '='   | # \\#/ \\#/ \\#/ # :     ~-~     :",
                "+-------------+ #=============# +... HINT ....+",
                "",
                "",
                "",
                "deck78                                    disc 0",
                "::",
            ]
        ),
        (
            "set compact", setModel, Size(w: 24, h: 8), .plain,
            [
                "Set · deck 78",
                "  ╭ 1 ────╮ ┏ >2< ━━┓",
                "  │ 2RTO  │ ┃ 3PSD  ┃",
                "  ╰───────╯ ┗━━━━━━━┛",
                "  ╭ *3* ┄┄╮",
                "  ┆ 1GOS  ┆",
                "  ╰ HINT ┄╯",
                "",
                "D78                  d 0",
            ]
        ),
        (
            "concentration unicode", concentrationModel, Size(w: 34, h: 10), .plain,
            [
                "Concentration · Flags",
                "    ╭ 1 ───────╮ ┏ >2< ━━━━━┓",
                "    │    🐶    │ ┃░░░░░░░░░░┃",
                "    │          │ ┃░░░░░░░░░░┃",
                "    ╰──────────╯ ┗━━━━━━━━━━┛",
                "                 ┏ x4x ╍╍╍╍╍┓",
                "                 ╏    👩‍🚀    ╏",
                "                 ╏          ╏",
                "                 ┗ NO MATCH ┛",
                "",
                "",
            ]
        ),
        (
            "concentration ascii", concentrationModel, Size(w: 34, h: 10), .ascii,
            [
                "Concentration - Flags",
                "    + 1 -------+ # >2< =====#",
                "    |   dog    | #::::::::::#",
                "    |          | #::::::::::#",
                "    +----------+ #==========#",
                "                 X x4x ~~~~~X",
                "                 Xastronaut X",
                "                 X          X",
                "                 X NO MATCH X",
                "",
                "",
            ]
        ),
    ]

    @Test(arguments: goldens)
    func drawsExactly(name: String, model: BoardModel, bounds: Size, style: BoardStyle, expected: [String]) {
        let lines = BoardRenderer.lines(
            model, layout: TableLayout(cardCount: model.cards.count, bounds: bounds), style: style)
        expectEqual(lines, expected, "\(name):\n\(lines.joined(separator: "\n"))")
        #expect(
            BoardRenderer.render(model, layout: TableLayout(cardCount: model.cards.count, bounds: bounds), style: style)
                == expected.joined(separator: "\n"))
    }
}
