import CardKit

/// `hint best` at the table: `PerfectOdds` from what the player sees.
extension SetGame {
    /// The samples `hint best` plays in all, shared among the moves on the table (at most
    /// `bestSamplesPerMove` each, at least `bestSamplesLeast`): at most about 60 ms on one core
    /// in a release build (the opening table's rollouts are the longest; see the README).
    public static let bestSamples = 16_000
    /// The most samples a move gets.
    public static let bestSamplesPerMove = 4_000
    /// The fewest samples a move gets, however many sets the table holds.
    public static let bestSamplesLeast = 100

    /// The chance of a perfect game for each set on the table if it is taken now (or, with no
    /// set, for the deal), from the table and which cards are still unseen, never their order.
    /// Refused while a match is on show (its refill is not known yet).
    ///
    /// Deterministic: the samples' generator is seeded with the game's seed mixed with the cards
    /// on the table and the number dealt, so the same position always gets the same answer and
    /// the game's own generator is never drawn from. Refused in a puzzle, a time trial,
    /// Set-Chain and UltraSet.
    public func perfectChances() throws(SetGameError) -> [PerfectChance] {
        guard puzzle == nil else { throw .notInPuzzle("hint best") }
        guard trial == nil else { throw .notInTrial("hint best") }
        guard variant == .standard else { throw .standardOnly("hint best", variant) }
        // NB: the refill of a match on show is not known before it is dealt: the caller puts
        // the match away first (`putAwayShown`), as the next move would.
        guard reveal != .match else { throw .matchOnShow("hint best") }
        let game = self
        var mixer = SeededGenerator(seed: seed ^ UInt64(game.deck.count) &* 0x9E37_79B9_7F4A_7C15)
        var mixed = mixer.next()
        for card in game.table {
            mixer.state ^= UInt64(card.index)
            mixed ^= mixer.next()
        }
        var generator = SeededGenerator(seed: mixed)
        let moves = max(1, Solver.countSets(in: game.table))
        let samples = min(Self.bestSamplesPerMove, max(Self.bestSamplesLeast, Self.bestSamples / moves))
        let odds = PerfectOdds()
        return game.table.withUnsafeBufferPointer { table in
            game.deck.withUnsafeBufferPointer { deck in
                odds.chances(table: table, unseen: deck, rule: rule, tableSize: deckKind.tableSize, samples: samples, using: &generator)
            }
        }
    }
}
