import CardKit
import Choreography
import Expectations
import Interpreter
import Testing

/// A program holding only the JSON stream rebuilds the tables the session animated between:
/// `RestingTable(game:bounds:cards:deckCount:discardCount:...)` filled from `state` objects.
@Suite struct RestingTableJSONTests {
    /// The table a `state` object describes, read as `animset replay` reads it.
    static func table(game: GameKind, state: ReadJSON) -> RestingTable? {
        guard let bounds = state["bounds"], let w = bounds["w"]?.int, let h = bounds["h"]?.int else { return nil }
        let size = Size(w: w, h: h)
        switch game {
        case .set:
            let reveal = state["reveal"]?.string ?? "none"
            let rows = state["table"]?.array ?? []
            let cards = rows.compactMap { row -> RestingTable.Card? in
                guard let code = row["card"]?.string else { return nil }
                let selected = row["selected"]?.bool ?? false
                let hinted = row["hint"]?.bool ?? false
                let mark: Highlight =
                    !selected
                    ? (hinted ? .hint : .none)
                    : reveal == "match" ? .match : reveal == "mismatch" ? .mismatch : .selected
                return RestingTable.Card(code: code, face: code, frame: Rect(x: 0, y: 0, w: 0, h: 0), highlight: mark)
            }
            let discard = state["discard"]?.array?.compactMap { $0.string } ?? []
            let layout = TableLayout(cardCount: cards.count, bounds: size)
            let first = rows.first.flatMap { Self.rect($0["frame"]) }
            let gathered = first.flatMap { layout.slots.first != $0 ? $0 : nil }
            return RestingTable(
                game: .set, bounds: size, cards: cards, deckCount: state["deck"]?.int, discardCount: discard.count,
                discardTop: state["discardFaceUp"]?.bool == false ? nil : discard.last, gathered: gathered)
        case .concentration, .matching:
            let rows = state.cards
            let twoUp = rows.filter { $0.faceUp && !$0.matched }.count == 2
            let cards = rows.map { row in
                let face = game == .concentration ? row["face"]?.string : row["card"]?.string
                let mark: Highlight =
                    game == .concentration
                    ? (row.faceUp && !row.matched ? (twoUp ? .mismatch : .selected) : .none)
                    : (row.matched ? .match : row.faceUp ? .selected : .none)
                return RestingTable.Card(
                    code: "c\(row.slot)", face: face, frame: Rect(x: 0, y: 0, w: 0, h: 0), faceUp: face != nil,
                    highlight: mark,
                    gone: game == .concentration && row.matched)
            }
            return RestingTable(
                game: game, bounds: size, cards: cards, deckCount: nil, discardCount: nil,
                back: state["back"]?.string)
        }
    }

    static func rect(_ json: ReadJSON?) -> Rect? {
        guard let json, let x = json["x"]?.number, let y = json["y"]?.number, let w = json["w"]?.number,
            let h = json["h"]?.number
        else { return nil }
        return Rect(x: x, y: y, w: w, h: h)
    }

    static let scripts: [(GameKind, [String])] = [
        (
            .set,
            [
                "deal", "hint", "choose 1", "choose 2", "gather", "pan 3 1", "restore", "rule remove", "shuffle",
                "resize 120 40",
                "layout 1RSD 2RSD 3RSD 1GOS 2PTO 3GSS 1PTD 2GOO 3RTS 1ROO 2PSS 3GTD", "choose 1 2 3", "choose 4",
            ]
        ),
        (.concentration, ["choose 1", "choose 2", "choose 3", "choose 4"]),
        (.matching, ["choose 1", "choose 2", "choose 5"]),
    ]

    @Test(arguments: scripts.indices)
    func theStateRebuildsTheRestingTable(index: Int) throws {
        let (game, lines) = Self.scripts[index]
        for discard in game == .set ? DiscardFace.allCases : [.faceUp] {
            var playback = AnimationPlayback(game: game, discard: discard)
            for line in lines {
                let output = playback.session.evaluate(line)
                var expected = playback.session.restingTable
                expected.cards = expected.cards.map { card in
                    var card = card
                    card.asciiFace = nil  // NB: the stream carries the emoji only
                    return card
                }
                let rebuilt = try #require(Self.table(game: game, state: output.state.read))
                expectEqual(rebuilt, expected, "'\(line)' with the discard pile \(discard.rawValue)")
            }
        }
    }
}

extension ReadJSON {
    /// A number, integer or not.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}
