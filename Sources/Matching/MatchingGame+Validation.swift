import CardKit

extension MatchingGame {
    /// Checks every invariant of a game the rules can reach, and throws the first one broken:
    /// 1 to 52 distinct cards, matched cards face up and in whole groups of the mode, fewer
    /// face-up unmatched cards than the mode compares, nothing turned before the first choice,
    /// counters in range.
    ///
    /// The save loader, the fuzzer and the tests call this one function.
    public func validate() throws(InvalidState) {
        try InvalidState.require((1...52).contains(cards.count), "the table holds \(cards.count) cards, not 1 to 52")
        var seen = Set<PlayingCard>()
        for (index, slot) in cards.enumerated() {
            try InvalidState.require(seen.insert(slot.card).inserted, "card \(slot.card.code) is on the table twice")
            try InvalidState.require(!slot.isMatched || slot.isFaceUp, "matched card in slot \(index + 1) is face down")
        }
        let matched = cards.filter(\.isMatched).count
        try InvalidState.require(
            matched % mode.count == 0,
            "\(matched) cards are matched, not whole groups of \(mode.count)")
        try InvalidState.require(
            faceUpSlots.count < mode.count,
            """
            \(faceUpSlots.count) unmatched cards are face up; in \(mode.count)-card mode fewer than \(mode.count) \
            can be
            """
        )
        try validatePlayers()
        let limit = InvalidState.counterLimit
        try InvalidState.check(choices, in: 0...limit, "choices")
        try InvalidState.check(score, in: -limit...limit, "score")
        if choices == 0 {
            try InvalidState.require(
                score == 0 && cards.allSatisfy { !$0.isFaceUp },
                "no choice has been made but cards are turned or points scored")
        }
    }
}
