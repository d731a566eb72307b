import Expectations
import Foundation
import Interpreter
import Testing

/// Item 1 of issue 18: a statistics file is data from a stranger. Each crafted file below was
/// read before, and eight of them crashed `stats` (an overflow adding up sets, an infinite
/// pace turned into an Int); trial lengths of -5, 7 and 2^63-1 showed among the best trials.
/// Now each is refused with the first thing wrong named (the program then keeps the file
/// aside), and what is accepted always makes statistics that can be shown.
@Suite struct StatsFileValidationTests {
    typealias Object = [String: Any]

    /// A record the rules can produce: a 10-set trial.
    nonisolated(unsafe) static let trial: Object = [
        "kind": "trial", "deck": "standard", "seed": 7, "sets": 10, "seconds": 95.5, "mismatches": 1,
        "hints": 0, "score": 30, "trialSets": 10, "trialTime": 100.5,
    ]
    /// A whole game.
    nonisolated(unsafe) static let game: Object = [
        "kind": "game", "deck": "standard", "seed": 9, "sets": 24, "seconds": 600, "mismatches": 3,
        "hints": 2, "score": 70,
    ]

    static func file(_ records: [Object]) -> [UInt8] {
        let object: Object = ["format": "animset-stats", "version": 1, "records": records]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return Array(data)
    }

    static func changed(_ base: Object, _ key: String, _ value: Any?) -> Object {
        var record = base
        record[key] = value
        return record
    }

    struct Crafted: CustomTestStringConvertible, Sendable {
        let name: String
        let mentions: String
        let bytes: [UInt8]
        /// Whether the file is refused whole; otherwise its second record is set aside alone.
        var wholeFile = true
        var testDescription: String { name }
    }

    static func crafted(_ name: String, _ mentions: String, _ record: Object) -> Crafted {
        Crafted(name: name, mentions: mentions, bytes: file([game, record]), wholeFile: false)
    }

    static let craftedFiles: [Crafted] = [
        crafted("sets 2^63-1", "sets found 9223372036854775807", changed(game, "sets", Int.max)),
        crafted("sets 28 of a standard deck", "sets found 28", changed(game, "sets", 28)),
        crafted("sets 10 of the junior deck", "sets found 10", changed(changed(game, "deck", "junior"), "sets", 10)),
        crafted("sets -1", "sets found -1", changed(game, "sets", -1)),
        crafted("seconds 1e-320", "24 sets in", changed(game, "seconds", Double("1e-320") ?? 0)),
        crafted("seconds 1e308", "is not a time of play", changed(game, "seconds", 1e308)),
        crafted("seconds -1", "is not a time of play", changed(game, "seconds", -1)),
        crafted("mismatches 2^63-1", "mismatches 9223372036854775807", changed(game, "mismatches", Int.max)),
        crafted("mismatches -2^63", "mismatches -9223372036854775808", changed(game, "mismatches", Int.min)),
        crafted("hints 2^63-1", "hints 9223372036854775807", changed(game, "hints", Int.max)),
        crafted("score 2^63-1", "the score 9223372036854775807", changed(game, "score", Int.max)),
        crafted("score -2^63", "the score -9223372036854775808", changed(game, "score", Int.min)),
        crafted("trialSets -5", "a trial of -5 sets", changed(trial, "trialSets", -5)),
        crafted("trialSets 7", "a trial of 7 sets", changed(trial, "trialSets", 7)),
        crafted("trialSets 2^63-1", "a trial of 9223372036854775807 sets", changed(trial, "trialSets", Int.max)),
        crafted("trial without its length", "a trial without its length", changed(trial, "trialSets", nil)),
        crafted("trialTime before the time", "is not a time after", changed(trial, "trialTime", 3.0)),
        crafted("trialTime 1e300", "is not a time after", changed(trial, "trialTime", 1e300)),
        crafted("a game with a trial's length", "a game with a trial's length", changed(game, "trialSets", 10)),
        crafted("a deck nobody deals", "is not one animset deals", changed(game, "deck", "tarot")),
        crafted(
            "a variant nobody plays", "the variant mega is not one animset plays", changed(game, "variant", "mega")),
        crafted("the standard variant named", "the variant standard is not one", changed(game, "variant", "standard")),
        crafted("sets 41 of a Set-Chain game", "sets found 41", changed(changed(game, "variant", "chain"), "sets", 41)),
        crafted("sets 21 of an UltraSet game", "sets found 21", changed(changed(game, "variant", "ultra"), "sets", 21)),
        crafted(
            "a variant on a trial", "a trial of the standard deck with a variant", changed(trial, "variant", "chain")),
        crafted(
            "a variant with the junior deck", "a game of the junior deck with a variant",
            changed(changed(changed(game, "variant", "ultra"), "deck", "junior"), "sets", 5)),
        crafted("a deck that is an escape", "is not one animset deals", changed(game, "deck", "\u{1B}]0;PWNED\u{07}")),
        crafted("a date on a game", "a game with a puzzle's date", changed(game, "date", "2026-01-01")),
        crafted(
            "a date that is no date", "is not YYYY-MM-DD",
            changed(changed(changed(game, "kind", "puzzle"), "sets", 6), "date", "\u{1B}[2J")),
        crafted("an unknown kind", "unreadable", changed(game, "kind", "race")),
        crafted("sets as a string", "unreadable", changed(game, "sets", "ten")),
        crafted("sets 1.5", "unreadable", changed(game, "sets", 1.5)),
        crafted("seed -1", "unreadable", changed(game, "seed", -1)),
        Crafted(
            name: "a key twice", mentions: "appears twice",
            bytes: Array(#"{"format":"animset-stats","version":1,"records":[],"records":[]}"#.utf8)),
        Crafted(
            name: "2001 records", mentions: "more than the 2000 kept",
            bytes: file(Array(repeating: game, count: 2001))),
        Crafted(
            name: "nested 100 deep", mentions: "nested more than",
            bytes: Array(
                (#"{"format":"animset-stats","version":1,"records":[],"x":"# + String(repeating: "[", count: 100)
                    + String(repeating: "]", count: 100) + "}").utf8)),
    ]

    /// A crafted record is set aside alone, naming what is wrong, and the good record before it
    /// stays (issue 28: one bad record cost the whole history); a broken file is refused whole.
    @Test(arguments: craftedFiles)
    func aCraftedFileIsRefusedNamingWhatIsWrong(_ crafted: Crafted) {
        do {
            let reading = try StatsHistory.read(crafted.bytes)
            guard !crafted.wholeFile, let aside = reading.setAside.first else {
                Issue.record("accepted \(reading.history.records.count) records")
                return
            }
            #expect(reading.setAside.count == 1 && aside.number == 2)
            expectEqual(reading.history.records.count, 1)
            expectContains(aside.reason, crafted.mentions, "\(aside.reason)")
            #expect(!aside.reason.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        } catch {
            #expect(crafted.wholeFile, "\(error.description)")
            expectContains(error.description, crafted.mentions, "\(error.description)")
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    /// A Set-Chain game can find 40 sets (3 cards, then 2 a set), an UltraSet game 20; `stats`
    /// counts each variant's games apart.
    @Test func variantGamesAreAcceptedAndCountedPerVariant() throws {
        let chain = Self.changed(Self.changed(Self.game, "variant", "chain"), "sets", 40)
        let ultra = Self.changed(Self.changed(Self.game, "variant", "ultra"), "sets", 20)
        let history = try StatsHistory.decode(Self.file([Self.game, chain, ultra, chain]))
        let stats = Statistics(records: history.records)
        expectEqual(stats.games, 4)
        expectEqual(stats.variants.map { "\($0.variant) \($0.games) \($0.bestSets)" }, ["chain 2 40", "ultra 1 20"])
        #expect(Statistics(records: try StatsHistory.decode(Self.file([Self.game])).records).variants.isEmpty)
    }

    @Test func whatIsAcceptedMakesStatisticsThatCanBeShown() throws {
        let quick = Self.changed(Self.game, "seconds", 0.1)
        let history = try StatsHistory.decode(
            Self.file([Self.game, Self.trial, quick, Self.changed(Self.game, "sets", 27)]))
        var session = Session()
        var output = session.evaluate("score")
        session.showStats(history.records, source: "a file", notes: [], into: &output)
        expectContains(output.text, "Played: 3 games, 0 puzzles, 1 trial.", "\(output.text)")
        #expect(
            output.text.contains("Best trials: 10 sets 1:40.5") || output.text.contains("Best trials: 10 sets"),
            "\(output.text)")
    }
}
