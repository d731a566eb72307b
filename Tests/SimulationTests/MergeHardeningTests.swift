import Expectations
import Testing

@testable import Simulation

/// Items 1 and 7 of issue 10: `merge` reads only results a run could print, adds counts with
/// overflow checks, and fails when shards are missing unless asked for a partial merge.
@Suite struct MergeHardeningTests {
    static let shards: [SimulationResult] = (0..<3).map { index in
        Simulator.run(SimulationConfiguration(games: 40, seed: 1, shard: Shard(index: index, count: 3)), threads: 1)
    }

    /// An edit of a result's JSON (the first `target` replaced; no target: cut the end off),
    /// and the reason it must be refused with.
    static let broken: [(target: String, replacement: String, reason: String)] = [
        ("\"noSet\": ", "\"noSet\": 99999", "is more than seen"),
        ("\"seen\": ", "\"seen\": -", "negative count -"),
        ("\"leftAtEnd\": {", "\"leftAtEnd\": {\"3\": -2, ", "negative count -2 at leftAtEnd.3"),
        (
            "\"leftAtEnd\": {", "\"leftAtEnd\": {\"3\": 9223372036854775807, \"0\": 9223372036854775807, ",
            "leftAtEnd adds up"
        ),
        ("\"seen\": ", "\"seen\": 9999999", "is more than 40 games can look at"),
        ("\"games\": 40", "\"games\": 9223372036854775807", "is more than a run can have"),
        ("\"tables\"", "\"tablez\"", "missing key 'tables'"),
        ("\"seed\": 1", "\"seed\": \"one\"", "wrong type at 'seed'"),
        // Issue 18, item 9 for results: a repeated key (Foundation's decoder kept the first).
        ("\"seed\": 1", "\"seed\": 2, \"seed\": 1", "the key \"seed\" appears twice"),
        ("", "", "the text ends inside an object (cut short?)"),
    ]

    @Test(arguments: 0..<broken.count)
    func brokenResultsAreRefusedWithAReason(index: Int) throws {
        let whole = Simulator.run(SimulationConfiguration(games: 40, seed: 1), threads: 1)
        let (target, replacement, reason) = MergeHardeningTests.broken[index]
        let text =
            target.isEmpty ? String(whole.json.dropLast(5)) : whole.json.replacingFirst(target, with: replacement)
        #expect(text != whole.json)
        Self.expectRefused(text, reason)
    }

    /// Item 10 of issue 28: a Set-Chain result with an odd number of cards left (no game leaves
    /// one: 3 cards, then 2 a chain set) gave fractional chain sets a game; `"deckAtEnd": null`
    /// was read as no key and dropped the figures; `010` read as 10. Each is refused.
    @Test(arguments: [
        (
            "\"leftAtEnd\": {", "\"leftAtEnd\": {\"3\": 1, ",
            "unexpected cards left '3': no game of Set-Chain leaves 3 cards"
        ),
        ("\"deckAtEnd\": {", "\"deckAtEnd\": null, \"x\": {", "wrong type at 'deckAtEnd'"),
        ("\"games\": 40", "\"games\": 040", "a number has a leading zero"),
    ])
    func aChainResultTheRulesCannotGiveIsRefused(target: String, replacement: String, reason: String) throws {
        let whole = Simulator.run(SimulationConfiguration(games: 40, seed: 1, variant: .chain), threads: 1)
        try expectEqual(SimulationResult(json: whole.json), whole)
        var text = whole.json.replacingFirst(target, with: replacement)
        if target.hasPrefix("\"leftAtEnd") {
            // One game moved from an even count to 3 cards left, so the counts still add up.
            let even = try #require(whole.leftAtEnd.indices.first { whole.leftAtEnd[$0] > 0 })
            text = text.replacingFirst(
                "\"\(even)\": \(whole.leftAtEnd[even])", with: "\"\(even)\": \(whole.leftAtEnd[even] - 1)")
        }
        #expect(text != whole.json)
        Self.expectRefused(text, reason)
    }

    /// Expects `text` refused as a result, with `reason` in the error.
    static func expectRefused(_ text: String, _ reason: String) {
        do {
            _ = try SimulationResult(json: text)
            Issue.record("accepted: \(text)")
        } catch {
            expectContains(error.description, reason, "\(error)")
        }
    }

    @Test func bytesThatAreNotUTF8AreNotAResult() {
        #expect(throws: SimulationError.invalidResult(reason: "the file is not UTF-8 text")) {
            try SimulationResult(bytes: [0x7B, 0xFF, 0xFE, 0x7D])
        }
    }

    @Test func missingShardsAreNamedUnlessAPartialMergeIsAsked() throws {
        let shards = MergeHardeningTests.shards
        #expect(throws: SimulationError.incomplete(missing: [26..<40], total: 40)) {
            try SimulationResult.merge([shards[0], shards[1]])
        }
        #expect(throws: SimulationError.incomplete(missing: [0..<13], total: 40)) {
            try SimulationResult.merge([shards[2], shards[1]])
        }
        #expect(throws: SimulationError.incomplete(missing: [0..<13, 26..<40], total: 40)) {
            try SimulationResult.merge([shards[1]])
        }
        let part = try SimulationResult.merge([shards[0], shards[1]], partial: true)
        expectEqual(part.gameRange, 0..<26)
        #expect(try SimulationResult.merge(shards).isWholeRun)
        #expect(
            SimulationError.incomplete(missing: [0..<13], total: 40).description
                == """
                shards are missing: no result covers games 0..<13 of 40 (merge them too, or ask for a partial merge)
                """
        )
    }

    @Test func countsThatAddUpPastTheLimitAreRefusedNotATrap() {
        var low = SimulationResult(seed: 1, policy: .first, totalGames: 2, gameRange: 0..<1)
        var high = SimulationResult(seed: 1, policy: .first, totalGames: 2, gameRange: 1..<2)
        low.tables[0] = TableCount(seen: UInt64.max - 1, noSet: 0)
        high.tables[0] = TableCount(seen: 5, noSet: 0)
        #expect(throws: SimulationError.countOverflow) { try SimulationResult.merge([low, high]) }
        low.tables[0] = TableCount()
        low.leftAtEnd[0] = UInt64.max
        high.leftAtEnd[0] = 1
        #expect(throws: SimulationError.countOverflow) { try SimulationResult.merge([high, low]) }
    }

    @Test func aRunCannotAskForMoreGamesThanCanBeCounted() throws {
        #expect(throws: SimulationError.tooManyGames(Int.max)) { try SimulationConfiguration.check(games: Int.max) }
        try SimulationConfiguration.check(games: SimulationConfiguration.maximumGames)
        // A shard of the largest run is small, and counts its blocks without overflow.
        let shard = try #require(Shard(index: 0, count: 1 << 38))
        let result = Simulator.run(
            SimulationConfiguration(games: SimulationConfiguration.maximumGames, shard: shard), threads: 1)
        expectEqual(result.games, 4)
    }
}

extension String {
    /// The string with the first `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
