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
    /// Refused while a match is on show (its refill is not known yet). `samples` and `splitFrom`
    /// are the bench's to vary (`animset-bench hintbest`).
    ///
    /// Deterministic: the samples' generator is seeded with the game's seed mixed with the cards
    /// on the table and the number dealt, so the same position always gets the same answer and
    /// the game's own generator is never drawn from. Refused in a puzzle, a time trial,
    /// Set-Chain and UltraSet, and when `stop` (asked before each rollout: the caller's Ctrl-C)
    /// says to give up.
    public func perfectChances(
        samples total: Int = bestSamples, splitFrom: Int = PerfectOdds.defaultSplitFrom, stop: () -> Bool = { false }
    ) throws(SetGameError) -> [PerfectChance] {
        _ = try perfectChancesAllowed()
        if let exact = try juniorChances(stop: stop) { return exact }
        let game = self
        var mixer = SeededGenerator(seed: seed ^ UInt64(game.deck.count) &* 0x9E37_79B9_7F4A_7C15)
        var mixed = mixer.next()
        for card in game.table {
            mixer.state ^= UInt64(card.index)
            mixed ^= mixer.next()
        }
        var generator = SeededGenerator(seed: mixed)
        let moves = max(1, Solver.countSets(in: game.table))
        let samples = min(Self.bestSamplesPerMove * total / Self.bestSamples, max(Self.bestSamplesLeast, total / moves))
        let odds = PerfectOdds(splitFrom: splitFrom)
        let chances = game.table.withUnsafeBufferPointer { table in
            game.deck.withUnsafeBufferPointer { deck in
                odds.chances(
                    table: table, unseen: deck, rule: rule, tableSize: deckKind.tableSize, samples: samples,
                    using: &generator, stop: stop)
            }
        }
        guard let chances else { throw .interrupted("hint best") }
        return chances
    }

    /// The index, among the sets on the table in `Solver.allSets` order (`perfectChances`'
    /// order), of the set the honest best takes (`PerfectChoice`: what `simulate --policy
    /// best` plays); `nil` when the table holds none. Refused as `perfectChances` is.
    public func bestSetIndex(stop: () -> Bool = { false }) throws(SetGameError) -> Int? {
        _ = try perfectChancesAllowed()
        let sets = Solver.allSets(in: table)
        guard !sets.isEmpty else { return nil }
        if let position = juniorPosition() {
            let best = JuniorOptimum(rule: rule).best(
                table: position.table, unseen: position.unseen, sets: position.sets, stop: stop)
            guard let best else { throw .interrupted("hint best") }
            return best
        }
        let choice = PerfectChoice()
        return table.withUnsafeBufferPointer { table in
            deck.withUnsafeBufferPointer { deck in
                sets.withUnsafeBufferPointer { sets in choice.choose(table: table, unseen: deck, sets: sets, rule: rule)
                }
            }
        }
    }

    /// Throws unless `hint best` may answer: not in a puzzle, a time trial, Set-Chain or
    /// UltraSet, nor with a match on show.
    private func perfectChancesAllowed() throws(SetGameError) -> Bool {
        guard puzzle == nil else { throw .notInPuzzle("hint best") }
        guard trial == nil else { throw .notInTrial("hint best") }
        guard variant == .standard else { throw .standardOnly("hint best", variant) }
        // NB: the refill of a match on show is not known before it is dealt: the caller puts
        // the match away first (`putAwayShown`), as the next move would.
        guard reveal != .match else { throw .matchOnShow("hint best") }
        return true
    }

    /// With the junior deck, the table and the unseen cards as points, and the sets on the
    /// table (in `Solver.allSets` order); `nil` with the standard deck.
    private func juniorPosition() -> (table: UInt32, unseen: UInt32, sets: [UInt32])? {
        guard deckKind == .junior, let tableMask = JuniorSpace.mask(of: table), let unseen = JuniorSpace.mask(of: deck)
        else { return nil }
        let sets = Solver.allSets(in: table).compactMap { JuniorSpace.mask(of: $0.slots.map { table[$0] }) }
        return (tableMask, unseen, sets)
    }

    /// With the junior deck, each set's exact chance under optimal play from here on
    /// (`JuniorOptimum`), or the deal's; `nil` with the standard deck. Refused when `stop` says
    /// to give up.
    private func juniorChances(stop: () -> Bool) throws(SetGameError) -> [PerfectChance]? {
        guard let position = juniorPosition() else { return nil }
        guard !position.sets.isEmpty || position.unseen != 0 else { return [] }
        let chances = JuniorOptimum(rule: rule).chances(
            table: position.table, unseen: position.unseen, sets: position.sets, stop: stop)
        guard let chances else { throw .interrupted("hint best") }
        guard !position.sets.isEmpty else { return [PerfectChance(move: .deal, exact: chances.first ?? 0)] }
        return zip(Solver.allSets(in: table), chances).map { set, chance in
            PerfectChance(move: .take(table[set.i], table[set.j], table[set.k]), exact: chance)
        }
    }
}
