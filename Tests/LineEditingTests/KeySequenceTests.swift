import Expectations
import LineEditing
import Testing

/// Issue 28, item 12: what follows an escape is read whole: keys libedit binds are handed on,
/// others (F5, F12, PgUp, Insert) dropped whole, mouse reports told apart, Alt with a key kept
/// together.
@Suite struct KeySequenceTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        "\u{1B}[A", "\u{1B}[D", "\u{1B}[H", "\u{1B}[F", "\u{1B}[3~", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}OA", "\u{1B}OH",
    ])
    func keysLibeditBindsAreHandedOn(text: String) {
        expectEqual(KeySequence.scan(Self.bytes(text)), .editorKey(length: text.utf8.count))
    }

    /// F5, F12, PgUp, PgDn, Insert, F1 (SS3), Ctrl+Right, Shift+F5.
    @Test(arguments: [
        "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[2~", "\u{1B}OP", "\u{1B}[1;5C", "\u{1B}[15;2~",
    ])
    func otherKeysAreDroppedWhole(text: String) {
        expectEqual(KeySequence.scan(Self.bytes(text)), .unknown(length: text.utf8.count))
        // What follows is not part of it.
        expectEqual(KeySequence.scan(Self.bytes(text + "x")), .unknown(length: text.utf8.count))
    }

    @Test(arguments: ["\u{1B}", "\u{1B}[", "\u{1B}[1", "\u{1B}[15", "\u{1B}O", "\u{1B}[1;5"])
    func startsAskForMore(text: String) {
        expectEqual(KeySequence.scan(Self.bytes(text)), .incomplete)
    }

    @Test func altWithAKeyAndMouseReports() {
        expectEqual(KeySequence.scan(Self.bytes("\u{1B}q")), .meta)
        expectEqual(KeySequence.scan(Self.bytes("\u{1B}\u{1B}")), .meta)
        expectEqual(KeySequence.scan(Self.bytes("\u{1B}[M")), .x10)
        #expect(
            KeySequence.scan(Self.bytes("\u{1B}[<0;12;7M"))
                == .mouse(.report(MouseReport(code: 0, column: 12, row: 7, pressed: true), length: 10)))
        expectEqual(KeySequence.scan(Self.bytes("\u{1B}[<0;1")), .mouse(.incomplete))
    }

    /// A run of parameter bytes is cut at `maximumLength`; a control character ends a sequence
    /// early and is a key again.
    @Test func boundedAndCutShort() {
        let long = Self.bytes("\u{1B}[" + String(repeating: "1", count: 100))
        expectEqual(KeySequence.scan(long), .unknown(length: KeySequence.maximumLength))
        expectEqual(KeySequence.scan(Self.bytes("\u{1B}[1\u{15}")), .unknown(length: 3))
        expectEqual(KeySequence.scan(Self.bytes("\u{1B}O\u{15}")), .unknown(length: 2))
    }
}
