import Expectations
import SetGame
import Testing

@testable import Simulation

/// `simulate --deck junior`: deterministic across threads and shards, written and read back
/// with its deck, and never merged with a standard result.
@Suite struct JuniorSimulationTests {
    static let junior = SimulationConfiguration(games: 3_000, seed: 9, deck: .junior)

    @Test func theSameForAnyThreadCountAndShardsAddUp() throws {
        let whole = Simulator.run(Self.junior, threads: 1)
        expectEqual(Simulator.run(Self.junior, threads: 4), whole)
        let shards = (0..<3).map { index in
            var configuration = Self.junior
            configuration.shard = Shard(index: index, count: 3)
            return Simulator.run(configuration, threads: 2)
        }
        try expectEqual(SimulationResult.merge(shards.reversed()), whole)
        #expect(whole.deck == .junior && whole.games == 3_000)
        // Every game deals all 27 cards: sets taken + cards left = 27 a game.
        let left = whole.leftAtEnd.enumerated().reduce(UInt64(0)) { $0 + UInt64($1.offset) * $1.element }
        expectEqual(whole.setsTaken * 3 + left, 27 * 3_000)
    }

    @Test func theJSONNamesTheDeckAndReadsBack() throws {
        let result = Simulator.run(Self.junior, threads: 2)
        let json = result.json
        expectContains(json, "\"deck\": \"junior\"")
        expectContains(json, "\"tables\": {\"9\": ")
        expectContains(json, "\"rounds9\": [")
        expectOmits(json, "rounds12")
        try expectEqual(SimulationResult(json: json), result)
        // A standard result stays as it was: no deck key, rounds12.
        let standard = Simulator.run(SimulationConfiguration(games: 10, seed: 9), threads: 1).json
        #expect(!standard.contains("\"deck\"") && standard.contains("\"rounds12\""))
    }

    @Test func aJuniorResultIsNotMergedWithAStandardOne() throws {
        var first = Self.junior
        first.shard = Shard(index: 0, count: 2)
        var second = SimulationConfiguration(games: 3_000, seed: 9)
        second.shard = Shard(index: 1, count: 2)
        let junior = Simulator.run(first, threads: 1)
        let standard = Simulator.run(second, threads: 1)
        #expect(throws: SimulationError.differentDecks(.junior, .standard)) {
            try SimulationResult.merge([junior, standard])
        }
        #expect(throws: SimulationError.differentDecks(.standard, .junior)) { try standard.merged(with: junior) }
        expectContains(
            SimulationError.differentDecks(.junior, .standard).description,
            "junior-deck result with a standard-deck one")
    }

    @Test func aJuniorFileWithStandardTablesIsRefused() {
        let json = Simulator.run(Self.junior, threads: 1).json.replacingOccurrences(of: "\"9\": {", with: "\"15\": {")
        #expect(throws: SimulationError.invalidResult(reason: "unexpected table size '15'")) {
            try SimulationResult(json: json)
        }
    }
}
