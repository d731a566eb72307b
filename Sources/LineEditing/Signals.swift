import CEditLine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals that matter at a prompt: Ctrl-C (SIGINT), a window resize (SIGWINCH) and `fg`
/// after Ctrl-Z (SIGCONT), each turned into a flag and a byte on a wake-up pipe, so that a
/// reader waiting in poll(2) wakes whichever thread the signal was delivered to.
public enum Signals {
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

    /// Makes SIGINT and SIGTERM set the flag that `interruptPending` reads, unblocked first (a
    /// parent may have started the process with them blocked): a server's loop ends cleanly.
    public static func installStopHandlers() {
        installInterruptHandler()
        _ = cedit_install_handler(SIGTERM, onInterrupt)
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGINT)
        sigaddset(&stops, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &stops, nil)
    }

    /// Whether Ctrl-C was pressed since the last call, clearing the flag.
    public static func takeInterruptPending() -> Bool {
        interruptFlag.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Whether Ctrl-C was pressed since the flag was last taken, leaving it set (for a long
    /// computation to poll; the next prompt takes it).
    public static var interruptPending: Bool {
        interruptFlag.load(ordering: .acquiring)
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

    /// Ends the process as Ctrl-C would have without a handler (a movie stopped by the
    /// viewer): the default action of SIGINT, raised. Standard output is flushed first.
    public static func endByInterrupt() -> Never {
        Console.flushOutput()
        _ = cedit_install_handler(SIGINT, nil)
        raise(SIGINT)
        Console.exit(130)
    }
}

/// SIGINT handler: an atomic store and a write(2), both async-signal-safe.
private func onInterrupt(_ signal: Int32) {
    Signals.interruptFlag.store(true, ordering: .releasing)
    wakeUp()
}

/// SIGWINCH handler: an atomic store and a write(2), both async-signal-safe.
private func onResize(_ signal: Int32) {
    Signals.resizeFlag.store(true, ordering: .releasing)
    wakeUp()
}

/// SIGCONT handler: an atomic store and a write(2), both async-signal-safe.
private func onContinue(_ signal: Int32) {
    Signals.continueFlag.store(true, ordering: .releasing)
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
    let fd = Signals.wakeupWriteEnd.load(ordering: .acquiring)
    guard fd >= 0 else { return }
    let saved = cedit_errno()
    var byte: UInt8 = 1
    _ = write(fd, &byte, 1)
    cedit_set_errno(saved)
}
