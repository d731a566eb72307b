import Board
import Choreography

/// Where the last board printed at the prompt lies on the screen, counted up from the prompt:
/// what a mouse press is read against.
///
/// NB: the screen row of the prompt is asked of the terminal at the press (DSR, see
/// `EditLineReader.commandForPress`), and everything printed between the board and the prompt
/// is counted here, as it is printed: the board's own lines below the table, each line typed
/// after it, the text and errors of commands that drew no board, and the lines the reader
/// writes (a Tab listing, a line cancelled with Ctrl-C; after Ctrl-Z and fg, more than a
/// screenful, as the shell's lines cannot be counted). A press reads the board only while the
/// game's table is still the one it drew. Remembering screen rows instead would be wrong as
/// soon as the terminal scrolls.
struct BoardPlacement: Equatable {
    /// The table's rows as printed, top to bottom (rows left out to fit the screen are not).
    var rows: [Int]
    /// The screen lines printed under the table's last row printed, before the prompt.
    var linesBelow: Int
    /// The reader's count of lines it wrote (`EditLineReader.linesWritten`) when the board was
    /// printed; lines it wrote since are under the board too.
    var readerLines = 0
    /// The table the board drew; a press reads nothing once the game's table differs (a
    /// command changed it without drawing it: the screen shows the old one).
    var table: RestingTable?

    /// The table cell (column and row, from 0) at the screen cell `column`, `row` (from 1),
    /// when the prompt is on screen row `promptRow` and the reader has written `readerLines`
    /// lines in all; nil outside the table's printed rows.
    func cell(column: Int, row: Int, promptRow: Int, readerLines now: Int) -> (column: Int, row: Int)? {
        let top = promptRow - linesBelow - max(0, now - readerLines) - rows.count
        let index = row - top
        guard rows.indices.contains(index), column >= 1 else { return nil }
        return (column - 1, rows[index])
    }

    /// How many screen rows `text` takes on a terminal `width` columns wide, which wraps a line
    /// longer than that (each line at least one row).
    static func screenRows(_ text: String, width: Int) -> Int {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { rows, line in
            rows + max(1, (TextWrap.visibleWidth(of: line) + width - 1) / width)
        }
    }
}
