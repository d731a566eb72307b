import CEditLine
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal and process facts animset needs, in one place: terminals, their size, the
/// signals that matter at a prompt (Ctrl-C and window resizes), the standard streams and the
/// environment.
public enum Platform {
    // NB: these statics are read and written by signal handlers. Atomic loads and stores are
    // async-signal-safe; the lazy initialisation of a static is not, so each install function
    // touches them before it installs its handler.
    static let interruptFlag = Atomic<Bool>(false)
    static let resizeFlag = Atomic<Bool>(false)
    static let continueFlag = Atomic<Bool>(false)
    /// The pipe the handlers write a byte to, so that a reader waiting in poll(2) wakes up
    /// whichever thread the signal was delivered to; -1 until a handler is installed.
    static let wakeupReadEnd = Atomic<Int32>(-1)
    static let wakeupWriteEnd = Atomic<Int32>(-1)
    private static let wakeupLock = Mutex(())
    /// The `errno` of the first write to standard output, and to standard error, that failed
    /// (a full disk, `/dev/full`, a closed file); 0 while none has.
    static let outputFailure = Atomic<Int32>(0)
    static let errorFailure = Atomic<Int32>(0)

    /// Whether the file descriptor `fd` is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// The size of the terminal on standard output in character cells, or nil when standard
    /// output is not a terminal (or the terminal does not know its size).
    public static func terminalSize() -> (width: Int, height: Int)? {
        var columns: Int32 = 0
        var rows: Int32 = 0
        guard cedit_window_size(STDOUT_FILENO, &columns, &rows) == 0, columns > 0, rows > 0 else {
            return nil
        }
        return (Int(columns), Int(rows))
    }

    /// Makes SIGWINCH (a terminal resize) set a flag that `takeResizePending()` reads.
    ///
    /// A resize while an `EditLineReader` waits for input makes its `read` return `.resized`.
    /// Calling this more than once is harmless.
    public static func installResizeHandler() {
        _ = resizeFlag.load(ordering: .relaxed)
        makeWakeupPipe()
        _ = cedit_install_handler(SIGWINCH, onResize)
    }

    /// Whether the terminal was resized since the last call, clearing the flag.
    public static func takeResizePending() -> Bool {
        resizeFlag.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Makes SIGCONT (`fg` after Ctrl-Z) set a flag that `takeContinuePending()` reads, so an
    /// `EditLineReader` can redraw the prompt and the line being typed. Calling this more than
    /// once is harmless.
    public static func installContinueHandler() {
        _ = continueFlag.load(ordering: .relaxed)
        makeWakeupPipe()
        _ = cedit_install_handler(SIGCONT, onContinue)
    }

    /// Whether the process was continued (after a stop) since the last call, clearing the flag.
    public static func takeContinuePending() -> Bool {
        continueFlag.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Makes SIGINT (Ctrl-C) set a flag that `takeInterruptPending()` reads, instead of
    /// ending the process.
    ///
    /// The handler is installed without SA_RESTART, so a blocking read is interrupted: an
    /// `EditLineReader` then returns `.interrupted`, a `PlainLineReader` returns `.interrupted`
    /// too. Calling this more than once is harmless.
    public static func installInterruptHandler() {
        _ = interruptFlag.load(ordering: .relaxed)
        makeWakeupPipe()
        _ = cedit_install_handler(SIGINT, onInterrupt)
    }

    /// Whether Ctrl-C was pressed since the last call, clearing the flag.
    public static func takeInterruptPending() -> Bool {
        interruptFlag.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Makes Ctrl-C erase the line standard error's cursor is on (a progress bar redrawn in
    /// place) before it ends the process as it would have; `false` puts the default action back.
    public static func eraseErrorLineOnInterrupt(_ on: Bool) {
        _ = on ? cedit_install_crash_handler(SIGINT, onInterruptErasingLine) : cedit_install_handler(SIGINT, nil)
    }

    /// Makes the wake-up pipe once.
    private static func makeWakeupPipe() {
        wakeupLock.withLock { _ in
            guard wakeupWriteEnd.load(ordering: .acquiring) < 0 else { return }
            var readEnd: Int32 = -1
            var writeEnd: Int32 = -1
            guard cedit_make_wakeup_pipe(&readEnd, &writeEnd) == 0 else { return }
            wakeupReadEnd.store(readEnd, ordering: .releasing)
            wakeupWriteEnd.store(writeEnd, ordering: .releasing)
        }
    }

    /// Empties the wake-up pipe (after a wake-up, before checking the flags again).
    static func drainWakeups() {
        let fd = wakeupReadEnd.load(ordering: .acquiring)
        guard fd >= 0 else { return }
        var bytes = (UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &bytes, { read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Whether a Ctrl-C, a resize or a continue is waiting to be taken (no flag is cleared).
    static var signalPending: Bool {
        interruptFlag.load(ordering: .acquiring) || resizeFlag.load(ordering: .acquiring)
            || continueFlag.load(ordering: .acquiring)
    }

    /// Writes `text` to standard error at once (unbuffered), after flushing standard output
    /// so that the two appear in order on a terminal.
    public static func writeError(_ text: String) {
        flushOutput()
        var text = text
        text.withUTF8 { bytes in
            if !writeAll(STDERR_FILENO, bytes) { note(errorFailure) }
        }
    }

    /// Appends `text` to standard output's buffer; call `flushOutput()` to send it.
    public static func writeOutput(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            if fwrite(base, 1, bytes.count, cedit_stdout()) < bytes.count { note(outputFailure) }
        }
    }

    /// Sends what `writeOutput` buffered.
    public static func flushOutput() {
        if fflush(cedit_stdout()) != 0 { note(outputFailure) }
    }

    /// Why writing standard output, or standard error, failed (the system's words), if it
    /// did: the program then ends with an error, never a success that printed nothing.
    public static var writeFailures: (output: String?, error: String?) {
        flushOutput()
        func words(_ code: Int32) -> String? { code == 0 ? nil : String(cString: strerror(code)) }
        return (words(outputFailure.load(ordering: .acquiring)), words(errorFailure.load(ordering: .acquiring)))
    }

    /// Keeps the current `errno` in `failure`, unless an earlier failure is there already.
    static func note(_ failure: borrowing Atomic<Int32>) {
        let code = cedit_errno()
        _ = failure.compareExchange(expected: 0, desired: code == 0 ? EIO : code, ordering: .acquiringAndReleasing)
    }

    /// Ends the process with `status`, after flushing standard output.
    public static func exit(_ status: Int32) -> Never {
        flushOutput()
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    /// The value of the environment variable `name`, or nil when it is not set.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Writes all of `bytes` to `fd`, retrying after signals and short writes; false when the
    /// system refused.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var left = bytes.count
        while left > 0 {
            let written = write(fd, next, left)
            if written < 0 {
                if cedit_errno() == EINTR { continue }
                return false
            }
            next += written
            left -= written
        }
        return true
    }
}

/// SIGINT handler: an atomic store and a write(2), both async-signal-safe.
private func onInterrupt(_ signal: Int32) {
    Platform.interruptFlag.store(true, ordering: .releasing)
    wakeUp()
}

/// SIGWINCH handler: an atomic store and a write(2), both async-signal-safe.
private func onResize(_ signal: Int32) {
    Platform.resizeFlag.store(true, ordering: .releasing)
    wakeUp()
}

/// SIGCONT handler: an atomic store and a write(2), both async-signal-safe.
private func onContinue(_ signal: Int32) {
    Platform.continueFlag.store(true, ordering: .releasing)
    wakeUp()
}

/// SIGINT while a progress bar shows: "\r ESC [K" to standard error, then the signal again (its
/// action is the default by now, SA_RESETHAND). write(2) and raise(3) are async-signal-safe.
private func onInterruptErasingLine(_ signal: Int32) {
    let erase: StaticString = "\r\u{1B}[K"
    _ = write(STDERR_FILENO, erase.utf8Start, erase.utf8CodeUnitCount)
    raise(signal)
}

/// Writes a byte to the wake-up pipe, keeping errno for the code the signal interrupted.
private func wakeUp() {
    let fd = Platform.wakeupWriteEnd.load(ordering: .acquiring)
    guard fd >= 0 else { return }
    let saved = cedit_errno()
    var byte: UInt8 = 1
    _ = write(fd, &byte, 1)
    cedit_set_errno(saved)
}

extension Platform {
    /// Today's date in the local time zone, for the daily puzzle (the program hands it to
    /// the session; engines never read the clock).
    public static func localDate() -> (year: Int, month: Int, day: Int) {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }

    /// Seconds since some fixed moment, from the monotonic clock: for the REPL's real-time
    /// clock (engines never read it; the program hands the time to the session).
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
