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
    /// How frames are drawn.
    let style: BoardStyle
    /// The player (pacing, keys, signals).
    var player = TerminalPlayer()
    /// Keys typed during playback, for the next prompt line.
    var typed: [UInt8] = []
    /// Whether a resize ended a playback (the caller lays the table out again).
    var resized = false
    /// Whether Ctrl-C ended a playback (a script or a replay stops there).
    var interrupted = false
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
        self.init(style: BoardStyle(unicode: session.options.unicode, color: session.options.color))
    }

    /// Shows `output` with its animation; false when there is nothing to play or it cannot be
    /// played here (then nothing was printed and the caller prints the text as usual).
    func present(_ output: Output, speed: Double) -> Bool {
        guard output.ok, let animation = output.animation, animation.duration > 0 else { return false }
        let parts = Self.split(output.text, animation: animation, style: style)
        return play(animation, head: parts.head, board: parts.tail, speed: speed)
    }

    /// Prints `head`, plays `animation` under it, and leaves `board` (the resting table's
    /// lines) in its place; false, printing nothing, when the region does not fit the terminal.
    func play(_ animation: Animation, head: [String], board: [String], speed: Double) -> Bool {
        guard let size = Platform.terminalSize() else { return false }
        let width = max(animation.before.bounds.w, animation.after.bounds.w)
        let height = max(animation.before.bounds.h, animation.after.bounds.h)
        guard width <= size.width, height < size.height else { return false }

        var text = head.map { $0 + "\n" }.joined()
        text += String(repeating: "\n", count: height) + "\u{1B}[\(height)A\r"
        Platform.writeOutput(text)
        Platform.flushOutput()

        var previous: Frame?
        var written = 0
        let result = player.play(duration: animation.duration, speed: speed) { instant in
            let frame = FrameRenderer.frame(animation.poses(at: instant), style: style)
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
            Platform.writeOutput(bytes: Array("\u{1B}[H\u{1B}[2J".utf8))
        case .finished, .skipped, .interrupted:
            let lines = board.map { $0 + "\n" }.joined()
            Platform.writeOutput(bytes: FramePacer.synchronized(Array(("\u{1B}[J" + lines).utf8)))
        }
        Platform.flushOutput()
        return true
    }

    /// The lines printed above the region (the messages and the status line, which end at the
    /// first blank line), and the resting board that ends the output (the final frame's rows):
    /// the animation plays in place of the text's board, never under a second copy of it.
    // NB: the board of the text was once recognised by comparing it with the final frame; a
    // Concentration board differs from its frame in small ways, so the comparison failed and
    // the 40-line board was printed above the region and again in it.
    static func split(_ text: String, animation: Animation, style: BoardStyle) -> (head: [String], tail: [String]) {
        let final = FrameRenderer.frame(animation.poses(at: animation.duration), style: style).lines(color: style.color)
        var lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let blank = lines.firstIndex(of: "") { lines = Array(lines[..<blank]) }
        return (lines, final)
    }
}
