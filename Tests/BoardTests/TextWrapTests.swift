import Board
import Testing

/// Issue 19, item 8: text at the prompt wraps at word boundaries to the terminal's width.
@Suite struct TextWrapTests {
    @Test func longLinesBreakBetweenWordsAndFittingOnesStay() {
        let text = "short line\nSet, Concentration and matching keep their own state, as tabs do.\n╭ 1 ─ board ╮"
        let wrapped = TextWrap.wrapped(text, width: 24)
        #expect(wrapped == "short line\nSet, Concentration and\nmatching keep their own\nstate, as tabs do.\n╭ 1 ─ board ╮")
        for line in wrapped.split(separator: "\n") { #expect(displayWidth(of: line) <= 24) }
    }

    @Test func aWordWiderThanTheLineIsCutWhereTheWidthEnds() {
        #expect(TextWrap.wrapped("see abcdefghij end", width: 4) == "see\nabcd\nefgh\nij\nend")
    }

    @Test func widthsAreDisplayColumns() {
        // Each emoji takes two columns.
        #expect(TextWrap.wrapped("🐶🐶 🐱🐱 x", width: 5) == "🐶🐶\n🐱🐱\nx")
        #expect(TextWrap.wrapped("🐶🐶 🐱 x", width: 5) == "🐶🐶\n🐱 x")
    }

    @Test func nothingChangesAtAWidthOfNothing() {
        #expect(TextWrap.wrapped("a b c", width: 0) == "a b c")
    }
}
