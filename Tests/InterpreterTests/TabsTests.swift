import CardKit
import Expectations
import Foundation
import Interpreter
import JSONCoding
import Testing

/// The three games as tabs: each keeps its state, `new-game` applies to the one in front,
/// `--game` picks the first, and undo and save cover them all.
@Suite struct TabsTests {
    /// A few moves in every game, ending in `last`.
    static func playedSession(endingIn last: GameKind = .set) -> Session {
        var session = Sessions.make(.set, seed: 3)
        Sessions.run(
            &session,
            [
                "choose 1 2", "deal",
                "game concentration", "choose 1", "choose 2", "choose 3", "theme animals",
                "game matching", "mode 3", "choose 4", "choose 5",
                "game \(last.rawValue)",
            ])
        return session
    }

    @Test func eachGameResumesWhereItWasAfterSwitches() {
        var session = Self.playedSession()
        var states: [GameKind: JSONFragment] = [:]
        for kind in GameKind.allCases {
            let output = session.evaluate("game \(kind.rawValue)")
            expectEqual(output.game, kind)
            states[kind] = output.state
        }
        for kind in [GameKind.matching, .set, .concentration, .set, .matching] {
            let output = session.evaluate("game \(kind.rawValue)")
            expectEqual(output.state, states[kind])
            #expect(session.evaluate("expect game \(kind.rawValue)").ok)
        }
        expectEqual(session.games.concentration.flips, 3)
        expectEqual(session.games.matching.mode.count, 3)
    }

    @Test(arguments: GameKind.allCases)
    func theGameOptionPicksTheFirstTab(kind: GameKind) {
        var session = Sessions.make(kind)
        let output = session.evaluate("board")
        expectEqual(output.game, kind)
        expectContains(output.json(line: 1), #""game":"\#(kind.rawValue)""#)
        #expect(session.evaluate("expect game \(kind.rawValue)").ok)
        #expect(session.evaluate("expect score 0").ok)
        #expect(session.evaluate("expect over false").ok)
    }

    @Test(arguments: GameKind.allCases)
    func newGameAppliesToTheGameInFrontOnly(kind: GameKind) {
        var session = Self.playedSession(endingIn: kind)
        let before = session.games
        let output = session.evaluate("new-game --seed 11")
        #expect(output.ok)
        expectEqual(output.game, kind)
        for other in GameKind.allCases where other != kind {
            switch other {
            case .set: expectEqual(session.games.set, before.set)
            case .concentration: expectEqual(session.games.concentration, before.concentration)
            case .matching: expectEqual(session.games.matching, before.matching)
            }
        }
        #expect(session.evaluate("expect score 0").ok)
    }

    @Test func newGameWithAGameNameSwitchesToIt() {
        var session = Sessions.make(.set)
        let output = session.evaluate("new-game matching --seed 4")
        expectEqual(output.game, .matching)
        expectEqual(session.games.current, .matching)
        let again = Sessions.make(.matching, seed: 4)
        expectEqual(session.games.matching, again.games.matching)
    }

    @Test func sameSeedSameOutputInEveryGame() {
        let script = [
            "game concentration", "choose 1", "choose 2", "choose 3", "theme", "theme sports", "board", "score",
            "game matching", "choose 1", "choose 2", "mode 3", "board", "score", "new-game concentration", "undo",
        ]
        func run(_ seed: UInt64) -> [String] {
            var session = Sessions.make(.set, seed: seed)
            return script.map { line in
                let output = session.evaluate(line)
                return output.text + (output.error?.message ?? "") + output.json(line: 0)
            }
        }
        expectEqual(run(7), run(7))
        #expect(run(7) != run(8))
    }

    @Test func undoFollowsOneHistoryAcrossTabs() {
        var session = Sessions.make(.set)
        let set = session.evaluate("choose 1").state
        let concentration = session.evaluate("game concentration").state
        _ = session.evaluate("choose 1")
        expectEqual(session.evaluate("undo").state.withoutClock, concentration.withoutClock)
        let back = session.evaluate("undo")
        expectEqual(back.game, .set)
        expectEqual(back.state.withoutClock, set.withoutClock)
        expectEqual(session.evaluate("redo").game, .concentration)
    }

    @Test func saveAndLoadKeepEveryGame() throws {
        var session = Self.playedSession(endingIn: .concentration)
        let output = session.evaluate("save games.json")
        guard case .save(let path, let contents) = output.request else {
            Issue.record("save made no request")
            return
        }
        expectEqual(path, "games.json")
        var restored = Sessions.make(.set, seed: 99)
        let loaded = restored.load(contents: contents, path: path)
        #expect(loaded.ok, "\(loaded.error?.message ?? "")")
        expectEqual(loaded.game, .concentration)
        expectEqual(restored.games, session.games)
        for kind in GameKind.allCases {
            expectEqual(
                restored.evaluate("game \(kind.rawValue)").state, session.evaluate("game \(kind.rawValue)").state)
        }
        expectEqual(restored.evaluate("choose 5").state, session.evaluate("choose 5").state)
    }

    @Test func aSaveFileWithoutTheNewGamesIsRefusedCleanly() {
        var session = Sessions.make(.set)
        guard case .save(_, let contents) = session.evaluate("save x").request else {
            Issue.record("save made no request")
            return
        }
        let trimmed = contents.replacingOccurrences(of: #""matching""#, with: #""matchingX""#)
        let games = session.games
        let output = session.load(contents: trimmed, path: "x")
        expectEqual(output.error?.message.contains("is not a valid animset save file"), true)
        expectEqual(session.games, games)
    }

    /// Flips are animated with the cards named by place (`c3`), never by face or code.
    @Test(arguments: [GameKind.concentration, .matching])
    func flipsAreAnimatedByPlace(kind: GameKind) throws {
        var session = Sessions.make(kind)
        let first = session.evaluate("choose 3").json(line: 1)
        expectContains(first, #""kind":"flip","cards":["c3"]"#)
        expectContains(first, #""faceUp":true"#)
        #expect(session.clock > 0)
        let events = try #require(first.range(of: #""events":"#)).upperBound
        let cards = try Regex(#""cards":\[([^\]]*)\]"#)
        let named = first[events...].matches(of: cards)
        #expect(!named.isEmpty)
        for match in named {
            let names = String(first[match.range]).split(separator: "[").last ?? ""
            #expect(names.split(separator: ",").allSatisfy { $0.hasPrefix("\"c") })
        }
        let redeal = session.evaluate("new-game").json(line: 2)
        expectContains(redeal, #""kind":"deal""#)
    }

    /// Issue 19: Tab completes the codes of the cards on the Set table, not only slots.
    @Test func tabCompletesCardCodesOnTheTable() {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["layout 2RSD 2RSO 1GSD 1RSS 2PTO 3GOS"])
        expectEqual(session.completions(for: "choose 2R"), ["2RSD", "2RSO"])
        expectEqual(session.completions(for: "choose 2rsd 2r"), ["2rsd", "2rso"])
        expectEqual(session.completions(for: "why 1 2 1G"), ["1GSD"])
        expectEqual(session.completions(for: "choose 2"), ["2"], "a digit alone completes slots, as before")
        #expect(session.completions(for: "hint 2R").isEmpty)
    }

    @Test func helpCompletesItsTopics() {
        var session = Sessions.make(.set)
        expectEqual(session.completions(for: "help ru"), ["rule", "rules"])
        expectContains(session.completions(for: "help sc"), "score")
        let rules = session.evaluate("help rules").text
        expectContains(rules, "Three cards are a set when")
        expectContains(rules, "make a set (none of them on the table):", "an example that gives no set away")
    }

    @Test func completionFollowsTheGameInFront() {
        var session = Sessions.make(.concentration)
        // Lower case, so that Tab after a lower-case prefix can insert the rest.
        expectEqual(session.completions(for: "theme "), ["halloween", "animals", "sports", "faces", "food", "flags"])
        expectEqual(session.completions(for: "theme F"), ["faces", "food", "flags"])
        expectEqual(session.completions(for: "choose 2"), ["2", "20", "21", "22", "23", "24"])
        #expect(session.completions(for: "hi").isEmpty)
        expectEqual(session.completions(for: "th"), ["theme"])
        _ = session.evaluate("game matching")
        expectEqual(session.completions(for: "choose 1"), ["1", "10", "11", "12"])
        // `mode` is the matching game's alone; `mouse` is every game's.
        expectEqual(session.completions(for: "mo"), ["mode", "mouse"])
        _ = session.evaluate("game set")
        expectEqual(session.completions(for: "mo"), ["mouse"])
        #expect(session.completions(for: "th").isEmpty)
    }

    static let setRefusals: [(line: String, mentions: String)] = [
        ("theme animals", "theme is not available in the set game"),
        ("mode 3", "mode is not available in the set game"),
        ("expect flips 0", "expect flips is not available in the set game"),
        ("expect theme Food", "expect theme is not available in the set game"),
        ("expect mode 2", "expect mode is not available in the set game"),
        ("choose AS", "'AS' is not a slot number or a card code"),
        ("choose 10H", "'10H' is not a slot number or a card code"),
    ]

    @Test(arguments: setRefusals)
    func otherGamesCommandsAreRefusedInSet(line: String, mentions: String) {
        var session = Sessions.make(.set)
        let games = session.games
        let message = session.evaluate(line).error?.message ?? ""
        expectContains(message, mentions, "\(message)")
        expectEqual(session.games, games)
    }
}
