import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from the terminal with libedit: Emacs-style editing, history kept in a file,
/// and Tab completion. Use it only when standard input and standard output are terminals
/// (`Terminal.isTerminal`); otherwise use `PlainLineReader`.
///
/// - Ctrl-C cancels the line being typed: `read` returns `.interrupted`.
/// - Ctrl-D on an empty line returns `.endOfInput`.
/// - A terminal resize returns `.resized`; the abandoned text is typed back in at the next
///   `read`, with the cursor at its end.
///
/// After `.interrupted`, `.resized` and `.endOfInput` the cursor is at the start of a fresh
/// line. The first `read` installs the SIGINT and SIGWINCH handlers of `Platform`.
///
/// Between two reads, and from `init` to `close`, the keys are held for the next read
/// (`Terminal.holdKeys`): typed while a line runs, they wait unseen, each as typed.
///
/// Non-empty lines go into the history, which is saved to `historyPath` after each one (see
/// `HistoryFile`); consecutive repeats are kept once.
///
/// It uses libedit's own API (histedit.h), not its readline emulation: the emulation gives
/// no way to read UTF-8 input and also stop at the first Ctrl-C.
public final class EditLineReader: LineReader {
    /// Candidate words for the word under the cursor. `line` is the text before the cursor
    /// (what follows the cursor is not passed) and `cursor` the cursor's offset in
    /// `line.utf8`, which is its end. Return whole words; the reader inserts what they share,
    /// or lists them.
    public typealias Completer = (_ line: String, _ cursor: Int) -> [String]

    /// The history file, or nil when history is not saved.
    public let historyPath: String?
    /// Why the history file could not be read or written, if it could not. Once set, the
    /// history is no longer saved.
    public private(set) var historyError: HistoryFileError?

    private let editor: OpaquePointer?
    private let history: OpaquePointer?
    private let completer: Completer
    /// The prompt libedit shows, owned (strdup) by the reader.
    private var prompt: UnsafeMutablePointer<CChar>?
    /// Text of a line abandoned by a resize or a deadline, typed back in by the next `read`,
    /// and how many characters of it followed the cursor.
    private var abandoned: (text: String, back: Int)?
    /// When `read` stops waiting for keys (on `SystemClock.monotonicSeconds()`) and returns
    /// `.due`, keeping the line typed so far for the next `read`; `nil` waits for ever.
    public var deadline: Double?
    /// Set by the character reader when the deadline came.
    var deadlinePassed = false
    /// A descriptor that ends the wait for keys as the deadline does, when it has something to
    /// read (a room's socket, `animset join`): `read` returns `.due`, keeping the line typed so far.
    public var watched: Int32?
    /// Whether bytes that are not UTF-8 were typed into the line being read (libedit never
    /// sees them: `readCharacter` drops them).
    var sawInvalidInput = false
    /// Keys read from the terminal that libedit has not taken yet.
    var ahead = TypeAhead()
    /// The mouse at the prompt: setting `mouse.on` switches reporting on or off
    /// (`TerminalMouse.setMouseReporting`); `close` switches it off.
    public var mouse = PromptMouse() {
        didSet { if mouse.on != oldValue.on { TerminalMouse.setMouseReporting(mouse.on && !closed) } }
    }
    /// How many lines the reader has written to the screen itself (a Tab listing, the new
    /// line after a cancelled one; after Ctrl-Z and fg, 10 000, as the shell's lines are not
    /// known): what a caller counting the lines under its output adds.
    public private(set) var linesWritten = 0
    /// One-key play: whether it is on, and what a key on an empty line does.
    public var oneKey = OneKeyPlay()
    private var fallback: PlainLineReader?
    private var closed = false

    /// A reader on standard input and output.
    ///
    /// - Parameters:
    ///   - historyPath: the history file, loaded now and saved after each line; its directory
    ///     is created if missing. Nil keeps history for this session only.
    ///   - historyLimit: how many lines the history keeps.
    ///   - programName: the name `~/.editrc` settings can be scoped to (`animset:bind ...`).
    ///   - completer: the candidates for Tab.
    public init(
        historyPath: String?,
        historyLimit: Int = 1000,
        programName: String = "animset",
        completer: @escaping Completer = { _, _ in [] }
    ) {
        // NB: libedit decides at el_init whether input is UTF-8; in the "C" locale it would
        // drop every non-ASCII character.
        _ = cedit_use_utf8_ctype()
        self.historyPath = historyPath
        self.completer = completer
        self.editor = el_init(programName, cedit_stdin(), cedit_stdout(), cedit_stderr())
        self.history = history_init()
        self.prompt = strdup("")
        guard let editor, let history else { return }

        _ = cedit_history_set_size(history, Int32(clamping: max(historyLimit, 1)))
        _ = cedit_history_set_unique(history, 1)
        loadHistory(history)

        _ = cedit_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
        _ = cedit_set_editor(editor, "emacs")
        // libedit's own handlers restore the terminal on Ctrl-Z/fg and pass the signal on to
        // Platform's handlers, which are installed before each read.
        _ = cedit_set_signal(editor, 1)
        _ = cedit_set_prompt(editor, promptOfEditor, 1)
        _ = cedit_set_getcfn(editor, readCharacter)
        _ = cedit_set_history(editor, history)
        _ = cedit_add_function(editor, "animset-complete", "Complete the word before the cursor", completeInEditor)
        _ = cedit_bind(editor, "^I", "animset-complete")
        _ = cedit_bind(editor, "^R", "em-inc-search-prev")
        _ = el_source(editor, nil)
        // NB: from now on, keys typed while the prompt is away wait for the editor as typed
        // (`Terminal.holdKeys`): a Ctrl-D typed while a command runs ends the program.
        Terminal.holdKeys()
    }

    deinit {
        close()
        free(prompt)
    }

    /// Restores the terminal and releases libedit; later reads fall back to plain reading.
    /// The history is already saved. Calling it again does nothing.
    public func close() {
        guard !closed else { return }
        mouse.on = false
        closed = true
        Terminal.releaseKeys()
        if let editor { el_end(editor) }
        if let history { history_end(history) }
    }

    /// Shows `prompt` and reads one edited line. Characters of the prompt between two
    /// `"\u{1}"` take no room on the screen (wrap colour escapes in them).
    public func read(prompt: String) -> LineInput {
        guard let editor, !closed else {
            let plain = fallback ?? PlainLineReader()
            fallback = plain
            return plain.read(prompt: prompt)
        }
        Signals.installInterruptHandler()
        Signals.installResizeHandler()
        Signals.installContinueHandler()
        _ = Signals.takeInterruptPending()  // a Ctrl-C from before this prompt cancels nothing
        _ = Signals.takeContinuePending()
        if Signals.takeResizePending() { return .resized }

        free(self.prompt)
        self.prompt = strdup(prompt)
        var count: Int32 = 0
        var text: UnsafePointer<CChar>?
        deadlinePassed = false
        sawInvalidInput = false
        oneKey.commandStarted = false
        repeat {
            // NB: one push: libedit reads the last push first. Ctrl-B moves the cursor back.
            var typeIn = abandoned.map { $0.text + String(repeating: "\u{2}", count: $0.back) } ?? ""
            abandoned = nil
            typeIn += takeTypedAhead()
            if !typeIn.isEmpty { el_push(editor, typeIn) }
            text = el_gets(editor, &count)
            // NB: after Ctrl-Z and fg, libedit does not redraw the line; type it in again.
            guard text == nil, Signals.takeContinuePending() else { break }
            // NB: the shell wrote lines of its own while we were stopped (how many is not known):
            // counted as a screenful and more, so that a board above is taken as scrolled away.
            linesWritten += 10_000
            abandoned = lineBeingEdited(editor)
        } while true
        // NB: libedit left the terminal canonical: the keys are held again at once, while the
        // caller runs the line, before anything else is done.
        Terminal.holdKeys()
        if let text, count > 0 {
            var bytes = Array(UnsafeRawBufferPointer(start: text, count: Int(count)))
            if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            // NB: libedit only ever sees the characters `readCharacter` decoded: a line typed
            // with bytes that are not UTF-8 lost them on the way (`choose \xff1` ran `choose 1`).
            // It is handed on with an invalid byte, so it is refused as a script's line is,
            // and kept out of the history.
            if sawInvalidInput {
                sawInvalidInput = false
                return .line(bytes + [0xFF])
            }
            addToHistory(String(decoding: bytes, as: UTF8.self))
            return .line(bytes)
        }
        if Signals.takeInterruptPending() {
            freshLine()
            return .interrupted
        }
        if deadlinePassed {
            deadlinePassed = false
            abandoned = lineBeingEdited(editor)
            clearLine(editor)
            return .due
        }
        if Signals.takeResizePending() {
            abandoned = lineBeingEdited(editor)
            freshLine()
            return .resized
        }
        freshLine()
        return .endOfInput
    }

    /// Adds `line` to the history unless it is blank, could not be a command (too long, control
    /// characters) or repeats the last entry, then saves the
    /// history file. `read` does this for every line it returns.
    public func addToHistory(_ line: String) {
        guard let history, !closed, line.contains(where: { !$0.isWhitespace }), EditLineReader.couldBeCommand(line)
        else { return }
        _ = cedit_history_enter(history, line)
        saveHistory(history)
    }

    /// The history, oldest first.
    public var historyEntries: [String] {
        guard let history, !closed else { return [] }
        var entries: [String] = []
        var entry = cedit_history_oldest(history)
        while let text = entry {
            entries.append(String(cString: text))
            entry = cedit_history_newer(history)
        }
        return entries
    }

    /// The prompt for libedit's prompt callback.
    fileprivate var promptText: UnsafeMutablePointer<CChar>? { prompt }

    /// Tab: ask the completer, then insert or list (see `Completion.resolve`).
    fileprivate func complete(_ editor: OpaquePointer) -> UInt8 {
        guard let info = el_line(editor), let buffer = info.pointee.buffer,
            let cursor = info.pointee.cursor
        else { return UInt8(CC_ERROR) }
        let before = String(
            decoding: UnsafeRawBufferPointer(start: buffer, count: buffer.distance(to: cursor)),
            as: UTF8.self)
        switch Completion.resolve(before: before, candidates: completer(before, before.utf8.count)) {
        case .insert(let text):
            return el_insertstr(editor, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .list(let words):
            let width = Terminal.terminalSize()?.width ?? 80
            let lines = Completion.columns(words, width: width)
            Console.writeOutput("\n" + lines.joined(separator: "\n") + "\n")
            Console.flushOutput()
            linesWritten += lines.count + 1
            return UInt8(CC_REDISPLAY)
        case .none:
            return UInt8(CC_ERROR)
        }
    }

    private func loadHistory(_ history: OpaquePointer) {
        guard let historyPath else { return }
        do {
            try HistoryFile.makeDirectories(for: historyPath)
        } catch {
            historyError = error
            return
        }
        switch HistoryFile.check(historyPath) {
        case .empty:
            return
        case .refused(let error):
            historyError = error
            return
        case .readable:
            break
        }
        // NB: the file is data from a stranger: read by us, bounded, and only what could have
        // been typed at the prompt (addToHistory's rule) comes back, so Up never brings back a
        // control character. libedit's own loader never sees it (see `HistoryFile.entries`).
        guard let bytes = HistoryFile.read(historyPath),
            let entries = HistoryFile.entries(
                in: bytes, keep: { $0.contains(where: { !$0.isWhitespace }) && EditLineReader.couldBeCommand($0) })
        else {
            historyError = .notAHistoryFile(path: historyPath)
            return
        }
        for line in entries { _ = cedit_history_enter(history, line) }
    }

    private func saveHistory(_ history: OpaquePointer) {
        guard let historyPath, historyError == nil else { return }
        do {
            try HistoryFile.replace(historyPath) { stream in
                cedit_history_save_fp(history, stream) >= 0
            }
        } catch {
            historyError = error
        }
    }

    /// The text of the line libedit was editing when `el_gets` gave up, if it can be typed
    /// back in (control characters would be taken for editing commands), and how many of its
    /// characters follow the cursor.
    private func lineBeingEdited(_ editor: OpaquePointer) -> (text: String, back: Int)? {
        guard let info = el_line(editor), let buffer = info.pointee.buffer,
            let last = info.pointee.lastchar, let cursor = info.pointee.cursor
        else { return nil }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: max(0, buffer.distance(to: last)))
        guard !bytes.isEmpty, !bytes.contains(where: { $0 < 0x20 || $0 == 0x7f }) else { return nil }
        let split = min(max(0, buffer.distance(to: cursor)), bytes.count)
        let after = String(decoding: bytes[split...], as: UTF8.self)
        return (String(decoding: bytes, as: UTF8.self), after.count)
    }

    /// Erases the prompt and the line being typed (which may have wrapped), leaving the cursor
    /// at the start of the prompt's row, for output to take its place.
    private func clearLine(_ editor: OpaquePointer) {
        // NB: a dumb terminal moves no cursor (issue 29, item 3): the output starts below.
        guard Terminal.terminalNamed else { return freshLine() }
        var before = 0
        if let info = el_line(editor), let buffer = info.pointee.buffer, let cursor = info.pointee.cursor {
            let bytes = UnsafeRawBufferPointer(start: buffer, count: max(0, buffer.distance(to: cursor)))
            before = String(decoding: bytes, as: UTF8.self).count
        }
        let promptWidth = prompt.map { String(cString: $0).count } ?? 0
        let width = max(1, Terminal.terminalSize()?.width ?? 80)
        let rowsUp = (promptWidth + before) / width
        Console.writeOutput((rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : "") + "\r\u{1B}[J")
        Console.flushOutput()
    }

    /// Moves to the start of a new line after an abandoned prompt.
    private func freshLine() {
        linesWritten += 1
        Console.writeOutput("\n")
        Console.flushOutput()
    }
}

/// libedit's prompt callback (EL_PROMPT_ESC).
private func promptOfEditor(_ editor: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let editor, let data = cedit_clientdata(editor) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().promptText
}

/// libedit's command for Tab (EL_ADDFN).
private func completeInEditor(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor, let data = cedit_clientdata(editor) else { return UInt8(CC_ERROR) }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().complete(editor)
}
