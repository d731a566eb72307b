import CardKit
import Expectations
import Foundation
import Testing

@testable import SetGame

/// Scoring per player in a race: a match for its maker, a mismatch and a needless deal
/// against theirs; solo play as before.
@Suite struct PlayerTests {
    static let seed: UInt64 = 7

    /// A race between ann and bob on the seed's table.
    static func race() -> SetGame { SetGame(seed: seed, players: ["ann", "bob"]) }

    /// The slots (1-based) of a set and of three cards that are not one.
    static func slots(in game: SetGame) -> (set: [Int], notSet: [Int]) {
        let triple = game.setsOnTable[0].slots.map { $0 + 1 }
        let count = game.table.count
        for i in 1...count {
            for j in (i + 1)...count where j <= count {
                for k in (j + 1)...count where k <= count {
                    if !Solver.isSet(game.table[i - 1], game.table[j - 1], game.table[k - 1]) {
                        return (triple, [i, j, k])
                    }
                }
            }
        }
        return (triple, [])
    }

    @Test(arguments: [0, 1])
    func matchScoresForItsMaker(player: Int) throws {
        var game = Self.race()
        for slot in Self.slots(in: game).set { _ = try game.choose(slot: slot, by: player, now: 1) }
        expectEqual(game.reveal, .match)
        expectEqual(game.players[player].score, Scoring.points(forMatchAfter: 1))
        expectEqual(game.players[1 - player].score, 0)
        expectEqual(game.score, game.players[0].score)
        expectEqual(game.lastMover, player)
        try game.validate()
    }

    @Test(arguments: [0, 1])
    func mismatchCostsItsMaker(player: Int) throws {
        var game = Self.race()
        for slot in Self.slots(in: game).notSet { _ = try game.choose(slot: slot, by: player, now: 1) }
        expectEqual(game.reveal, .mismatch)
        expectEqual(game.players[player].score, Scoring.mismatch)
        expectEqual(game.players[1 - player].score, 0)
        try game.validate()
    }

    @Test(arguments: [0, 1])
    func needlessDealCostsWhoAsked(player: Int) throws {
        var game = Self.race()
        #expect(game.hasSetOnTable)
        _ = try game.deal(by: player, now: 1)
        expectEqual(game.players[player].score, Scoring.missedSet)
        expectEqual(game.players[1 - player].score, 0)
        try game.validate()
    }

    @Test func anotherPlayersClaimPutsDownAPartialSelection() throws {
        var game = Self.race()
        let set = Self.slots(in: game).set
        _ = try game.choose(slot: set[0], by: 0, now: 0)
        _ = try game.choose(slot: set[1], by: 0, now: 0)
        var changes: [SetChange] = []
        for slot in set { changes += try game.choose(slot: slot, by: 1, now: 2) }
        expectEqual(changes.filter { if case .deselected = $0 { true } else { false } }.count, 2)
        expectEqual(game.players.map(\.score), [0, Scoring.points(forMatchAfter: 2)])
    }

    @Test func refusedPlayerLeavesTheGameUnchanged() {
        var game = Self.race()
        let before = game
        #expect(throws: SetGameError.seating(.noSuchPlayer(2))) { try game.choose(slot: 1, by: 2, now: 0) }
        #expect(throws: SetGameError.seating(.noSuchPlayer(-1))) { try game.deal(by: -1, now: 0) }
        expectEqual(game, before)
    }

    @Test func soloPlayIsOnePlayerWithTheGamesScore() throws {
        var game = SetGame(seed: Self.seed)
        for slot in Self.slots(in: game).notSet { _ = try game.choose(slot: slot, now: 0) }
        #expect(!game.hasRivals)
        expectEqual(game.players, [Player(name: Player.soloName, score: Scoring.mismatch)])
        #expect(
            game
                == {
                    var solo = SetGame(seed: Self.seed, players: ["one"])
                    solo.score = game.score
                    solo.selected = game.selected
                    solo.reveal = game.reveal
                    return solo
                }())
    }

    @Test func joiningKeepsScoresAndRefusesNamesAndCrowds() throws {
        var game = SetGame(seed: Self.seed)
        _ = try game.deal(now: 0)
        try expectEqual(game.join("computer"), 1)
        expectEqual(game.players, [Player(name: "you", score: Scoring.missedSet), Player(name: "computer")])
        #expect(throws: SeatingError.nameTaken("Computer")) { try game.join("Computer") }
        _ = try game.join("c")
        _ = try game.join("d")
        #expect(throws: SeatingError.full(limit: Player.limit)) { try game.join("e") }
        try game.validate()
    }

    @Test func leadersNameTheWinnerOrATie() {
        expectEqual(Player.leaders(of: [Player(name: "a", score: 3), Player(name: "b", score: 5)]), [1])
        expectEqual(Player.leaders(of: [Player(name: "a", score: 5), Player(name: "b", score: 5)]), [0, 1])
        expectEqual(Player.leaders(of: []), [])
    }

    @Test func validateCatchesABrokenRoster() {
        var game = Self.race()
        game.roster?[0].score = 4
        #expect(throws: InvalidState.self) { try game.validate() }
        game = Self.race()
        game.roster = [Player(name: "ann"), Player(name: "ANN")]
        #expect(throws: InvalidState.self) { try game.validate() }
        game = Self.race()
        game.mover = 5
        #expect(throws: InvalidState.self) { try game.validate() }
    }

    @Test func oldSavesWithoutPlayersDecodeAsSolo() throws {
        let game = SetGame(seed: Self.seed)
        let data = try JSONEncoder().encode(game)
        let text = String(decoding: data, as: UTF8.self)
        expectOmits(text, "roster")
        let decoded = try JSONDecoder().decode(SetGame.self, from: data)
        expectEqual(decoded, game)
        let race = try JSONDecoder().decode(SetGame.self, from: JSONEncoder().encode(Self.race()))
        expectEqual(race.players.map(\.name), ["ann", "bob"])
    }
}
