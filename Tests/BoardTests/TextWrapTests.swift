import Board
import Expectations
import Testing

/// Issue 19, item 8: text at the prompt wraps at word boundaries to the terminal's width.
@Suite struct TextWrapTests {
    @Test func longLinesBreakBetweenWordsAndFittingOnesStay() {
        let text = "short line\nSet, Concentration and matching keep their own state, as tabs do.\n╭ 1 ─ board ╮"
        let wrapped = TextWrap.wrapped(text, width: 24)
        expectEqual(
            wrapped, "short line\nSet, Concentration and\nmatching keep their own\nstate, as tabs do.\n╭ 1 ─ board ╮")
        for line in wrapped.split(separator: "\n") { #expect(displayWidth(of: line) <= 24) }
    }

    @Test func aWordWiderThanTheLineIsCutWhereTheWidthEnds() {
        expectEqual(TextWrap.wrapped("see abcdefghij end", width: 4), "see\nabcd\nefgh\nij\nend")
    }

    @Test func widthsAreDisplayColumns() {
        // Each emoji takes two columns.
        expectEqual(TextWrap.wrapped("🐶🐶 🐱🐱 x", width: 5), "🐶🐶\n🐱🐱\nx")
        expectEqual(TextWrap.wrapped("🐶🐶 🐱 x", width: 5), "🐶🐶\n🐱 x")
    }

    /// A coloured board line that fits is left as it is: escape sequences take no columns (the
    /// 120-column Concentration board at the prompt was wrapped line by line in two).
    @Test func escapeSequencesTakeNoColumns() {
        let line = "\u{1B}[31m╭ 1 ──╮\u{1B}[0m \u{1B}[38;5;208m╭ 2 ──╮\u{1B}[0m"
        expectEqual(TextWrap.visibleWidth(of: line), 15)
        expectEqual(TextWrap.wrapped(line, width: 15), line)
        expectEqual(TextWrap.wrapped("\u{1B}[1mSet!\u{1B}[0m one two", width: 8), "\u{1B}[1mSet!\u{1B}[0m one\ntwo")
        expectEqual(TextWrap.wrapped("\u{1B}[1mabcdef\u{1B}[0m", width: 3), "\u{1B}[1mabc\ndef\u{1B}[0m")
    }

    /// A line of a two-column table (help's) keeps its indent and goes on under its second
    /// column, not at the left margin under the command names.
    @Test func aTableLineGoesOnUnderItsSecondColumn() {
        let line = "  resize W H        set the table size in character cells"
        #expect(
            TextWrap.wrapped(line, width: 40)
                == "  resize W H        set the table size\n                    in character cells")
        let long = "  expect WHAT       check the state: score, deck, table, sets, slot N CODE, selected, over"
        let lines = TextWrap.wrapped(long, width: 40).split(separator: "\n")
        expectEqual(lines.count, 4)
        for line in lines { #expect(displayWidth(of: line) <= 40) }
        expectEqual(TextWrap.wrapped("  one two three four", width: 10), "  one two\n  three\n  four")
        // Too little room after the second column: the line goes on at its indent.
        #expect(
            TextWrap.wrapped("  a                          b c d e f g h", width: 32)
                == "  a                          b c\n  d e f g h")
    }

    @Test func nothingChangesAtAWidthOfNothing() {
        expectEqual(TextWrap.wrapped("a b c", width: 0), "a b c")
    }
}
