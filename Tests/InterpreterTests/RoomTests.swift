import CardKit
import Choreography
import Expectations
import Foundation
import SetGame
import Testing

@testable import Interpreter

/// The rules of a shared table (issue 40, item 3), on the room's own logic: lines in from
/// numbered connections, lines out to some of them.
@Suite struct RoomTests {
    /// A room of seed 7 with ann on connection 1 and bob on 2.
    static func twoSeats() throws -> Room {
        var room = try Room(opening: "new-game set --seed 7")
        _ = room.connect(1)
        _ = room.connect(2)
        _ = room.receive(Array("sit ann".utf8), from: 1)
        _ = room.receive(Array("sit bob".utf8), from: 2)
        return room
    }

    static func objects(_ deliveries: [Room.Delivery]) -> [(to: Int, object: [String: Any])] {
        deliveries.map { delivery in
            let object = try? JSONSerialization.jsonObject(with: Data(delivery.line.utf8)) as? [String: Any]
            return (delivery.to, object ?? [:])
        }
    }

    static func send(_ room: inout Room, _ line: String, from number: Int) -> [(to: Int, object: [String: Any])] {
        objects(room.receive(Array(line.utf8), from: number))
    }

    /// Three codes that make a set on the table now.
    static func aSet(_ room: Room) -> String {
        let game = room.table.games.set
        guard let triple = game.setsOnTable.first else { return "" }
        return [triple.i, triple.j, triple.k].map { game.table[$0].code }.joined(separator: " ")
    }

    @Test func theFirstClaimWinsAndTheSecondCostsNothing() throws {
        var room = try Self.twoSeats()
        let set = Self.aSet(room)
        let won = Self.send(&room, "choose " + set, from: 1)
        // Everyone sees ann's set, signed with her name.
        expectEqual(Set(won.map(\.to)), [1, 2])
        #expect(won.allSatisfy { $0.object["room"] as? String == "move" && $0.object["by"] as? String == "ann" })
        expectEqual((won.first?.object["text"] as? String)?.contains("ann: Set!"), true)
        // bob's claim of the same cards comes second: refused to him alone, no points lost.
        let late = Self.send(&room, "choose " + set, from: 2)
        expectEqual(late.map(\.to), [2])
        #expect(late.first?.object["room"] as? String == "error")
        #expect(late.first?.object["error"] as? String == "too late: ann took \(set) first")
        let scores = Dictionary(uniqueKeysWithValues: room.players.map { ($0.name, $0.score) })
        expectEqual(scores["bob"], 0)
        #expect((scores["ann"] ?? 0) > 0)
        expectEqual(room.log.last, "ann: choose " + set)
    }

    @Test func aWrongClaimCostsItsPlayerAndAClaimIsThreeCards() throws {
        var room = try Self.twoSeats()
        let codes = room.table.games.set.table.map(\.code)
        let set = Set(Self.aSet(room).split(separator: " ").map(String.init))
        // Three cards that are not a set.
        var wrong: [String] = []
        outer: for a in codes.indices {
            for b in codes.indices where b > a {
                for c in codes.indices where c > b {
                    let cards = [codes[a], codes[b], codes[c]].compactMap(Card.init(code:))
                    if cards.count == 3, !Solver.isSet(cards[0], cards[1], cards[2]) {
                        wrong = [codes[a], codes[b], codes[c]]
                        break outer
                    }
                }
            }
        }
        #expect(!Set(wrong).isSubset(of: set))
        _ = Self.send(&room, "choose " + wrong.joined(separator: " "), from: 2)
        #expect((room.players.first { $0.name == "bob" }?.score ?? 0) < 0)
        let two = Self.send(&room, "choose 1 2", from: 1)
        #expect(two.first?.object["error"] as? String == "a claim is 3 cards at once (choose A B C)")
    }

    @Test func aDealNeedsEveryPlayerHere() throws {
        var room = try Self.twoSeats()
        let deck = room.table.games.set.deck.count
        let first = Self.send(&room, "deal", from: 1)
        expectEqual(first.count, 2)
        #expect(first.first?.object["text"] as? String == "ann wants to deal (1 of 2 want to deal).")
        expectEqual(room.table.games.set.deck.count, deck)
        let second = Self.send(&room, "deal", from: 2)
        #expect(second.first?.object["room"] as? String == "move")
        expectEqual(room.table.games.set.deck.count, deck - 3)
        expectEqual(room.log.last, "bob: deal")
        // bob gone, ann's ask alone is enough.
        _ = room.disconnect(2)
        _ = Self.send(&room, "deal", from: 1)
        expectEqual(room.log.last, "ann: deal")
    }

    @Test(arguments: ["save x", "load x", "source x", "undo", "hint", "new-game concentration"])
    func aSeatsRefusedLineGoesToItAlone(line: String) throws {
        var room = try Self.twoSeats()
        let before = room.log
        let out = Self.send(&room, line, from: 1)
        expectEqual(out.map(\.to), [1])
        #expect(out.first?.object["room"] as? String == "error")
        expectEqual(room.log, before)
    }

    @Test func sayReachesEveryoneWithoutControlCharactersAndTheLogKeepsIt() throws {
        var room = try Self.twoSeats()
        let said = Self.send(&room, "say hello \u{202E}there", from: 2)
        expectEqual(Set(said.map(\.to)), [1, 2])
        #expect(said.first?.object["text"] as? String == "bob: hello <U+202E>there")
        let escape = Self.send(&room, "say \u{1B}]0;pwned\u{7}", from: 2)
        expectEqual(escape.map(\.to), [2])
        // The refused line is named, its control characters written out.
        #expect(escape.first?.object["input"] as? String == "say <U+001B>]0;pwned<U+0007>")
        expectEqual(room.log.last, "# bob: hello <U+202E>there")
    }

    @Test func whoCountsThoseWhoWatchNotThoseWhoHaveNotSat() throws {
        var room = try Self.twoSeats()
        _ = room.connect(3)
        let before = Self.send(&room, "who", from: 3)
        #expect(before.first?.object["text"] as? String == "Players: ann 0, bob 0; 0 watching.")
        _ = Self.send(&room, "watch", from: 3)
        let after = Self.send(&room, "who", from: 1)
        #expect(after.first?.object["text"] as? String == "Players: ann 0, bob 0; 1 watching.")
    }

    @Test func aSeatThatLeftTakesBackItsNameAndScore() throws {
        var room = try Self.twoSeats()
        _ = Self.send(&room, "choose " + Self.aSet(room), from: 1)
        let score = room.players.first { $0.name == "ann" }?.score ?? 0
        let left = room.disconnect(1)
        expectEqual(left.map(\.to), [2])
        _ = room.connect(3)
        let taken = Self.send(&room, "sit bob", from: 3)
        #expect(taken.first?.object["error"] as? String == "bob sits here already, at another terminal")
        let back = Self.send(&room, "sit ANN", from: 3)
        #expect(back.last?.object["name"] as? String == "ann")
        expectEqual((back.last?.object["text"] as? String), "You sit as ann again, with \(score).")
        expectEqual(room.log.filter { $0.hasPrefix("sit") }.count, 2)
    }

    @Test func theLogPlaysBackToTheSameTable() throws {
        var room = try Self.twoSeats()
        _ = Self.send(&room, "choose " + Self.aSet(room), from: 2)
        _ = Self.send(&room, "deal", from: 1)
        _ = Self.send(&room, "deal", from: 2)
        let again = try Room(log: room.log)
        expectEqual(again.table.games, room.table.games)
        #expect(throws: Room.Failure.self) { try Room(log: ["new-game set --seed 7", "sit ann", "bob: deal"]) }
        #expect(throws: Room.Failure.self) { try Room(log: ["deal"]) }
    }

    /// Tab in `animset join`: the room's words first, then the cards on the table after choose.
    @Test func tabCompletesTheRoomsWordsThenTheCards() throws {
        expectEqual(RoomLine.completions(for: "s", cards: []), ["say", "score", "sit"])
        expectEqual(RoomLine.completions(for: "choose 2R", cards: ["2RSS", "3GOO", "2RSD"]), ["2RSS", "2RSD"])
        expectEqual(RoomLine.completions(for: "say 2R", cards: ["2RSS"]), [])
        // The cards Tab offers are those of the last line that had the table.
        var room = try Self.twoSeats()
        _ = room.connect(3)
        let seated = room.receive(Array("sit cy".utf8), from: 3).last?.line ?? ""
        let read = try #require(RoomLine(Array(seated.utf8)))
        expectEqual(read.kind, .seated)
        expectEqual(read.name, "cy")
        expectEqual(read.cards, room.table.games.set.table.map(\.code))
    }

    /// Tab at a seat of a flip game offers what Tab offers at home after `choose `: the slots
    /// (it offered nothing, the Set table's codes being none there); at Set, the cards by code.
    @Test func tabAtAFlipGamesSeatOffersTheSlotsAsAtHome() throws {
        var room = try Room(opening: "new-game concentration --seed 3")
        _ = room.connect(1)
        let seated = room.receive(Array("sit ann".utf8), from: 1).last?.line ?? ""
        var seat = Session()
        try RoomCopy(log: try #require(RoomLine(Array(seated.utf8))?.log)).seat(&seat)
        let home = seat.completions(for: "choose 1")
        #expect(home.contains("1") && home.contains("10"))
        expectEqual(RoomLine.completions(for: "choose 1", at: seat, words: Room.words), home)
        expectEqual(
            RoomLine.completions(for: "choose 3 ", at: seat, words: Room.words), seat.completions(for: "choose 3 "))
        expectEqual(RoomLine.completions(for: "ch", at: seat, words: Room.words), ["choose"])
        let set = try Self.twoSeats()
        try RoomCopy(log: set.log).seat(&seat)
        expectEqual(
            RoomLine.completions(for: "choose ", at: seat, words: Room.words), set.table.games.set.table.map(\.code))
    }

    /// A new game (every player asks) is its `new-game` line and each player's `sit` again,
    /// each a move of the log sent to every seat as it plays; but the table is drawn once, by
    /// the last, under the words of them all: a piped seat prints one board, not three
    /// (`RoomLine.shown`, which `animset join` prints), and a seat's copy follows every line.
    @Test func aNewGameIsDrawnOnceAtEachSeat() throws {
        var room = try Self.twoSeats()
        _ = room.receive(Array("new-game".utf8), from: 1)
        let sent = room.receive(Array("new-game".utf8), from: 2)
        for number in [1, 2] {
            let lines = sent.filter { $0.to == number }.compactMap { RoomLine(Array($0.line.utf8)) }
            expectEqual(lines.compactMap(\.input).dropFirst(), ["sit ann", "sit bob"])
            expectEqual(lines.first?.input?.hasPrefix("new-game set --seed "), true)
            let shown = lines.map(\.shown).filter { !$0.isEmpty }
            expectEqual(shown.count, 1)
            expectEqual(shown.joined().components(separatedBy: "Set · ").count, 2, "one board")
            expectEqual(
                shown.first?.hasPrefix(
                    "New game of Set, seed \(room.table.games.set.seed), rule refill.\nann takes a seat. Players: ann."
                        + "\nbob takes a seat. Players: ann, bob.\nSet · ann 0 · bob 0 · "), true)
        }
        expectEqual(room.log.suffix(2), ["sit ann", "sit bob"])
    }

    /// A seat's copy after a new game in the room (issue 40): one that followed it, and one that
    /// sat after it (whose log, and so whose clock, begins at the new game), keep the room's
    /// scores, its computer's moves and the time played (`score`; a set's bonus, the end of a
    /// game: from the new game's start), move after move.
    @Test func aSeatsTimersAndScoresAreTheRoomsAfterANewGame() throws {
        var room = try Self.twoSeats()
        var options = SessionOptions()
        options.bounds = Size(w: 44, h: 14)
        options.recordsAnimation = true
        var seats: [Int: (copy: RoomCopy, session: Session)] = [:]
        func watch(_ number: Int) throws {
            _ = room.connect(number)
            let seated = room.receive(Array("watch".utf8), from: number).last?.line ?? ""
            var seat = (
                copy: try RoomCopy(log: try #require(RoomLine(Array(seated.utf8))?.log)),
                session: Session(options: options)
            )
            seat.copy.seat(&seat.session)
            seats[number] = seat
        }
        func follow(_ deliveries: [Room.Delivery]) {
            for delivery in deliveries {
                guard var seat = seats[delivery.to], let input = RoomLine(Array(delivery.line.utf8))?.input else {
                    continue
                }
                let output = seat.copy.play(input, at: &seat.session)
                #expect(output.ok, "\(input): \(output.error?.message ?? "")")
                seats[delivery.to] = seat
            }
        }
        try watch(3)
        follow(room.receive(Array(("choose " + Self.aSet(room)).utf8), from: 1))
        follow(room.receive(Array("opponent easy".utf8), from: 2))
        follow(room.computerMoves())
        follow(room.receive(Array("new-game".utf8), from: 1))
        follow(room.receive(Array("new-game".utf8), from: 2))
        expectEqual(room.log.last, "opponent easy")
        try watch(4)
        for _ in 0..<2 {
            follow(room.receive(Array(("choose " + Self.aSet(room)).utf8), from: 2))
            follow(room.computerMoves())
        }
        var table = room.table
        let score = table.evaluate("score").text
        #expect(score.contains(" s played.") && !score.contains(" 0.0 s played."))
        expectEqual(seats.count, 2)
        for (_, seat) in seats {
            var session = seat.session
            expectEqual(session.games.set.table, room.table.games.set.table)
            expectEqual(session.games.set.players, room.table.games.set.players)
            expectEqual(session.evaluate("score").text, score)
        }
        expectEqual(seats[3]?.session.clock, room.table.clock)
    }

    /// `animset join`'s copy of the table: the log of a `seated` line, then each move's
    /// `input`, played in a seat of another size (which times its animations), keep the room's
    /// games, scores and all, and animate each move there.
    @Test func aSeatsCopyFollowsTheRoomAtItsOwnSize() throws {
        var room = try Self.twoSeats()
        _ = room.connect(3)
        let seated = try #require(RoomLine(Array((room.receive(Array("watch".utf8), from: 3).last?.line ?? "").utf8)))
        var copy = try RoomCopy(log: try #require(seated.log))
        var options = SessionOptions()
        options.bounds = Size(w: 44, h: 14)
        options.recordsAnimation = true
        var seat = Session(options: options)
        copy.seat(&seat)
        var moves = 0
        for (line, number) in [("choose " + Self.aSet(room), 2), ("deal", 1), ("deal", 2), ("choose 1 2 3", 1)] {
            for delivery in room.receive(Array(line.utf8), from: number) where delivery.to == 3 {
                guard let input = RoomLine(Array(delivery.line.utf8))?.input else { continue }
                let output = copy.play(input, at: &seat)
                #expect(output.ok, "\(input): \(output.error?.message ?? "")")
                #expect(output.animation != nil)
                moves += 1
            }
        }
        expectEqual(moves, 3)
        expectEqual(seat.games, room.table.games)
        expectEqual(seat.clock, room.table.clock)
        expectEqual(copy.players, room.players)
        expectEqual(seat.options.bounds, Size(w: 44, h: 14))
    }
}
