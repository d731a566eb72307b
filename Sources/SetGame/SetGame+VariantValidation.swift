import CardKit

/// The invariants that depend on the variant (`SetGame.validate` calls these).
extension SetGame {
    /// The discard pile holds whole moves: sets of 3, ultrasets of 4; in Set-Chain the first
    /// set's 3 and then 2 cards a set (the carried card left with the set before).
    func validateDiscardPile() throws(InvalidState) {
        let count = discard.count
        switch variant {
        case .standard:
            try InvalidState.require(count % 3 == 0, "the discard pile holds \(count) cards, not whole sets")
        case .ultra:
            try InvalidState.require(count % 4 == 0, "the discard pile holds \(count) cards, not whole ultrasets")
        case .chain:
            try InvalidState.require(
                count == 0 || count >= 3 && count % 2 == 1,
                "the discard pile holds \(count) cards, not whole chain sets")
        }
    }

    /// A Set-Chain selection holds at most one card off the table (of the previous set), and
    /// a full one exactly one after the first set.
    func validateChainSelection() throws(InvalidState) {
        let carried = selected.filter { !table.contains($0) }.count
        try InvalidState.require(carried <= 1, "\(carried) selected cards are off the table; a chain set carries one")
        if variant == .chain, reveal == .mismatch, discard.count >= 3 {
            try InvalidState.require(carried == 1, "a chain mismatch is shown without a card of the previous set")
        }
    }

    /// The previous set of a Set-Chain game: only in Set-Chain, only with the standard deck,
    /// never in a puzzle or a trial; 3 distinct cards that are a set, off the table or shown
    /// as the match, and none before the first set.
    func validateChain() throws(InvalidState) {
        if variant != .standard {
            try InvalidState.require(
                deckKind == .standard, "the \(variant.rawValue) variant is played with the standard deck only")
            try InvalidState.require(
                puzzle == nil && trial == nil, "a puzzle or a trial is played by the standard rules only")
        }
        guard let chain else { return }
        try InvalidState.require(variant == .chain, "a previous set is kept in a \(variant.rawValue) game")
        try InvalidState.require(
            chain.count == 3 && Solver.isSet(chain[0], chain[1], chain[2]),
            "the previous set \(chain.map(\.code).joined(separator: " ")) is not a set")
        for card in chain where !discard.contains(card) {
            try InvalidState.require(
                reveal == .match && selected.contains(card),
                "card \(card.code) of the previous set is neither discarded nor shown as the match")
        }
        try InvalidState.require(
            !discard.isEmpty || reveal == .match, "a previous set is kept before any set was found")
    }
}
