import Choreography

extension BoardModel {
    /// The board of a resting table: its cards, stacks and gathered pile, under `status`.
    public init(_ table: RestingTable, status: [String] = []) {
        let face = { (face: String?, ascii: String?, faceUp: Bool) in
            CardFace(game: table.game, face: face, ascii: ascii, faceUp: faceUp, back: table.back)
        }
        let pile = { (pile: RestingTable.Pile) in
            BoardPile(count: pile.count, top: pile.top.map { face($0, pile.asciiTop, true) })
        }
        self.init(
            cards: table.cards.map { card in
                BoardCard(
                    face: face(card.face, card.asciiFace, card.faceUp), highlight: card.highlight, gone: card.gone)
            },
            deck: table.deck.map(pile), discard: table.discard.map(pile), status: status, gathered: table.gathered)
        if let carried = table.carried {
            self.carried = BoardCard(face: face(carried.face, carried.asciiFace, true), highlight: carried.highlight)
            carriedFrame = carried.frame
        }
    }
}
