import CardKit
import Expectations
import Foundation
import SetGame
import Testing
import WireFormat

@testable import Interpreter

/// Issue 39, item 3: `review` judges each set taken by `hint best`'s own engine, from a log of
/// the tables the sets were taken from that is saved, undone and checked with the game.
@Suite struct ReviewTests {
    /// The cards of the first set on the table, as codes for `choose`.
    static func firstSet(_ session: Session) -> String {
        let game = session.games.set
        guard let set = game.setsOnTable.first else { return "" }
        return set.slots.map { game.table[$0].code }.joined(separator: " ")
    }

    /// Takes a set: the match on show put away, dealt to until the table holds one.
    static func takeASet(_ session: inout Session) {
        if session.games.set.reveal != .none { Sessions.run(&session, ["unselect"]) }
        while session.games.set.setsOnTable.isEmpty { Sessions.run(&session, ["deal"]) }
        Sessions.run(&session, ["choose " + firstSet(session)])
    }

    /// A record's JSON, read back.
    static func record(_ output: Output) -> ReadJSON { ReadJSON.read(output.json(line: 1)) }

    @Test func aRowIsWhatHintBestSaidBeforeTheSet() throws {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["choose " + Self.firstSet(session)])
        let hint = Self.record(session.evaluate("hint best"))["perfect"]
        let moves = try #require(hint?["moves"]?.array)
        let best = try #require(hint?["best"]?.int)
        // Not hint best's own choice, so that the row has a cost.
        let taken = try #require(moves.indices.first { $0 != best })
        let cards = (moves[taken]["cards"]?.array ?? []).compactMap(\.string)
        try #require(cards.count == 3)
        Sessions.run(&session, ["choose " + cards.joined(separator: " ")])
        let review = Self.record(session.evaluate("review"))["review"]
        let row = try #require(review?["moves"]?.array?.last)
        expectEqual(row["set"]?.int, 2)
        expectEqual(row["cards"]?.array?.compactMap(\.string), cards)
        expectEqual(row["chance"], moves[taken]["chance"])
        expectEqual(row["low"], moves[taken]["low"])
        #expect(row["best"]?["cards"] == moves[best]["cards"])
        #expect(row["best"]?["chance"] == moves[best]["chance"])
        expectEqual(row["help"]?.array?.compactMap(\.string), ["hint best"])
        #expect(review?["exact"]?.bool == false)
        #expect(review?["over"]?.bool == false)
    }

    @Test func theLogIsUndoneSavedAndStartedAgain() throws {
        var session = Sessions.make(.set, seed: 7)
        let table = session.games.set.table
        let first = Self.firstSet(session)
        Sessions.run(&session, ["hint", "choose " + first])
        var moves = session.games.setTable.moves.moves
        expectEqual(moves.count, 1)
        expectEqual(moves.first?.table, table)
        expectEqual(moves.first?.cards.map(\.code).joined(separator: " "), first)
        expectEqual(moves.first?.gone, 0)
        expectEqual(moves.first?.help, [.hint])
        Sessions.run(&session, ["choose " + Self.firstSet(session)])
        moves = session.games.setTable.moves.moves
        expectEqual(moves.count, 2)
        expectEqual(moves.last?.gone, 3)
        expectEqual(moves.last?.help, nil)
        Sessions.run(&session, ["undo"])
        expectEqual(session.games.setTable.moves.moves.count, 1)
        Sessions.run(&session, ["redo"])
        expectEqual(session.games.setTable.moves.moves, moves)
        let saved = try #require(Sessions.saveAndLoad(&session))
        expectContains(saved.contents, "\"setMoves\"")
        expectEqual(saved.restored.games.setTable.moves.moves, moves)
        Sessions.run(&session, ["layout 1RSD 2RSD 3RSD"])
        #expect(session.games.setTable.moves.moves.isEmpty)
        Sessions.run(&session, ["choose 1RSD 2RSD 3RSD", "new-game"])
        #expect(session.games.setTable.moves.moves.isEmpty)
        // A game with no set taken saves as it always did.
        let fresh = try #require(Sessions.saveAndLoad(&session))
        expectOmits(fresh.contents, "setMoves")
    }

    /// A save of an older animset has no log: the sets before it are counted, not judged; the
    /// sets after it are (exactly, with the junior deck).
    @Test func aSaveWithoutTheLogReviewsTheSetsAfterIt() throws {
        var session = Sessions.make(.set, seed: 3)
        Sessions.run(&session, ["new-game set --deck junior --seed 3"])
        for _ in 0..<4 { Self.takeASet(&session) }
        guard case .save(_, let contents)? = session.evaluate("save old.json").request else {
            Issue.record("no save")
            return
        }
        let data = try #require(contents.data(using: .utf8))
        var save = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var games = try #require(save["games"] as? [String: Any])
        #expect(games.removeValue(forKey: "setMoves") != nil)
        save["games"] = games
        let old = String(decoding: try JSONSerialization.data(withJSONObject: save), as: UTF8.self)
        var loaded = Sessions.make(.set)
        #expect(loaded.load(contents: old, path: "old.json").ok)
        var output = loaded.evaluate("review")
        expectContains(output.text, "4 sets taken before this game's record began", "\(output.text)")
        expectContains(output.text, "No set taken yet")
        Self.takeASet(&loaded)
        output = loaded.evaluate("review")
        let review = Self.record(output)["review"]
        #expect(review?["unrecorded"]?.int == 4)
        #expect(review?["exact"]?.bool == true)
        let row = try #require(review?["moves"]?.array?.first)
        expectEqual(row["set"]?.int, 5)
        expectEqual(row["samples"]?.int, 0)
        #expect(row["low"] == row["chance"] && row["high"] == row["chance"])
        expectContains(output.text, "(Exact: every order of the unseen cards", "\(output.text)")
    }

    @Test func controlCStopsItChangingNothing() {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["choose " + Self.firstSet(session)])
        session.interruption = { true }
        Sessions.expectRefused(
            "review", mentioning: "interrupted: review stopped at Ctrl-C; nothing changed", by: &session)
    }

    @Test func theComputersSetsAreJudgedButNeverMarked() throws {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["opponent hard", "wait 60"])
        let log = session.games.setTable.moves.moves
        let computer = try #require(log.first?.player)
        expectEqual(session.games.set.players[computer].name, Player.computerName)
        let review = Self.record(session.evaluate("review"))["review"]
        let row = try #require(review?["moves"]?.array?.first)
        expectEqual(row["computer"]?.bool, true)
        expectEqual(row["player"]?.string, "computer")
        expectEqual(row["mark"], .null)
    }

    /// In a race the log keeps who took each set (by seat), and the hint asked before it.
    @Test func aRaceKeepsWhoTookEachSet() throws {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["new-game set --players ann,bob --seed 7", "hint"])
        Sessions.run(&session, ["bob: choose " + Self.firstSet(session)])
        let moves = session.games.setTable.moves.moves
        expectEqual(moves.count, 1)
        expectEqual(moves.first?.player, 1)
        expectEqual(session.games.set.players[1].name, "bob")
        expectEqual(moves.first?.help, [.hint])
    }

    struct Breakage: CustomTestStringConvertible, Sendable {
        let name: String
        let mentions: String
        /// Edits the log's sets (two, the second on show).
        let edit: @Sendable (inout [[String: Any]]) -> Void
        var testDescription: String { name }
    }

    /// A save of seed 7 after two sets, its log edited by `edit`.
    static func save(editing edit: (inout [[String: Any]]) -> Void) throws -> String {
        var session = Sessions.make(.set, seed: 7)
        for _ in 0..<2 { Sessions.run(&session, ["choose " + Self.firstSet(session)]) }
        guard case .save(_, let contents)? = session.evaluate("save x.json").request else { return "" }
        let data = try #require(contents.data(using: .utf8))
        var save = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var games = try #require(save["games"] as? [String: Any])
        var log = try #require(games["setMoves"] as? [String: Any])
        var moves = try #require(log["moves"] as? [[String: Any]])
        edit(&moves)
        log["moves"] = moves
        games["setMoves"] = log
        save["games"] = games
        return String(decoding: try JSONSerialization.data(withJSONObject: save), as: UTF8.self)
    }

    static let breakages: [Breakage] = [
        Breakage(name: "not a set", mentions: "set taken 2 is not a set") { moves in
            var cards = moves[1]["cards"] as! [String]
            cards[2] = (moves[1]["table"] as! [String]).first { !cards.contains($0) }!
            moves[1]["cards"] = cards
        },
        Breakage(name: "not on its table", mentions: "not on its table") { moves in
            let taken = (moves[1]["cards"] as! [String])[0]
            moves[1]["table"] = (moves[1]["table"] as! [String]).filter { $0 != taken }
        },
        Breakage(name: "a card twice on its table", mentions: "holds a card twice") { moves in
            let table = moves[1]["table"] as! [String]
            moves[1]["table"] = table + [table[0]]
        },
        Breakage(name: "a card already gone", mentions: "already gone") { moves in
            moves[1]["table"] = (moves[1]["table"] as! [String]) + [(moves[0]["cards"] as! [String])[0]]
        },
        Breakage(name: "the wrong count of cards gone", mentions: "says 0 cards were gone before it, not 3") {
            moves in moves[1]["gone"] = 0
        },
        Breakage(name: "sets in the wrong order", mentions: "is not on the discard pile where it went") { moves in
            moves.swapAt(0, 1)
            (moves[0]["gone"], moves[1]["gone"]) = (0, 3)
        },
        Breakage(name: "more sets than the game found", mentions: "3 sets taken are recorded") { moves in
            moves.append(moves[1])
        },
        Breakage(name: "a player not seated", mentions: "taken by player 1, who is not seated") { moves in
            moves[1]["player"] = 1
        },
        Breakage(name: "a card of no deck", mentions: "invalid card code") { moves in
            moves[1]["cards"] = ["1RSD", "2RSD", "\u{1B}[2J"]
        },
        Breakage(name: "a help twice", mentions: "names a help twice") { moves in moves[1]["help"] = ["hint", "hint"] },
    ]

    @Test(arguments: breakages)
    func aBrokenLogIsRefusedOnLoad(_ breakage: Breakage) throws {
        let broken = try Self.save(editing: breakage.edit)
        var session = Sessions.make(.set)
        let before = session.games
        let message = session.load(contents: broken, path: "broken.json").error?.message ?? "accepted"
        expectContains(message, breakage.mentions, "\(message)")
        #expect(!message.unicodeScalars.contains { SafeText.isUnsafe($0) })
        expectEqual(session.games, before)
    }

    @Test func theUnbrokenLogLoads() throws {
        var session = Sessions.make(.set)
        #expect(session.load(contents: try Self.save { _ in }, path: "good.json").ok)
        expectEqual(session.games.setTable.moves.moves.count, 2)
    }
}
