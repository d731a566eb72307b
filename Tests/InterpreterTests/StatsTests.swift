import Expectations
import Foundation
import SetGame
import Testing

@testable import Interpreter

/// Statistics: records of finished games from the session (on the virtual clock), the
/// numbers `stats` shows, the sparkline, and the history format's refusals.
@Suite struct StatsTests {
    static func record(
        _ kind: GameRecord.Kind, sets: Int, seconds: Double, mismatches: Int = 0, hints: Int = 0,
        trialSets: Int? = nil, deck: String = "standard"
    ) -> GameRecord {
        GameRecord(
            kind: kind, deck: deck, seed: 1, sets: sets, seconds: seconds, mismatches: mismatches, hints: hints,
            score: 0, trialSets: trialSets,
            trialTime: trialSets.map { _ in seconds + 5 * Double(mismatches) + 10 * Double(hints) })
    }

    /// Plays the Set game in front of `session` to its end, taking the first set each time,
    /// waiting `pace` seconds before each; returns the output of the last command.
    static func playToTheEnd(_ session: inout Session, pace: Double, mismatchFirst: Bool = false) -> Output {
        var last: Output?
        var mismatch = mismatchFirst
        while !session.games.set.isOver {
            let game = session.games.set
            if game.reveal == .match, game.puzzle != nil, let card = game.selected.first {
                _ = session.evaluate("choose \(card.code)")
                continue
            }
            let sets = game.puzzle != nil ? game.puzzleSetsLeft : game.setsOnTable
            if mismatch, let wrong = Self.mismatch(in: game.table) {
                _ = session.evaluate("choose " + wrong.map(\.code).joined(separator: " "))
                _ = session.evaluate("choose " + wrong[0].code)  // clears it, selects wrong[0]
                _ = session.evaluate("choose " + wrong[0].code)  // deselects it
                mismatch = false
            }
            guard let set = sets.first else {
                last = session.evaluate("deal")
                continue
            }
            _ = session.evaluate("wait \(pace)")
            last = session.evaluate("choose " + set.slots.map { String($0 + 1) }.joined(separator: " "))
            if let error = last?.error {
                Issue.record("\(error.message)")
                break
            }
        }
        return last ?? session.evaluate("board")
    }

    static func mismatch(in table: [Card]) -> [Card]? {
        for i in 0..<table.count {
            for j in (i + 1)..<table.count {
                for k in (j + 1)..<table.count
                where !Solver.isSet(table[i], table[j], table[k]) { return [table[i], table[j], table[k]] }
            }
        }
        return nil
    }

    @Test func aFinishedTrialIsRecordedOnTheVirtualClock() throws {
        var session = Session()
        _ = session.evaluate("new-game trial --sets 10 --seed 4")
        let start = try #require(session.games.set.trial?.startedAt)
        let last = Self.playToTheEnd(&session, pace: 6, mismatchFirst: true)
        let record = try #require(last.finished)
        #expect(record.kind == .trial && record.sets == 10 && record.trialSets == 10 && record.mismatches == 1)
        let trial = try #require(session.games.set.trial)
        expectEqual(record.seconds, (trial.finishedAt ?? 0) - start)
        expectEqual(record.trialTime, record.seconds + 5)
        expectContains(last.text, "Trial over: 10 sets in ")
        // Nothing more is recorded once it is over.
        expectEqual(session.evaluate("board").finished, nil)
    }

    @Test func aFinishedGameAndAPuzzleAreRecorded() throws {
        var session = Session()
        _ = session.evaluate("new-game set --deck junior --seed 5")
        _ = session.evaluate("hint")
        let game = try #require(Self.playToTheEnd(&session, pace: 2, mismatchFirst: true).finished)
        #expect(game.kind == .game && game.deck == "junior" && game.hints == 1 && game.mismatches == 1)
        #expect(game.sets == session.games.set.setsFound && game.seconds > 0)
        _ = session.evaluate("new-game puzzle --seed 3 --sets 2")
        let puzzle = try #require(Self.playToTheEnd(&session, pace: 4).finished)
        let solved = try #require(session.games.set.puzzle?.finishedAt)
        #expect(puzzle.kind == .puzzle && puzzle.sets == 2 && puzzle.seconds == solved - session.games.set.startedAt)
        #expect(puzzle.seconds >= 8)
    }

    @Test func statisticsOfRecords() {
        var records = (0..<25).map { Self.record(.game, sets: 20 + $0 % 5, seconds: 600, mismatches: 1, hints: $0 % 2) }
        records.append(Self.record(.trial, sets: 10, seconds: 100, mismatches: 2, trialSets: 10))
        records.append(Self.record(.trial, sets: 10, seconds: 90, trialSets: 10))
        records.append(Self.record(.trial, sets: 10, seconds: 50, trialSets: 10, deck: "junior"))
        records.append(Self.record(.puzzle, sets: 6, seconds: 1000))
        let stats = Statistics(records: records)
        #expect(stats.games == 25 && stats.trials == 3 && stats.puzzles == 1)
        #expect(stats.paced == 28 && stats.recentPaces.count == 20)
        expectEqual(
            stats.bestTrials,
            [
                .init(deck: "standard", sets: 10, time: 90, count: 2),
                .init(deck: "junior", sets: 10, time: 50, count: 1),
            ])
        #expect(stats.hints == 12 && stats.mismatches == 27)
        expectEqual(stats.tries, 550 + 25 + 30 + 2 + 6)
        #expect(abs((stats.mismatchRate ?? 0) - 27.0 / 613) < 1e-12)
        // The last 10 paced: 7 games (sets 23, 24, 20, 21, 22, 23, 24 in 600 s each) and 3 trials.
        let last10Sets = Double([23, 24, 20, 21, 22, 23, 24].reduce(0, +) + 30)
        #expect(abs((stats.paceLast10 ?? 0) - last10Sets * 60 / (7 * 600 + 240)) < 1e-9)
    }

    /// One chain set is "1 chain set", not "1 chain sets" (issue 24).
    @Test func aVariantsBestIsCountedInWords() {
        var one = Self.record(.game, sets: 1, seconds: 60)
        one.variant = SetVariant.chain.rawValue
        var two = Self.record(.game, sets: 2, seconds: 60)
        two.variant = SetVariant.ultra.rawValue
        var session = Session()
        var output = session.evaluate("stats")
        session.showStats([one, two], source: "this test", notes: [], into: &output)
        expectContains(
            output.text,
            "Variants: 1 game of Set-Chain (best 1 chain set); 1 game of UltraSet (best 2 ultrasets).")
    }

    @Test func anEmptyHistoryHasNoNumbers() {
        let stats = Statistics(records: [])
        #expect(stats.isEmpty && stats.paceAll == nil && stats.mismatchRate == nil && stats.recentPaces.isEmpty)
        var session = Session()
        var output = session.evaluate("stats")
        expectEqual(output.request, .stats)
        session.showStats([], source: "this script's games", notes: [], into: &output)
        expectContains(output.text, "Nothing recorded yet")
        expectContains(output.json(line: 1), "\"stats\":{\"source\":\"this script's games\",\"games\":0,")
        expectContains(output.json(line: 1), "\"paceAll\":null")
    }

    @Test(arguments: [
        ([1.0, 2, 3, 4, 5, 6, 7, 8], false, "▁▂▃▄▅▆▇█"),
        ([8.0, 1], false, "█▁"),
        ([3.0, 3, 3], false, "▅▅▅"),
        ([1.0, 8], true, "_#"),
        ([], false, ""),
    ])
    func sparklines(values: [Double], ascii: Bool, expected: String) {
        expectEqual(Statistics.sparkline(values, ascii: ascii), expected)
    }

    @Test func theHistoryFormatRoundTripsAndRefusesWhatItCannotUse() throws {
        var history = StatsHistory()
        history.append(Self.record(.trial, sets: 10, seconds: 61.5, trialSets: 10))
        let text = history.text
        #expect(text.contains("\"format\" : \"animset-stats\"") && text.contains("\"version\" : 1"))
        try expectEqual(StatsHistory.decode(Array(text.utf8)), history)
        let newer = text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 7")
        #expect(throws: StatsHistoryError.newerVersion(7)) { try StatsHistory.decode(Array(newer.utf8)) }
        #expect(throws: StatsHistoryError.corrupt("it is not an animset statistics file")) {
            try StatsHistory.decode(Array("garbage".utf8))
        }
        let other = text.replacingOccurrences(of: "animset-stats", with: "something-else")
        #expect(throws: StatsHistoryError.corrupt("its format is 'something-else', not 'animset-stats'")) {
            try StatsHistory.decode(Array(other.utf8))
        }
        let negative = text.replacingOccurrences(of: "\"sets\" : 10,", with: "\"sets\" : -4,")
        #expect(
            throws: StatsHistoryError.corrupt(
                "record 1 is impossible: sets found -4 is out of range (0 to 10 in a trial of 10 sets)")
        ) { try StatsHistory.decode(Array(negative.utf8)) }
        let large = [UInt8](repeating: 32, count: StatsHistory.maximumSize + 1)
        #expect(throws: StatsHistoryError.self) { try StatsHistory.decode(large) }
    }

    @Test func theHistoryKeepsTheNewestRecords() {
        var history = StatsHistory()
        for seconds in 0..<(StatsHistory.keptRecords + 5) {
            history.append(Self.record(.game, sets: 1, seconds: Double(seconds)))
        }
        expectEqual(history.records.count, StatsHistory.keptRecords)
        expectEqual(history.records.first?.seconds, 5)
    }
}

/// Issue 37, item 20: only the player's own games count. A game that `solve` or `hint best`
/// helped with, or whose moves came from a sourced file, has no record, and its end says why;
/// a sourced file that only deals the game leaves it the player's.
@Suite struct OwnGameStatsTests {
    /// A junior game of seed 1 played to its end by the session (its moves from a sourced file
    /// when `sourcing`); `before` runs first.
    static func play(_ before: [String], sourcing: Bool = false) -> Output {
        var session = Sessions.make(.set)
        _ = session.evaluate("new-game set --deck junior --seed 1")
        for line in before { #expect(session.evaluate(line).ok, "\(line)") }
        session.sourcing = sourcing
        return StatsTests.playToTheEnd(&session, pace: 2)
    }

    @Test func aGameOfYourOwnIsKept() {
        let end = Self.play([])
        #expect(end.finished != nil)
        expectOmits(end.text, "Not kept")
    }

    @Test(arguments: [("solve", "you asked solve"), ("hint best", "you asked hint best")])
    func aGameSolveOrHintBestHelpedWithIsNotKept(command: String, reason: String) {
        let end = Self.play([command])
        expectEqual(end.finished, nil)
        expectContains(
            end.text, "Not kept in your statistics: \(reason) (stats counts your own games).", "\(end.text)")
    }

    @Test func aGamePlayedFromASourcedFileIsNotKept() {
        let end = Self.play([], sourcing: true)
        expectEqual(end.finished, nil)
        expectContains(end.text, "Not kept in your statistics: moves came from a sourced file", "\(end.text)")
    }

    @Test func aGameASourcedFileOnlyDealtIsKept() {
        var session = Sessions.make(.set)
        session.sourcing = true
        _ = session.evaluate("new-game set --deck junior --seed 1")
        session.sourcing = false
        let end = StatsTests.playToTheEnd(&session, pace: 2)
        #expect(end.finished != nil)
    }
}
