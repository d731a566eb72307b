import CardKit

extension SetGame {
    /// The most sets 81 cards can hold: the most `hintCursor` can ever count to.
    static let mostSets = 1080

    /// Checks every invariant of a game the rules can reach, and throws the first one broken:
    /// the deck's cards (81, or 27 junior) each exactly once among deck, table and discard pile; a discard pile of
    /// whole sets; at most 3 selected cards, all on the table; a shown match that is a set
    /// and a shown mismatch that is not; sets found as the rules count them (`MoveLimit`,
    /// `validateMovesFound`); counters and times in range.
    ///
    /// The save loader, the fuzzer and the tests call this one function.
    public func validate() throws(InvalidState) {
        var seen = Set<Card>()
        for (pile, cards) in [("deck", deck), ("table", table), ("discard pile", discard)] {
            for card in cards where !seen.insert(card).inserted {
                throw InvalidState("card \(card.code) is in the game twice (again in the \(pile))")
            }
        }
        let total = deck.count + table.count + discard.count
        if let puzzle {
            try validatePuzzle(puzzle)
        } else {
            try InvalidState.require(
                total == deckKind.cardCount, "the game holds \(total) cards, not \(deckKind.cardCount)")
        }
        for card in deck + table + discard where !deckKind.contains(card) {
            throw InvalidState("card \(card.code) is not in the \(deckKind.rawValue) deck")
        }
        try validateDiscardPile()
        let size = variant.moveSize
        try InvalidState.require(selected.count <= size, "\(selected.count) cards are selected; at most \(size) can be")
        var chosen = Set<Card>()
        for card in selected {
            try InvalidState.require(chosen.insert(card).inserted, "card \(card.code) is selected twice")
            try InvalidState.require(
                table.contains(card) || chainPrevious.contains(card),
                "selected card \(card.code) is not on the table")
        }
        switch reveal {
        case .none:
            try InvalidState.require(
                selected.count < size, "\(size) cards are selected but neither a match nor a mismatch is shown")
        case .match, .mismatch:
            try InvalidState.require(
                selected.count == size, "a \(reveal.rawValue) is shown with \(selected.count) selected cards")
            let isMove = selectionIsMove
            try InvalidState.require(
                isMove == (reveal == .match),
                "the cards shown as a \(reveal.rawValue) "
                    + (isMove ? "are a \(variant.moveName)" : "are not a \(variant.moveName)"))
        }
        try validateChainSelection()
        try validateChain()
        try validatePlayers()
        let limit = InvalidState.counterLimit
        try InvalidState.check(score, in: -limit...limit, "score")
        try validateMovesFound()
        if let trial { try validateTrial(trial) }
        try InvalidState.check(hintCursor, in: 0...(SetGame.mostSets - 1), "hint cursor")
        try InvalidState.require(startedAt.isFinite && startedAt >= 0, "the start time \(startedAt) is not a time")
        try InvalidState.require(
            lastProgress.isFinite && lastProgress >= startedAt,
            "the time of the last set \(lastProgress) is before the start \(startedAt)")
    }
}
