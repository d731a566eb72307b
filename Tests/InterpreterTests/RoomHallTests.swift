import CardKit
import Expectations
import Foundation
import Testing

@testable import Interpreter

/// One host, many rooms (issue 40, item 8): a connection's `room NAME` takes it from the host's
/// unnamed room to the room NAME, made at that moment with the host's opening; each room plays
/// alone; a name that is not a plain folder name is refused, and the connection closed.
@Suite struct RoomHallTests {
    /// A hall whose unnamed room and every room made deal Set seed 7.
    static func hall(makesRooms: Bool = true, named: [String] = []) throws -> RoomHall {
        var rooms: [String: Room] = [:]
        for name in named {
            var room = try Room(opening: "new-game set --seed 7")
            room.name = name
            rooms[name] = room
        }
        return RoomHall(
            unnamed: try Room(opening: "new-game set --seed 7"), rooms: rooms, makesRooms: makesRooms, seed: 7,
            seeds: SeededGenerator(seed: 1), opening: { "new-game set --seed \($0)" })
    }

    static func send(_ hall: inout RoomHall, _ line: String, from number: Int) -> RoomHall.Outcome {
        hall.receive(Array(line.utf8), from: number)
    }

    static func object(_ delivery: Room.Delivery?) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data((delivery?.line ?? "").utf8)) as? [String: Any]) ?? [:]
    }

    @Test func aClaimReachesItsOwnRoomAlone() throws {
        var hall = try Self.hall()
        for number in 1...3 { _ = hall.connect(number) }
        let entered = Self.send(&hall, "room Friday", from: 1)
        #expect(entered.made && entered.room == "friday")
        #expect(
            Self.object(entered.deliveries.first)["text"] as? String
                == "The room friday: a room of Set. sit NAME takes a seat (or takes yours back), watch looks on. "
                + "Nobody sits yet.")
        #expect(!Self.send(&hall, "room friday", from: 2).made)
        _ = Self.send(&hall, "sit ann", from: 1)
        _ = Self.send(&hall, "sit bob", from: 2)
        _ = Self.send(&hall, "sit cy", from: 3)
        let set = RoomTests.aSet(try #require(hall.rooms["friday"]))
        let claim = Self.send(&hall, "choose " + set, from: 1)
        expectEqual(claim.room, "friday")
        expectEqual(Set(claim.deliveries.map(\.to)), [1, 2])
        expectEqual(hall.rooms["friday"]?.log, ["new-game set --seed 7", "sit ann", "sit bob", "ann: choose " + set])
        expectEqual(hall.rooms[""]?.log, ["new-game set --seed 7", "sit cy"])
        // Its seats left, the room keeps its players; the unnamed room never saw them.
        _ = hall.disconnect(1)
        expectEqual(hall.rooms["friday"]?.present, ["bob"])
    }

    static let badNames: [(line: String, error: String)] = [
        ("room fri/day", "'fri/day' cannot be a room's name"),
        ("room ..", "'..' cannot be a room's name"),
        ("room a\u{1B}[2Jb", "'a<U+001B>[2Jb' cannot be a room's name"),
        ("room " + String(repeating: "x", count: 33), "cannot be a room's name"),
        ("room -x", "'-x' cannot be a room's name"),
        ("room friday monday", "room takes one name: room NAME"),
    ]

    @Test(arguments: badNames) func aBadNameIsRefusedAndTheConnectionClosed(line: String, error: String) throws {
        var hall = try Self.hall()
        _ = hall.connect(1)
        let refused = Self.send(&hall, line, from: 1)
        expectEqual(refused.deliveries.count, 1)
        expectEqual(refused.deliveries.first?.closes, true)
        expectEqual((Self.object(refused.deliveries.first)["error"] as? String)?.contains(error), true)
        expectEqual(hall.rooms.count, 1)
        // What it sent after, meant for that room, plays nowhere.
        #expect(Self.send(&hall, "sit ann", from: 1).deliveries.isEmpty)
        expectEqual(hall.rooms[""]?.log.count, 1)
    }

    @Test func aSeatedConnectionStaysInItsRoomAndAClosedHostMakesNoRoom() throws {
        var hall = try Self.hall(makesRooms: false, named: ["friday"])
        _ = hall.connect(1)
        _ = hall.connect(2)
        _ = Self.send(&hall, "room friday", from: 1)
        _ = Self.send(&hall, "sit ann", from: 1)
        let stays = Self.send(&hall, "room monday", from: 1)
        expectEqual(stays.deliveries.first?.closes, false)
        #expect(
            Self.object(stays.deliveries.first)["error"] as? String
                == "you sit as ann in the room friday: a connection stays in its room (join again)")
        // `room` alone says where it is, seated or not (man animset-room).
        let here = Self.send(&hall, "room", from: 1)
        #expect(Self.object(here.deliveries.first)["text"] as? String == "You are in the room friday.")
        let none = Self.send(&hall, "room monday", from: 2)
        #expect(
            Self.object(none.deliveries.first)["error"] as? String
                == "this host has no room monday: its rooms are friday")
        expectEqual(hall.rooms.keys.sorted(), ["", "friday"])
    }

    @Test func aRoomNameIsAFoldersNameInLowerCase() {
        expectEqual(RoomName.check("Friday_2-b"), .success("friday_2-b"))
        expectEqual(RoomName.check(String(repeating: "a", count: 32)), .success(String(repeating: "a", count: 32)))
        for bad in ["", "a.b", "é", "a b", "_x", "room.animset"] {
            expectEqual((try? RoomName.check(bad).get()), nil, "\(bad)")
        }
    }
}
