import Board
import Choreography
import Interpreter
import LineEditing

/// Plays each command's animation on the terminal: the command's messages first, then the
/// table moving in place below them, then the resting board exactly as the prompt prints it
/// without animation.
///
/// The table region is reserved with line feeds under the messages (so the terminal scrolls
/// first), then drawn with `FrameDiff`'s relative cursor moves from its top-left corner; only
/// what changed between frames is written. A region that does not fit the terminal is not
/// animated.
final class LivePlayback {
    /// How frames are drawn (the session's style, kept up to date: `keys on` shows keys).
    var style: BoardStyle
    /// The player (pacing, keys, signals).
    var player = TerminalPlayer()
    /// Keys typed during playback, for the next prompt line.
    var typed: [UInt8] = []
    /// Whether a resize ended a playback (the caller lays the table out again).
    var resized = false
    /// Whether Ctrl-C ended a playback (a script or a replay stops there).
    var interrupted = false
    /// Where the last playback left the board on the screen (nil when a resize cleared it).
    private(set) var placement: BoardPlacement?
    /// The last playback's report, for measurements.
    private(set) var last: Report?

    /// What one playback did.
    struct Report {
        /// How it ended.
        var ending: TerminalPlayer.Ending
        /// Frames drawn.
        var frames: Int
        /// Bytes written for the frames (without the final board).
        var bytes: Int
    }

    init(style: BoardStyle) {
        self.style = style
    }

    /// A player drawing in `session`'s style (Unicode or ASCII, colour or not).
    convenience init(session: Session) {
        self.init(style: session.options.boardStyle)
    }

    /// The terminal at the prompt, whose text is fitted to it: lines wrapped to its width, and
    /// the table's blank rows given up, when rows run short (`TableWindow`), so that a command's messages,
    /// its status line and the prompt are on the screen together with the board.
    struct Screen {
        var width: Int
        var height: Int

        /// The rows left to the table under `head` and over `below` and the prompt.
        func rowsLeft(head: [String], below: [String]) -> Int {
            height - head.count - below.count - 1
        }
    }

    /// Shows `output` with its animation, fitted to `screen` when given; false when there is
    /// nothing to play or it cannot be played here (then nothing was printed and the caller
    /// prints the text as usual).
    func present(_ output: Output, speed: Double, screen: Screen? = nil) -> Bool {
        guard output.ok, let animation = output.animation, animation.duration > 0 else { return false }
        var parts = Self.split(output.text, tableRows: output.tableRows)
        let final = FrameRenderer.frame(animation.poses(at: animation.duration), style: style)
        var rows: [Int]?
        if let screen {
            parts.head = TextWrap.wrapped(lines: parts.head, width: screen.width)
            parts.below = TextWrap.wrapped(lines: parts.below, width: screen.width)
            // NB: a row counts as what it holds before or after, whichever says more, unless
            // the table then does not fit: then as what it holds at the end. A card crossing a
            // row left out is not seen there for a moment.
            let (before, after) = (FrameRenderer.frame(animation.poses(at: 0), style: style).rowKinds, final.rowKinds)
            let height = max(before.count, after.count)
            let end = (0..<height).map { $0 < after.count ? after[$0] : .blank }
            let both = (0..<height).map { max($0 < before.count ? before[$0] : .blank, end[$0]) }
            let available = screen.rowsLeft(head: parts.head, below: parts.below)
            let window = TableWindow.rows(both, available: available)
            rows = window.count <= available ? window : TableWindow.rows(end, available: available)
        }
        let board = (rows.map { final.rows($0) } ?? final).lines(color: style.color)
        guard play(animation, head: parts.head, board: board + parts.below, rows: rows, speed: speed) else {
            return false
        }
        placement = resized ? nil : BoardPlacement(rows: rows ?? Array(board.indices), linesBelow: parts.below.count)
        return true
    }

    /// `output`'s text fitted to `screen`, as `present` fits it, for a command shown without
    /// animation; and where the board is then, when the text has one.
    static func fitted(_ output: Output, screen: Screen) -> (text: String, placement: BoardPlacement?) {
        let parts = split(output.text, tableRows: output.tableRows)
        let head = TextWrap.wrapped(lines: parts.head, width: screen.width)
        let below = TextWrap.wrapped(lines: parts.below, width: screen.width)
        let rows = TableWindow.rows(
            TableWindow.rows(of: parts.table), available: screen.rowsLeft(head: head, below: below))
        let placement = parts.table.isEmpty ? nil : BoardPlacement(rows: rows, linesBelow: below.count)
        return ((head + rows.map { parts.table[$0] } + below).joined(separator: "\n"), placement)
    }

    /// Prints `head`, plays `animation` under it (only table rows `rows` when given), and
    /// leaves `board` (the resting table's lines, and any lines below it) in its place; false,
    /// printing nothing, when the region does not fit the terminal.
    func play(_ animation: Animation, head: [String], board: [String], rows: [Int]? = nil, speed: Double) -> Bool {
        guard let size = Terminal.terminalSize() else { return false }
        let width = max(animation.before.bounds.w, animation.after.bounds.w)
        let height = rows?.count ?? max(animation.before.bounds.h, animation.after.bounds.h)
        guard width <= size.width, height < size.height else { return false }

        var text = head.map { $0 + "\n" }.joined()
        text += String(repeating: "\n", count: height) + "\u{1B}[\(height)A\r"
        Console.writeOutput(text)
        Console.flushOutput()

        var previous: Frame?
        var written = 0
        let result = player.play(duration: animation.duration, speed: speed) { instant in
            let whole = FrameRenderer.frame(animation.poses(at: instant), style: style)
            let frame = rows.map { whole.rows($0) } ?? whole
            let bytes = FrameDiff.bytes(from: previous, to: frame, color: style.color)
            previous = frame
            written += bytes.count
            return bytes
        }
        last = Report(ending: result.ending, frames: result.frames, bytes: written)
        typed += result.typed
        interrupted = interrupted || result.ending == .interrupted
        switch result.ending {
        case .resized:
            // NB: the terminal has reflowed the region; where it now is cannot be known, so
            // the screen starts afresh and the caller's `resize` draws the new table.
            resized = true
            Console.writeOutput(bytes: Array("\u{1B}[H\u{1B}[2J".utf8))
        case .finished, .skipped, .interrupted:
            let lines = board.map { $0 + "\n" }.joined()
            Console.writeOutput(bytes: FramePacer.synchronized(Array(("\u{1B}[J" + lines).utf8)))
        }
        Console.flushOutput()
        return true
    }

    /// The text cut around its table: the lines above it (the messages and the status line),
    /// the table's rows, and the lines below it (a puzzle's sets found). At the prompt the
    /// animation plays in place of the table's rows, never under a second copy of them; a
    /// text without a table is all head.
    // NB: the head was once the text up to its first blank line, but the board follows the
    // status line directly, so the head held the board down to its first blank row: at the
    // prompt Concentration's 40-line board was printed, then animated again under itself.
    static func split(_ text: String, tableRows: Range<Int>?) -> (head: [String], table: [String], below: [String]) {
        let lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let rows = tableRows, rows.upperBound <= lines.count else { return (lines, [], []) }
        return (Array(lines[..<rows.lowerBound]), Array(lines[rows]), Array(lines[rows.upperBound...]))
    }
}
