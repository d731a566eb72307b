import Board
import CardKit
import Choreography
import Expectations
import Interpreter
import Testing

/// Issue 23, item 2: one-key play. The keys follow the table's shape row by row; a key chooses
/// its card, Space and Return deal, `:` starts a command, and (issue 30, item 2) any other key,
/// a key for a missing card too, starts a command line with itself.
@Suite struct KeyActionTests {
    /// The keys of a table of `count` cards in `bounds`, row by row as the board shows them.
    static func keys(_ count: Int, _ bounds: Size = .standard) -> String {
        String(KeyLayout.keys(slots: TableLayout(cardCount: count, bounds: bounds).slots).map { $0 ?? "-" })
    }

    @Test func theLayoutFollowsTheTablesRows() {
        expectEqual(Self.keys(12), "1234qwerasdf")
        expectEqual(Self.keys(9), "123qweasd")  // the junior deck's 3-wide table, as Set with Friends reads its own
        #expect(Self.keys(0).isEmpty)
    }

    /// A table taller than the keyboard takes its rows again, to the right of the table.
    @Test func extraRowsContinueToTheRight() {
        let slots = (0..<24).map { Rect(x: $0 % 4 * 10, y: $0 / 4 * 5, w: 8, h: 4) }
        let keys = String(KeyLayout.keys(slots: slots).map { $0 ?? "-" })
        expectEqual(keys, "1234qwerasdfzxcv5678tyui")
        let wide = (0..<48).map { Rect(x: $0 % 6 * 10, y: $0 / 6 * 5, w: 8, h: 4) }
        // Past the keyboard's right end: no key.
        expectEqual(String(KeyLayout.keys(slots: wide).map { $0 ?? "-" }).suffix(12), "jkl;--m,./--")
    }

    @Test func keysBecomeCommandLines() {
        var session = Sessions.make(.set, seed: 7)
        expectEqual(session.keyAction(for: "1"), .line("choose 1"))
        expectEqual(session.keyAction(for: "q"), .line("choose 5"))
        expectEqual(session.keyAction(for: "f"), .line("choose 12"))
        expectEqual(session.keyAction(for: "z"), .pass)  // no fourth row of cards
        expectEqual(session.keyAction(for: "0"), .pass)
        expectEqual(session.keyAction(for: "b"), .pass)  // `board` typed whole starts a command
        expectEqual(session.keyAction(for: " "), .line("deal"))
        expectEqual(session.keyAction(for: "\n"), .line("deal"))
        expectEqual(session.keyAction(for: ":"), .command)
        expectEqual(session.keyAction(for: "h"), .pass)  // a layout key with no card
        expectEqual(session.keyAction(for: "-"), .pass)
        expectEqual(session.keyAction(for: "Q"), .pass)  // the second player's key, solo
        // Issue 37, item 9: a shifted digit, solo, does nothing (it started a line with `!`).
        expectEqual(session.keyAction(for: "!"), .ignore)
        expectEqual(session.keyAction(for: "@"), .ignore)
        _ = session.evaluate("gather")
        expectEqual(session.keyAction(for: "1"), .pass)
        _ = session.evaluate("game concentration")
        expectEqual(session.keyAction(for: " "), .ignore)
        expectEqual(session.keyAction(for: "\n"), .pass)
        expectEqual(session.keyAction(for: "1"), .line("choose 1"))
    }

    @Test func shiftIsTheSecondPlayers() {
        var session = Sessions.make(.set, seed: 7)
        _ = session.evaluate("new-game --players ann,bob")
        expectEqual(session.keyAction(for: "q"), .line("choose 5"))
        expectEqual(session.keyAction(for: "Q"), .line("bob: choose 5"))
        expectEqual(session.keyAction(for: "!"), .line("bob: choose 1"))
        #expect(session.evaluate("bob: choose 5").ok)
        // At a room's seat (issue 40) Shift changes nothing: the key is the seat's own move.
        expectEqual(session.keyAction(for: "Q", seated: true), .line("choose 5"))
        expectEqual(session.keyAction(for: "!", seated: true), .line("choose 1"))
        expectEqual(session.keyAction(for: "@", seated: true), .line("choose 2"))
    }

    /// Issue 30, item 2: `keys on` draws the board at once, its cards' keys on it and the status
    /// line saying how to type a command; `keys off` takes both away; `keys` alone only tells.
    @Test func keysOnRedrawsTheBoardWithTheKeys() {
        var session = Sessions.make(.set, seed: 7)
        let on = session.evaluate("keys on")
        #expect(on.tableRows != nil)
        #expect(on.text.contains("key q") && on.text.contains("2 sets on the table · : for a command\n"))
        let shown = session.evaluate("keys")
        #expect(shown.tableRows == nil && !shown.text.contains("key q"))
        expectContains(session.evaluate("board").text, "· : for a command")
        let off = session.evaluate("keys off")
        #expect(off.tableRows != nil && !off.text.contains("key q") && !off.text.contains(": for a command"))
    }

    /// `keys` and `mouse` complete at the prompt, and so do their words.
    @Test func theCommandsComplete() {
        let session = Sessions.make(.set, seed: 7)
        expectEqual(session.completions(for: "ke"), ["keys"])
        expectEqual(session.completions(for: "mou"), ["mouse"])
        expectEqual(Set(session.completions(for: "keys ")), ["on", "off"])
        expectEqual(Set(session.completions(for: "mouse o")), ["on", "off"])
    }
}
