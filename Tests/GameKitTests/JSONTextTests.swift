import GameKit
import Testing

/// `JSONText` writes numbers digit by digit; these check it against what Swift itself writes.
@Suite struct JSONTextTests {
    static func number(_ value: Double) -> String {
        var out = JSONBuffer()
        JSONText.appendNumber(value, to: &out)
        return out.text
    }

    static func quoted(_ text: String) -> String {
        var out = JSONBuffer()
        JSONText.appendQuoted(text, to: &out)
        return out.text
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-3, "-3"), (0.45, "0.45"), (-0.45, "-0.45"), (0.001, "0.001"),
        (0.005, "0.005"), (1.05, "1.05"), (20.5, "20.5"), (-1.5, "-1.5"), (100_000.125, "100000.125"),
        (.infinity, "0"), (.nan, "0"), (1e15, "1000000000000000.0"), (1e-5, "1e-05"), (0.1 + 0.2, "0.30000000000000004"),
    ])
    func numbersAreWrittenAsSwiftWritesThem(value: Double, expected: String) {
        #expect(Self.number(value) == expected)
    }

    @Test(arguments: [1, 1_000, 1_000_000, 1_000_000_000_000])
    func thousandthsMatchSwiftsShortestDigits(scale: Int) {
        // Every value a time or a frame can take (3 decimals), across magnitudes.
        var generator = SeededGenerator(seed: UInt64(scale))
        for _ in 0..<20_000 {
            let units = generator.index(below: 2 * scale * 1000) - scale * 1000
            let value = Double(units) / 1000
            let expected = value == value.rounded(.towardZero) && abs(value) < 1e15 ? String(Int(value)) : String(value)
            #expect(Self.number(value) == expected, "\(units)")
        }
    }

    @Test(arguments: [Int.min, -1, 0, 7, 10, 99, Int.max])
    func integersAreWrittenAsSwiftWritesThem(value: Int) {
        var out = JSONBuffer()
        JSONText.appendInteger(value, to: &out)
        #expect(out.text == String(value))
    }

    @Test(arguments: [
        ("2RTO", #""2RTO""#), ("a\"b\\c", #""a\"b\\c""#), ("tab\tline\nret\r", #""tab\tline\nret\r""#),
        ("\u{1}\u{1F}", #""\u0001\u001f""#), ("🐶 · é", "\"🐶 · é\""),
    ])
    func stringsAreQuoted(text: String, expected: String) {
        #expect(Self.quoted(text) == expected)
    }

    @Test func bufferGrowsAndKeepsEveryByte() {
        var out = JSONBuffer(capacity: 1)
        #expect(out.lastByte == nil)
        for index in 0..<1000 { out.append(UInt8(0x30 + index % 10)) }
        out.append("null")
        out.append(contentsOf: " · ünïcode")
        let expected = String((0..<1000).map { Character(String($0 % 10)) }) + "null · ünïcode"
        #expect(out.text == expected)
        #expect(out.byteCount == expected.utf8.count)
        #expect(out.lastByte == UInt8(ascii: "e"))
    }
}
