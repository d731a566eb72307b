import CardKit
import Expectations
import Interpreter
import Testing

/// Every bad input gets a one-line error naming it, and the state stays exactly as it was.
@Suite struct BadInputTests {
    static let cases: [(line: String, mentions: String)] = [
        ("delt", "'delt'. Did you mean 'deal'?"),
        ("why", "no mismatch to explain yet"),
        ("why 1", "why takes two cards (to name the third), three, or none (the last mismatch), not 1"),
        ("why 1 2 3 4", "not 4"),
        ("why 1 1 2", "is named twice"),
        ("why 1 2 13", "slot 13 is out of range"),
        ("why 1 2 4XYZ", "'4XYZ' is not a slot number or a card code (like 2RTO)"),
        ("frobnicate", "unknown command 'frobnicate'"),
        ("choose", "choose needs an argument"),
        ("deal 3", "deal takes no argument '3'"),
        ("choose 0", "slot 0 is out of range"),
        ("choose -1", "slot -1 is out of range"),
        ("choose 99999999999999999999999", "'99999999999999999999999' is not a valid slot number"),
        ("choose 13", "slot 13 is out of range: the table has slots 1 to 12"),
        ("choose abc", "'abc' is not a slot number or a card code"),
        ("choose 1 1", "named twice"),
        ("choose 1 2 zz", "'zz' is not a slot number"),
        ("layout 2RTO 2RTO", "card 2RTO is named twice"),
        ("layout 4XYZ", "'4XYZ' is not a card code"),
        ("layout", "layout needs an argument"),
        ("game chess", "unknown game 'chess'"),
        ("game sett", "Did you mean 'set'?"),
        ("new-game --seed banana", "'banana' is not a valid seed"),
        ("new-game set --deck kids", "unexpected 'kids'. Expected one of: standard, junior."),
        ("new-game --deck", "new-game needs an argument"),
        ("new-game matching --deck junior", "new-game --deck is not available in the matching game"),
        ("new-game puzzle --deck junior", "new-game puzzle takes no argument '--deck'"),
        ("new-game trial --sets 15", "'15' is not a trial length: a trial is of 10, 20, 30 sets"),
        ("new-game trial --sets", "new-game needs an argument"),
        ("new-game trial --rule remove", "new-game trial takes no argument '--rule'"),
        ("new-game trial --date 2026-01-01", "new-game trial takes no argument '--date'"),
        ("new-game trial puzzle", "new-game trial takes no argument 'puzzle'"),
        ("stats all", "stats takes no argument 'all'"),
        ("new-game --seed", "new-game needs an argument"),
        ("hint everything", "unexpected 'everything'"),
        ("resize 5 5", "table size 5x5 is out of range: from 20x8 to 1000x1000"),
        ("resize 5000 30", "table size 5000x30 is out of range"),
        ("resize 80", "resize needs an argument"),
        ("pan 1 1", "not gathered"),
        ("wait -3", "'-3' is not a valid number of seconds"),
        ("wait soon", "'soon' is not a valid number of seconds"),
        ("undo", "nothing to undo"),
        ("redo", "nothing to redo"),
        ("theme animals", "theme is not available in the set game"),
        ("mode 3", "mode is not available in the set game"),
        ("help dael", "no help for 'dael'. Did you mean 'deal'?"),
        ("expect score 99", "expected score 99, got 0"),
        ("expect nonsense", "unexpected 'nonsense'"),
        ("choose 1\u{07}", "control character (U+0007)"),
        ("choose \u{1B}[A", "control character (U+001B)"),
        ("rule sometimes", "unknown rule 'sometimes'"),
        (String(repeating: "x", count: 1 << 20), "the line is too long (1048576 bytes"),
        ("choose " + String(repeating: "9", count: 5000), "the line is too long"),
    ]

    @Test(arguments: cases)
    func refusedWithoutChangingState(line: String, mentions: String) {
        var session = Session()
        let before = session.evaluate("board").state
        let output = session.evaluate(line)
        #expect(!output.ok)
        let message = output.error?.message ?? ""
        expectContains(message, mentions, "\(message)")
        expectOmits(message, "\n")
        #expect(message.count < 300)
        expectEqual(output.state, before)
        expectEqual(session.evaluate("board").state, before)
    }

    /// Issue 18, item 15: `pan` takes offsets of at most the widest table, and says how far
    /// the pile really went when the edge stops it (before: `pan 5 0` then `pan 2^63-1 0`
    /// crashed adding the offsets, and `pan -2^63 0` said it moved the pile that far).
    @Test func panIsBoundedAndTellsTheTruth() {
        var session = Session()
        _ = session.evaluate("gather")
        #expect(session.evaluate("pan 5 0").text.hasPrefix("The pile moved by 5, 0.\n"))
        for line in ["pan 9223372036854775807 0", "pan -9223372036854775808 0", "pan 0 1001", "pan -1001 0"] {
            let before = session.games
            let output = session.evaluate(line)
            expectEqual(
                output.error?.message.contains("(-1000 to 1000)"), true,
                "\(line): \(output.error?.message ?? "accepted")")
            expectEqual(session.games, before)
        }
        let far = session.evaluate("pan 1000 -1000")
        #expect(far.ok)
        let first = far.text.split(separator: "\n").first ?? ""
        #expect(first.hasSuffix("(it stops at the edge of the table)."), "\(first)")
        expectOmits(first, "1000", "\(first)")
    }

    @Test func dealWithAnEmptyDeckIsRefused() {
        var session = Session()
        var dealt = 0
        while session.evaluate("deal").ok { dealt += 1 }
        expectEqual(dealt, 23)
        let before = session.evaluate("board").state
        let output = session.evaluate("deal")
        expectEqual(output.error?.message, "the deck is empty: no more cards to deal")
        expectEqual(output.state, before)
    }

    @Test func invalidUTF8IsRefused() {
        var session = Session()
        let before = session.evaluate("board").state
        let output = session.invalidEncoding()
        expectEqual(output.error?.message, "the line is not valid UTF-8")
        expectEqual(output.state, before)
    }

    @Test func blankAndCommentLinesProduceNothing() {
        var session = Session()
        for line in ["", "   ", "# a comment", "  # indented comment"] {
            let output = session.evaluate(line)
            #expect(!output.isCommand)
            #expect(output.ok)
        }
    }

    @Test func aFailedChooseIsAllOrNothing() {
        var session = Session()
        let before = session.evaluate("board").state
        #expect(!session.evaluate("choose 1 2 40").ok)
        expectEqual(session.evaluate("board").state, before)
        #expect(session.evaluate("expect selected").ok)
    }
}
