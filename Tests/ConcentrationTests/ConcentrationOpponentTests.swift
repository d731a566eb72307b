import CardKit
import Concentration
import Expectations
import Testing

/// The computer opponent at Concentration: memory by level, remembered pairs taken, legal
/// choices only, nothing to do once the game is over.
@Suite struct ConcentrationOpponentTests {
    /// A solo game played by `level` from `seed`: the flips it took to match every pair.
    static func flipsToFinish(_ level: OpponentLevel, seed: UInt64) throws -> Int {
        var generator = SeededGenerator(seed: seed)
        var game = try ConcentrationGame(theme: Fixture.halloween, pairs: 8, using: &generator)
        var opponent = ConcentrationOpponent(level: level)
        while !game.isOver {
            guard case .choose(let slot) = opponent.plan(for: game, using: &generator).move else {
                Issue.record("no move in a game that is not over")
                return 0
            }
            try game.choose(slot: slot)
            opponent.observe(slot: slot, in: game, using: &generator)
        }
        return game.flips
    }

    @Test func remembersWithItsLevelsProbability() throws {
        var game = try Fixture.game()
        try game.choose(slot: 3)
        var generator = SeededGenerator(seed: 21)
        var rates: [Double] = []
        for level in [OpponentLevel.easy, .medium, .hard] {
            var kept = 0
            for _ in 0..<4000 {
                var opponent = ConcentrationOpponent(level: level)
                opponent.observe(slot: 3, in: game, using: &generator)
                if opponent.memory[3] == 1 { kept += 1 }
            }
            let rate = Double(kept) / 4000
            #expect(abs(rate - ConcentrationOpponent(level: level).profile.recall) < 0.03, "\(level): \(rate)")
            rates.append(rate)
        }
        #expect(rates == rates.sorted() && rates[0] < rates[2] - 0.4)
    }

    @Test func ignoresCardsItCannotSeeWithoutTakingNumbers() throws {
        var game = try Fixture.game()
        try Fixture.play([1, 2], on: &game)  // A matched
        var opponent = ConcentrationOpponent(level: .hard)
        var generator = SeededGenerator(seed: 1)
        let before = generator
        opponent.observe(slots: [0, 1, 2, 5, 11, Int.min, Int.max], in: game, using: &generator)
        #expect(opponent.memory.isEmpty && generator == before)
    }

    @Test func takesARememberedPairAndTheMateOfItsFirstCard() throws {
        var generator = SeededGenerator(seed: 3)
        var game = try Fixture.game([0, 1, 2, 0, 1, 2])
        var opponent = ConcentrationOpponent(level: .hard)
        // Slots 1 and 4 (pair 0) are seen in two mismatches, and remembered.
        try Fixture.play([1, 2], on: &game)
        while opponent.memory[1] == nil { opponent.observe(slot: 1, in: game, using: &generator) }
        try Fixture.play([4, 3], on: &game)
        while opponent.memory[4] == nil { opponent.observe(slot: 4, in: game, using: &generator) }
        // Slots 3 and 4 are face up (mismatched); the pair 1+4 is known: turn over slot 1.
        expectEqual(opponent.plan(for: game, using: &generator).move, .choose(slot: 1))
        try game.choose(slot: 1)
        // Slot 1 up alone: its remembered mate is slot 4.
        expectEqual(opponent.plan(for: game, using: &generator).move, .choose(slot: 4))
    }

    @Test(arguments: OpponentLevel.allCases)
    func choosesOnlyFaceDownCardsAndFinishes(level: OpponentLevel) throws {
        for seed in UInt64(0)..<30 {
            let flips = try Self.flipsToFinish(level, seed: seed)
            #expect(flips >= 16, "\(level) seed \(seed)")
        }
    }

    @Test func betterMemoryFinishesInFewerFlips() throws {
        let means = try [OpponentLevel.easy, .medium, .hard].map { level in
            Double(try (UInt64(0)..<200).reduce(0) { $0 + (try Self.flipsToFinish(level, seed: $1)) }) / 200
        }
        #expect(means[0] > means[1] + 1 && means[1] > means[2] + 1, "\(means)")
    }

    @Test func thinksLongerOnEasierLevels() throws {
        let game = try Fixture.game()
        let medians = [OpponentLevel.easy, .medium, .hard].map { level in
            var generator = SeededGenerator(seed: 4)
            let times = (0..<801).map { _ in
                ConcentrationOpponent(level: level).plan(for: game, using: &generator).thinkSeconds
            }
            return times.sorted()[400]
        }
        #expect(medians[0] > medians[1] && medians[1] > medians[2] && medians[2] >= 0.6, "\(medians)")
    }

    @Test func nothingToDoWhenTheGameIsOver() throws {
        var game = try Fixture.game([0, 0])
        try game.choose(slot: 1)
        try game.choose(slot: 2)
        #expect(game.isOver)
        var generator = SeededGenerator(seed: 1)
        expectEqual(ConcentrationOpponent(level: .easy).plan(for: game, using: &generator), .idle)
    }
}
