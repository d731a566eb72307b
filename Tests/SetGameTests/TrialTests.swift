import CardKit
import Expectations
import Testing

@testable import SetGame

/// Time trials on the caller's clock: start at the first card shown, stop at the last set,
/// penalties for mismatches and hints, and the found sets shuffled back into an empty deck.
@Suite struct TrialTests {
    /// Plays a trial to the end, one set every `pace` seconds from `start`, making a mismatch
    /// before every fifth set; returns the finished game.
    static func play(sets: Int, deck: SetDeck, seed: UInt64, start: Double, pace: Double) throws -> SetGame {
        var game = SetGame(trialSeed: seed, sets: sets, deck: deck, now: 0)
        game.startTrialClock(at: start)
        var now = start
        var found = 0
        while !game.isOver {
            if game.reveal != .none { _ = try game.choose(game.selected[0], now: now) }
            if !game.selected.isEmpty { _ = try game.choose(game.selected[0], now: now) }
            guard let set = game.setsOnTable.first else {
                _ = try game.deal(now: now)
                continue
            }
            if found % 5 == 4, let wrong = mismatch(in: game.table) {
                for card in wrong { _ = try game.choose(card, now: now) }
                expectEqual(game.reveal, .mismatch)
                _ = try game.choose(wrong[0], now: now)  // clears the mismatch, selects wrong[0]
                _ = try game.choose(wrong[0], now: now)  // and deselects it
            }
            now += pace
            for card in set.slots.map({ game.table[$0] }) { _ = try game.choose(card, now: now) }
            found += 1
            try game.validate()
        }
        return game
    }

    /// Three cards of `table` that are not a set.
    static func mismatch(in table: [Card]) -> [Card]? {
        for i in 0..<table.count {
            for j in (i + 1)..<table.count {
                for k in (j + 1)..<table.count
                where !Solver.isSet(table[i], table[j], table[k]) { return [table[i], table[j], table[k]] }
            }
        }
        return nil
    }

    @Test(arguments: [(10, SetDeck.standard), (20, .standard), (30, .standard), (10, .junior), (30, .junior)])
    func aTrialIsTimedFromTheFirstCardToTheLastSet(sets: Int, deck: SetDeck) throws {
        var game = try Self.play(sets: sets, deck: deck, seed: 7, start: 2.5, pace: 4)
        let trial = try #require(game.trial)
        #expect(game.isOver && trial.isFinished && game.setsFound == sets)
        expectEqual(trial.startedAt, 2.5)
        expectEqual(trial.finishedAt, 2.5 + 4 * Double(sets))
        expectEqual(trial.mismatches, sets / 5)
        expectEqual(trial.time, 4 * Double(sets) + Double(sets / 5) * TrialProgress.mismatchPenalty)
        #expect(throws: SetGameError.gameOver) { try game.deal(now: 1000) }
        if sets * 3 > deck.cardCount { #expect(trial.reshuffles >= 1, "a trial longer than the deck goes on") }
        try game.validate()
    }

    @Test func aFinishedTrialShowsNoHintAndKeepsItsTimeAndScore() throws {
        var game = try Self.play(sets: 10, deck: .standard, seed: 11, start: 1, pace: 3)
        let (time, score) = (game.trial?.time, game.score)
        #expect(game.isOver && game.hasSetOnTable, "the table still holds sets after the last one is found")
        #expect(game.hint() == nil)
        #expect(game.hintAll().moves.isEmpty)
        #expect(game.trial?.time == time && game.score == score)
    }

    @Test func hintsCostSecondsAndLayoutIsRefused() throws {
        var game = SetGame(trialSeed: 3, sets: 10, now: 5)
        game.startTrialClock(at: 6)
        game.startTrialClock(at: 9)  // started once only
        expectEqual(game.trial?.startedAt, 6)
        _ = game.hint()
        _ = game.hintAll()
        #expect(game.trial?.hints == 2 && game.trial?.penalty == 2 * TrialProgress.hintPenalty)
        #expect(throws: SetGameError.notInTrial("layout")) { try game.layout(Array(game.table.prefix(3))) }
        expectEqual(game.trial?.elapsed(at: 16), 10)
        expectEqual(game.trial?.time, nil)
    }

    @Test func aBrokenTrialIsInvalid() throws {
        var game = try Self.play(sets: 10, deck: .standard, seed: 1, start: 1, pace: 2)
        game.trial?.finishedAt = nil
        #expect(throws: InvalidState.self) { try game.validate() }
        var other = SetGame(trialSeed: 1, sets: 10)
        other.trial = TrialProgress(target: 11)
        #expect(throws: InvalidState.self) { try other.validate() }
    }
}
