import CardKit

/// `review`: the game as it stood before a set was taken, for `hint best`'s engine to judge.
extension SetGame {
    /// The game as it stood before a past move: `table` in slot order, every other card of the
    /// game's deck that is not in `gone` (the discard pile at that moment) in the deck, in card
    /// order, nothing selected or on show.
    ///
    /// `perfectChances` and `bestSetIndex` read only the seed, the rule, the deck, the table
    /// (in slot order) and which cards are unseen (never their order), so the position gets
    /// exactly the answer `hint best` gave, or would have given, at that moment.
    public func position(table: [Card], gone: some Sequence<Card>) -> SetGame {
        var game = self
        let out = Set(table).union(gone)
        game.table = table
        game.deck = deckKind.cards.filter { !out.contains($0) }
        game.discard = []
        game.selected = []
        game.reveal = .none
        game.hintCursor = 0
        return game
    }
}
