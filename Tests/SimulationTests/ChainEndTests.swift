import CardKit
import Expectations
import SetGame
import Testing

@testable import Simulation

/// How Set-Chain games end (issue 24): `deckAtEnd` counts the cards still in the deck when a
/// game ends, so a chain broken with cards left is told from a deck run dry; written only for
/// Set-Chain, read back, merged, and refused when no run could have counted it.
@Suite struct ChainEndTests {
    static func configuration(_ policy: Policy, games: Int = 400, shard: Shard? = nil) -> SimulationConfiguration {
        SimulationConfiguration(games: games, seed: 24, policy: policy, shard: shard, variant: .chain)
    }

    static let whole = Simulator.run(configuration(.random, games: 1_000), threads: 2)

    /// Games played in `SetGame` itself, the first chain set each time: the cards in the deck
    /// and left at the end, and the chain sets taken, counted independently of the simulator.
    @Test func theCountsAgreeWithGamesPlayedInTheEngine() throws {
        let configuration = Self.configuration(.first)
        var deck = [UInt64](repeating: 0, count: SimulationResult.leftCount)
        var left = deck
        var lengths: [Int: UInt64] = [:]
        for number in configuration.gameRange {
            var game = SetGame(
                seed: SoloGamePlayer.gameSeed(configuration.seed, game: number), rule: .refill, variant: .chain)
            while !game.isOver {
                if let move = game.movesOnTable.first {
                    for card in move.cards { _ = try game.choose(card, now: 0) }
                    _ = try game.putAwayShown()
                } else {
                    _ = try game.deal(now: 0)
                }
            }
            deck[game.deck.count] += 1
            left[game.table.count + game.deck.count] += 1
            lengths[game.setsFound, default: 0] += 1
        }
        let result = Simulator.run(configuration, threads: 2)
        expectEqual(result.deckAtEnd, deck)
        expectEqual(result.leftAtEnd, left)
        expectEqual(result.brokenWithDeck, deck.dropFirst().reduce(0, +))
        #expect(
            result.movesPerGame.map { "\($0.moves):\($0.games)" }
                == lengths.keys.sorted().map { "\($0):\(lengths[$0] ?? 0)" })
        #expect(deck[0] > 300 && deck[0] < 400, "most games run the deck dry")
    }

    @Test func onlySetChainCountsIt() {
        for variant in [SetVariant.standard, .ultra] {
            let result = Simulator.run(SimulationConfiguration(games: 100, seed: 3, variant: variant), threads: 1)
            #expect(
                result.deckAtEnd == nil && !result.json.contains("deckAtEnd")
                    && !result.report.contains("how the games end"))
        }
        expectEqual(Self.whole.deckAtEnd?.reduce(0, +), 1_000)
    }

    @Test func theJSONHasItAfterLeftAtEndAndReadsBack() throws {
        let json = Self.whole.json
        expectContains(json, "}, \"deckAtEnd\": {\"0\": ")
        expectContains(json, "}, \"setsPerGame\": ")
        try expectEqual(SimulationResult(json: json), Self.whole)
    }

    @Test func aResultWrittenBeforeItWasCountedStillReads() throws {
        let json = Self.whole.json
        let start = try #require(json.range(of: ", \"deckAtEnd\": {"))
        let end = try #require(json[start.upperBound...].firstIndex(of: "}"))
        let old = try SimulationResult(json: String(json[..<start.lowerBound] + json[json.index(after: end)...]))
        #expect(old.deckAtEnd == nil && old.leftAtEnd == Self.whole.leftAtEnd)
        #expect(!old.json.contains("deckAtEnd") && !old.report.contains("how the games end"))
        expectContains(old.report, "chain sets per game, spread: ")
    }

    @Test func shardsAddUpAndAnOldShardLeavesItOut() throws {
        let shards = (0..<3).map {
            Simulator.run(Self.configuration(.random, games: 1_000, shard: Shard(index: $0, count: 3)), threads: 1)
        }
        let merged = try SimulationResult.merge(shards.reversed())
        #expect(merged == Self.whole && merged.deckAtEnd == Self.whole.deckAtEnd)
        var old = shards[1]
        old.deckAtEnd = nil
        try expectEqual(SimulationResult.merge([shards[0], old, shards[2]]).deckAtEnd, nil)
    }

    @Test func countsThatAddUpPastTheLimitAreRefused() {
        let shards = (0..<2).map {
            Simulator.run(Self.configuration(.first, games: 2, shard: Shard(index: $0, count: 2)), threads: 1)
        }
        var (low, high) = (shards[0], shards[1])
        low.deckAtEnd?[5] = UInt64.max
        high.deckAtEnd?[5] = 1
        #expect(throws: SimulationError.countOverflow) { try SimulationResult.merge([high, low]) }
    }

    /// Edits of a result's `deckAtEnd` and the reasons they are refused with.
    static let broken: [(find: String, replace: String, reason: String)] = [
        ("\"deckAtEnd\": {", "\"deckAtEnd\": {\"61\": -1, ", "negative count -1 at deckAtEnd.61"),
        ("\"deckAtEnd\": {", "\"deckAtEnd\": {\"70\": 0, ", "unexpected cards in the deck '70'"),
        ("\"deckAtEnd\": {", "\"deckAtEnd\": {\"x\": 0, ", "unexpected cards in the deck 'x'"),
        ("\"deckAtEnd\": {", "\"deckAtEnd\": {\"69\": 1, ", "deckAtEnd adds up to 1001 games, not 1000"),
        (
            "\"deckAtEnd\": {", "\"deckAtEnd\": {\"67\": 9223372036854775807, \"68\": 9223372036854775807, ",
            "deckAtEnd adds up past any game count"
        ),
        ("\"deckAtEnd\": {", "\"deckAtEnd\": {\"62\": \"2\", ", "wrong type at 'deckAtEnd.62'"),
        ("\"deckAtEnd\": {", "\"deckAtEnd\": [], \"x\": {", "wrong type at 'deckAtEnd'"),
    ]

    @Test(arguments: 0..<broken.count)
    func aBrokenCountIsRefusedWithItsReason(index: Int) {
        let (find, replace, reason) = Self.broken[index]
        let json = Self.whole.json
        expectContains(json, find)
        #expect(throws: SimulationError.invalidResult(reason: reason)) {
            try SimulationResult(json: json.replacingFirst(find, with: replace))
        }
    }

    /// Counts that add up, but that no games could leave: more games end with many cards in
    /// the deck than with as many cards left in all.
    @Test func aDeckCountBeyondTheCardsLeftIsRefused() throws {
        var result = Simulator.run(Self.configuration(.first, games: 10), threads: 1)
        result.leftAtEnd = [UInt64](repeating: 0, count: SimulationResult.leftCount)
        result.leftAtEnd[4] = 10
        result.deckAtEnd = result.leftAtEnd.map { _ in 0 }
        result.deckAtEnd?[6] = 1
        result.deckAtEnd?[0] = 9
        #expect(
            throws: SimulationError.invalidResult(
                reason:
                    """
                    deckAtEnd counts more games ending with 6 or more cards in the deck (1) than leftAtEnd with 6 \
                    or more cards left (0)
                    """
            )
        ) {
            try SimulationResult(json: result.json)
        }
        result.deckAtEnd?[6] = 0
        result.deckAtEnd?[4] = 1
        #expect(try SimulationResult(json: result.json).deckAtEnd?[4] == 1)
    }

    @Test func theReportSaysHowGamesEndAndHowLongChainsLast() throws {
        let text = Self.whole.report
        let broken = try #require(Self.whole.brokenWithDeck)
        let dry = try #require(Self.whole.deckAtEnd?[0])
        #expect(broken + dry == 1_000 && broken > 0)
        expectContains(
            text,
            "how the games end, 95% confidence interval (Wilson):\n  chain broken, cards left in the deck  ")
        expectContains(text, "(\(broken) games; ")
        expectContains(text, "  deck run dry                          ")
        expectContains(text, "(\(dry) games)\n")
        let spread = try #require(Self.whole.moveSpread)
        #expect(
            spread.fewest <= spread.low && spread.low <= spread.median && spread.median <= spread.high
                && spread.high <= spread.most)
        #expect(spread.most <= 40 && spread.deviation > 0)
        expectContains(text, "chain sets per game, spread: sd ")
    }

    /// The spread on a hand-made result: 100 games, 2 of 30 chain sets (20 cards left), 90 of
    /// 37 (6 left) and 8 of 40 (none left).
    @Test func theSpreadReadsOffTheCardsLeft() throws {
        var result = SimulationResult(seed: 1, policy: .first, totalGames: 100, gameRange: 0..<100, variant: .chain)
        result.leftAtEnd[20] = 2
        result.leftAtEnd[6] = 90
        result.leftAtEnd[0] = 8
        expectEqual(result.movesPerGame.map(\.moves), [30, 37, 40])
        let spread = try #require(result.moveSpread)
        expectEqual([spread.fewest, spread.low, spread.median, spread.high, spread.most], [30, 37, 37, 40, 40])
        let sample: [(moves: Double, games: Double)] = [(30, 2), (37, 90), (40, 8)]
        let mean: Double = sample.reduce(0) { $0 + $1.moves * $1.games } / 100
        let squares: Double = sample.reduce(0) { $0 + $1.games * ($1.moves - mean) * ($1.moves - mean) }
        let variance = squares / 99
        #expect(abs(spread.deviation - variance.squareRoot()) < 1e-9)
        expectEqual(result.setsPerGame, mean)
    }
}
