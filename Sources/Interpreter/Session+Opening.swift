import Choreography

/// The first board at the prompt, dealt as `new-game` deals a table.
extension Session {
    /// The table in front dealt from the deck, card by card into its slots (face down in the
    /// flip games), as a new game deals it: what the prompt plays under its first board when it
    /// animates. Nothing changes: not the game, the clock or the animation's random numbers.
    // NB: issue 19, item 9: the first board appeared at once, while `new-game` dealt its own.
    public func openingDeal() -> Animation {
        let cards = tableCodes
        let transition = TableTransition(
            before: [], after: cards, dealt: cards, dealtFaceUp: type(of: gameTable).dealsFaceUp,
            arrangementBefore: arrangement, arrangementAfter: arrangement)
        var generator = animation
        let events = Choreographer(dealSpin: options.dealSpin).plan(
            transition, from: TableLayout(cardCount: 0, bounds: options.bounds), to: layout,
            generator: &generator)
        let after = restingTable
        var before = after
        before.cards = []
        if let deck = after.deck { before.deck?.count = deck.count + cards.count }
        return Animation(before: before, after: after, events: events)
    }
}
