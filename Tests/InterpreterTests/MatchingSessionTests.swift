import CardKit
import Expectations
import Foundation
import Interpreter
import Testing

/// The playing-card matching game through `Session.evaluate`: Matchismo's scoring computed
/// independently from the JSON stream, the mode lock, bad input, and hidden cards.
@Suite struct MatchingSessionTests {
    /// The match score of cards given by code: 4 per two of a rank, 1 per two of a suit.
    static func matchScore(_ codes: [String]) -> Int {
        var total = 0
        for i in codes.indices {
            for j in codes.indices where j > i {
                let (a, b) = (codes[i], codes[j])
                if a.dropLast() == b.dropLast() { total += 4 } else if a.last == b.last { total += 1 }
            }
        }
        return total
    }

    enum Policy: String, CaseIterable { case remember, random }

    /// A program that sees only the JSON stream plays to the end, keeping its own score.
    @Test(arguments: [
        (UInt64(1), 2, Policy.remember), (2, 2, .random), (3, 3, .remember), (4, 3, .random), (5, 2, .remember),
    ])
    func aDriverRememberingCardsComputesTheSameScore(seed: UInt64, mode: Int, policy: Policy) throws {
        var session = Sessions.make(.matching, seed: seed)
        var state = session.evaluate("mode \(mode)").state
        expectEqual(state["mode"]?.int, mode)
        var known: [Int: String] = [:]
        var predicted = 0
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
                let upCodes = up.compactMap { known[$0] }
                let unknown = down.filter { known[$0] == nil }
                if up.count == mode - 1,
                    let good = down.first(where: { known[$0].map { Self.matchScore(upCodes + [$0]) > 0 } ?? false })
                {
                    slot = good
                } else if up.count < mode - 1,
                    let good = down.first(where: { first in
                        known[first].map { code in
                            (down + up).contains {
                                $0 != first && known[$0].map { Self.matchScore([code, $0]) > 0 } ?? false
                            }
                        } ?? false
                    })
                {
                    slot = good
                } else {
                    slot = unknown.first ?? down[0]
                }
            }
            let output = session.evaluate("choose \(slot)")
            try #require(output.ok, "\(output.error?.message ?? "")")
            let next = output.state
            for card in next.cards { if let code = card["card"]?.string { known[card.slot] = code } }
            predicted -= 1
            if up.count == mode - 1 {
                let score = Self.matchScore((up + [slot]).compactMap { known[$0] })
                predicted += score > 0 ? 4 * score : -2
            }
            expectEqual(next.score, predicted, "move \(moves)")
            state = next
        }
        expectEqual(state.over, true)
        expectEqual(state.score, predicted)
        #expect(
            session.evaluate("choose 1").error?.message
                == "no match is left on the table: start a new game with new-game")
        #expect(session.evaluate("expect over").ok)
    }

    @Test func aFaceUpCardCanBeNamedByCodeAndTurnedDown() throws {
        var session = Sessions.make(.matching)
        let first = session.evaluate("choose 1")
        let code = try #require(first.state.cards.first?["card"]?.string)
        let output = session.evaluate("choose \(code.lowercased())")
        #expect(output.ok, "\(output.error?.message ?? "")")
        expectContains(output.text, "Turned slot 1 face down.")
        #expect(output.state.cards.first?["card"] == nil)
        Sessions.run(&session, ["expect selected", "expect score -1"])
    }

    /// Every code of a card that is not face up gets the same refusal, on the table or not.
    @Test func aFaceDownCardsPlaceIsNeverGivenAway() {
        var session = Sessions.make(.matching)
        _ = session.evaluate("choose 1")
        let shown = session.games.matching.cards[0].card.code
        let games = session.games
        for rank in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] {
            for suit in ["S", "H", "D", "C"] where rank + suit != shown {
                let output = session.evaluate("choose \(rank)\(suit)")
                #expect(
                    output.error?.message
                        == "card \(rank)\(suit) is not face up on the table: choose face-down cards by slot number")
            }
        }
        expectEqual(session.games, games)
    }

    /// No output holds a card that has never been face up: not its code, not its symbol.
    @Test(arguments: [UInt64(1), 8])
    func aFaceDownCardNeverAppearsInTextOrJSON(seed: UInt64) {
        var session = Sessions.make(.matching, seed: seed)
        var shown: Set<Int> = []
        var generator = SeededGenerator(seed: seed)
        func check(_ output: Output) {
            let game = session.games.matching
            for (index, card) in game.cards.enumerated() where card.isFaceUp { shown.insert(index) }
            let everything = output.text + (output.error?.message ?? "") + output.json(line: 1)
            for (index, card) in game.cards.enumerated()
            where !shown.contains(index) && !output.input.uppercased().contains(card.card.code) {
                expectOmits(everything, card.card.symbolCode, "\(output.input) shows \(card.card.code)")
                expectOmits(everything, "\"\(card.card.code)\"", "\(output.input) shows \(card.card.code)")
            }
            for card in output.state.cards { expectEqual((card["card"] != nil), (card.faceUp || card.matched)) }
        }
        for line in ["board", "score", "expect slot 1 AS", "expect slot 2 down"] { check(session.evaluate(line)) }
        for _ in 0..<40 where !session.games.matching.isOver {
            let down = session.games.matching.cards.indices.filter { !session.games.matching.cards[$0].isFaceUp }
            guard !down.isEmpty else { break }
            check(session.evaluate("choose \(down[generator.index(below: down.count)] + 1)"))
            check(session.evaluate("board"))
        }
    }

    @Test func theModeIsLockedOnceTheGameStartsAndKeptByANewDeal() {
        var session = Sessions.make(.matching)
        Sessions.run(&session, ["mode 3", "mode 2", "mode 3", "expect mode 3", "choose 1", "mode 3"])
        let games = session.games
        let refused = session.evaluate("mode 2")
        #expect(
            refused.error?.message
                == """
                the mode can change only before the first choice: this game plays 3-card matches; start a new game \
                with new-game
                """
        )
        expectEqual(session.games, games)
        let redeal = session.evaluate("new-game")
        #expect(redeal.text.hasPrefix("New game of Matching, seed "))
        expectEqual(redeal.state["mode"]?.int, 3)
        expectEqual(redeal.state.score, 0)
        #expect(redeal.state.cards.allSatisfy { !$0.faceUp && $0["card"] == nil })
        Sessions.run(&session, ["mode 2", "expect mode 2"])
    }

    @Test func choosingAMatchedCardIsRefused() throws {
        var session = Sessions.make(.matching)
        let cards = session.games.matching.cards
        let pair = try #require(
            cards.indices.flatMap { i in cards.indices.filter { $0 > i }.map { (i, $0) } }
                .first {
                    cards[$0.0].card.rank == cards[$0.1].card.rank || cards[$0.0].card.suit == cards[$0.1].card.suit
                })
        let output = session.evaluate("choose \(pair.0 + 1) \(pair.1 + 1)")
        expectContains(output.text, "Match!")
        let games = session.games
        #expect(
            session.evaluate("choose \(pair.1 + 1)").error?.message
                == "slot \(pair.1 + 1) is already matched: it can no longer be played")
        expectEqual(session.games, games)
        #expect(session.evaluate("expect slot \(pair.0 + 1) \(cards[pair.0].card.code)").ok)
        #expect(session.evaluate("expect slot \(pair.0 + 1) matched").ok)
    }

    @Test func theStateHasTheSpecKeysInOrder() {
        var session = Sessions.make(.matching)
        let line = session.evaluate("choose 1").json(line: 5)
        #expect(
            line.hasPrefix(
                #"""
                {"line":5,"input":"choose \#
                1","ok":true,"error":null,"game":"matching","state":{"cards":[{"slot":1,"card":"
                """#
            ))
        expectContains(line, #"{"slot":2,"faceUp":false,"matched":false}"#)
        expectContains(line, #""mode":2,"score":-1,"over":false,"clock":"#)
        expectContains(line, #""bounds":{"w":80,"h":24}}"#)
    }

    @Test func theBoardDrawsRankAndSuit() throws {
        var session = Sessions.make(.matching)
        let card = session.games.matching.cards[0].card
        let text = session.evaluate("choose 1").text
        let board = try #require(text.range(of: "Matching · 2-card mode")).upperBound
        expectContains(text[board...], card.symbolCode)
        expectContains(text[board...], ">1<")
        var ascii = Sessions.make(.matching, unicode: false)
        let plain = ascii.evaluate("choose 1").text
        let asciiBoard = try #require(plain.range(of: "Matching - 2-card mode")).upperBound
        expectContains(plain[asciiBoard...], card.code)
        #expect(plain.allSatisfy { $0.isASCII })
    }

    static let badInput: [(line: String, mentions: String)] = [
        ("choose 0", "slot 0 is out of range: the table has slots 1 to 12"),
        ("choose 13", "slot 13 is out of range: the table has slots 1 to 12"),
        ("choose 1 13", "slot 13 is out of range"),
        ("choose 1 1", "slot 1 is named twice"),
        ("choose 2RTO", "'2RTO' is not a slot number or a playing card code (like AS or 10H)"),
        ("choose ZZ", "'ZZ' is not a slot number or a card code"),
        ("mode 4", "unexpected '4'"),
        ("mode", "mode needs an argument"),
        ("theme animals", "theme is not available in the matching game"),
        ("hint", "hint is not available in the matching game"),
        ("deal", "deal is not available in the matching game"),
        ("shuffle", "shuffle is not available in the matching game"),
        ("layout 2RTO", "layout is not available in the matching game"),
        ("analyze", "analyze is not available in the matching game"),
        ("expect flips 0", "expect flips is not available in the matching game"),
        ("expect theme Food", "expect theme is not available in the matching game"),
        ("expect sets 0", "expect sets is not available in the matching game"),
        ("expect mode 3", "expected mode 3, got 2"),
        ("expect slot 1 AS", "expected slot 1 AS, got face down"),
    ]

    @Test(arguments: badInput)
    func badInputIsOneLineAndChangesNothing(line: String, mentions: String) {
        Sessions.expectRefused(line, mentioning: mentions, in: .matching)
    }

    @Test func undoAndRedoWorkMoveByMove() {
        var session = Sessions.make(.matching)
        var states = [session.evaluate("board").state]
        states.append(session.evaluate("mode 3").state)
        for slot in 1...6 {
            let output = session.evaluate("choose \(slot)")
            #expect(output.ok)
            states.append(output.state)
        }
        for expected in states.dropLast().reversed() {
            expectEqual(session.evaluate("undo").state.withoutClock, expected.withoutClock)
        }
        #expect(!session.evaluate("undo").ok)
        for expected in states.dropFirst() {
            expectEqual(session.evaluate("redo").state.withoutClock, expected.withoutClock)
        }
    }
}

/// Issue 19, item 5: in the matching game a choice of several cards compares exactly those: a
/// card left face up by the last move is turned down first, and a named card already up
/// stays up (before, `choose 7 8 9` in 3-card mode compared the leftover card 6 with 7 and 8).
@Suite struct MatchingChooseExactlyTests {
    @Test func threeNamedCardsAreTheThreeCompared() {
        var session = Sessions.make(.matching)
        Sessions.run(&session, ["mode 3", "choose 6"])
        let output = session.evaluate("choose 7 8 9")
        #expect(output.ok, "\(output.error?.message ?? "")")
        expectContains(output.text, "Turned slot 6 face down.", "\(output.text)")
        expectContains(output.text, "in slots 7, 8 and 9", "\(output.text)")
        expectOmits(output.text, "slots 6, 7 and 8")
    }

    @Test func aNamedCardAlreadyUpStaysUp() {
        var session = Sessions.make(.matching)
        Sessions.run(&session, ["choose 6"])
        let output = session.evaluate("choose 6 7")
        #expect(output.ok, "\(output.error?.message ?? "")")
        expectOmits(output.text, "Turned slot 6 face down", "\(output.text)")
        expectContains(output.text, "slots 6 and 7", "\(output.text)")
    }

    @Test func fewerCardsThanTheGroupGoWithTheLeftover() {
        var session = Sessions.make(.matching)
        Sessions.run(&session, ["mode 3", "choose 6"])
        let output = session.evaluate("choose 7 8")
        expectOmits(output.text, "Turned slot 6 face down", "\(output.text)")
        expectContains(output.text, "in slots 6, 7 and 8", "\(output.text)")
    }
}
