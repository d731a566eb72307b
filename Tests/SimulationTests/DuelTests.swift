import CardKit
import Expectations
import Foundation
import SetGame
import Testing

@testable import Simulation

/// Races against the computer (`simulate --opponent`): the same result on any number of
/// threads and from merged shards, the solo figures unchanged, the levels clearly ordered.
@Suite struct DuelTests {
    static func run(_ duel: Duel, games: Int = 600, seed: UInt64 = 5, shard: Shard? = nil, threads: Int = 1)
        -> SimulationResult
    {
        Simulator.run(SimulationConfiguration(games: games, seed: seed, shard: shard, duel: duel), threads: threads)
    }

    @Test func resultDoesNotDependOnThreads() {
        // Blocks of 50 games, so that two threads share the work (with `simulate`'s blocks of
        // 4,096 that took 4,296 duels each way); the default blocks give the same result.
        let games = 250
        let configuration = SimulationConfiguration(games: games, seed: 5, duel: Duel(opponent: .hard, person: .hard))
        let one = Simulator.run(configuration, threads: 1, blockSize: 50)
        let two = Simulator.run(configuration, threads: 2, blockSize: 50)
        expectEqual(two, one)
        expectEqual(Simulator.run(configuration, threads: 1), one)
        expectEqual(two.json, one.json)
        expectEqual(one.duel?.games, UInt64(games))
    }

    @Test func shardsMergeIntoTheWholeRunThroughJSON() throws {
        let duel = Duel(opponent: .hard, person: .easy)
        let whole = Self.run(duel, games: 500)
        var shards: [SimulationResult] = []
        for index in 0..<3 {
            let shard = try #require(Shard(index: index, count: 3))
            shards.append(try SimulationResult(json: Self.run(duel, games: 500, shard: shard).json))
        }
        let merged = try SimulationResult.merge(shards.reversed())
        expectEqual(merged, whole)
        expectEqual(merged.json, whole.json)
        expectEqual(merged.report, whole.report)
    }

    @Test func mergeRefusesResultsOfDifferentOpponents() throws {
        let first = try #require(Shard(index: 0, count: 2))
        let second = try #require(Shard(index: 1, count: 2))
        let a = Self.run(Duel(opponent: .hard), games: 100, shard: first)
        let b = Self.run(Duel(opponent: .easy), games: 100, shard: second)
        let solo = Simulator.run(
            SimulationConfiguration(games: 100, seed: 5, policy: .random, shard: second), threads: 1)
        #expect(throws: SimulationError.differentOpponents(Duel(opponent: .hard), Duel(opponent: .easy))) {
            try SimulationResult.merge([a, b])
        }
        #expect(throws: SimulationError.differentOpponents(Duel(opponent: .hard), nil)) {
            try SimulationResult.merge([a, solo])
        }
        #expect(
            "\(SimulationError.differentOpponents(Duel(opponent: .hard), nil))"
                == "the results are of different runs (the hard computer against a person at medium and solo games)")
    }

    @Test func jsonAddsTheOpponentAfterTheSoloKeys() throws {
        let result = Self.run(Duel(opponent: .easy), games: 50)
        let json = result.json
        #expect(json.hasPrefix("{\"games\": 50, \"policy\": \"random\", \"seed\": 5, \"tables\": {\"12\": {\"seen\": "))
        let solo = try #require(json.range(of: "\"setsPerGame\": "))
        let opponent = try #require(
            json.range(of: ", \"opponent\": {\"level\": \"easy\", \"person\": \"medium\", \"opponentWins\": "))
        #expect(solo.upperBound < opponent.lowerBound)
        expectContains(json, "\"opponentWinRate\": {\"value\": ")
        try expectEqual(SimulationResult(json: json), result)
        // A solo run's JSON is as it was: no opponent.
        expectOmits(Simulator.run(SimulationConfiguration(games: 50, seed: 5), threads: 1).json, "opponent")
    }

    @Test(arguments: [
        ("\"level\": \"easy\"", "\"level\": \"expert\"", "unknown opponent level 'expert'"),
        ("\"person\": \"medium\"", "\"person\": \"novice\"", "unknown person level 'novice'"),
        ("\"deals\": ", "\"deals\": -", "negative count -"),
    ])
    func readingRefusesABadOpponent(find: String, replace: String, reason: String) throws {
        let json = Self.run(Duel(opponent: .easy), games: 20).json
        let broken = json.replacingOccurrences(of: find, with: replace)
        #expect(broken != json)
        do {
            _ = try SimulationResult(json: broken)
            Issue.record("read \(broken)")
        } catch {
            expectContains("\(error)", reason, "\(error)")
        }
    }

    @Test func winsThatDoNotAddUpToTheGamesAreRefused() throws {
        let result = Self.run(Duel(opponent: .medium), games: 40)
        let wins = try #require(result.duel?.opponentWins)
        let broken = result.json.replacingOccurrences(
            of: "\"opponentWins\": \(wins),", with: "\"opponentWins\": \(wins + 1),")
        #expect(
            throws: SimulationError.invalidResult(
                reason: "the opponent's wins, losses and ties add up to 41 games, not 40")
        ) {
            try SimulationResult(json: broken)
        }
    }

    @Test func everyGameEndsAndTheTablesAddUp() throws {
        let result = Self.run(Duel(opponent: .easy, person: .easy), games: 400)
        let duel = try #require(result.duel)
        expectEqual(duel.games, 400)
        expectEqual(result.leftAtEnd.reduce(0, +), 400)
        // Every set found is one of the game's, and each game takes (81 - left) / 3 of them.
        expectEqual(duel.opponentSets + duel.personSets, result.setsTaken)
        #expect(duel.opponentSlips > 0 && duel.personSlips > 0)
        #expect(result.tables[0].seen >= 400)
    }

    @Test func theLevelsAreClearlyOrderedAndEvenAgainstThemselves() throws {
        var rates: [OpponentLevel: Estimate] = [:]
        for level in OpponentLevel.allCases {
            let duel = try #require(Self.run(Duel(opponent: level, person: .medium), games: 400).duel)
            rates[level] = duel.opponentWinRate
        }
        let easy = try #require(rates[.easy])
        let medium = try #require(rates[.medium])
        let hard = try #require(rates[.hard])
        #expect(easy.high < medium.low && medium.high < hard.low, "\(rates)")
        #expect(medium.contains(0.5) || abs(medium.value - 0.5) < 0.08, "\(medium)")
        #expect(hard.value > 0.9 && easy.value < 0.1)
    }

    @Test func hardNeverMovesInMillisecondsAndTheComputerSetsAPlausiblePace() throws {
        let duel = try #require(Self.run(Duel(opponent: .hard, person: .hard), games: 200).duel)
        let secondsPerSet = Double(duel.milliseconds) / 1000 / Double(duel.opponentSets + duel.personSets)
        #expect(secondsPerSet > 3 && secondsPerSet < 10, "\(secondsPerSet)")
    }
}
