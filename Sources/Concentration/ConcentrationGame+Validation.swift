import CardKit

extension ConcentrationGame {
    /// Checks every invariant of a game the rules can reach, and throws the first one broken:
    /// a built-in theme (so every face is one of its graphemes), an even number of cards with
    /// each pair exactly twice, matched cards face up and matched with their twin, at most two
    /// unmatched cards face up (and never a pair), counters in range.
    ///
    /// The save loader, the fuzzer and the tests call this one function.
    public func validate() throws(InvalidState) {
        guard ConcentrationTheme.all.contains(theme) else {
            throw InvalidState(
                """
                theme '\(theme.name)' is not one of the built-in themes \
                (\(ConcentrationTheme.names.joined(separator: ", ")))
                """
            )
        }
        try InvalidState.require(
            !cards.isEmpty && cards.count % 2 == 0,
            "the game has \(cards.count) cards; it needs an even number, at least 2")
        let pairs = cards.count / 2
        try InvalidState.require(
            pairs <= theme.faces.count,
            "the game has \(pairs) pairs but theme \(theme.name) has \(theme.faces.count) faces")
        var slots = [[Int]](repeating: [], count: pairs)
        for (index, card) in cards.enumerated() {
            try InvalidState.require(
                slots.indices.contains(card.pair),
                "slot \(index + 1) holds pair \(card.pair); pairs are 0 to \(pairs - 1)")
            slots[card.pair].append(index)
            try InvalidState.require(slots[card.pair].count <= 2, "pair \(card.pair) appears more than twice")
            try InvalidState.require(!card.isMatched || card.isFaceUp, "matched card in slot \(index + 1) is face down")
        }
        for (pair, places) in slots.enumerated() {
            try InvalidState.require(places.count == 2, "pair \(pair) appears \(places.count) time(s), not twice")
            try InvalidState.require(
                cards[places[0]].isMatched == cards[places[1]].isMatched,
                "only one card of pair \(pair) is matched")
        }
        let up = faceUpSlots
        try InvalidState.require(up.count <= 2, "\(up.count) unmatched cards are face up; at most 2 can be")
        if up.count == 2 {
            try InvalidState.require(
                cards[up[0] - 1].pair != cards[up[1] - 1].pair,
                "slots \(up[0]) and \(up[1]) are a pair face up but not matched")
        }
        let limit = InvalidState.counterLimit
        let shown = cards.filter(\.isFaceUp).count
        try InvalidState.check(flips, in: shown...limit, "flips")
        let matchedPairs = cards.filter(\.isMatched).count / 2
        try InvalidState.check(score, in: -limit...(matchedPairs * ConcentrationGame.matchPoints), "score")
        try validatePlayers()
    }
}
