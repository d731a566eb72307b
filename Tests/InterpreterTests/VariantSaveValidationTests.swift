import CardKit
import Expectations
import Foundation
import SetGame
import Testing

@testable import Interpreter

/// Items 1 and 8 of issue 28: saves the rules cannot reach were loaded (Set-Chain with 41
/// chain sets found, UltraSet with 21, or 20 with 69 cards still in the deck, any game with 500
/// sets found), and finishing one recorded a game the statistics then refused. Sets found are
/// now the moves the discard pile holds (plus a match on show) within `MoveLimit`, checked by
/// the one `SetGame.validate()`; and the tables the rules do reach still load.
@Suite struct VariantSaveValidationTests {
    typealias Object = [String: Any]

    /// The save after `lines`.
    static func save(_ lines: [String]) throws -> String {
        var session = Session()
        for line in lines {
            let output = session.evaluate(line)
            try #require(output.error == nil, "\(line): \(output.error?.message ?? "")")
        }
        guard case .save(_, let contents)? = session.evaluate("save x.json").request else { throw CancellationError() }
        return contents
    }

    /// `contents` with the Set game's object edited.
    static func edited(_ contents: String, _ edit: (inout Object) -> Void) throws -> String {
        var save = try #require(try JSONSerialization.jsonObject(with: Data(contents.utf8)) as? Object)
        var games = try #require(save["games"] as? Object)
        var game = try #require(games["set"] as? Object)
        edit(&game)
        games["set"] = game
        save["games"] = games
        return String(decoding: try JSONSerialization.data(withJSONObject: save, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Why `contents` is refused; `nil` when it loads.
    static func refusal(_ contents: String) -> String? {
        var session = Session()
        return session.load(contents: contents, path: "x.json").error?.message
    }

    /// Plays `count` moves of the game in front of `session`, the first on the table each time.
    static func playMoves(_ session: inout Session, _ count: Int) throws {
        for _ in 0..<count {
            let game = session.games.set
            if game.reveal == .match, let card = game.selected.first { _ = session.evaluate("choose \(card.code)") }
            while session.games.set.movesOnTable.isEmpty {
                try #require(session.evaluate("deal").error == nil, "no move and no deal")
            }
            let move = try #require(session.games.set.movesOnTable.first)
            let output = session.evaluate("choose " + move.cards.map(\.code).joined(separator: " "))
            try #require(output.error == nil, "\(output.error?.message ?? "")")
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let lines: [String]
        let moves: Int
        let setsFound: Int
        let mentions: String
        var testDescription: String { name }
    }

    static let impossible: [Case] = [
        Case(
            name: "Set-Chain with 41 chain sets found", lines: ["new-game set --variant chain --seed 2"], moves: 3,
            setsFound: 41,
            mentions: "chain sets found 41 is out of range (0 to 40 in a Set-Chain game)"),
        Case(
            name: "UltraSet with 21 ultrasets found", lines: ["new-game set --variant ultra --seed 2"], moves: 3,
            setsFound: 21,
            mentions: "ultrasets found 21 is out of range (0 to 20 in an UltraSet game)"),
        Case(
            name: "UltraSet with 20 found and 69 in the deck", lines: ["new-game set --variant ultra --seed 2"],
            moves: 0, setsFound: 20,
            mentions: "ultrasets found 20, not the 0 discarded or shown"),
        Case(
            name: "Set with 500 sets found", lines: ["new-game set --seed 2"], moves: 2, setsFound: 500,
            mentions: "sets found 500 is out of range (0 to 27 in a standard game)"),
        Case(
            name: "Set with 3 sets found of 2", lines: ["new-game set --seed 2"], moves: 2, setsFound: 3,
            mentions: "sets found 3, not the 2 discarded or shown"),
        Case(
            name: "Set-Chain with 500 found", lines: ["new-game set --variant chain --seed 2"], moves: 2,
            setsFound: 500,
            mentions: "chain sets found 500 is out of range"),
        Case(
            name: "UltraSet with 500 found", lines: ["new-game set --variant ultra --seed 2"], moves: 2, setsFound: 500,
            mentions: "ultrasets found 500 is out of range"),
        Case(
            name: "a junior trial with 500 found", lines: ["new-game trial --deck junior --sets 30 --seed 2"], moves: 2,
            setsFound: 500,
            mentions: "sets found 500 is out of range (0 to 30 in a junior trial of 30 sets)"),
        Case(
            name: "a puzzle with 500 found", lines: ["new-game puzzle --sets 4 --seed 2"], moves: 1, setsFound: 500,
            mentions: "sets found 500 is out of range (0 to 4 in a puzzle of 4 sets)"),
        Case(
            name: "a puzzle with 2 found of 1 listed", lines: ["new-game puzzle --sets 4 --seed 2"], moves: 1,
            setsFound: 2,
            mentions: "sets found 2, not the 1 the puzzle lists"),
    ]

    @Test(arguments: impossible)
    func aSaveWithMoreMovesFoundThanTheRulesAllowIsRefused(_ broken: Case) throws {
        var session = Session()
        for line in broken.lines { _ = session.evaluate(line) }
        if session.games.set.puzzle != nil {
            for _ in 0..<broken.moves {
                let set = try #require(session.games.set.puzzleSetsLeft.first)
                _ = session.evaluate("choose " + set.slots.map { String($0 + 1) }.joined(separator: " "))
            }
        } else {
            try Self.playMoves(&session, broken.moves)
        }
        guard case .save(_, let contents)? = session.evaluate("save x.json").request else { throw CancellationError() }
        expectEqual(Self.refusal(contents), nil, "the save as written must load")
        let message = Self.refusal(try Self.edited(contents) { $0["setsFound"] = broken.setsFound })
        expectEqual(message?.contains(broken.mentions), true, "\(message ?? "accepted")")
    }

    /// Tables the rules reach by dealing while a move is on the table (it costs points, and is
    /// allowed): a save of each loads. The issue thought 43 or 78 cards in Set-Chain and 13 or 81
    /// in UltraSet impossible; they are not, and refusing them would refuse real saves.
    @Test(arguments: [
        (SetVariant.ultra, 3, 0, 2, 13), (.ultra, 23, 0, 0, 81),
        (.chain, 23, 0, 1, 78), (.chain, 11, 1, 1, 43),
    ])
    func aLargeTableTheRulesReachLoads(variant: SetVariant, deals: Int, dealsAfterFirst: Int, moves: Int, table: Int)
        throws
    {
        var session = Session()
        _ = session.evaluate("new-game set --variant \(variant.rawValue) --seed 4")
        for _ in 0..<deals { try #require(session.evaluate("deal").error == nil) }
        if dealsAfterFirst > 0 {
            try Self.playMoves(&session, 1)
            _ = session.evaluate("choose \(session.games.set.selected[0].code)")
            for _ in 0..<dealsAfterFirst { try #require(session.evaluate("deal").error == nil) }
        }
        try Self.playMoves(&session, moves)
        if session.games.set.reveal == .match { _ = session.evaluate("choose \(session.games.set.selected[0].code)") }
        expectEqual(session.games.set.table.count, table)
        guard case .save(_, let contents)? = session.evaluate("save x.json").request else { throw CancellationError() }
        expectEqual(Self.refusal(contents), nil)
    }

    /// A computer's plan claiming three table cards that are not a set loaded, and the computer
    /// then claimed them: the plan is now checked by what `SetOpponent.plan` can make.
    @Test func aPlanClaimingCardsThatAreNoSetIsRefused() throws {
        let contents = try Self.save(["new-game set --opponent hard --seed 6"])
        expectEqual(Self.refusal(contents), nil)
        var session = Session()
        _ = session.load(contents: contents, path: "x.json")
        let game = session.games.set
        let sets = game.movesOnTable.map { Set($0.cards) }
        var far: [Card]?
        search: for i in 0..<game.table.count {
            for j in (i + 1)..<game.table.count {
                for k in (j + 1)..<game.table.count {
                    let cards = [game.table[i], game.table[j], game.table[k]]
                    if !sets.contains(where: { $0.intersection(cards).count >= 2 }) {
                        far = cards
                        break search
                    }
                }
            }
        }
        let claim = try #require(far).map(\.code)
        var save = try #require(try JSONSerialization.jsonObject(with: Data(contents.utf8)) as? Object)
        var games = try #require(save["games"] as? Object)
        var seat = try #require(games["setOpponent"] as? Object)
        var plan = try #require(seat["plan"] as? Object)
        plan["move"] = ["claim": ["_0": claim]]
        seat["plan"] = plan
        games["setOpponent"] = seat
        save["games"] = games
        let broken = String(
            decoding: try JSONSerialization.data(withJSONObject: save, options: [.sortedKeys]), as: UTF8.self)
        let message = Self.refusal(broken)
        expectEqual(
            message?.contains(
                """
                the computer's planned claim \(claim.joined(separator: " ")) is not a set of the table, and hard \
                never slips
                """
            ), true,
            "\(message ?? "accepted")")
    }

    /// Random play of every variant against every level of computer, with deals at will and
    /// waits for the computer's moves: every state passes `validate()` (the checks above are
    /// the rules', not stricter).
    @Test(arguments: SetVariant.allCases, OpponentLevel.allCases)
    func playAgainstTheComputerKeepsEveryInvariant(variant: SetVariant, level: OpponentLevel) throws {
        var random = SeededGenerator(seed: 9)
        var session = Session()
        _ = session.evaluate("new-game set --variant \(variant.rawValue) --opponent \(level.rawValue) --seed 9")
        for _ in 0..<300 {
            let game = session.games.set
            let roll = random.index(below: 10)
            let line: String
            if roll < 2 {
                line = "deal"
            } else if roll < 5 {
                line = "wait 20"
            } else if roll < 6, !game.table.isEmpty {
                line = "choose \(random.index(below: game.table.count) + 1)"
            } else if let move = game.movesOnTable.first {
                line = "choose " + move.cards.map(\.code).joined(separator: " ")
            } else {
                line = "new-game set --variant \(variant.rawValue) --opponent \(level.rawValue)"
            }
            _ = session.evaluate(line)
            try session.games.validate()
        }
    }
}
