import ArgumentParser
import Board
import Choreography
import Interpreter
import LineEditing
import ReplayPage
import WireFormat

/// `animset replay [--speed X] FILE`: plays a JSON stream recorded with `--format json`
/// (perhaps by another version, on another machine) using nothing but the JSON: each
/// command as the prompt showed it, its animation (on a terminal), then the table at rest.
///
/// The whole file is checked before anything plays: a line that is not a record is
/// `FILE:LINE: error: MESSAGE` and exit 1; an unreadable (or too large) file exits 66.
/// Nothing from the file reaches the terminal raw: commands and errors are printed with
/// control characters escaped, card names are checked.
struct ReplayCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a JSON stream recorded with --format json, from nothing but the JSON.",
        discussion: """
            On a terminal each command's animation plays (--speed X; a key skips, Ctrl-C stops), \
            then the table at rest; otherwise the commands and the tables are printed. A line that \
            is not a record is FILE:LINE: error: MESSAGE (exit 1) before anything plays.
            """
    )

    @OptionGroup var bounds: BoundsOption

    @OptionGroup var style: StyleOptions

    @OptionGroup var playback: PlaybackOptions

    @Argument(help: ArgumentHelp("A stream recorded with --format json.", valueName: "FILE"), completion: .file())
    var file: String

    func execute() throws -> ExitCode {
        let terminal = Terminal.isTerminal(1)
        let live = playback.animate != .never && terminal
        let board = BoardStyle(
            unicode: !style.ascii, color: style.colors(stdoutIsTerminal: terminal, noColor: Program.noColor),
            palette: style.palette)
        return ReplayCommand.run(path: file, speed: playback.speed, style: board, bounds: bounds.table, live: live)
    }

    /// The largest file read.
    static let maximumFileSize = 256 << 20

    /// Reads and plays `path`. `live` animates (standard output is a terminal, or asked for).
    static func run(path: String, speed: Double, style: BoardStyle, bounds: Size, live: Bool) -> ExitCode {
        let scenes: [ReplayPage.Scene]
        do { scenes = try read(path, bounds: bounds) } catch { return error }
        let player = live ? LivePlayback(style: style) : nil
        var previous: RestingTable?
        for scene in scenes {
            var head = ["animset> " + scene.record.input.printable()]
            if !scene.record.ok { head.append("error: " + (scene.record.error ?? "refused").printable()) }
            guard let after = scene.table else {
                Console.writeOutput(head.map { $0 + "\n" }.joined())
                continue
            }
            let before = ReplayPage.before(after, previous: previous, events: scene.record.events)
            previous = after
            let animation = Animation(before: before, after: after, events: scene.record.ok ? scene.record.events : [])
            let board = FrameRenderer.frame(animation.poses(at: animation.duration), style: style).lines(
                color: style.color)
            if let player, animation.duration > 0, player.play(animation, head: head, board: board, speed: speed) {
                if player.interrupted { Signals.endByInterrupt() }
                continue
            }
            Console.writeOutput((head + board).map { $0 + "\n" }.joined())
        }
        Console.flushOutput()
        return .success
    }

    /// Reads the stream at `path` (`-`: standard input) whole and checks every line: a line
    /// that is not a record is reported as `FILE:LINE: error: MESSAGE` and throws 1; a file that
    /// cannot be read (or is too large) is reported and throws 66. Blank lines are skipped; a
    /// stream with no record is reported and throws 1.
    static func read(_ path: String, bounds: Size) throws(ExitCode) -> [ReplayPage.Scene] {
        let bytes: [UInt8]
        do {
            bytes =
                path == "-"
                ? try Files.readStandardInput(limit: maximumFileSize) : try Files.readFile(path, limit: maximumFileSize)
        } catch {
            Program.error(error.message)
            throw .noInput
        }
        var scenes: [ReplayPage.Scene] = []
        for (index, line) in ScriptRunner.lines(bytes).enumerated()
        where line.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
            do {
                let record = try RecordedCommand(line: line)
                scenes.append(
                    ReplayPage.Scene(
                        record: record, table: try record.restingTable(fallback: bounds), printed: record.text))
            } catch {
                Program.error(error.message, at: "\(path.printable()):\(index + 1)")
                throw .failure
            }
        }
        // NB: an empty stream is refused like a broken one (exit 1): before, `replay` printed
        // nothing and exited 0, and `export` wrote a page of no scenes (issue 28).
        guard !scenes.isEmpty else {
            Program.error("the stream holds no record (it is empty or blank); record one with --format json", at: path)
            throw .failure
        }
        return scenes
    }
}
