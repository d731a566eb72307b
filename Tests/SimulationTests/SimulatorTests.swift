import CardKit
import Expectations
import SetGame
import Testing

@testable import Simulation

@Suite struct SimulatorTests {
    @Test(arguments: Policy.plain)
    func resultDoesNotDependOnThreads(policy: Policy) {
        let configuration = SimulationConfiguration(games: 9_000, seed: 7, policy: policy)
        let one = Simulator.run(configuration, threads: 1)
        for threads in [2, 3, 5] {
            let many = Simulator.run(configuration, threads: threads)
            expectEqual(many, one)
            expectEqual(many.json, one.json)
        }
    }

    @Test(arguments: [(10_000, 3), (9_001, 4), (5, 7)])
    func shardsMergeIntoTheWholeRun(games: Int, count: Int) throws {
        let whole = Simulator.run(SimulationConfiguration(games: games, seed: 3, policy: .random), threads: 2)
        var shards: [SimulationResult] = []
        for index in (0..<count).reversed() {
            let shard = try #require(Shard(index: index, count: count))
            let result = Simulator.run(SimulationConfiguration(games: games, seed: 3, policy: .random, shard: shard))
            // Through JSON, as `merge` reads them.
            shards.append(try SimulationResult(json: result.json))
        }
        let merged = try SimulationResult.merge(shards)
        expectEqual(merged, whole)
        expectEqual(merged.json, whole.json)
        expectEqual(merged.report, whole.report)
    }

    @Test func mergeRefusesPiecesThatDoNotFit() throws {
        func shard(_ index: Int, of count: Int, seed: UInt64 = 3) throws -> SimulationResult {
            let shard = try #require(Shard(index: index, count: count))
            return Simulator.run(SimulationConfiguration(games: 300, seed: seed, shard: shard), threads: 1)
        }
        #expect(throws: SimulationError.gap(missing: 100..<200)) {
            try SimulationResult.merge([shard(0, of: 3), shard(2, of: 3)])
        }
        #expect(throws: SimulationError.overlap(0..<100, 0..<150)) {
            try SimulationResult.merge([shard(0, of: 3), shard(0, of: 2)])
        }
        #expect(throws: SimulationError.differentRuns) {
            try SimulationResult.merge([shard(0, of: 2), shard(1, of: 2, seed: 4)])
        }
        #expect(throws: SimulationError.empty) { try SimulationResult.merge([]) }
        // Adjacent pieces merge into a bigger piece, which still knows it is one.
        let part = try SimulationResult.merge([shard(1, of: 3), shard(0, of: 3)], partial: true)
        #expect(part.gameRange == 0..<200 && !part.isWholeRun)
        #expect(part.json.hasSuffix("\"shard\": {\"firstGame\": 0, \"endGame\": 200, \"totalGames\": 300}}"))
    }

    @Test func jsonHasTheContractedShapeAndRoundTrips() throws {
        let result = Simulator.run(SimulationConfiguration(games: 50, seed: 1), threads: 1)
        #expect(
            result.json.hasPrefix(
                "{\"games\": 50, \"policy\": \"first\", \"seed\": 1, \"tables\": {\"12\": {\"seen\": "))
        expectContains(result.json, "\"rounds12\": [{\"round\": 0, \"seen\": 50, \"noSet\": ")
        expectContains(result.json, "\"setsPerGame\": \(result.setsPerGame)}")
        expectOmits(result.json, "shard")
        try expectEqual(SimulationResult(json: result.json), result)
        let big = SimulationResult(seed: UInt64.max, policy: .random, totalGames: 0, gameRange: 0..<0)
        try expectEqual(SimulationResult(json: big.json), big)
    }

    @Test(arguments: ["", "{}", "[1]", "{\"games\": 1}", "not json"])
    func rejectsWhatIsNotAResult(text: String) {
        #expect(throws: SimulationError.self) { try SimulationResult(json: text) }
    }

    @Test func countsAreConsistent() {
        let result = Simulator.run(SimulationConfiguration(games: 2_000, seed: 11, policy: .random), threads: 2)
        expectEqual(result.rounds12[0].seen, 2_000)
        expectEqual(result.rounds12.reduce(TableCount(), +), result.tables[0])
        expectEqual(result.tables[3].noSet, 0)  // any 21 cards hold a set
        expectEqual(result.leftAtEnd.reduce(0, +), 2_000)
        #expect(result.leftAtEnd.indices.allSatisfy { $0 % 3 == 0 || result.leftAtEnd[$0] == 0 })
        #expect(abs(result.setsPerGame - 24.5) < 1)
    }
}

/// The statistics against the published figures. 10^5 games in a debug build take seconds.
@Suite struct SimulationFigureTests {
    /// Knuth's exact count: 2,284,535,476,080 of the C(81,12) tables hold no set.
    static let exactRoundZero = 2_284_535_476_080.0 / 70_724_320_184_700.0

    @Test(arguments: Policy.plain)
    func roundZeroMatchesTheExactFigure(policy: Policy) {
        let result = Simulator.run(SimulationConfiguration(games: 100_000, seed: 2024, policy: policy))
        #expect(abs(Self.exactRoundZero - 0.0323020) < 1e-7)
        #expect(result.rounds12[0].estimate.contains(Self.exactRoundZero))
        // In-game odds of no set among 12 cards: about 1 in 16 (first) or 1 in 15 (random).
        let overall = 1 / result.tables[0].probability
        #expect(policy == .first ? (15.5...16.5).contains(overall) : (14.5...15.5).contains(overall))
        // Later rounds are much worse than the opening table.
        #expect(result.rounds12[10].probability > 2 * result.rounds12[0].probability)
    }
}

extension Policy {
    /// The policies that take a set without looking ahead: the tests that play tens of
    /// thousands of games in a debug build run over these. NB: `best` scores every set at every
    /// choice (`PerfectChoice`), about 440 games a second in a release build and far fewer in a
    /// debug one; it has its own tests (`BestPolicyTests`, 400 deals).
    static let plain: [Policy] = [.first, .random]
}
