import Expectations
import SetGame
import Testing

@testable import Interpreter

/// Item 1 of issue 28: what animset records, it reads back. A junior trial of 10 sets (the
/// 27-card deck reshuffled from found sets) recorded "10 sets" and the reader, bounding sets by
/// the deck (9), declared the whole history impossible. Every kind of finished game (every
/// deck, variant, rule, trial length and puzzle size) is played to its end here; its record
/// must pass the reader's check and read back from the history's text, alone and among others.
@Suite struct RecordRoundTripTests {
    /// The games: a `new-game` line each (the seed is added).
    static let games: [String] = {
        var lines: [String] = []
        for deck in SetDeck.allCases {
            for rule in SetRule.allCases {
                lines.append("new-game set --deck \(deck.rawValue) --rule \(rule.rawValue)")
            }
            for sets in TrialProgress.setCounts {
                lines.append("new-game trial --deck \(deck.rawValue) --sets \(sets)")
            }
        }
        for variant in SetVariant.allCases where variant != .standard {
            lines.append("new-game set --variant \(variant.rawValue)")
        }
        for sets in PuzzleMaker.setCounts { lines.append("new-game puzzle --sets \(sets)") }
        lines.append("new-game set --players ann,bob")
        lines.append("new-game set --opponent easy")
        return lines
    }()

    /// Plays the Set game in front of `session` to its end: the first move on the table each
    /// time (a puzzle's first set not found yet), a deal when there is none, a second apart;
    /// `layoutAt` lays out the table again once that many moves are found. Returns the record
    /// of the command that finished it.
    static func play(_ session: inout Session, layoutAt: Int? = nil) -> GameRecord? {
        var layoutAt = layoutAt
        for _ in 0..<2_000 {
            let game = session.games.set
            if let at = layoutAt, game.setsFound >= at, game.reveal == .none {
                layoutAt = nil
                _ = session.evaluate("layout " + game.table.map(\.code).joined(separator: " "))
                continue
            }
            let cards: [Card]?
            if let puzzle = game.puzzle {
                if game.reveal == .match, let card = game.selected.first {
                    _ = session.evaluate("choose \(card.code)")
                    continue
                }
                cards = game.puzzleSetsLeft.first.map { $0.slots.map { game.table[$0] } }
                _ = puzzle
            } else {
                cards = game.movesOnTable.first?.cards
            }
            let output: Output
            if let cards {
                _ = session.evaluate("wait 1")
                output = session.evaluate("choose " + cards.map(\.code).joined(separator: " "))
            } else {
                output = session.evaluate(game.deck.isEmpty ? "wait 1" : "deal")
            }
            if let error = output.error {
                Issue.record("\(error.message)")
                return nil
            }
            if let record = output.finished { return record }
        }
        Issue.record("the game did not end")
        return nil
    }

    @Test(arguments: games, [UInt64(1), 2])
    func aFinishedGameRecordsAndReadsBack(_ line: String, _ seed: UInt64) throws {
        var session = Session()
        let started = session.evaluate(line + " --seed \(seed)")
        try #require(started.error == nil, "\(line): \(started.error?.message ?? "")")
        let record = try #require(Self.play(&session), "\(line)")
        try session.games.set.validate()
        expectEqual(record.sets, session.games.set.setsFound)
        #expect(throws: Never.self, "\(line)") { try record.validate() }
        let reading = try StatsHistory.read(Array(StatsHistory(records: [record]).text.utf8))
        #expect(reading.setAside.isEmpty, "\(line): \(reading.setAside.map(\.reason))")
        expectEqual(reading.history.records, [record])
    }

    /// A game laid out again after 5 sets, then played on: its sets found restart with the
    /// emptied discard pile, so 27 and then 27 more never record 54 (more than the deck holds).
    @Test(arguments: [
        "new-game set", "new-game set --deck junior", "new-game set --variant chain", "new-game set --variant ultra",
    ])
    func aGameLaidOutAgainRecordsAndReadsBack(_ line: String) throws {
        var session = Session()
        _ = session.evaluate(line + " --seed 3")
        let record = try #require(Self.play(&session, layoutAt: 5))
        try session.games.set.validate()
        #expect(throws: Never.self) { try record.validate() }
        try expectEqual(StatsHistory.read(Array(StatsHistory(records: [record]).text.utf8)).history.records, [record])
    }

    /// One record the rules could not have produced costs that record alone: the others stay.
    @Test func anImpossibleRecordIsSetAsideAlone() throws {
        let good = GameRecord(
            kind: .trial, deck: "junior", seed: 2, sets: 10, seconds: 40, mismatches: 0, hints: 0, score: 30,
            trialSets: 10, trialTime: 40)
        var bad = good
        bad.sets = 500
        let text = StatsHistory(records: [good, bad, good]).text
        let reading = try StatsHistory.read(Array(text.utf8))
        expectEqual(reading.history.records, [good, good])
        expectEqual(reading.setAside.map(\.number), [2])
        #expect(
            reading.setAside.first?.reason
                == "is impossible: sets found 500 is out of range (0 to 10 in a junior trial of 10 sets)")
        // What is set aside reads back as set aside, whole.
        let aside = try StatsHistory.read(Array(StatsHistory.text(holding: reading.setAside).utf8))
        #expect(aside.history.records.isEmpty && aside.setAside.map(\.value) == reading.setAside.map(\.value))
    }
}
