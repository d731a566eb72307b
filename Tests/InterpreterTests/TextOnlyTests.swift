import CardKit
import Choreography
import Expectations
import SetGame
import Testing

@testable import Interpreter

/// A session that prints only text skips work nothing prints (the flight of a flyaway) and
/// still prints the very same text.
@Suite struct TextOnlyTests {
    /// The text of each line of a game played by finding sets, with a mismatch now and then.
    static func texts(rendersState: Bool, events: EventsMode) -> [String] {
        var options = SessionOptions()
        options.seed = 11
        options.rendersState = rendersState
        options.events = events
        var session = Session(options: options)
        var texts: [String] = []
        for step in 0..<60 {
            let line =
                step % 9 == 4
                ? "choose 1 2 3" : TextOnlyTests.aSet(in: session.games.set).map { "choose " + $0 } ?? "deal"

            texts.append(session.evaluate(line).text)
        }
        return texts
    }

    /// The slots of the first set among the cards not shown as a match ("2 5 9").
    static func aSet(in game: SetGame) -> String? {
        let table = game.table
        let free = table.indices.filter { !game.selected.contains(table[$0]) }
        for a in free {
            for b in free where b > a {
                for c in free where c > b && Solver.isSet(table[a], table[b], table[c]) {
                    return "\(a + 1) \(b + 1) \(c + 1)"
                }
            }
        }
        return nil
    }

    @Test(arguments: [EventsMode.summary, .full, .off])
    func theTextIsTheSameWithoutState(events: EventsMode) {
        let withState = TextOnlyTests.texts(rendersState: true, events: events)
        #expect(withState.filter { $0.contains("flyaway") }.count > 10 || events == .off)
        expectEqual(withState.count, 60)
        expectEqual(TextOnlyTests.texts(rendersState: false, events: events), withState)
    }

    @Test func theFlightIsSkippedOnlyWhenNothingShowsIt() {
        var options = SessionOptions()
        options.rendersState = false
        #expect(!Session(options: options).eventsAreShown)
        options.events = .full
        #expect(Session(options: options).eventsAreShown)
        options.events = .summary
        options.recordsAnimation = true
        #expect(Session(options: options).eventsAreShown)
        #expect(Session(options: SessionOptions()).eventsAreShown)
    }

    /// The board's last rows are the table: every game's resting table is laid out in the
    /// session's bounds, which is what `finish` counts them from.
    @Test(arguments: ["game set", "game concentration", "game matching", "new puzzle"])
    func everyTableIsLaidOutInTheSessionsBounds(line: String) {
        var options = SessionOptions()
        options.bounds = Size(w: 70, h: 19)
        var session = Session(options: options)
        let output = session.evaluate(line)
        expectEqual(session.restingTable.layout.bounds, options.bounds)
        let rows = output.text.split(separator: "\n", omittingEmptySubsequences: false).count
        expectEqual(
            output.tableRows.map { $0.count == 19 && $0.upperBound <= rows }, true,
            "\(line): \(String(describing: output.tableRows)) of \(rows)")
    }

    static let lineBreakCases: [(String, Int)] = [
        ("", 0), ("\n", 1), ("abc", 0), ("a\nb", 1), ("1234567\n", 1), ("12345678\n", 1), ("\n\n\n\n\n\n\n\n\n", 9),
        (String(repeating: "ab\ncd\n·é\n", count: 37), 111), ("\u{0B}\u{0A}\u{8A}\u{0A}", 2), ("╭──╮\n╰──╯", 1),
    ]

    @Test(arguments: lineBreakCases)
    func lineBreaksAreCounted(text: String, count: Int) {
        expectEqual(Session.lineBreaks(in: text), count)
        expectEqual(Session.lineBreaks(in: text), text.utf8.count(where: { $0 == 0x0A }))
    }
}

/// The JSON `text` key: the lines above the board, found byte by byte.
@Suite struct OutputMessagesTests {
    static let texts = [
        "", "\n", "\n\n", "a", "a\n", "a\n\n", "\na", "a\nb", "a\nb\n", "a\nb\n\nc", "a\n\nb\n\nc", "a\r\nb",
        "a\r\n\r\nb",
        "a\n\r\nb", "a\r\n\nb", "\r\n", "\r\n\r\n", "é\n\u{301}x\n\nz",
        "Selected 2PTS (slot 1).\nSet! 2PTS 3GOO 1RSD.\n\nSet · score 5",
        "🇯🇵\n👩‍🚀\n", "a\u{0B}\nb", "\r", "\r\r\n\n",
    ]

    @Test(arguments: texts)
    func theLinesUpToTheFirstEmptyOne(text: String) {
        let output = Output(
            input: "x", isCommand: true, error: nil, text: text, game: .set, state: .null, events: [], request: nil)
        #expect(
            output.messages
                == text.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.joined(
                    separator: "\n"))
    }
}
