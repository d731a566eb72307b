import Board
import CardKit
import Choreography

/// Animations planned on model Set tables, for the frame tests (no game involved).
enum FrameScenes {
    /// 81 distinct Set codes.
    static let codes: [String] = ["1", "2", "3"].flatMap { n in
        ["R", "G", "P"].flatMap { c in
            ["S", "T", "O"].flatMap { f in ["D", "S", "O"].map { n + c + f + $0 } }
        }
    }

    /// A Set table of `cards` at rest in `bounds` with `deck` and `discard` cards stacked.
    static func table(_ cards: [String], bounds: Size, deck: Int, discard: Int, arrangement: Arrangement = .grid)
        -> RestingTable
    {
        let layout = TableLayout(cardCount: cards.count, bounds: bounds)
        return RestingTable(
            game: .set, bounds: bounds,
            cards: cards.enumerated().map {
                RestingTable.Card(code: $1, face: $1, frame: arrangement.frame(ofSlot: $0, in: layout))
            },
            deck: RestingTable.Pile(frame: layout.deck, count: deck),
            discard: RestingTable.Pile(frame: layout.discard, count: discard),
            gathered: arrangement.isGathered ? arrangement.frame(ofSlot: 0, in: layout) : nil)
    }

    /// The named animation: `deal` (3 more cards), `flyaway` (a match refilled), `shuffle`;
    /// dealt cards spinning `dealSpin` turns.
    static func animation(_ name: String, bounds: Size = .standard, seed: UInt64 = 7, dealSpin: DealSpin = .none)
        -> Animation
    {
        let twelve = Array(codes.prefix(12))
        let transition: TableTransition
        var (deckAfter, discardAfter) = (57, 0)
        switch name {
        case "deal":
            transition = TableTransition(before: twelve, after: Array(codes.prefix(15)), dealt: Array(codes[12..<15]))
        case "flyaway":
            let fresh = Array(codes[20..<23])
            transition = TableTransition(
                before: twelve, after: fresh + twelve.dropFirst(3), selected: [twelve[2]],
                matched: Array(twelve.prefix(3)),
                discarded: Array(twelve.prefix(3)), dealt: fresh)
            discardAfter = 3
        default:
            transition = TableTransition(before: twelve, after: twelve.reversed(), shuffled: true)
            deckAfter = 60
        }
        let deckBefore = name == "shuffle" ? 60 : 60
        var generator = SeededGenerator(seed: seed)
        let events = Choreographer(dealSpin: dealSpin).plan(
            transition, from: TableLayout(cardCount: transition.before.count, bounds: bounds),
            to: TableLayout(cardCount: transition.after.count, bounds: bounds), generator: &generator)
        return Animation(
            before: table(transition.before, bounds: bounds, deck: deckBefore, discard: 0),
            after: table(transition.after, bounds: bounds, deck: deckAfter, discard: discardAfter), events: events)
    }
}
