import CardKit
import Expectations
import FoundationEssentials
import JSONCoding
import Testing

@testable import Interpreter

/// Saves and statistics are written by `JSONValueEncoder` and read by `JSONValueDecoder` since
/// Foundation left the program: over random sessions in every game (players, the computer,
/// puzzles and trials among them), the files are byte for byte what Foundation's `JSONEncoder`
/// wrote (but for a save's integers beyond 2^53, strings since format 2), so files written
/// before still read, and diffs of old and new files stay quiet.
@Suite struct SaveFormatParityTests {
    static let extraPool: [@Sendable (inout SeededGenerator) -> String] = [
        { _ in "new-game set --opponent easy" },
        { _ in "new-game set --players ann,bob" },
        { _ in "new-game puzzle --seed 3" },
        { _ in "new-game trial --sets 3" },
        { _ in "new-game concentration --opponent hard" },
        { "ann: choose \($0.index(below: 12) + 1) \($0.index(below: 12) + 1) \($0.index(below: 12) + 1)" },
    ]

    static func foundationText(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    @Test(arguments: 0..<12)
    func aSaveIsWhatFoundationWrote(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 77)
        var options = SessionOptions()
        options.seed = UInt64(seed)
        options.rendersText = false
        var session = Session(options: options)
        let pool = UndoPropertyTests.pool + Self.extraPool
        for step in 0..<50 {
            _ = session.evaluate(pool[generator.index(below: pool.count)](&generator))
            guard step % 10 == 9 else { continue }
            let ours = try session.saveText()
            let file = SaveFile(
                version: SaveFile.saveVersion, games: session.games, clock: session.clock, seeds: session.seeds,
                animation: session.animation)
            let foundation = try Self.foundationText(file)
            // NB: Foundation's bytes, but for integers beyond 2^53, which format 2 writes as
            // strings (issue 29).
            try expectEqual(JSONReader.parse(foundation.utf8).prettyText + "\n", foundation)
            expectEqual(ours, (try JSONReader.parse(foundation.utf8)).largeIntegersAsStrings.prettyText + "\n")
            // What Foundation reads from its own file is what we read from ours.
            let theirs = try JSONDecoder().decode(SaveFile.self, from: Data(foundation.utf8))
            try expectEqual(SaveFile.decodeSave(ours, path: "x.json").games, theirs.games)
        }
    }

    @Test func aStatisticsFileIsWhatFoundationWrote() throws {
        var history = StatsHistory()
        for (index, seconds) in [61.5, 20.1, 1234.5678, 123456.789, 30].enumerated() {
            // NB: a trial of 10 finds 10 sets (before, this made one of 12, which the reader now refuses).
            history.append(
                StatsTests.record(
                    index.isMultiple(of: 2) ? .trial : .game, sets: index.isMultiple(of: 2) ? 10 : index * 3,
                    seconds: seconds,
                    trialSets: index.isMultiple(of: 2) ? 10 : nil))
        }
        expectEqual(history.text, (try Self.foundationText(history)))
        try expectEqual(StatsHistory.decode(Array(history.text.utf8)), history)
    }
}
