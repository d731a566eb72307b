import CardKit
import Expectations
import Foundation
import Interpreter
import SetGame
import Testing

/// The computer on the virtual clock: it moves when its drawn think time has passed and not
/// before, the same seed gives the same game, and a person's move first wins the set.
@Suite struct OpponentSessionTests {
    /// A game of Set against the computer at `level`.
    static func versus(_ level: OpponentLevel, seed: UInt64 = 7) -> Session {
        var session = Sessions.make(.set, seed: seed)
        Sessions.run(&session, ["new-game set --opponent \(level.rawValue) --seed \(seed)"])
        return session
    }

    /// A fresh session that loaded what `session` saved.
    static func savedAndLoaded(_ session: inout Session) throws -> Session {
        guard case .save(_, let contents)? = session.evaluate("save game.json").request else {
            throw SaveMadeNoRequest()
        }
        var other = Sessions.make(.set)
        let loaded = other.load(contents: contents, path: "game.json")
        #expect(loaded.ok, "\(loaded.error?.message ?? "")")
        return other
    }

    struct SaveMadeNoRequest: Error {}

    /// `seconds` as `wait` takes them, to the millisecond.
    static func waitLine(_ seconds: Double) -> String { "wait " + String(format: "%.3f", max(0, seconds)) }

    @Test(arguments: OpponentLevel.allCases)
    func theComputerMovesWhenItsThinkTimeHasPassedAndNotBefore(level: OpponentLevel) throws {
        var session = Self.versus(level)
        let due = try #require(session.computerDue)
        let seat = try #require(session.games.setOpponent)
        expectEqual(due, seat.plannedAt + seat.plan.thinkSeconds)
        #expect(seat.plan.thinkSeconds > 0.5)
        let table = session.games.set.table
        let early = session.evaluate(Self.waitLine(due - session.clock - 0.01))
        #expect(early.ok && !early.text.contains("computer:"))
        #expect(session.games.set.table == table && session.games.set.selected.isEmpty)
        expectEqual(session.computerDue, due)
        let late = session.evaluate("wait 0.02")
        #expect(late.ok)
        expectContains(late.text, "computer: Selected", "\(late.text)")
        expectEqual(late.player, Player.computerName)
        expectEqual(session.games.set.lastMover, 1)
        expectEqual(session.games.set.selected.count, 3)
    }

    @Test func theSameSeedGivesTheSameGameAndAnotherSeedAnother() {
        func play(_ seed: UInt64) -> [String] {
            var session = Self.versus(.medium, seed: seed)
            return (0..<12).map { _ in session.evaluate("wait 20").text }
        }
        let first = play(11)
        expectEqual(first, play(11))
        #expect(first != play(12))
        #expect(first.filter { $0.contains("computer: Set!") }.count >= 3)
    }

    @Test func aPersonsClaimBeforeTheThinkTimeWinsTheSetAndRestartsTheThink() throws {
        var session = Self.versus(.hard)
        let seat = try #require(session.games.setOpponent)
        guard case .claim(let cards) = seat.plan.move else {
            Issue.record("the computer does not mean to claim: \(seat.plan.move)")
            return
        }
        let due = try #require(session.computerDue)
        Sessions.run(&session, [Self.waitLine((due - session.clock) / 2)])
        let output = session.evaluate("choose " + cards.map(\.code).joined(separator: " "))
        #expect(output.ok)
        #expect(session.games.set.players[0].score > 0)
        expectEqual(session.games.set.players[1].score, 0)
        let replanned = try #require(session.games.setOpponent)
        expectEqual(replanned.plannedAt, session.clock)
        #expect(try #require(session.computerDue) > due)
        if case .claim(let next) = replanned.plan.move { #expect(Set(next) != Set(cards)) }
    }

    @Test func aHintIsNoMoveAndLeavesTheThinkRunning() throws {
        var session = Self.versus(.easy)
        let due = try #require(session.computerDue)
        Sessions.run(&session, ["hint", "hint count", "board", "score"])
        expectEqual(session.computerDue, due)
    }

    @Test func theComputersMovesAreOrdinaryEventsWithThePlayerNamed() throws {
        var session = Self.versus(.hard)
        let options = session.options
        let output = session.evaluate("wait 60")
        let json = ReadJSON.read(output.json(line: 2))
        expectEqual(json["player"]?.string, "computer")
        let events = try #require(json["events"]?.array)
        #expect(!events.isEmpty)
        #expect(events.allSatisfy { $0["player"]?.string == "computer" })
        let players = try #require(json["state"]?["players"]?.array)
        expectEqual(players.map { $0["name"]?.string }, ["you", "computer"])
        expectEqual(players[1]["score"]?.int, session.games.set.players[1].score)
        #expect(json["state"]?["mover"]?.string == "computer")
        var fresh = Session(options: options)
        let solo = ReadJSON.read(fresh.evaluate("board").json(line: 1))
        #expect(solo["state"]?["players"]?.array?.count == 1)
        #expect(solo["player"] == nil && solo["state"]?["mover"] == nil)
    }

    @Test func saveAndLoadKeepThePlayersAndTheComputer() throws {
        var session = Self.versus(.medium)
        Sessions.run(&session, ["wait 30", "choose 1"])
        var other = try Self.savedAndLoaded(&session)
        expectEqual(other.games, session.games)
        expectEqual(other.computerDue, session.computerDue)
        expectEqual(other.evaluate("wait 60").text, session.evaluate("wait 60").text)
    }

    @Test func offStopsTheComputerAndKeepsItsScore() throws {
        var session = Self.versus(.hard)
        Sessions.run(&session, ["wait 60", "opponent off", "wait 600"])
        let score = session.games.set.players[1].score
        #expect(score > 0)
        expectEqual(session.computerDue, nil)
        expectEqual(session.games.set.players.count, 2)
        Sessions.run(&session, ["opponent easy"])
        expectEqual(session.games.set.players.count, 2)
        #expect(session.computerDue != nil)
    }

    @Test func theComputerTakesItsTurnsAtConcentrationAndOnlyThen() throws {
        var session = Sessions.make(.concentration, seed: 3)
        Sessions.run(&session, ["new-game concentration --opponent hard --seed 3"])
        expectEqual(session.computerDue, nil)  // your turn
        Sessions.run(&session, ["choose 1", "choose 2"])  // a miss: the computer's turn
        expectEqual(session.games.concentration.turn, 1)
        #expect(session.computerDue != nil)
        expectEqual(session.evaluate("choose 3").error?.message, "it is computer's turn, not yours")
        #expect(
            session.evaluate("opponent off").error?.message
                == "the computer is taking its turn: stop it once your turn comes")
        var moves = 0
        while session.games.concentration.turn == 1, moves < 30 {
            expectContains(session.evaluate("wait 60").text, "computer: Slot")
            moves += 1
        }
        #expect(moves >= 2)
        expectEqual(session.games.concentration.turn, 0)
        Sessions.run(&session, ["opponent off"])
        expectEqual(session.computerDue, nil)
    }

    /// Issue 24: the computer plays Set-Chain and UltraSet, claiming the variant's moves
    /// (carrying a card of the previous set, or four cards), and a save keeps its plan.
    @Test(arguments: [SetVariant.chain, .ultra])
    func theComputerPlaysTheVariants(variant: SetVariant) throws {
        var session = Sessions.make(.set, seed: 5)
        let start = session.evaluate("new-game set --variant \(variant.rawValue) --opponent hard --seed 5")
        #expect(start.ok, "\(start.error?.message ?? "")")
        expectEqual(session.evaluate("opponent").text, "The computer plays at hard.")
        Sessions.run(&session, ["wait 60", "wait 60", "wait 60"])
        #expect(session.games.set.players[1].score > 0)
        #expect(session.games.set.setsFound >= 2)
        if variant == .chain { expectEqual(session.games.set.chainPrevious.count, 3) }
        var other = try Self.savedAndLoaded(&session)
        expectEqual(other.evaluate("wait 60").text, session.evaluate("wait 60").text)
        var solo = Sessions.make(.set)
        Sessions.run(&solo, ["new-game set --variant \(variant.rawValue) --seed 5"])
        #expect(
            solo.evaluate("opponent easy").text
                .hasPrefix(
                    """
                    The computer plays at easy: it claims \(variant.aMove) after its think time. In scripts wait \
                    lets it move.\n
                    """
                ))
    }

    @Test(arguments: [
        ("opponent godlike", "'godlike'"), ("new-game set --opponent 3", "'3'"), ("opponent off", "does not play"),
        ("computer: choose 1 2 3", "makes its own moves"),
    ])
    func badInputAboutTheComputerIsRefused(line: String, mentions: String) {
        var session = line.hasPrefix("computer") ? Self.versus(.easy) : Sessions.make(.set)
        let games = session.games
        let output = session.evaluate(line)
        expectEqual(output.error?.message.contains(mentions), true, "\(output.error?.message ?? "accepted")")
        expectEqual(session.games, games)
    }
}
