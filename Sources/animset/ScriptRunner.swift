import ArgumentParser
import Board
import Interpreter
import LineEditing
import ReplayPage
import SetGame

#if canImport(Glibc)
    import Glibc
#endif

/// Runs script files and standard input through the session: prints each command's output,
/// reports errors as `FILE:LINE: error: MESSAGE`, stops at the first under `--bail`.
struct ScriptRunner {
    var session: Session
    let json: Bool
    let bail: Bool
    /// At the prompt: errors read `error: MESSAGE`, and the clock moves on in real time
    /// while the board is still.
    var interactive = false
    /// The monotonic time when the board last came to rest (the end of the last command's
    /// output): the prompt's clock is the session's plus the real time since.
    var stillSince = 0.0
    /// Plays each command's animation on the terminal, when set.
    var live: LivePlayback?
    /// Whether any command failed.
    var failed = false
    /// Set by `quit` or by a failure under `--bail`.
    var stopped = false
    /// Nested `source` depth.
    var depth = 0
    /// The statistics history, when finished games are kept (the prompt, `--record-stats`).
    var statsStore: StatsStore?
    /// Why finished games that should be kept are not (`StatsStore.nowhere`); `nil` when they
    /// are, or need not be.
    var statsNowhere: String?
    /// The games finished in this run, for `stats` when no history is kept.
    var finished: [GameRecord] = []
    /// At the prompt: where the last board printed lies on the screen, for mouse presses.
    var placement: BoardPlacement?
    /// At the prompt: the line typed for the command being evaluated (shown after the prompt
    /// above its output).
    var typed: String?
    /// At the prompt: the prompt the lines are typed after (a room's seat shows its name).
    var prompt = REPL.prompt
    /// At the prompt: the pager long help goes through (`Pager.pagerCommand()`), or nil to
    /// print it (`--no-pager`, `NO_PAGER`, a dumb terminal).
    var pager: String?
    /// At the prompt: how many lines the line reader had written when the command was read.
    var readerLines = 0
    /// The commands kept for the page, with `--format html` (nothing is printed until the end).
    var scenes: [ReplayPage.Scene]?

    static let maximumDepth = 16

    init(session: Session, json: Bool, bail: Bool) {
        self.session = session
        self.json = json
        self.bail = bail
    }

    /// Runs each file in turn (`-` is standard input), reading it line by line as it comes;
    /// throws for a file it cannot open.
    mutating func run(files: [String]) throws(FileError) -> ExitCode {
        for file in files where !stopped {
            if file == "-" {
                runStream(PlainLineReader(maximumLineLength: Session.maximumLineLength), name: "<stdin>")
                continue
            }
            let (fd, reader) = try Files.openLines(file)
            defer { close(fd) }
            runStream(reader, name: file)
        }
        return ExitCode(failed: failed)
    }

    /// Standard input as a script, read line by line as it arrives (for coprocess use).
    mutating func runStandardInput() -> ExitCode {
        runStream(PlainLineReader(maximumLineLength: Session.maximumLineLength), name: "<stdin>")
        return ExitCode(failed: failed)
    }

    /// Evaluates the lines of `reader` until it ends, `quit`, or a failure under `--bail`.
    /// A line over the length limit is refused as it is read (its rest skipped); one that goes
    /// on for megabytes ends the stream. Ctrl-C at the prompt stops a sourced file.
    private mutating func runStream(_ reader: PlainLineReader, name: String) {
        var number = 0
        while !stopped {
            switch reader.read(prompt: "") {
            case .line(let bytes):
                number += 1
                evaluate(bytes[...], name: name, line: number, cut: reader.lastLineWasCut)
                // NB: Ctrl-C at the prompt during a sourced line (a `solve` it stopped) stops
                // the file too, as it does while the file is read.
                if interactive, depth > 0, Signals.takeInterruptPending() {
                    report(
                        name: name, line: number + 1,
                        message: "interrupted: the rest of '\(FileError.shown(name))' is not read")
                    return
                }
            case .interrupted:
                report(
                    name: name, line: number + 1,
                    message: "interrupted: the rest of '\(FileError.shown(name))' is not read")
                return
            case .endOfInput, .resized, .due:
                // NB: a record of the failure, as for any refused line, so that a reader of the
                // JSON stream sees what the terminal sees (before, `run --format json /dev/zero`
                // printed nothing and a sourced `/dev/zero` was only "ok").
                if reader.stoppedAtLongLine {
                    emit(session.unreadLine(.inputStopped(path: name)), name: name, line: number + 1)
                } else if let reason = reader.readError {
                    emit(
                        session.unreadLine(.file(.cannotRead(path: name, reason: reason + ": the rest is not read"))),
                        name: name, line: number + 1)
                }
                return
            }
        }
    }

    /// Evaluates one line of a script and carries out what it asks; a line `cut` by the reader
    /// for its length is refused.
    mutating func evaluate(_ bytes: ArraySlice<UInt8>, name: String, line: Int, cut: Bool = false) {
        var output: Output
        session.sourcing = depth > 0
        if cut {
            output = session.overlongLine()
        } else if let text = String(validating: bytes, as: UTF8.self) {
            output = session.evaluate(
                text, now: interactive ? session.clock + SystemClock.monotonicSeconds() - stillSince : nil)
        } else {
            output = session.invalidEncoding()
        }
        guard output.isCommand else {
            // NB: a blank line at the prompt still moves the prompt down a row.
            if interactive, let size = Terminal.terminalSize() {
                place(nil, output: output, screen: .init(width: size.width, height: size.height))
            }
            return
        }
        if let record = output.finished { keep(record) }
        switch output.request {
        case .quit?:
            emit(output, name: name, line: line)
            stopped = true
            return
        case .save(let path, let contents)?:
            do {
                try Files.writeFileAtomically(contents, to: path)
                output.text = session.saved(path: path)
            } catch {
                output.error = .file(error)
            }
        case .stats?:
            if let statsStore {
                let (history, _, notes, _) = statsStore.read()
                session.showStats(
                    history.records, source: "the history file '\(statsStore.path)'", notes: notes, into: &output)
            } else if let statsNowhere {
                session.showStats(
                    finished, source: "this run's games (none is recorded)",
                    notes: ["statistics are not recorded: \(statsNowhere)"], into: &output)
            } else {
                session.showStats(finished, source: Session.scriptStatsSource, notes: [], into: &output)
            }
        case .load(let path)?:
            do {
                let bytes = try Files.readFile(path, limit: SaveFile.maximumSaveSize, regularOnly: true)
                output = session.load(bytes: bytes, path: path)
            } catch {
                output.error = .file(error)
            }
        case .source(let path)?:
            guard depth < ScriptRunner.maximumDepth else {
                output.error = .sourceTooDeep(path: path, limit: ScriptRunner.maximumDepth)
                break
            }
            let opened: (descriptor: Int32, reader: PlainLineReader)
            do { opened = try Files.openLines(path) } catch {
                output.error = .file(error)
                break
            }
            defer { close(opened.descriptor) }
            emit(output, name: name, line: line)
            depth += 1
            runStream(opened.reader, name: path)
            depth -= 1
            session.sourcing = depth > 0
            return
        case nil:
            break
        }
        emit(output, name: name, line: line)
    }

    /// The prompt's first board (`board`), dealt from the deck as `new-game` deals it when the
    /// prompt animates.
    mutating func opening() {
        var output = session.evaluate(
            "board", now: interactive ? session.clock + SystemClock.monotonicSeconds() - stillSince : nil)
        if live != nil, session.options.animates, output.ok { output.animation = session.openingDeal() }
        emit(output, name: "<prompt>", line: 0)
    }

    /// Keeps a finished game: in this run's list, and in the history when there is one
    /// (problems are warnings: a game is never refused for them).
    private mutating func keep(_ record: GameRecord) {
        finished.append(record)
        guard let statsStore else {
            if let statsNowhere { Program.say(.warning, "this game was not recorded: \(statsNowhere)") }
            return
        }
        for problem in statsStore.append(record) { Program.say(.warning, problem) }
    }

    /// Keeps finished games in the standard history (`StatsStore.standard`), or notes why
    /// there is none, to say so.
    mutating func recordStatistics() {
        statsStore = StatsStore.standard
        statsNowhere = statsStore == nil ? StatsStore.nowhere : nil
    }

    /// When the computer's move is due at the prompt, on `SystemClock.monotonicSeconds()`: its
    /// time on the session's clock, which runs in real time from `stillSince`.
    var computerDeadline: Double? {
        session.computerDue.map { stillSince + max(0, $0 - session.clock) }
    }

    /// The computer's move at the prompt, once due: printed (and animated) like a command's.
    mutating func computerTurn(line: Int) {
        let now = session.clock + SystemClock.monotonicSeconds() - stillSince
        guard let output = session.computerTurn(now: now) else { return }
        if let record = output.finished { keep(record) }
        emit(output, name: "<prompt>", line: line)
    }

    /// A room's move at a seat (`animset join`): played on the seat's copy of the table and in
    /// the session, then printed and animated as a command's output at the prompt.
    mutating func follow(_ move: String, in copy: inout RoomCopy) {
        emit(copy.play(move, at: &session), name: "<room>", line: 0)
    }

    /// At the prompt: `text` printed (what a room said), wrapped at word boundaries to the
    /// terminal's width as a command's text is, and counted under the board, where a press is
    /// read.
    mutating func say(_ text: String) {
        let shown = Terminal.terminalSize().map { TextWrap.wrapped(text, width: $0.width) } ?? text
        Console.writeOutput(shown + "\n")
        Console.flushOutput()
        counted(shown)
    }

    /// At the prompt: `text`, already on the screen, counted under the board.
    mutating func counted(_ text: String) {
        guard placement != nil, let size = Terminal.terminalSize() else { return }
        placement?.linesBelow += BoardPlacement.screenRows(text, width: size.width)
    }

    private mutating func emit(_ output: Output, name: String, line: Int) {
        defer { stillSince = SystemClock.monotonicSeconds() }
        // NB: at the prompt long lines (help, a summary) are wrapped at word boundaries to the
        // terminal's width, rather than cut mid-word by it, and the table gives up blank rows
        // when the messages need them; scripts and pipes print as always.
        var output = output
        live?.style = session.options.boardStyle  // NB: `keys on` draws the cards' keys from now on
        let screen =
            interactive && !json
            ? Terminal.terminalSize().map { LivePlayback.Screen(width: $0.width, height: $0.height) } : nil
        // NB: `clear` clears a terminal's screen only; scripts and pipes print the same board.
        if screen != nil, output.clearsScreen, output.ok { Console.writeOutput(bytes: Array("\u{1B}[H\u{1B}[2J".utf8)) }
        if scenes != nil {
            collect(output, line: line)
        } else if json {
            // NB: lines of a sourced file name it, as their numbers are its own.
            Console.writeOutput(output.json(line: line, file: depth > 0 ? name : nil) + "\n")
        } else if let screen, let pager, output.isReference,
            case let wrapped = LivePlayback.fitted(output, screen: screen).text,
            wrapped.split(separator: "\n", omittingEmptySubsequences: false).count >= screen.height,
            Pager.page(wrapped + "\n", through: pager)
        {
            // NB: issue 30, item 9: long help at the prompt goes through a pager, as git's and
            // man's do, so that its start has not scrolled away; scripts print it as before.
            place(nil, output: output, screen: screen)
        } else if session.options.animates, let live,
            live.present(output, speed: session.options.animationSpeed, screen: screen)
        {
            if live.interrupted && !interactive { Signals.endByInterrupt() }  // Ctrl-C stops a movie
            if let screen { place(live.placement, output: output, screen: screen) }
        } else {
            var shown: BoardPlacement?
            if let screen { (output.text, shown) = LivePlayback.fitted(output, screen: screen) }
            if !output.text.isEmpty {
                Console.writeOutput(output.text.hasSuffix("\n") ? output.text : output.text + "\n")
            }
            if let screen { place(shown, output: output, screen: screen) }
        }
        Console.flushOutput()
        // NB: the terminal echoed Ctrl-C as ^C where the cursor was: the note starts over it.
        if interactive, case .game(let error)? = output.error, case .interrupted? = error.refusal as? SetGameError {
            Console.writeError("\r")
        }
        if let error = output.error { report(name: name, line: line, message: error.message) }
    }

    /// Keeps where the board is on the screen after `output` was printed at the prompt: `board`
    /// when it printed one, else the last board, now under all `output` printed (the line typed,
    /// the text, an error).
    private mutating func place(_ board: BoardPlacement?, output: Output, screen: LivePlayback.Screen) {
        let typed = self.typed
        self.typed = nil
        if var board, output.tableRows != nil {
            board.readerLines = readerLines
            board.table = session.restingTable
            placement = board
            return
        }
        guard var placement else { return }
        if let typed { placement.linesBelow += BoardPlacement.screenRows(prompt + typed, width: screen.width) }
        if !output.text.isEmpty {
            let text = output.text.hasSuffix("\n") ? String(output.text.dropLast()) : output.text
            placement.linesBelow += BoardPlacement.screenRows(text, width: screen.width)
        }
        if let error = output.error {
            placement.linesBelow += BoardPlacement.screenRows("error: " + error.message, width: screen.width)
        }
        self.placement = placement
    }

    private mutating func report(name: String, line: Int, message: String) {
        failed = true
        if interactive && depth == 0 {
            Program.error(message, at: nil)
            return
        }
        Program.error(message, at: "\(name):\(line)")
        if bail { stopped = true }
    }

    /// Splits bytes into lines at `\n`, dropping a `\r` before it; the last line may lack `\n`.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines.map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
    }
}
