import CardKit
import Expectations
import Testing

@testable import SetGame

/// Puzzles: exactly K sets on every table, the same table for the same date, found sets
/// refused the second time, and completion.
@Suite struct PuzzleTests {
    /// The 365 days of 2026.
    static let dates: [PuzzleDate] = (1...12).flatMap { month in
        (1...31).compactMap { PuzzleDate(year: 2026, month: month, day: $0) }
    }

    @Test func exactlySixSetsOverAThousandSeeds() {
        for seed in UInt64(0)..<1000 {
            let table = PuzzleMaker.table(seed: seed, sets: PuzzleMaker.defaultSets)
            #expect(table.count == 12 && Set(table).count == 12, "seed \(seed)")
            expectEqual(Solver.countSets(in: table), 6, "seed \(seed)")
        }
    }

    @Test func exactlySixSetsOnEveryDayOfAYear() {
        expectEqual(Self.dates.count, 365)
        expectEqual(Set(Self.dates.map(\.seed)).count, 365)
        for date in Self.dates {
            let game = SetGame(puzzleSeed: date.seed, sets: 6, date: date)
            expectEqual(Solver.countSets(in: game.table), 6, "\(date.text)")
            expectEqual(game.table, SetGame(puzzleSeed: date.seed, sets: 6, date: date).table)
            #expect(throws: Never.self) { try game.validate() }
        }
    }

    @Test(arguments: PuzzleMaker.setCounts)
    func everyAllowedCountIsMade(sets: Int) {
        for seed in UInt64(0)..<50 {
            expectEqual(Solver.countSets(in: PuzzleMaker.table(seed: seed, sets: sets)), sets, "seed \(seed)")
        }
    }

    @Test(arguments: [
        ("2026-11-22", true), ("2024-02-29", true), ("2026-02-29", false), ("2026-13-01", false),
        ("2026-1-01", false), ("26-11-22", false), ("2026-11-22x", false), ("", false), ("0000-01-01", false),
    ])
    func datesAreParsedStrictly(text: String, valid: Bool) {
        let date = PuzzleDate(text)
        expectEqual((date != nil), valid)
        if let date { expectEqual(date.text, text) }
    }

    @Test func dayNumbersCountFromTheEpoch() throws {
        try expectEqual(#require(PuzzleDate("1970-01-01")).dayNumber, 0)
        try expectEqual(#require(PuzzleDate("2000-03-01")).dayNumber, 11_017)
    }

    @Test func aPuzzleIsSolvedOnceEverySetIsFoundAndEachOnlyOnce() throws {
        var game = SetGame(puzzleSeed: 42, sets: 6, date: nil, now: 10)
        let sets = Solver.allSets(in: game.table)
        expectEqual(sets.count, 6)
        #expect(throws: SetGameError.notInPuzzle("deal")) { try game.deal(now: 10) }
        var now = 10.0
        for (number, triple) in sets.enumerated() {
            if game.reveal == .match { _ = try game.choose(game.selected[0], now: now) }  // clears the shown set
            for slot in triple.slots { _ = try game.choose(game.table[slot], now: now) }
            expectEqual(game.puzzle?.found.count, number + 1)
            try game.validate()
            if number == 0 {
                // the same set again: refused, the game unchanged
                _ = try game.choose(game.selected[0], now: now)
                _ = try game.choose(game.table[triple.i], now: now)
                _ = try game.choose(game.table[triple.j], now: now)
                let before = game
                #expect(throws: SetGameError.alreadyFound(triple.slots.map { game.table[$0] }.sorted(), number: 1)) {
                    try game.choose(game.table[triple.k], now: now)
                }
                expectEqual(game, before)
                _ = try game.choose(game.table[triple.i], now: now)
                _ = try game.choose(game.table[triple.j], now: now)
                #expect(game.selected.isEmpty)
            }
            now += 5
        }
        #expect(game.isOver)
        expectEqual(game.puzzle?.finishedAt, now - 5)
        expectEqual(game.table.count, 12)
        try game.validate()
        #expect(throws: SetGameError.gameOver) { try game.choose(game.table[0], now: now) }
    }

    @Test func aHintNamesACardOfASetNotFound() throws {
        var game = SetGame(puzzleSeed: 7, sets: 2, date: nil)
        let sets = Solver.allSets(in: game.table)
        for slot in sets[0].slots { _ = try game.choose(game.table[slot], now: 0) }
        expectEqual(sets.count, 2)
        for _ in 0..<3 {
            let hint = game.puzzleHint()
            let card = try #require(hint).card
            #expect(sets[1].slots.map { game.table[$0] }.contains(card))
        }
        expectEqual(game.puzzle?.hints, 3)
    }

    @Test func aBrokenPuzzleIsRefusedByValidation() throws {
        var game = SetGame(puzzleSeed: 3, sets: 4, date: nil)
        game.table.swapAt(0, 1)
        try game.validate()
        game.deck = [try #require(Card.all.first { !game.table.contains($0) })]
        #expect(throws: InvalidState.self) { try game.validate() }
    }
}
