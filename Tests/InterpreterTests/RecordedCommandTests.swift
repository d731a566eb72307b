import CardKit
import Choreography
import Expectations
import Interpreter
import JSONCoding
import Testing
import WireFormat

/// Reading back the JSON stream for `animset replay`: every event survives the round trip,
/// other versions' additions are ignored, and broken or hostile lines are refused in one line.
@Suite struct RecordedCommandTests {
    /// A session's JSON lines for a few commands that animate in every way.
    static func recorded() -> [String] {
        var session = Session()
        let lines = [
            "deal", "choose 1 2 3", "choose 4", "shuffle", "gather", "pan 2 1", "restore", "resize 60 20", "new-game",
        ]
        return lines.enumerated().map { index, line in session.evaluate(line).json(line: index + 1) }
    }

    @Test func everyRecordedEventReadsBackTheSame() throws {
        for line in Self.recorded() {
            let record = try RecordedCommand(line: Array(line.utf8))
            let original = try #require(line.range(of: #","events":["#))
            let events = "[" + record.events.map(\.json).joined(separator: ",") + "]}"
            var rest = String(line[original.upperBound...])
            // NB: a mismatch's `why` object and the `text` follow the events; they are not events.
            if let after = rest.range(of: #"],"why":"#) ?? rest.range(of: #"],"text":"#) {
                rest = String(rest[..<after.lowerBound]) + "]}"
            }
            expectEqual(rest, String(events.dropFirst()), "\(record.input)")
            #expect(record.ok)
            expectEqual(record.game, .set)
        }
    }

    @Test func theTextOfEachCommandReadsBack() throws {
        var session = Session()
        for (index, line) in ["deal", "choose 1 2 3", "hint", "shuffle"].enumerated() {
            let output = session.evaluate(line)
            let record = try RecordedCommand(line: Array(output.json(line: index + 1).utf8))
            #expect(!output.messages.isEmpty && !output.messages.contains("\n\n"))
            #expect(output.text.hasPrefix(output.messages))
            expectEqual(record.text, output.messages, "\(line)")
        }
    }

    @Test func unknownKeysKindsAndPlacesAreIgnored() throws {
        let line =
            #"""
            {"line":1,"input":"deal","ok":true,"error":null,"game":"set","future":{"a":[1,2]},"state":{"deck":3,\#
            "extra":true},
            """#
            + #""events":[{"t":0,"duration":0.5,"kind":"teleport","cards":["2RTO"]},"#
                + #"""
                {"t":0.25,"duration":0.5,"kind":"deal","cards":["2RTO"],"from":{"x":1,"y":2,"w":3,"h":4,"z":9},\#
                "toPlace":"moon","spin":3}]}
                """#
        let record = try RecordedCommand(line: Array(line.utf8))
        expectEqual(record.events.count, 1)
        expectEqual(record.events.first?.kind, .deal)
        expectEqual(record.events.first?.from, Rect(x: 1, y: 2, w: 3, h: 4))
        expectEqual(record.events.first?.toPlace, nil)
    }

    @Test(arguments: [
        ("", "not JSON"),
        ("{", "not JSON"),
        ("[1,2]", "must be a JSON object"),
        (
            #"{"line":1,"input":"x","error":null,"game":"set","state":null,"events":[],"ok":"yes"}"#,
            "'ok' must be true or false"
        ),
        (
            #"{"line":1,"input":"x","error":null,"game":"set","state":null,"ok":true,"events":5}"#,
            "'events' must be an array"
        ),
        (
            #"{"line":1,"input":"x","error":null,"game":"set","state":null,"ok":true,"events":[{"t":0}]}"#,
            "has no 'kind'"
        ),
        (
            #"""
            {"line":1,"input":"x","error":null,"game":"set","state":null,"ok":true,"events":[{"kind":"deal",\#
            "t":-1}]}
            """#,
            "'events[0].t' must be seconds"
        ),
        (
            #"""
            {"line":1,"input":"x","error":null,"game":"set","state":null,"ok":true,"events":[{"kind":"deal",\#
            "t":1e400}]}
            """#,
            "out of range"
        ),
        (
            #"""
            {"line":1,"input":"x","error":null,"game":"set","state":null,"ok":true,"events":[{"kind":"deal",\#
            "from":{"x":1}}]}
            """#,
            "'events[0].from' must be a frame"
        ),
        (
            #"""
            {"line":1,"input":"x","error":null,"game":"set","state":null,"ok":true,"events":[{"kind":"deal",\#
            "cards":["\u001b[2J"]}]}
            """#,
            "bad card name '<U+001B>[2J'"
        ),
        (
            #"{"line":1,"input":"x","error":null,"game":"set","ok":true,"events":[],"state":[]}"#,
            "'state' must be an object"
        ),
        // Issue 18, item 12: what is not a record of ours is refused, not replayed as nothing.
        (#"{"hello":1}"#, "a record needs the key 'line'"),
        (#"{"games":10,"policy":"first","seed":1}"#, "a record needs the key 'line'"),
        (#"{"line":1,"input":"deal","error":null,"game":"set","state":null,"events":[]}"#, "needs the key 'ok'"),
        (
            #"{"line":1,"input":"deal","ok":false,"error":null,"game":"set","state":null,"events":[]}"#,
            "needs its 'error'"
        ),
        (
            #"{"line":1,"input":"deal","ok":true,"error":null,"game":"poker","state":null,"events":[]}"#,
            "'game' must be one of"
        ),
        (#"{"a":"\u0007"} x"#, "unexpected text after"),
        (String(repeating: "[", count: 100), "nested more than 64"),
    ])
    func malformedLinesAreRefused(line: String, mentioning: String) {
        do {
            _ = try RecordedCommand(line: Array(line.utf8))
            Issue.record("accepted \(line)")
        } catch {
            expectContains(error.message, mentioning, "\(error.message)")
            expectOmits(error.message, "\u{1B}")
            expectOmits(error.message, "\n")
        }
    }

    @Test func stringsDecodeEscapesAndStayUTF8() throws {
        let value = try JSONReader.parse(Array(#"{"s":"a\"b\\c\u00e9\ud83d\ude00\n","n":-1.5e2,"i":42}"#.utf8))
        expectEqual(value, .object([("s", .string("a\"b\\cé😀\n")), ("n", .double(-150)), ("i", .int(42))]))
        #expect(
            "bell\u{07} esc\u{1B}[31m c1\u{9B} \u{202E}rtl".printable()
                == "bell<U+0007> esc<U+001B>[31m c1<U+009B> <U+202E>rtl")
        #expect(throws: JSONReader.Failure.self) { try JSONReader.parse([0x22, 0xFF, 0x22]) }
    }

    /// Issue 18, item 9: a key twice in one object is refused (readers disagree on which one
    /// counts); the same key in two objects is fine.
    /// The table-size rule of a recorded state is the one `resize` and `--bounds` state, in the
    /// same words (issue 22, item 2).
    @Test(arguments: [
        (#"{"w":5,"h":5}"#, "'state.bounds': table size 5x5 is out of range: from 20x8 to 1000x1000"),
        (#"{"w":80,"h":1001}"#, "'state.bounds': table size 80x1001 is out of range: from 20x8 to 1000x1000"),
        (#"{"w":80}"#, #"'state.bounds' must be {"w","h"}"#),
    ])
    func aRecordedTableSizeOutOfRangeIsRefused(bounds: String, message: String) throws {
        let line =
            #"{"line":1,"input":"x","ok":true,"error":null,"game":"set","events":[],"state":{"table":[],"bounds":"#
            + bounds + "}}"
        let record = try RecordedCommand(line: Array(line.utf8))
        let failure = #expect(throws: RecordedCommand.Failure.self) { try record.restingTable(fallback: .standard) }
        expectEqual(failure?.message, message)
    }

    @Test func aKeyTwiceInOneObjectIsRefused() throws {
        let failure = #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(Array(#"{"a":1,"a":2}"#.utf8)) }
        expectEqual(failure?.message, #"the key "a" appears twice in an object"#)
        expectEqual(failure?.offset, 7)
        #expect(
            try JSONReader.parse(Array(#"[{"a":1},{"a":2}]"#.utf8))
                == .array([.object([("a", .int(1))]), .object([("a", .int(2))])]))
    }
}
