import CardKit
import Expectations
import Interpreter
import JSONCoding
import SetGame
import Testing

@Suite struct SessionTests {
    @Test func sameSeedSameOutputDifferentSeedDifferentDeal() {
        let script = ["board", "choose 1 2 3", "deal", "hint", "shuffle", "hint all", "choose 4"]
        func run(_ seed: UInt64) -> [String] {
            var options = SessionOptions()
            options.seed = seed
            var session = Session(options: options)
            return script.map { line in
                let output = session.evaluate(line)
                return output.text + output.json(line: 0)
            }
        }
        expectEqual(run(7), run(7))
        #expect(run(7) != run(8))
    }

    @Test func jsonObjectHasTheSpecKeysInOrder() {
        var session = Session()
        let line = session.evaluate("choose 1").json(line: 3)
        #expect(
            line.hasPrefix(
                #"""
                {"line":3,"input":"choose \#
                1","ok":true,"error":null,"game":"set","state":{"deck":69,"table":[{"slot":1,"card":"
                """#
            ))
        expectContains(line, #""selected":true,"faceUp":true,"frame":{"x":"#)
        expectContains(line, #""bounds":{"w":80,"h":24}"#)
        expectOmits(line, "\n")
        let failed = session.evaluate("choose 0").json(line: 4)
        expectContains(failed, #""ok":false,"error":"slot 0 is out of range: the table has slots 1 to 12""#)
    }

    @Test func undoRestoresExactlyAndRedoReapplies() {
        var session = Session()
        let states = [session.evaluate("board").state]
        var after: [JSONFragment] = []
        for line in ["choose 1", "choose 2", "deal", "shuffle"] {
            after.append(session.evaluate(line).state)
        }
        for _ in 0..<4 { #expect(session.evaluate("undo").ok) }
        expectEqual(stripClock(session.evaluate("board").state), stripClock(states[0]))
        for expected in after {
            expectEqual(stripClock(session.evaluate("redo").state), stripClock(expected))
        }
    }

    @Test func helpListsEveryCommandAndExplainsEach() {
        var session = Session()
        let list = session.evaluate("help").text
        for spec in CommandSpec.all {
            expectContains(list, spec.synopsis)
            expectContains(session.evaluate("help \(spec.name)").text, spec.summary)
            for alias in spec.aliases { expectEqual(CommandSpec.named(alias)?.name, spec.name) }
        }
        expectContains(session.evaluate("help score").text, "A set scores")
    }

    @Test func expectChecksTheState() {
        var session = Session()
        for line in [
            "expect score 0", "expect deck 69", "expect table 12", "expect selected", "expect over false",
            "expect game set",
        ] {
            #expect(session.evaluate(line).ok, "\(line)")
        }
        _ = session.evaluate("choose 0")
        #expect(session.evaluate("expect error").ok)
        #expect(!session.evaluate("expect error").ok)
    }

    @Test func waitMovesTheVirtualClock() {
        var session = Session()
        _ = session.evaluate("wait 2.5")
        expectEqual(session.clock, 2.5)
        #expect(session.evaluate("expect clock 2.5").ok)
    }

    @Test func aWholeGameCanBePlayedToTheEndThroughTheInterpreter() throws {
        var session = Session()
        var moves = 0
        while moves < 200 {
            moves += 1
            let sets = session.games.set.setsOnTable
            if let set = sets.first {
                let slots = set.slots.map { String($0 + 1) }.joined(separator: " ")
                #expect(session.evaluate("choose \(slots)").ok)
                if session.games.set.reveal == .match, !session.games.set.deck.isEmpty { _ = session.evaluate("deal") }
            } else if !session.evaluate("deal").ok {
                break
            }
            if session.games.set.isOver { break }
        }
        #expect(session.games.set.isOver)
        #expect(session.evaluate("expect over").ok)
    }

    func stripClock(_ json: JSONFragment) -> String {
        json.text.replacingOccurrences(of: #""clock":[0-9.]+"#, with: "", options: .regularExpression)
    }
}
