import Board
import Expectations
import Testing

/// Issue 19, item 1: at the prompt the table gives up blank rows, never drawn ones, so that a
/// command's messages, its status line and the prompt stay on the screen with the board.
@Suite struct TableWindowTests {
    /// Rows of a table: `.` blank, `|` sides only, `#` drawn.
    static func rows(_ picture: String) -> [TableWindow.Row] {
        picture.map { $0 == "." ? .blank : $0 == "|" ? .sides : .drawn }
    }

    @Test func aTableThatFitsKeepsEveryRow() {
        expectEqual(TableWindow.rows(Self.rows("..#.."), available: 5), [0, 1, 2, 3, 4])
        expectEqual(TableWindow.rows(Self.rows("..#.."), available: 9), [0, 1, 2, 3, 4])
    }

    @Test func blankRowsUnderTheTableGoFirstThenThoseOverIt() {
        expectEqual(TableWindow.rows(Self.rows("..##..."), available: 5), [0, 1, 2, 3, 4])
        expectEqual(TableWindow.rows(Self.rows("..##..."), available: 3), [1, 2, 3])
    }

    /// The Set table at 80x16: two blank rows over the cards, three between them and the piles.
    @Test func thenTheLongestRunBetweenDrawnRowsShortens() {
        let set = Self.rows("..########...###")
        expectEqual(TableWindow.rows(set, available: 13), [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15])
        expectEqual(TableWindow.rows(set, available: 11), [2, 3, 4, 5, 6, 7, 8, 9, 13, 14, 15])
        expectEqual(TableWindow.rows(Self.rows("#...#.##."), available: 6), [0, 1, 4, 5, 6, 7])
    }

    /// Set at 80x16 at the end of a game: six large cards, rows 1, 4, 7 and 10 their sides
    /// alone; the blank row goes, then every second row of sides from the bottom.
    @Test func thenRowsOfSidesGoEverySecondFirst() {
        let end = Self.rows("#|##|##|##|#.###")
        expectEqual(TableWindow.rows(end, available: 13), [0, 1, 2, 3, 5, 6, 7, 8, 9, 11, 13, 14, 15])
        expectEqual(TableWindow.rows(end, available: 12), [0, 1, 2, 3, 5, 6, 8, 9, 11, 13, 14, 15])
    }

    @Test func drawnRowsStayWhenTheOthersAreNotEnough() {
        expectEqual(TableWindow.rows(Self.rows("#..###"), available: 2), [0, 3, 4, 5])
        expectEqual(TableWindow.rows(Self.rows("#|.|#"), available: 1), [0, 4])
        expectEqual(TableWindow.rows(Self.rows("...."), available: 2), [0, 1])
        expectEqual(TableWindow.rows(Self.rows("#..#"), available: -3), [0, 3])
    }

    @Test func linesAreReadWithoutTheirColour() {
        #expect(
            TableWindow.rows(of: ["", "\u{1B}[0m", " ╭─╮", "x", " │   │ \u{1B}[31m┃ ┃\u{1B}[0m", "|  |"])
                == [.blank, .blank, .drawn, .drawn, .sides, .sides])
    }
}
