import CardKit
import Expectations
import Foundation
import Testing

@testable import Concentration

/// Concentration for several, turn by turn: a pair scores for the player whose turn it is and
/// gives another turn, a miss passes the turn on; solo play as before.
@Suite struct ConcentrationPlayersTests {
    /// Pairs side by side: slots 1-2, 3-4, 5-6, 7-8, 9-10.
    static func game(_ names: [String] = ["ann", "bob"]) throws -> ConcentrationGame {
        var game = try ConcentrationGame(theme: ConcentrationTheme.all[0], layout: [0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
        game.seat(names)
        return game
    }

    @Test func aPairScoresForThePlayerOnTurnAndGivesAnotherTurn() throws {
        var game = try Self.game()
        try game.choose(slot: 1)
        try game.choose(slot: 2)
        expectEqual(game.players.map(\.score), [ConcentrationGame.matchPoints, 0])
        expectEqual(game.turn, 0)
        try game.validate()
    }

    @Test func aMissPassesTheTurnAndItsPenaltyIsTheMissers() throws {
        var game = try Self.game(["ann", "bob", "cy"])
        try game.choose(slot: 1)
        try game.choose(slot: 3)  // ann misses
        expectEqual(game.turn, 1)
        try game.choose(slot: 5)
        try game.choose(slot: 1)  // seen before: bob misses, -1
        expectEqual(game.players.map(\.score), [0, -ConcentrationGame.seenMismatchPenalty, 0])
        expectEqual(game.turn, 2)
        try game.choose(slot: 7)
        try game.choose(slot: 9)
        expectEqual(game.turn, 0)  // round the table
        try game.choose(slot: 2)
        try game.choose(slot: 1)
        expectEqual(game.players[0].score, ConcentrationGame.matchPoints)
        expectEqual(game.score, game.players[0].score)
        try game.validate()
    }

    @Test func soloPlayHasOnePlayerAndSavesAsBefore() throws {
        var game = try Self.game([])
        try game.choose(slot: 1)
        try game.choose(slot: 2)
        #expect(!game.hasRivals)
        expectEqual(game.players, [Player(name: Player.soloName, score: ConcentrationGame.matchPoints)])
        let text = String(decoding: try JSONEncoder().encode(game), as: UTF8.self)
        #expect(!text.contains("roster") && !text.contains("turnIndex"))
        try expectEqual(JSONDecoder().decode(ConcentrationGame.self, from: Data(text.utf8)), game)
    }

    @Test func joiningAndABrokenRoster() throws {
        var game = try Self.game([])
        try expectEqual(game.join("computer"), 1)
        #expect(throws: SeatingError.nameTaken("COMPUTER")) { try game.join("COMPUTER") }
        try game.validate()
        game.turnIndex = 7
        #expect(throws: InvalidState.self) { try game.validate() }
        let race = try JSONDecoder().decode(ConcentrationGame.self, from: JSONEncoder().encode(try Self.game()))
        expectEqual(race.players.map(\.name), ["ann", "bob"])
    }
}
