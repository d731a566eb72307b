import CardKit
import Expectations
import Foundation
import JSONCoding
import Testing

/// `JSONWriter` writes numbers digit by digit; these check it against what Swift itself
/// writes, and check the structure it puts around values.
@Suite struct JSONWriterTests {
    static func number(_ value: Double) -> String { JSONWriter.numberText(value) }

    static func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return writer.text
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-3, "-3"), (0.45, "0.45"), (-0.45, "-0.45"), (0.001, "0.001"),
        (0.005, "0.005"), (1.05, "1.05"), (20.5, "20.5"), (-1.5, "-1.5"), (100_000.125, "100000.125"),
        (1e15, "1000000000000000.0"), (1e-5, "1e-05"), (0.1 + 0.2, "0.30000000000000004"),
    ])
    func numbersAreWrittenAsSwiftWritesThem(value: Double, expected: String) {
        expectEqual(Self.number(value), expected)
    }

    /// The one policy for what JSON cannot hold: `null`, never a made-up number.
    @Test(arguments: [Double.infinity, -.infinity, .nan, -.nan, .signalingNaN])
    func nonFiniteNumbersAreNull(value: Double) throws {
        expectEqual(Self.number(value), "null")
        expectEqual(Self.number(JSONWriter.rounded(value)), "null")
        var writer = JSONWriter()
        writer.object { writer in
            writer.field("t", value)
            writer.field("n", 1)
        }
        expectEqual(writer.text, #"{"t":null,"n":1}"#)
        let object = try JSONSerialization.jsonObject(with: Data(writer.text.utf8)) as? [String: Any]
        #expect(object?["t"] is NSNull)
    }

    @Test(arguments: [1, 1_000, 1_000_000, 1_000_000_000_000])
    func thousandthsMatchSwiftsShortestDigits(scale: Int) {
        // Every value a time or a frame can take (3 decimals), across magnitudes.
        var generator = SeededGenerator(seed: UInt64(scale))
        for _ in 0..<20_000 {
            let units = generator.index(below: 2 * scale * 1000) - scale * 1000
            let value = Double(units) / 1000
            let expected = value == value.rounded(.towardZero) && abs(value) < 1e15 ? String(Int(value)) : String(value)
            expectEqual(Self.number(value), expected, "\(units)")
        }
    }

    @Test(arguments: [Int.min, -1, 0, 7, 10, 99, Int.max])
    func integersAreWrittenAsSwiftWritesThem(value: Int) {
        var writer = JSONWriter()
        writer.integer(value)
        expectEqual(writer.text, String(value))
    }

    @Test(arguments: [UInt64.min, 9, 10, UInt64(Int.max) + 1, UInt64.max])
    func unsignedIntegersAreExact(value: UInt64) {
        var writer = JSONWriter()
        writer.integer(value)
        expectEqual(writer.text, String(value))
    }

    @Test(arguments: [
        ("2RTO", #""2RTO""#), ("a\"b\\c", #""a\"b\\c""#), ("tab\tline\nret\r", #""tab\tline\nret\r""#),
        ("\u{1}\u{1F}", #""\u0001\u001f""#), ("🐶 · é", "\"🐶 · é\""),
        // Line ends to a line-based reader (Python's splitlines, JavaScript), and DEL.
        ("a\u{85}b", #""a\u0085b""#), ("\u{80}\u{9F}", #""\u0080\u009f""#),
        ("x\u{2028}y\u{2029}z", #""x\u2028y\u2029z""#), ("del\u{7F}", #""del\u007f""#),
        // Neighbours of the escaped ones pass as they are.
        ("\u{A0}\u{2027}\u{202A}€", "\"\u{A0}\u{2027}\u{202A}€\""),
    ])
    func stringsAreQuoted(text: String, expected: String) {
        expectEqual(Self.quoted(text), expected)
    }

    @Test func keysAndValuesAreSeparatedInTheOrderWritten() {
        var writer = JSONWriter(capacity: 1)
        writer.object { writer in
            writer.field("b", 1)
            writer.key("a")
            writer.array { writer in
                writer.null()
                writer.array { _ in }
                writer.object { _ in }
                writer.bool(false)
            }
            writer.key("odd \"key\"")
            writer.string("x")
            writer.field("list", strings: ["p", "q"])
        }
        expectEqual(writer.text, #"{"b":1,"a":[null,[],{},false],"odd \"key\"":"x","list":["p","q"]}"#)
    }

    @Test func spacedStyleSeparatesWithSpaces() {
        var writer = JSONWriter(style: .spaced)
        writer.object { writer in
            writer.field("games", 2)
            writer.key("leftAtEnd")
            writer.object { writer in
                writer.key("0")
                writer.integer(UInt64(1))
                writer.key("3")
                writer.integer(UInt64(1))
            }
            writer.key("rounds")
            writer.array { writer in
                writer.integer(1)
                writer.integer(2)
            }
        }
        expectEqual(writer.text, #"{"games": 2, "leftAtEnd": {"0": 1, "3": 1}, "rounds": [1, 2]}"#)
    }

    @Test func fragmentsAreWrittenAgainWhole() {
        let state = JSONFragment.write { writer in
            writer.object { writer in writer.field("deck", 69) }
        }
        var writer = JSONWriter()
        writer.object { writer in
            writer.field("ok", true)
            writer.key("state")
            writer.fragment(state)
            writer.key("none")
            writer.fragment(.null)
        }
        expectEqual(writer.text, #"{"ok":true,"state":{"deck":69},"none":null}"#)
    }

    @Test func writerGrowsAndKeepsEveryByte() {
        var writer = JSONWriter(capacity: 1)
        let long = String(repeating: "0123456789", count: 100) + " · ünïcode"
        writer.array { writer in
            for _ in 0..<10 { writer.string(long) }
        }
        let expected = "[" + Array(repeating: "\"\(long)\"", count: 10).joined(separator: ",") + "]"
        expectEqual(writer.text, expected)
    }
}
