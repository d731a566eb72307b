import CardKit
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
            #expect(output.game == kind)
            states[kind] = output.state
        }
        for kind in [GameKind.matching, .set, .concentration, .set, .matching] {
            let output = session.evaluate("game \(kind.rawValue)")
            #expect(output.state == states[kind])
            #expect(session.evaluate("expect game \(kind.rawValue)").ok)
        }
        #expect(session.games.concentration.flips == 3)
        #expect(session.games.matching.mode.count == 3)
    }

    @Test(arguments: GameKind.allCases)
    func theGameOptionPicksTheFirstTab(kind: GameKind) {
        var session = Sessions.make(kind)
        let output = session.evaluate("board")
        #expect(output.game == kind)
        #expect(output.json(line: 1).contains(#""game":"\#(kind.rawValue)""#))
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
        #expect(output.game == kind)
        for other in GameKind.allCases where other != kind {
            switch other {
            case .set: #expect(session.games.set == before.set)
            case .concentration: #expect(session.games.concentration == before.concentration)
            case .matching: #expect(session.games.matching == before.matching)
            }
        }
        #expect(session.evaluate("expect score 0").ok)
    }

    @Test func newGameWithAGameNameSwitchesToIt() {
        var session = Sessions.make(.set)
        let output = session.evaluate("new-game matching --seed 4")
        #expect(output.game == .matching)
        #expect(session.games.current == .matching)
        let again = Sessions.make(.matching, seed: 4)
        #expect(session.games.matching == again.games.matching)
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
        #expect(run(7) == run(7))
        #expect(run(7) != run(8))
    }

    @Test func undoFollowsOneHistoryAcrossTabs() {
        var session = Sessions.make(.set)
        let set = session.evaluate("choose 1").state
        let concentration = session.evaluate("game concentration").state
        _ = session.evaluate("choose 1")
        #expect(session.evaluate("undo").state.withoutClock == concentration.withoutClock)
        let back = session.evaluate("undo")
        #expect(back.game == .set)
        #expect(back.state.withoutClock == set.withoutClock)
        #expect(session.evaluate("redo").game == .concentration)
    }

    @Test func saveAndLoadKeepEveryGame() throws {
        var session = Self.playedSession(endingIn: .concentration)
        let output = session.evaluate("save games.json")
        guard case .save(let path, let contents) = output.request else {
            Issue.record("save made no request")
            return
        }
        #expect(path == "games.json")
        var restored = Sessions.make(.set, seed: 99)
        let loaded = restored.load(contents: contents, path: path)
        #expect(loaded.ok, "\(loaded.error?.message ?? "")")
        #expect(loaded.game == .concentration)
        #expect(restored.games == session.games)
        for kind in GameKind.allCases {
            #expect(restored.evaluate("game \(kind.rawValue)").state == session.evaluate("game \(kind.rawValue)").state)
        }
        #expect(restored.evaluate("choose 5").state == session.evaluate("choose 5").state)
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
        #expect(output.error?.message.contains("is not a valid animset save file") == true)
        #expect(session.games == games)
    }

    /// Flips are animated with the cards named by place (`c3`), never by face or code.
    @Test(arguments: [GameKind.concentration, .matching])
    func flipsAreAnimatedByPlace(kind: GameKind) throws {
        var session = Sessions.make(kind)
        let first = session.evaluate("choose 3").json(line: 1)
        #expect(first.contains(#""kind":"flip","cards":["c3"]"#))
        #expect(first.contains(#""faceUp":true"#))
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
        #expect(redeal.contains(#""kind":"deal""#))
    }

    /// Issue 19: Tab completes the codes of the cards on the Set table, not only slots.
    @Test func tabCompletesCardCodesOnTheTable() {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["layout 2RSD 2RSO 1GSD 1RSS 2PTO 3GOS"])
        #expect(session.completions(for: "choose 2R") == ["2RSD", "2RSO"])
        #expect(session.completions(for: "choose 2rsd 2r") == ["2rsd", "2rso"])
        #expect(session.completions(for: "why 1 2 1G") == ["1GSD"])
        #expect(session.completions(for: "choose 2") == ["2"], "a digit alone completes slots, as before")
        #expect(session.completions(for: "hint 2R").isEmpty)
    }

    @Test func helpCompletesItsTopics() {
        var session = Sessions.make(.set)
        #expect(session.completions(for: "help ru") == ["rule", "rules"])
        #expect(session.completions(for: "help sc").contains("score"))
        let rules = session.evaluate("help rules").text
        #expect(rules.contains("Three cards are a set when"))
        #expect(rules.contains("make a set (none of them on the table):"), "an example that gives no set away")
    }

    @Test func completionFollowsTheGameInFront() {
        var session = Sessions.make(.concentration)
        // Lower case, so that Tab after a lower-case prefix can insert the rest.
        #expect(session.completions(for: "theme ") == ["halloween", "animals", "sports", "faces", "food", "flags"])
        #expect(session.completions(for: "theme F") == ["faces", "food", "flags"])
        #expect(session.completions(for: "choose 2") == ["2", "20", "21", "22", "23", "24"])
        #expect(session.completions(for: "hi").isEmpty)
        #expect(session.completions(for: "th") == ["theme"])
        _ = session.evaluate("game matching")
        #expect(session.completions(for: "choose 1") == ["1", "10", "11", "12"])
        // `mode` is the matching game's alone; `mouse` is every game's.
        #expect(session.completions(for: "mo") == ["mode", "mouse"])
        _ = session.evaluate("game set")
        #expect(session.completions(for: "mo") == ["mouse"])
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
        #expect(message.contains(mentions), "\(message)")
        #expect(session.games == games)
    }
}
