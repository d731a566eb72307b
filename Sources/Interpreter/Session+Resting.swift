import Board
import Choreography
import CardKit

extension Session {
    /// The game in front as a table at rest: what the board draws and an animation starts
    /// from or ends on.
    public var restingTable: RestingTable {
        let layout = layout
        let arrangement = arrangement
        let frame = { (index: Int) in arrangement.frame(ofSlot: index, in: layout) }
        let gathered = arrangement.isGathered ? frame(0) : nil
        switch games.current {
        case .set:
            let game = games.set
            let cards = game.table.enumerated().map { index, card in
                RestingTable.Card(code: card.code, face: card.code, frame: frame(index), highlight: highlight(of: card))
            }
            let top = options.discard.isFaceUp ? game.discard.last?.code : nil
            return RestingTable(
                game: .set, bounds: options.bounds, cards: cards,
                deck: RestingTable.Pile(frame: layout.deck, count: game.deck.count),
                discard: RestingTable.Pile(frame: layout.discard, count: game.discard.count, top: top), gathered: gathered)
        case .concentration:
            let game = games.concentration
            let emoji = game.snapshot(ascii: false), ascii = game.snapshot(ascii: true)
            let mismatch = game.faceUpSlots.count == 2
            let cards = zip(emoji.cards, ascii.cards).enumerated().map { index, pair in
                let (card, plain) = pair
                // NB: faces come from the snapshots only, which hold none for a face-down card.
                let highlight: Highlight = card.faceUp && !card.matched ? (mismatch ? .mismatch : .selected) : .none
                return RestingTable.Card(
                    code: Session.cardID(slot: index + 1), face: card.face, asciiFace: plain.face ?? "??", frame: frame(index),
                    faceUp: card.face != nil, highlight: highlight, gone: card.matched)
            }
            return RestingTable(
                game: .concentration, bounds: options.bounds, cards: cards, gathered: gathered, back: game.theme.back.rawValue)
        case .matching:
            let cards = games.matching.snapshot().cards.enumerated().map { index, card in
                // NB: the snapshot holds no code for a face-down card.
                RestingTable.Card(
                    code: Session.cardID(slot: index + 1), face: card.card, frame: frame(index), faceUp: card.card != nil,
                    highlight: card.matched ? .match : card.faceUp ? .selected : .none)
            }
            return RestingTable(game: .matching, bounds: options.bounds, cards: cards, gathered: gathered)
        }
    }

    /// The game in front drawn at rest under `status`, in the current style.
    func drawResting(status: String) -> String {
        let table = restingTable
        return BoardRenderer.render(
            BoardModel(table, status: [status]), layout: table.layout,
            style: options.boardStyle)
    }
}
