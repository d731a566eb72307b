import CardKit
import Expectations
import Foundation
import Testing

@testable import SetGame

/// The computer opponent at Set: think times that behave like a person's, claims that are
/// sets (but for easy's slips), deals when there is none, nothing to do when it is over.
@Suite struct SetOpponentTests {
    /// A game whose table is exactly `cards`.
    static func game(with cards: [Card], seed: UInt64 = 1) -> SetGame {
        var game = SetGame(seed: seed)
        _ = try? game.layout(cards)
        return game
    }

    /// The median think of `level` at `game`, over `draws` plans from a fixed seed.
    static func medianThink(_ level: OpponentLevel, at game: SetGame, draws: Int = 801, seed: UInt64 = 5) -> Double {
        var generator = SeededGenerator(seed: seed)
        let opponent = SetOpponent(level: level)
        let times = (0..<draws).map { _ in opponent.plan(for: game, using: &generator).thinkSeconds }.sorted()
        return times[draws / 2]
    }

    /// An opening table with no set, found among the first seeds.
    static let setFree: SetGame = {
        var seed: UInt64 = 0
        while SetGame(seed: seed).hasSetOnTable { seed += 1 }
        return SetGame(seed: seed)
    }()

    /// A game played to its end by always taking the first set, or dealing.
    static let finished: SetGame = {
        var game = SetGame(seed: 3)
        while !game.isOver {
            if let set = game.setsOnTable.first {
                for card in set.slots.map({ game.table[$0] }) { _ = try? game.choose(card, now: 0) }
            } else {
                _ = try? game.deal(now: 0)
            }
        }
        return game
    }()

    @Test(arguments: OpponentLevel.allCases)
    func thinksLongerWhenTheTableHoldsFewerSets(level: OpponentLevel) {
        let medians = [1, 3, 6, 10].map { sets in
            Self.medianThink(level, at: Self.game(with: PuzzleMaker.table(seed: UInt64(sets), sets: sets)))
        }
        expectEqual(medians, medians.sorted(by: >), "\(level): \(medians)")
        // 1/√sets: ten sets take well under half the search of one.
        let motor = SetOpponent(level: level).profile.motorSeconds
        #expect((medians[3] - motor) < 0.45 * (medians[0] - motor), "\(level): \(medians)")
    }

    @Test(arguments: [1, 4, 8])
    func thinksLongerOnEasierLevels(sets: Int) {
        let game = Self.game(with: PuzzleMaker.table(seed: 11, sets: sets))
        let medians = [OpponentLevel.easy, .medium, .hard].map { Self.medianThink($0, at: game) }
        #expect(medians[0] > 1.3 * medians[1] && medians[1] > 1.3 * medians[2], "\(sets) sets: \(medians)")
    }

    @Test(arguments: OpponentLevel.allCases)
    func neverThinksFasterThanAHand(level: OpponentLevel) {
        let game = Self.game(with: PuzzleMaker.table(seed: 2, sets: 10))
        var generator = SeededGenerator(seed: 9)
        let fastest =
            (0..<2000).map { _ in SetOpponent(level: level).plan(for: game, using: &generator).thinkSeconds }.min() ?? 0
        #expect(fastest >= SetOpponent(level: level).profile.motorSeconds)
        #expect(fastest >= 0.9)
    }

    @Test(arguments: OpponentLevel.allCases)
    func claimsAreSetsOnTheTableExceptEasysSlips(level: OpponentLevel) {
        var slips = 0
        var claims = 0
        for seed in UInt64(0)..<400 {
            let game = SetGame(seed: seed)
            var generator = SeededGenerator(seed: seed &* 31)
            let plan = SetOpponent(level: level).plan(for: game, using: &generator)
            guard case .claim(let cards) = plan.move else {
                #expect(!game.hasSetOnTable && plan.move == .deal, "seed \(seed)")
                continue
            }
            claims += 1
            #expect(cards.count == 3 && Set(cards).count == 3 && cards.allSatisfy(game.table.contains), "seed \(seed)")
            expectEqual(cards, cards.sorted { game.slot(of: $0)! < game.slot(of: $1)! }, "slot order, seed \(seed)")
            if !Solver.isSet(cards[0], cards[1], cards[2]) { slips += 1 }
        }
        let rate = Double(slips) / Double(claims)
        let expected = SetOpponent(level: level).profile.slipChance
        switch level {
        case .hard: expectEqual(slips, 0)
        case .medium: #expect(rate < 0.08)
        case .easy: #expect(rate > 0.05 && rate < 0.2, "\(slips) of \(claims)")
        }
        #expect(abs(rate - expected) < 0.06)
    }

    @Test func slipsAreNearMissesWhenTheTableHasOne() {
        let game = SetGame(seed: 4)
        var near = 0
        var total = 0
        for seed in UInt64(0)..<300 {
            var generator = SeededGenerator(seed: seed)
            guard let set = game.setsOnTable.first,
                let slip = SetOpponent.slip(
                    from: SetMove(cards: set.slots.map { game.table[$0] }), in: game, using: &generator)
            else { continue }
            total += 1
            #expect(!Solver.isSet(slip[0], slip[1], slip[2]))
            let overlap = slip.filter { set.slots.map { game.table[$0] }.contains($0) }
            expectEqual(overlap.count, 2)
            if let odd = slip.first(where: { !overlap.contains($0) }),
                let right = set.slots.map({ game.table[$0] }).first(where: { !slip.contains($0) }),
                SetOpponent.differences(odd, right) == 1
            {
                near += 1
            }
        }
        #expect(total == 300 && near > 0)
    }

    @Test(arguments: OpponentLevel.allCases)
    func asksForADealWhenThereIsNoSetAfterALongerLook(level: OpponentLevel) {
        #expect(!Self.setFree.hasSetOnTable && !Self.setFree.deck.isEmpty)
        var generator = SeededGenerator(seed: 1)
        let plans = (0..<301).map { _ in SetOpponent(level: level).plan(for: Self.setFree, using: &generator) }
        #expect(plans.allSatisfy { $0.move == .deal })
        let giveUp = plans.map(\.thinkSeconds).sorted()[150]
        let oneSet = Self.medianThink(level, at: Self.game(with: PuzzleMaker.table(seed: 1, sets: 1)), draws: 301)
        #expect(giveUp > oneSet, "\(level): \(giveUp) vs \(oneSet)")
    }

    @Test(arguments: OpponentLevel.allCases)
    func nothingToDoWhenTheGameIsOverOrAPuzzle(level: OpponentLevel) {
        let opponent = SetOpponent(level: level)
        let date = PuzzleDate(year: 2026, month: 11, day: 22)!
        for game in [Self.finished, SetGame(puzzleSeed: date.seed, sets: 6, date: date)] {
            var generator = SeededGenerator(seed: 2)
            let before = generator
            expectEqual(opponent.plan(for: game, using: &generator), .idle)
            expectEqual(generator, before, "no numbers taken")
        }
        #expect(Self.finished.isOver)
    }

    @Test func aTableTakenBareWithADeckLeftAsksForADeal() {
        // Seed 002's rule: matches leave and nothing replaces them, so the table runs dry.
        var game = SetGame(seed: 8, rule: .remove)
        while let set = game.setsOnTable.first {
            for card in set.slots.map({ game.table[$0] }) { _ = try? game.choose(card, now: 0) }
        }
        #expect(!game.hasSetOnTable && game.deck.count == 69 && !game.isOver)
        var generator = SeededGenerator(seed: 1)
        expectEqual(SetOpponent(level: .hard).plan(for: game, using: &generator).move, .deal)
    }

    @Test func theSamePositionAndGeneratorGiveTheSamePlan() {
        let game = SetGame(seed: 77)
        for level in OpponentLevel.allCases {
            var a = SeededGenerator(seed: 3)
            var b = SeededGenerator(seed: 3)
            let x = SetOpponent(level: level).plan(for: game, using: &a)
            let y = SetOpponent(level: level).plan(for: game, using: &b)
            #expect(x == y && a == b)
        }
    }

    @Test func aShownMatchIsNeverClaimedAgain() {
        var game = SetGame(seed: 12)
        guard let set = game.setsOnTable.first else { return }
        for card in set.slots.map({ game.table[$0] }) { _ = try? game.choose(card, now: 0) }
        expectEqual(game.reveal, .match)
        let shown = Set(game.selected)
        for seed in UInt64(0)..<200 {
            var generator = SeededGenerator(seed: seed)
            if case .claim(let cards) = SetOpponent(level: .easy).plan(for: game, using: &generator).move {
                #expect(shown.isDisjoint(with: cards), "seed \(seed)")
            }
        }
    }

    @Test func plansSurviveACodableRoundTrip() throws {
        var generator = SeededGenerator(seed: 1)
        let plan = SetOpponent(level: .medium).plan(for: SetGame(seed: 5), using: &generator)
        let data = try JSONEncoder().encode(plan)
        try expectEqual(JSONDecoder().decode(SetOpponentPlan.self, from: data), plan)
    }
}
