import CardKit
import Expectations
import Foundation
import Interpreter
import Testing

/// Items 4 and 6 of issue 18: a save's rosters and the computer's plans obey what the game
/// itself would produce. A name loaded obeys exactly the rule a typed name obeys (before, an
/// OSC escape loaded as a name retitled the terminal at the next `score`), and a plan names
/// cards the computer could claim (before, `wait` failed on every move until a person moved).
@Suite struct SaveRosterValidationTests {
    typealias Object = [String: Any]

    /// A save of a Set game of ann and bob against the computer (whose plan is a claim), a
    /// Concentration game of cy and dee against it, and a matching game of eve and fay.
    static let saved: String = {
        var session = Session()
        for line in [
            "new-game set --players ann,bob --opponent easy", "game concentration",
            "new-game concentration --players cy,dee --opponent easy", "cy: choose 1",
            "new-game matching --players eve,fay", "eve: choose 1", "game set",
        ] {
            _ = session.evaluate(line)
        }
        guard case .save(_, let contents)? = session.evaluate("save x.json").request else { return "" }
        return contents
    }()

    typealias Breakage = SaveValidationTests.Breakage

    /// Edits the object `key` of the save's games (a game, or a computer's seat).
    static func edit(_ save: inout Object, _ key: String, _ change: (inout Object) -> Void) {
        SaveValidationTests.game(key, &save, change)
    }

    static func rename(_ game: String, to name: String) -> Breakage {
        Breakage(name: "\(game) name \(name.debugDescription)", mentions: "is refused") { save in
            edit(&save, game) { g in
                var roster = g["roster"] as? [Object] ?? []
                roster[0]["name"] = name
                g["roster"] = roster
            }
        }
    }

    static func claim(_ pick: @escaping @Sendable (_ table: [String], _ deck: [String]) -> [String], _ name: String)
        -> Breakage
    {
        Breakage(name: name, mentions: "is not 3 different cards it can choose") { save in
            var games = save["games"] as? Object ?? [:]
            let set = games["set"] as? Object ?? [:]
            let cards = pick(set["table"] as? [String] ?? [], set["deck"] as? [String] ?? [])
            var seat = games["setOpponent"] as? Object ?? [:]
            seat["plan"] = ["move": ["claim": ["_0": cards]], "thinkSeconds": 5.0]
            games["setOpponent"] = seat
            save["games"] = games
        }
    }

    static let breakages: [Breakage] = [
        rename("set", to: "\u{1B}]0;PWNED\u{07}x"),
        rename("set", to: "\u{202E}nna"),
        rename("set", to: "deal"),
        rename("set", to: "1ann"),
        rename("set", to: "ann bob"),
        rename("concentration", to: "\u{1B}[31mcy"),
        rename("concentration", to: "hint"),
        rename("matching", to: "\u{1B}[2Jeve"),
        rename("matching", to: "pass"),
        claim({ _, deck in Array(deck.prefix(3)) }, "a claim of deck cards"),
        claim({ table, _ in [table[0], table[0], table[0]] }, "one card three times"),
        claim({ table, _ in Array(table.prefix(2)) }, "a claim of 2 cards"),
        claim({ table, _ in Array(table.prefix(5)) }, "a claim of 5 cards"),
        Breakage(name: "a Concentration plan on a face-up card", mentions: "is not a face-down card") { save in
            edit(&save, "concentrationOpponent") { seat in
                seat["plan"] = ["move": ["choose": ["slot": 1]], "thinkSeconds": 2.0]
            }
        },
        Breakage(name: "a Concentration plan off the table", mentions: "is not a face-down card") { save in
            edit(&save, "concentrationOpponent") { seat in
                seat["plan"] = ["move": ["choose": ["slot": 99]], "thinkSeconds": 2.0]
            }
        },
    ]

    @Test(arguments: breakages)
    func aBrokenRosterOrPlanIsRefused(_ breakage: Breakage) throws {
        var save = try #require(try JSONSerialization.jsonObject(with: Data(Self.saved.utf8)) as? Object)
        breakage.edit(&save)
        let broken = try JSONSerialization.data(withJSONObject: save)
        var session = Session()
        let before = session.games
        let output = session.load(contents: String(decoding: broken, as: UTF8.self), path: "broken.json")
        let message = output.error?.message ?? "accepted"
        expectContains(message, breakage.mentions, "\(message)")
        #expect(!message.unicodeScalars.contains { SafeText.isUnsafe($0) })
        expectEqual(session.games, before)
    }

    @Test func theUnbrokenSaveLoads() throws {
        var session = Session()
        let output = session.load(contents: Self.saved, path: "good.json")
        #expect(output.ok, "\(output.error?.message ?? "")")
        expectContains(Self.saved, "\"claim\"")
        // The matching game's players and turn come back (eve chose one card: still her turn).
        expectEqual(session.games.matching.players.map(\.name), ["eve", "fay"])
        #expect(session.games.matching.turn == 0 && session.games.matching.faceUpSlots == [1])
        #expect(session.evaluate("wait 120").ok)
    }
}
