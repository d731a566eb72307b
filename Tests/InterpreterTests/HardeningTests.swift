import CardKit
import Expectations
import Interpreter
import Testing

/// Regressions of issue 10 ("nothing crashes, nothing hangs, nothing lies") at the interpreter:
/// each line here once crashed, moved the clock, or was accepted though it should not be.
@Suite struct HardeningTests {
    /// Item 1: slot numbers at the ends of `Int` (once an arithmetic-overflow trap).
    static let extremeSlots: [(GameKind, String)] = [
        (.matching, "choose -9223372036854775808"), (.concentration, "choose -9223372036854775808"),
        (.set, "choose -9223372036854775808"), (.matching, "choose 9223372036854775807"),
        (.concentration, "choose 9223372036854775807"), (.set, "choose 9223372036854775807"),
    ]

    @Test(arguments: extremeSlots)
    func extremeSlotsAreRefused(game: GameKind, line: String) {
        Sessions.expectRefused(line, mentioning: "is out of range", in: game)
    }

    /// Item 8: lines that were wrongly accepted.
    static let wronglyAccepted: [(line: String, mentions: String)] = [
        ("wait 0x10", "'0x10' is not a valid number of seconds"),
        ("wait 0x1p3", "'0x1p3' is not a valid number of seconds"),
        ("wait 1e3", "'1e3' is not a valid number of seconds"),
        ("wait +3", "'+3' is not a valid number of seconds"),
        ("expect clock 0x0", "'0x0' is not a valid number of seconds"),
        ("choose \"1", "a quote is not closed in 'choose \"1'"),
        ("save \"my game.json", "a quote is not closed"),
        ("\u{0C}deal", "control character (U+000C)"),
        ("deal\u{0C}", "control character (U+000C)"),
        ("deal\u{85}", "control character (U+0085)"),
        ("\u{0C}", "control character (U+000C)"),
        ("new-game concentration --rule remove", "new-game --rule is not available in the concentration game"),
        ("new-game matching --rule replace", "new-game --rule is not available in the matching game"),
    ]

    @Test(arguments: wronglyAccepted)
    func wronglyAcceptedLinesAreRefused(line: String, mentions: String) {
        Sessions.expectRefused(line, mentioning: mentions, in: .set)
    }

    @Test func ruleStillWorksForSet() {
        var session = Sessions.make(.concentration)
        Sessions.run(&session, ["new-game set --rule remove", "rule"])
        expectContains(session.evaluate("rule").text, "remove")
        #expect(session.evaluate("wait 2.5").ok)
        #expect(session.evaluate("wait .5").ok)
        #expect(session.evaluate("expect clock 3").ok)
    }

    /// Item 5: whatever is typed is shown with control and bidi characters made visible.
    @Test func bidiOverridesAreShownVisibly() {
        var session = Session()
        let message = session.evaluate("choose 1\u{202E}2").error?.message ?? ""
        expectContains(message, "<U+202E>", "\(message)")
        #expect(!message.unicodeScalars.contains { SafeText.isUnsafe($0) })
        let theme = Sessions.make(.concentration)
        var other = theme
        let themed = other.evaluate("theme \u{2066}x").error?.message ?? ""
        expectContains(themed, "<U+2066>", "\(themed)")
    }

    /// Item 10: a long word is shortened in messages.
    @Test func longInputIsShortenedInMessages() {
        var session = Session()
        let path = "/" + String(repeating: "d/", count: 1900) + "save.json"
        let output = session.evaluate("load \(path)")
        #expect(output.ok)  // the program reads the file; the interpreter only asks
        let message = session.load(contents: "not json", path: path).error?.message ?? ""
        #expect(message.count < 200, "\(message.count)")
        expectContains(message, "save.json")
    }
}
