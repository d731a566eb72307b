import Expectations
import SetGame
import Testing

@testable import Simulation

/// `simulate --variant chain|ultra` (issue 24): deterministic across threads and shards,
/// written and read back with its variant, an old file read as standard Set, and never merged
/// with a result of other rules.
@Suite struct VariantSimulationTests {
    static func configuration(_ variant: SetVariant, shard: Shard? = nil) -> SimulationConfiguration {
        SimulationConfiguration(games: 1_200, seed: 11, policy: .random, shard: shard, variant: variant)
    }

    @Test(arguments: [SetVariant.chain, .ultra])
    func theSameForAnyThreadCountAndShardsAddUp(variant: SetVariant) throws {
        let whole = Simulator.run(Self.configuration(variant), threads: 1)
        expectEqual(Simulator.run(Self.configuration(variant), threads: 3), whole)
        let shards = (0..<3).map {
            Simulator.run(Self.configuration(variant, shard: Shard(index: $0, count: 3)), threads: 2)
        }
        try expectEqual(SimulationResult.merge(shards.reversed()), whole)
        #expect(whole.variant == variant && whole.games == 1_200)
        // Every card is taken or left: the moves and the cards left add up to the deck.
        let left = whole.leftAtEnd.enumerated().reduce(UInt64(0)) { $0 + UInt64($1.offset) * $1.element }
        let taken = variant == .ultra ? 4 * whole.setsTaken : 2 * whole.setsTaken + 1_200
        expectEqual(taken + left, 81 * 1_200)
    }

    @Test(arguments: [SetVariant.chain, .ultra])
    func theJSONNamesTheVariantAndReadsBack(variant: SetVariant) throws {
        let result = Simulator.run(Self.configuration(variant), threads: 2)
        let json = result.json
        expectContains(json, "\"seed\": 11, \"variant\": \"\(variant.rawValue)\", \"tables\": {\"12\": ")
        try expectEqual(SimulationResult(json: json), result)
        // Only the sizes seen are listed: UltraSet's tables are all of 12.
        if variant == .ultra { expectContains(json, "\"tables\": {\"12\": {\"seen\": 21600, \"noSet\": 0}}, ") }
        let text = result.report
        #expect(text.hasPrefix("1200 games, policy random, seed 11, \(variant.title)\n"))
        expectContains(text, "P(no \(variant.moveName)) while the deck is not empty")
        expectContains(text, "\(variant.moveName)s per game: ")
    }

    @Test func aStandardFileWithoutTheKeyReadsAsStandardSet() throws {
        let standard = Simulator.run(SimulationConfiguration(games: 50, seed: 11), threads: 1)
        expectOmits(standard.json, "variant")
        let read = try SimulationResult(json: standard.json)
        #expect(read.variant == .standard && read == standard)
        expectEqual(read.tableSizes, [12, 15, 18, 21])
    }

    @Test func resultsOfDifferentRulesAreNotMerged() {
        let chain = Simulator.run(Self.configuration(.chain, shard: Shard(index: 0, count: 2)), threads: 1)
        let ultra = Simulator.run(Self.configuration(.ultra, shard: Shard(index: 1, count: 2)), threads: 1)
        var standardConfiguration = Self.configuration(.standard, shard: Shard(index: 1, count: 2))
        standardConfiguration.policy = .random
        let standard = Simulator.run(standardConfiguration, threads: 1)
        #expect(throws: SimulationError.differentVariants(.chain, .ultra)) {
            try SimulationResult.merge([ultra, chain])
        }
        #expect(throws: SimulationError.differentVariants(.chain, .standard)) { try chain.merged(with: standard) }
        #expect(
            SimulationError.differentVariants(.chain, .ultra).description
                == "cannot merge a Set-Chain result with an UltraSet one: they count different games")
    }

    @Test(arguments: [
        ("\"variant\": \"chain\"", "\"variant\": \"super\"", "unknown variant 'super'"),
        (
            "\"variant\": \"chain\"", "\"deck\": \"junior\", \"variant\": \"chain\"",
            "the chain variant is played with the standard deck only"
        ),
        ("\"leftAtEnd\": {", "\"leftAtEnd\": {\"82\": 1, ", "unexpected cards left '82'"),
        ("\"12\": {", "\"43\": {\"seen\": 1, \"noSet\": 0}, \"12\": {", "unexpected table size '43'"),
    ])
    func aBrokenVariantFileIsRefused(find: String, replace: String, reason: String) {
        let json = Simulator.run(SimulationConfiguration(games: 20, seed: 3, variant: .chain), threads: 1).json
        expectContains(json, find)
        let broken = json.replacingOccurrences(of: find, with: replace)
        #expect(throws: SimulationError.invalidResult(reason: reason)) { try SimulationResult(json: broken) }
    }
}
