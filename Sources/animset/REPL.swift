import ArgumentParser
import Board
import Choreography
import Interpreter
import LineEditing

/// The interactive prompt: libedit line editing, history, Tab completion; Ctrl-C cancels the
/// line, Ctrl-D leaves, a terminal resize redraws the board at the new size. With `live`, each
/// command's animation plays on the terminal before the prompt comes back; keys typed
/// meanwhile start the next line.
enum REPL {
    static let prompt = "animset> "

    /// Runs the prompt; `live` plays each command's animation on the terminal.
    static func run(session: Session, live: Bool, pages: Bool) -> ExitCode {
        var runner = promptRunner(session: session, live: live)
        // NB: Ctrl-C while a command runs sets the flag of the handler the prompt installs
        // (`EditLineReader`); `solve` and `hint best` poll it, and the next prompt clears it.
        runner.session.interruption = { Signals.interruptPending }
        runner.recordStatistics()
        runner.pager = pages && Pager.terminalPages ? Pager.pagerCommand() : nil
        let box = CompletionSource(runner.session)
        let reader = EditLineReader(historyPath: historyPath()) { line, cursor in
            _ = cursor  // the line is the text before the cursor
            return box.session.completions(for: line)
        }
        defer { reader.close() }
        wire(reader, to: box)
        var historyWarned = reader.historyError != nil
        if let problem = reader.historyError {
            Program.say(.warning, "history not saved: \(problem)")
        }
        Console.writeOutput(
            """
            animset \(Program.version.split(separator: " ").last ?? "") — type 'help' for the commands, Ctrl-D to \
            leave.\n
            """
        )
        Console.writeOutput(
            openingNote(
                seed: runner.session.options.seed, animates: runner.live != nil && runner.session.options.animates)
                + "\n")
        runner.opening()
        // NB: the key that skips the opening deal is swallowed (issue 37, item 14): typed into
        // the first line, it was a line that Ctrl-D did not end. After a command, a key that
        // skips its animation still starts the next line.
        afterOutput(&runner, reader: reader, line: 0, keepingKeys: false)
        var number = 0
        var mouseRefused = false
        while !runner.stopped {
            settle(reader, box: box, runner: runner, mouseRefused: &mouseRefused)
            // NB: the computer's move is due: it comes before the next line, and interrupts the
            // one being typed, which the reader types back in afterwards.
            reader.deadline = runner.computerDeadline
            if let deadline = reader.deadline, deadline <= SystemClock.monotonicSeconds() {
                runner.computerTurn(line: number)
                afterOutput(&runner, reader: reader, line: number)
                continue
            }
            let input = reader.read(prompt: prompt)
            runner.readerLines = reader.linesWritten
            switch input {
            case .line(let bytes):
                number += 1
                // NB: a history that could not be saved (a FIFO nobody reads) is said once, as
                // the first save fails; the lines stay in this session's history.
                if !historyWarned, let problem = reader.historyError {
                    Program.say(.warning, "history not saved: \(problem)")
                    historyWarned = true
                }
                runner.typed = String(decoding: bytes, as: UTF8.self)
                runner.evaluate(bytes[...], name: "<prompt>", line: number)
            case .interrupted:
                continue
            case .resized:
                resize(&runner, line: number)
            case .due:
                runner.computerTurn(line: number)
            case .endOfInput:
                Console.writeOutput("\n")
                Console.flushOutput()
                return .success
            }
            afterOutput(&runner, reader: reader, line: number)
        }
        return .success
    }

    /// The runner of a prompt at this terminal, the home prompt's or a room's seat's: errors
    /// said, not fatal, the clock running from now; `live` plays each command's animation on the
    /// terminal.
    static func promptRunner(session: Session, live: Bool) -> ScriptRunner {
        var runner = ScriptRunner(session: session, json: false, bail: false)
        runner.interactive = true
        runner.stillSince = SystemClock.monotonicSeconds()
        if live {
            runner.live = LivePlayback(session: session)
            Terminal.installTerminalGuards()
        }
        return runner
    }

    /// The history file: `ANIMSET_HISTORY`, else `HistoryFile.defaultPath` (a room's seat keeps
    /// its lines there too: `choose`, `deal` and the settings are typed alike in both).
    static func historyPath() -> String? {
        Platform.environment("ANIMSET_HISTORY") ?? HistoryFile.defaultPath(environment: Platform.environment)
    }

    /// Wires `reader`'s mouse presses and one-key play to the session and the board in `box`:
    /// a press on a card, or its key, types in the command it stands for (at a room's seat,
    /// `seated`, always the seat's own move).
    static func wire(_ reader: EditLineReader, to box: CompletionSource, seated: Bool = false) {
        reader.mouse.command = { [weak reader] report, promptRow in
            guard let reader, let placement = box.placement, placement.table == box.session.restingTable,
                let cell = placement.cell(
                    column: report.column, row: report.row, promptRow: promptRow, readerLines: reader.linesWritten)
            else { return nil }
            return box.session.mouseCommand(column: cell.column, row: cell.row)
        }
        reader.oneKey.response = { key in
            switch box.session.keyAction(for: key, seated: seated) {
            case .line(let line): .typeIn(line)
            case .command: .startCommand
            case .ignore: .swallow
            case .pass: .pass
            }
        }
    }

    /// Before each prompt: `box` shows the session and board now, and the terminal's mouse and
    /// key modes follow the session's settings.
    static func settle(_ reader: EditLineReader, box: CompletionSource, runner: ScriptRunner, mouseRefused: inout Bool)
    {
        box.session = runner.session
        box.placement = runner.placement
        // NB: the setting is the session's (`mouse on|off`), the terminal's modes follow it;
        // a terminal that cannot report the mouse (TERM=dumb) is said so once.
        let mouse = runner.session.options.mouse
        reader.mouse.on = mouse && TerminalMouse.terminalTakesMouse
        if mouse && !reader.mouse.on && !mouseRefused {
            Program.say(
                .warning,
                """
                this terminal does not report the mouse (TERM=\(Platform.environment("TERM") ?? "")): mouse is \
                on, but clicks do nothing
                """
            )
        }
        mouseRefused = mouse && !reader.mouse.on
        reader.oneKey.on = runner.session.options.keys
    }

    /// The second line at the prompt: the first game's seed, how to deal it again (issue 30,
    /// item 1: saves and the statistics keep it too), and, when the deal animates, that a key
    /// skips it (issue 30, item 12).
    static func openingNote(seed: UInt64, animates: Bool) -> String {
        // NB: at most 80 columns with the prompt's own six-digit seeds (issue 37, item 21).
        "Seed \(seed): animset --seed \(seed) deals it again." + (animates ? " Any key skips the deal." : "")
    }

    /// After a command's output: a resize during playback lays the table out again (which
    /// may animate, and be resized...); keys typed during playback start the next line, unless
    /// not `keepingKeys` (then they are dropped).
    static func afterOutput(_ runner: inout ScriptRunner, reader: EditLineReader, line: Int, keepingKeys: Bool = true) {
        while let live = runner.live, live.resized, !runner.stopped {
            live.resized = false
            resize(&runner, line: line)
        }
        if let live = runner.live {
            if keepingKeys { reader.typeAhead(live.typed) }
            live.typed = []
        }
    }

    /// Lays the table out again for the terminal's new size.
    static func resize(_ runner: inout ScriptRunner, line: Int) {
        guard let size = Terminal.terminalSize() else { return }
        let bounds = Program.tableBounds(forTerminal: size)
        runner.evaluate(Array("resize \(bounds.w) \(bounds.h)".utf8)[...], name: "<prompt>", line: line)
    }
}

/// The session Tab completion and mouse presses look at, and where its board is on the
/// screen, updated before each prompt.
final class CompletionSource {
    var session: Session
    var placement: BoardPlacement?
    init(_ session: Session) { self.session = session }
}
