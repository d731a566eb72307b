import CardKit
import Expectations
import Foundation
import Testing

@testable import Interpreter

/// Turns and the computer in a room (issue 40, item 3): Concentration as two at one keyboard
/// play it, a turn that never waits for a player who left, and the computer, whose moves the log
/// keeps as `wait SECONDS`.
@Suite struct RoomTurnsTests {
    /// A Concentration room of seed 3 with ann on connection 1 and bob on 2.
    static func twoSeats(_ opening: String = "new-game concentration --seed 3") throws -> Room {
        var room = try Room(opening: opening)
        _ = room.connect(1)
        _ = room.connect(2)
        _ = room.receive(Array("sit ann".utf8), from: 1)
        _ = room.receive(Array("sit bob".utf8), from: 2)
        return room
    }

    static func send(_ room: inout Room, _ line: String, from number: Int) -> [(to: Int, object: [String: Any])] {
        RoomTests.objects(room.receive(Array(line.utf8), from: number))
    }

    /// Two slots of one pair, and a slot of another pair, on the table now.
    static func pairAndMiss(_ room: Room) -> (pair: [Int], miss: Int) {
        let cards = room.table.games.concentration.cards
        let first = cards[0].pair
        let mate = (1..<cards.count).first { cards[$0].pair == first } ?? 1
        let other = (1..<cards.count).first { cards[$0].pair != first } ?? 1
        return ([1, mate + 1], other + 1)
    }

    @Test func aSeatMovesOnlyOnItsTurnAndTheOthersAreToldWhose() throws {
        var room = try Self.twoSeats()
        let early = Self.send(&room, "choose 1", from: 2)
        expectEqual(early.map(\.to), [2])
        #expect(early.first?.object["error"] as? String == "it is ann's turn, not bob's")
        let (_, miss) = Self.pairAndMiss(room)
        let flip = Self.send(&room, "choose 1", from: 1)
        expectEqual(Set(flip.map(\.to)), [1, 2])
        _ = Self.send(&room, "\(miss)", from: 1)
        expectEqual(room.log.suffix(2), ["ann: choose 1", "ann: choose \(miss)"])
        // A miss passes the turn: now ann is refused, and bob plays.
        #expect(
            Self.send(&room, "choose 2", from: 1).first?.object["error"] as? String == "it is bob's turn, not ann's")
        #expect(Self.send(&room, "bob: 4", from: 2).first?.object["room"] as? String == "move")
        expectEqual(room.log.last, "bob: choose 4")
    }

    @Test func theTurnOfAPlayerWhoLeftPassesOn() throws {
        var room = try Self.twoSeats()
        let (_, miss) = Self.pairAndMiss(room)
        _ = Self.send(&room, "choose 1", from: 1)
        // ann leaves with a card up: her turn passes, the card turns down.
        let left = RoomTests.objects(room.disconnect(1))
        expectEqual(room.log.last, "ann: pass")
        #expect(left.contains { ($0.object["text"] as? String)?.contains("Passed: bob's turn.") == true })
        #expect(room.table.games.concentration.faceUpSlots.isEmpty)
        // bob misses: the turn comes to ann, away, and passes back at once.
        _ = Self.send(&room, "choose 1", from: 2)
        _ = Self.send(&room, "choose \(miss)", from: 2)
        expectEqual(room.log.suffix(3), ["bob: choose 1", "bob: choose \(miss)", "ann: pass"])
        expectEqual(room.table.games.concentration.turn, 1)
        // Back, ann takes her seat and her turns again.
        _ = room.connect(3)
        _ = Self.send(&room, "sit ann", from: 3)
        _ = Self.send(&room, "choose 2", from: 2)
        _ = Self.send(&room, "choose \(miss == 3 ? 4 : 3)", from: 2)
        #expect(room.log.last != "ann: pass")
        try expectEqual(Room(log: room.log).table.games, room.table.games)
    }

    @Test func theComputerTakesItsTurnsAsWaitsThatPlayBack() throws {
        var room = try Self.twoSeats()
        expectEqual(room.computerDelay, nil)
        _ = Self.send(&room, "opponent easy", from: 2)
        expectEqual(room.log.last, "opponent easy")
        expectEqual(room.computerDelay, nil)  // ann's turn
        let (_, miss) = Self.pairAndMiss(room)
        _ = Self.send(&room, "choose 1", from: 1)
        _ = Self.send(&room, "choose \(miss)", from: 1)
        _ = Self.send(&room, "choose 2", from: 2)
        _ = Self.send(&room, "choose \(miss == 3 ? 4 : 3)", from: 2)
        // bob's pair or miss: play on until the computer's turn.
        var guardRounds = 0
        while room.computerDelay == nil, guardRounds < 20 {
            let turn = room.table.games.concentration.turn
            let number = turn == 0 ? 1 : 2
            let down = room.table.games.concentration.cards.indices.filter {
                !room.table.games.concentration.cards[$0].isMatched
            }
            _ = Self.send(&room, "choose \((down.first ?? 0) + 1)", from: number)
            guardRounds += 1
        }
        let delay = try #require(room.computerDelay)
        #expect(delay > 0)
        let moved = RoomTests.objects(room.computerMoves())
        #expect(moved.first?.object["by"] as? String == "computer")
        expectEqual(room.log.last?.hasPrefix("wait "), true)
        try expectEqual(Room(log: room.log).table.games, room.table.games)
        // Nobody here: the computer waits too.
        _ = room.disconnect(1)
        _ = room.disconnect(2)
        expectEqual(room.computerDelay, nil)
    }

    @Test func matchingTakesTurnsAndAMismatchLeavesNoCardUp() throws {
        var room = try Self.twoSeats("new-game matching --seed 2")
        // Seed 2: K♣ 9♣ match in slots 1 and 2; 4♠ and 7♥ in 3 and 5 do not.
        _ = Self.send(&room, "choose 1", from: 1)
        _ = Self.send(&room, "choose 2", from: 1)
        #expect(
            Self.send(&room, "choose 3", from: 2).first?.object["error"] as? String == "it is ann's turn, not bob's")
        _ = Self.send(&room, "choose 3", from: 1)
        _ = Self.send(&room, "choose 5", from: 1)
        #expect(room.table.games.matching.faceUpSlots.isEmpty)
        expectEqual(room.table.games.matching.turn, 1)
        _ = Self.send(&room, "choose 4", from: 2)
        _ = room.disconnect(2)
        expectEqual(room.log.suffix(2), ["bob: choose 4", "bob: pass"])
        #expect(room.table.games.matching.faceUpSlots.isEmpty)
        try expectEqual(Room(log: room.log).table.games, room.table.games)
    }
}
