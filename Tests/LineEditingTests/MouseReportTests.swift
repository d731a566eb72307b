import Expectations
import Testing

@testable import LineEditing

/// Issue 23, item 1: the SGR mouse reports the prompt reads, and the terminal's answer to the
/// cursor query. Whatever the bytes, the decoder never traps and never takes a key for a report.
@Suite struct MouseReportTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(
        arguments: [
            ("\u{1B}[<0;12;7M", MouseReport(code: 0, column: 12, row: 7, pressed: true), 10),
            ("\u{1B}[<0;12;7m", MouseReport(code: 0, column: 12, row: 7, pressed: false), 10),
            ("\u{1B}[<64;1;1M", MouseReport(code: 64, column: 1, row: 1, pressed: true), 10),
            ("\u{1B}[<32;200;50Mxyz", MouseReport(code: 32, column: 200, row: 50, pressed: true), 13),
            ("\u{1B}[<2;9999;9999M", MouseReport(code: 2, column: 9999, row: 9999, pressed: true), 15),
        ] as [(String, MouseReport, Int)])
    func decodesAReport(text: String, report: MouseReport, length: Int) {
        expectEqual(MouseReport.scan(Self.bytes(text)), .report(report, length: length))
    }

    @Test(arguments: [
        "", "\u{1B}", "\u{1B}[", "\u{1B}[<", "\u{1B}[<0", "\u{1B}[<0;", "\u{1B}[<0;12;", "\u{1B}[<0;12;7",
        "\u{1B}[<0;;", "\u{1B}[<1234567",
    ])
    func aReportCutShortAsksForMore(text: String) {
        expectEqual(MouseReport.scan(Self.bytes(text)), .incomplete)
    }

    @Test(arguments: ["\u{1B}[A", "\u{1B}b", "\u{1B}\u{1B}", "x", "\u{1B}[1;5C"])
    func keysAreNotReports(text: String) {
        expectEqual(MouseReport.scan(Self.bytes(text)), .notAReport)
    }

    @Test(
        arguments: [
            ("\u{1B}[<;1;1M", 8),  // a number missing: dropped up to its end
            ("\u{1B}[<0;1M", 7),  // two numbers only
            ("\u{1B}[<0;1;2;3M", 11),  // four numbers
            ("\u{1B}[<0;;M", 7),
            ("\u{1B}[<0;1;2x", 8),  // a key where the end should be: the key stays
            ("\u{1B}[<123456;1;1M", 14),  // a number too long to be real
            ("\u{1B}[<0;0;5M", 9),  // column 0 does not exist
            ("\u{1B}[<0;5;0m", 9),
            ("\u{1B}[<-1;1;1M", 3),
            ("\u{1B}[<" + String(repeating: "1", count: 40) + "M", 32),
        ] as [(String, Int)])
    func aMalformedReportIsDropped(text: String, length: Int) {
        expectEqual(MouseReport.scan(Self.bytes(text)), .malformed(length: length))
    }

    @Test func onlyAPlainLeftPressActs() {
        #expect(MouseReport(code: 0, column: 1, row: 1, pressed: true).isLeftPress)
        for code in [1, 2, 3, 4, 8, 16, 32, 64, 65] {
            #expect(!MouseReport(code: code, column: 1, row: 1, pressed: true).isLeftPress, "\(code)")
        }
        #expect(!MouseReport(code: 0, column: 1, row: 1, pressed: false).isLeftPress)
    }

    /// Keys typed during an animation keep their order without the reports; a report cut short
    /// at the end is dropped, an Escape at the end kept.
    @Test func separatesReportsFromKeys() {
        let (keys, reports) = MouseReport.separate(
            Self.bytes("ab\u{1B}[<0;3;4Mc\u{1B}[<0;3;4m\u{1B}[Ad\u{1B}[<0;1x\u{1B}[<0;;My"))
        expectEqual(keys, Self.bytes("abc\u{1B}[Adxy"))
        expectEqual(
            reports.map(\.report),
            [
                MouseReport(code: 0, column: 3, row: 4, pressed: true),
                MouseReport(code: 0, column: 3, row: 4, pressed: false),
            ])
        expectEqual(reports.map(\.keysBefore), [2, 3])
        expectEqual(MouseReport.separate(Self.bytes("q\u{1B}[<0;3")).keys, Self.bytes("q"))
        expectEqual(MouseReport.separate(Self.bytes("q\u{1B}")).keys, Self.bytes("q\u{1B}"))
        expectEqual(MouseReport.separate(Self.bytes("q\u{1B}[")).keys, Self.bytes("q\u{1B}["))
    }

    /// Issue 37, item 9: an overlong report typed ahead is dropped whole, as at the prompt; its
    /// digits and end were kept as keys.
    @Test func anOverlongReportIsDroppedWhole() {
        let long = "\u{1B}[<" + String(repeating: "1", count: 60) + ";1;1M"
        expectEqual(MouseReport.separate(Self.bytes("a" + long + "b")).keys, Self.bytes("ab"))
        expectEqual(
            MouseReport.separate(Self.bytes("a" + long.dropLast() + "\u{1B}[Ab")).keys, Self.bytes("a\u{1B}[Ab"))
        let numbers = "\u{1B}[<" + String(repeating: "0;", count: 20) + "M"
        expectEqual(MouseReport.separate(Self.bytes(numbers + "c")).keys, Self.bytes("c"))
    }

    /// Every prefix of every byte string of a few bytes decodes to something, without trapping.
    @Test func anyBytesDecode() {
        let alphabet: [UInt8] = [
            0x1B, UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "0"), UInt8(ascii: "9"), UInt8(ascii: ";"),
            UInt8(ascii: "M"), UInt8(ascii: "m"), 0xFF,
        ]
        var strings: [[UInt8]] = [[0x1B]]
        for _ in 0..<5 { strings = strings.flatMap { s in alphabet.map { s + [$0] } } }
        for string in strings {
            _ = MouseReport.scan(string)
            _ = MouseReport.separate(string)
            _ = Terminal.cursorReply(in: string)
        }
    }

    @Test(
        arguments: [
            ("\u{1B}[40;1R", 40, 0, 7),
            ("ab\u{1B}[7;80R", 7, 2, 7),
            ("\u{1B}[<0;1;1M\u{1B}[12;3R", 12, 9, 7),
        ] as [(String, Int, Int, Int)])
    func readsTheCursorRow(text: String, row: Int, start: Int, length: Int) {
        let reply = Terminal.cursorReply(in: Self.bytes(text))
        #expect(reply?.row == row && reply?.start == start && reply?.length == length)
    }

    @Test(arguments: ["\u{1B}[40R", "\u{1B}[;1R", "\u{1B}[0;1R", "\u{1B}[40;1", "40;1R", "\u{1B}[123456;1R"])
    func noCursorRowInOtherBytes(text: String) {
        #expect(Terminal.cursorReply(in: Self.bytes(text)) == nil)
    }
}
