import CardKit
import Expectations
import Interpreter
import Testing
import WireFormat

/// `why` at the interpreter: by slot and by code, alone after a mismatch, and in JSON.
@Suite struct WhyTests {
    static let table = "layout 2RSD 3RSO 1GSD 1RSS 2PTO 3GOS"

    /// `why`'s explanation without the charge for a set it shows on the table (issue 37, item
    /// 10), whose score differs from one `why` to the next.
    static func explanation(_ output: Output) -> String {
        output.text.split(separator: "\n").filter { !$0.hasPrefix("Showing a set on the table costs") }.joined(
            separator: "\n")
    }

    @Test func bySlotAndByCodeSayTheSame() {
        var session = Sessions.make(.set)
        Sessions.run(&session, [Self.table])
        let bySlot = session.evaluate("why 1 2 3")
        let byCode = session.evaluate("why 2rsd 3RSO 1gsd")
        #expect(bySlot.ok && byCode.ok)
        expectEqual(Self.explanation(bySlot), Self.explanation(byCode))
        #expect(
            bySlot.text.hasSuffix("\nShowing a set on the table costs as a hint does: -1 (hint), score -1."),
            "1RSS is on the table")
        expectContains(bySlot.text, "color:   neither: 2RSD and 3RSO are red, 1GSD is green")
        expectContains(bySlot.text, "shape:   neither: 2RSD and 1GSD are diamonds, 3RSO is an oval")
        expectContains(bySlot.text, "2RSD 3RSO need 1RSS: on the table, slot 4")
        #expect(session.evaluate("why 1 2 4").text.hasPrefix("2RSD 3RSO 1RSS: a set."))
    }

    @Test func everyMismatchIsExplainedInOneLineAndWhyAloneInFull() {
        var session = Sessions.make(.set)
        Sessions.run(&session, [Self.table])
        let choose = session.evaluate("choose 1 2 3")
        expectContains(
            choose.text,
            "Not a set: 2RSD 3RSO 1GSD.\nWhy: color: 2RSD and 3RSO are red, 1GSD is green; "
                + "shape: 2RSD and 1GSD are diamonds, 3RSO is an oval, so not a set.\n")
        #expect(choose.gamePart[RecordKey.why] != nil)
        let why = session.evaluate("why")
        expectEqual(Self.explanation(why), Self.explanation(session.evaluate("why 1 2 3")))
    }

    /// Issue 19, item 3: `why` alone explains a mismatch of the game in front, not one of a
    /// game that is gone: a new game, a load or undo past the mismatch forget it; a table
    /// that still shows it (back from another game, undo back to it, a load of it) keeps it.
    @Test(arguments: [
        "new-game set --seed 5", "undo", "new-game puzzle --seed 1", "new-game trial --sets 10",
        "layout 1RSS 2RSS 3RSS",
    ])
    func whyForgetsAMismatchThatIsGone(line: String) {
        var session = Sessions.make(.set)
        Sessions.run(&session, [Self.table, "choose 1 2 3"])
        #expect(session.evaluate("why").ok)
        // NB: this why shows a set on the table (2RSD 3RSO 1RSS) and costs a hint: undo that first.
        Sessions.run(&session, ["undo", line])
        Sessions.expectRefused("why", mentioning: "no mismatch to explain yet", by: &session)
    }

    @Test func whyKeepsTheMismatchItsTableShows() {
        var session = Sessions.make(.set)
        Sessions.run(&session, [Self.table, "choose 1 2 3", "game matching", "game set"])
        expectEqual(Self.explanation(session.evaluate("why")), Self.explanation(session.evaluate("why 1 2 3")))
        Sessions.run(&session, ["choose 4", "undo"])
        expectEqual(Self.explanation(session.evaluate("why")), Self.explanation(session.evaluate("why 1 2 3")))
        var loaded = Sessions.make(.set)
        guard case .save(_, let contents)? = session.evaluate("save x.json").request else {
            Issue.record("no save")
            return
        }
        Sessions.run(&loaded, [Self.table, "choose 1 2 4"])
        _ = loaded.load(contents: contents, path: "x.json")
        expectEqual(Self.explanation(loaded.evaluate("why")), Self.explanation(session.evaluate("why 1 2 3")))
    }

    @Test func jsonCarriesAStructuredWhy() {
        var options = SessionOptions()
        options.rendersState = true
        var session = Session(options: options)
        _ = session.evaluate(Self.table)
        let line = session.evaluate("choose 1 2 3").json(line: 2)
        let why = ReadJSON.read(line)["why"]
        #expect(why?["set"]?.bool == false)
        #expect(why?["cards"]?.array?.compactMap(\.string) == ["2RSD", "3RSO", "1GSD"])
        let color = why?["attributes"]?.array?[1]
        #expect(color?["outcome"]?.string == "neither")
        #expect(color?["odd"]?.string == "1GSD")
        #expect(why?["completions"]?.array?.first?["card"]?.string == "1RSS")
        expectEqual(ReadJSON.read(session.evaluate("board").json(line: 3))["why"], nil)
    }
}
