import CardKit
import Expectations
import Foundation
import Interpreter
import JSONCoding
import Testing

/// Concentration through `Session.evaluate`: the assignment's rules, a program that plays from
/// the JSON alone, bad input, and faces that must stay hidden.
@Suite struct ConcentrationSessionTests {
    /// The engine's slots of each pair: the tests' ground truth, never shown to a player.
    static func slotsByPair(_ session: Session) -> [[Int]] {
        var slots: [[Int]] = Array(repeating: [], count: session.games.concentration.cards.count / 2)
        for (index, card) in session.games.concentration.cards.enumerated() { slots[card.pair].append(index + 1) }
        return slots
    }

    @Test func theAssignmentsWorkedExampleScoresAsItSays() throws {
        var session = Sessions.make(.concentration)
        let pairs = Self.slotsByPair(session)
        try #require(pairs.count >= 5)
        let (a, b, c, d, e) = (pairs[0], pairs[1], pairs[2], pairs[3], pairs[4])
        // A+B, C+D, B+B: 2; then A+E, D+A: -1; then A+A: 1.
        let steps: [(slot: Int, score: Int)] = [
            (a[0], 0), (b[0], 0), (c[0], 0), (d[0], 0), (b[0], 0), (b[1], 2),
            (a[0], 2), (e[0], 1), (d[0], 1), (a[0], -1), (a[1], -1), (a[0], 1),
        ]
        for (index, step) in steps.enumerated() {
            let output = session.evaluate("choose \(step.slot)")
            #expect(output.ok, "step \(index + 1): \(output.error?.message ?? "")")
            expectEqual(output.state.score, step.score, "step \(index + 1)")
        }
        Sessions.run(
            &session, ["expect score 1", "expect flips 12", "expect slot \(a[0]) matched", "expect over false"])
    }

    @Test func aMismatchStaysUpUntilTheNextChoiceAndIsDescribed() throws {
        var session = Sessions.make(.concentration)
        let pairs = Self.slotsByPair(session)
        let (a, b) = (pairs[0][0], pairs[1][0])
        _ = session.evaluate("choose \(a)")
        let mismatch = session.evaluate("choose \(b)")
        expectContains(mismatch.text, "No match")
        Sessions.run(&session, ["expect selected \(a) \(b)", "expect slot \(a) up"])
        let next = session.evaluate("choose \(pairs[2][0])")
        expectContains(next.text, "Turned slots \(min(a, b)) and \(max(a, b)) face down.")
        Sessions.run(&session, ["expect selected \(pairs[2][0])", "expect slot \(a) down", "expect flips 3"])
    }

    enum Policy: String, CaseIterable { case remember, random }

    /// A program that sees only the JSON stream: it remembers every face shown, keeps its own
    /// score by the assignment's rules, and must agree with animset at every step.
    @Test(arguments: [(UInt64(1), Policy.remember), (2, .remember), (3, .remember), (4, .random), (5, .random)])
    func aDriverRememberingFacesComputesTheSameScore(seed: UInt64, policy: Policy) throws {
        var session = Sessions.make(.concentration, seed: seed)
        var state = session.evaluate("board").state
        var known: [Int: String] = [:]
        var seen: Set<Int> = []
        var predicted = 0
        var penalties = 0
        var generator = SeededGenerator(seed: seed)
        var moves = 0
        while state.over == false, moves < 2000 {
            moves += 1
            let up = state.cards.filter { $0.faceUp && !$0.matched }.map(\.slot)
            let down = state.cards.filter { !$0.faceUp }.map(\.slot)
            try #require(!down.isEmpty)
            let slot: Int
            switch policy {
            case .random:
                slot = down[generator.index(below: down.count)]
            case .remember:
                let unknown = down.filter { known[$0] == nil }
                if up.count == 1, let face = known[up[0]], let partner = down.first(where: { known[$0] == face }) {
                    slot = partner
                } else if up.count != 1,
                    let pair = down.first(where: { first in
                        down.contains { $0 != first && known[$0] != nil && known[$0] == known[first] }
                    })
                {
                    slot = pair
                } else {
                    slot = unknown.first ?? down[0]
                }
            }
            let output = session.evaluate("choose \(slot)")
            try #require(output.ok, "\(output.error?.message ?? "")")
            let next = output.state
            for card in next.cards { if let face = card["face"]?.string { known[card.slot] = face } }
            if up.count == 1 {
                let other = up[0]
                let penalty = [other, slot].filter { seen.contains($0) }.count
                penalties += known[other] == known[slot] ? 0 : penalty
                predicted += known[other] == known[slot] ? 2 : -penalty
            }
            let stillUp = Set(next.cards.filter(\.faceUp).map(\.slot))
            for card in state.cards where card.faceUp && !stillUp.contains(card.slot) { seen.insert(card.slot) }
            expectEqual(next.score, predicted, "move \(moves)")
            state = next
        }
        expectEqual(state.over, true)
        expectEqual(state.score, predicted)
        expectEqual(state["flips"]?.int, moves)
        // The random player pays for cards it had seen; the remembering one never does.
        #expect(policy == .random ? penalties > 0 : penalties == 0)
        let refused = session.evaluate("choose 1")
        expectEqual(refused.error?.message, "every pair is found: start a new game with new-game")
        #expect(session.evaluate("expect over").ok)
    }

    /// No output ever holds the face of a pair neither of whose cards has been shown.
    @Test(arguments: [UInt64(1), 6, 7])
    func aFaceDownFaceNeverAppearsInTextOrJSON(seed: UInt64) throws {
        var session = Sessions.make(.concentration, seed: seed)
        var shown: Set<Int> = []
        var generator = SeededGenerator(seed: seed &+ 100)
        func check(_ output: Output) {
            let game = session.games.concentration
            for (index, card) in game.cards.enumerated() where card.isFaceUp { shown.insert(index + 1) }
            let hidden = Self.slotsByPair(session).filter { $0.allSatisfy { !shown.contains($0) } }
                .map { game.theme.faces[game.cards[$0[0] - 1].pair].emoji }
            let everything = output.text + (output.error?.message ?? "") + output.json(line: 1)
            // The player's own words may be echoed (`expect slot 3 🎃`); nothing else may hold a hidden face.
            for face in hidden where !output.input.contains(face) {
                expectOmits(everything, face, "\(output.input) shows \(face)")
            }
            for card in output.state.cards {
                expectEqual((card["face"] != nil), (card.faceUp || card.matched))
            }
        }
        for line in ["board", "score", "theme", "help theme", "expect slot 1 🎃", "expect slot 2 PK"] {
            check(session.evaluate(line))
        }
        for _ in 0..<60 where session.games.concentration.isOver == false {
            let down = session.games.concentration.cards.indices.filter {
                !session.games.concentration.cards[$0].isFaceUp
            }
            check(session.evaluate("choose \(down[generator.index(below: down.count)] + 1)"))
            check(session.evaluate("board"))
            let face = session.games.concentration.theme.faces[0].emoji
            check(session.evaluate("expect slot \(down[0] + 1) \(face)"))
        }
        check(session.evaluate("theme flags"))
        check(session.evaluate("theme"))
    }

    @Test func asciiTerminalsGetTheStandInsEverywhere() throws {
        var session = Sessions.make(.concentration, unicode: false)
        let pairs = Self.slotsByPair(session)
        let output = session.evaluate("choose \(pairs[0][0]) \(pairs[0][1])")
        #expect(output.ok)
        let faces = output.state.cards.compactMap { $0["face"]?.string }
        expectEqual(faces.count, 2)
        #expect(faces.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isASCII) })
        #expect(output.text.allSatisfy { $0.isASCII })
        #expect(session.evaluate("expect slot \(pairs[0][0]) \(faces[0].lowercased())").ok)
    }

    @Test func theBoardShowsFaceUpCardsAndEmptiesMatchedSlots() throws {
        var session = Sessions.make(.concentration)
        let pairs = Self.slotsByPair(session)
        let game = session.games.concentration
        let face = game.theme.faces[0].emoji
        let first = session.evaluate("choose \(pairs[0][0])").text
        let board = try #require(first.range(of: "Concentration · ")).upperBound
        expectContains(first[board...], face)
        let matched = session.evaluate("choose \(pairs[0][1])").text
        expectContains(matched, "Match! \(face)")
        let after = try #require(matched.range(of: "Concentration · ")).upperBound
        expectOmits(matched[after...], face)
        expectContains(matched[after...], "1 of \(game.pairCount) pairs found")
    }

    @Test func theThemeChangesTheFacesAndKeepsProgress() throws {
        var session = Sessions.make(.concentration)
        let pairs = Self.slotsByPair(session)
        Sessions.run(&session, ["choose \(pairs[0][0]) \(pairs[0][1])", "choose \(pairs[1][0])"])
        let before = session.evaluate("board").state
        let list = session.evaluate("theme")
        expectContains(list.text, "* \(session.games.concentration.theme.name)")
        let name = session.games.concentration.theme.name == "Flags" ? "Food" : "Flags"
        let output = session.evaluate("theme \(name.uppercased())")
        #expect(output.ok)
        expectEqual(output.state["theme"]?.string, name)
        for key in ["flips", "score", "over"] { expectEqual(output.state[key], before[key]) }
        let shape: (JSONFragment) -> [String] = {
            $0.cards.map { "\($0.slot) \($0.faceUp) \($0.matched) \($0["face"] != nil)" }
        }
        expectEqual(shape(output.state), shape(before))
        #expect(output.state.cards.compactMap { $0["face"]?.string } != before.cards.compactMap { $0["face"]?.string })
        Sessions.run(&session, ["expect theme \(name.lowercased())", "theme \(name)"])
    }

    @Test func newGamePicksASeededRandomTheme() {
        func deal(_ seed: UInt64) -> JSONFragment {
            var session = Sessions.make(.set)
            return session.evaluate("new-game concentration --seed \(seed)").state
        }
        expectEqual(deal(5), deal(5))
        let themes = Set((1...30).compactMap { deal(UInt64($0))["theme"]?.string })
        #expect(themes.count >= 4)
        var session = Sessions.make(.set)
        let output = session.evaluate("new-game concentration --seed 9")
        expectEqual(output.game, .concentration)
        #expect(output.text.hasPrefix("New game of Concentration, seed 9: theme "))
        expectEqual(output.state["flips"]?.int, 0)
    }

    @Test func theStateHasTheSpecKeysInOrder() {
        var session = Sessions.make(.concentration)
        let line = session.evaluate("choose 1").json(line: 2)
        #expect(
            line.hasPrefix(
                #"""
                {"line":2,"input":"choose \#
                1","ok":true,"error":null,"game":"concentration","state":{"cards":[{"slot":1,"faceUp":true,\#
                "matched":false,"face":"
                """#
            ))
        expectContains(line, #"{"slot":2,"faceUp":false,"matched":false}"#)
        expectContains(line, #""flips":1,"score":0,"theme":"#)
        expectContains(line, #""over":false,"clock":"#)
        expectContains(line, #""bounds":{"w":80,"h":24}"#)
    }

    static let badInput: [(line: String, mentions: String)] = [
        ("choose 0", "slot 0 is out of range: the table has slots 1 to "),
        ("choose 99", "slot 99 is out of range"),
        ("choose 1 99", "slot 99 is out of range"),
        ("choose 1 1", "slot 1 is named twice"),
        ("choose 2RTO", "'2RTO' is not a slot number: the concentration game's cards are chosen by slot"),
        ("choose AS", "'AS' is not a slot number"),
        ("theme halowen", "unknown theme 'halowen'. Did you mean 'Halloween'? Themes: Halloween, Animals"),
        ("theme anmals", "Did you mean 'Animals'?"),
        ("theme xyzzy", "unknown theme 'xyzzy'. Themes: "),
        ("hint", "hint is not available in the concentration game"),
        ("deal", "deal is not available in the concentration game"),
        ("shuffle", "shuffle is not available in the concentration game"),
        ("layout 2RTO", "layout is not available in the concentration game"),
        ("analyze", "analyze is not available in the concentration game"),
        ("rule remove", "rule is not available in the concentration game"),
        ("mode 3", "mode is not available in the concentration game"),
        ("expect deck 3", "expect deck is not available in the concentration game"),
        ("expect mode 2", "expect mode is not available in the concentration game"),
        ("expect flips 3", "expected flips 3, got 0"),
        ("expect theme Nope", "expected theme Nope, got "),
        ("expect slot 1 up", "expected slot 1 UP, got face down"),
        ("expect slot 99 up", "got nothing"),
    ]

    @Test(arguments: badInput)
    func badInputIsOneLineAndChangesNothing(line: String, mentions: String) {
        Sessions.expectRefused(line, mentioning: mentions, in: .concentration)
    }

    @Test func choosingAMatchedOrFaceUpCardIsRefused() {
        var session = Sessions.make(.concentration)
        let pairs = Self.slotsByPair(session)
        Sessions.run(&session, ["choose \(pairs[0][0]) \(pairs[0][1])", "choose \(pairs[1][0])"])
        let games = session.games
        #expect(
            session.evaluate("choose \(pairs[0][1])").error?.message
                == "slot \(pairs[0][1]) is already matched: choose a card still in play")
        #expect(
            session.evaluate("choose \(pairs[1][0])").error?.message
                == "slot \(pairs[1][0]) is already face up: choose a face-down card")
        expectEqual(session.games, games)
    }

    @Test func undoAndRedoWorkMoveByMove() {
        var session = Sessions.make(.concentration)
        var states = [session.evaluate("board").state]
        for slot in 1...5 { states.append(session.evaluate("choose \(slot)").state) }
        states.append(session.evaluate("theme food").state)
        for expected in states.dropLast().reversed() {
            expectEqual(session.evaluate("undo").state.withoutClock, expected.withoutClock)
        }
        #expect(!session.evaluate("undo").ok)
        for expected in states.dropFirst() {
            expectEqual(session.evaluate("redo").state.withoutClock, expected.withoutClock)
        }
    }
}
