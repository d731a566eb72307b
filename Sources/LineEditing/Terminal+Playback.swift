import CEditLine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal during an animation: keys one by one and unseen, the cursor hidden, and both
/// put back whatever happens (the end of playback, Ctrl-C, a crash signal, exit).
extension Terminal {
    /// What woke `waitForInput(timeout:)`.
    public enum InputWait: Equatable, Sendable {
        /// Standard input has bytes to read.
        case input
        /// A signal handler asked for attention (Ctrl-C or a resize).
        case signal
        /// The time ran out.
        case timeout
    }

    // NB: read by the crash handlers: the address of the saved terminal mode (a `termios`
    // allocated once, never freed) and whether playback has the terminal. Both are touched by
    // `installTerminalGuards` before any handler is installed.
    static let savedModeAddress = Atomic<Int>(0)
    static let playbackActive = Atomic<Bool>(false)
    private static let guardsLock = Mutex(false)

    /// Show the cursor and end synchronized output (DEC modes 25 and 2026).
    static let restoreSequence: [UInt8] = Array("\u{1B}[?2026l\u{1B}[?25h".utf8)

    /// The signals that end the process abnormally, after which the terminal is put back and
    /// the signal raised again.
    static let fatalSignals: [Int32] = [SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGTRAP, SIGFPE, SIGTERM, SIGHUP, SIGQUIT]

    /// Remembers the terminal mode of standard input as it is now, and makes sure the cursor
    /// and that mode come back on a crash signal (SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGTRAP,
    /// ...) and at exit. Call it once the terminal is as the prompt wants it, before playing.
    /// Calling it again only saves the mode again.
    public static func installTerminalGuards() {
        guardsLock.withLock { installed in
            if savedModeAddress.load(ordering: .acquiring) == 0 {
                let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
                storage.initialize(to: termios())
                if tcgetattr(STDIN_FILENO, storage) == 0 {
                    savedModeAddress.store(Int(bitPattern: storage), ordering: .releasing)
                } else {
                    storage.deallocate()  // not a terminal: only the cursor is put back
                }
            }
            _ = playbackActive.load(ordering: .relaxed)
            _ = keysHeld.load(ordering: .relaxed)
            _ = TerminalMouse.mouseReporting.load(ordering: .relaxed)
            guard !installed else { return }
            installed = true
            for signal in fatalSignals { _ = cedit_install_crash_handler(signal, onFatalSignal) }
            atexit(restoreAtExit)
        }
    }

    /// Takes the terminal for playback: the cursor is hidden, Ctrl-C and resizes are caught,
    /// and when standard input is a terminal its keys arrive one at a time without echo
    /// (Ctrl-C still interrupts). Returns whether keys can be read that way. Always pair with
    /// `leavePlaybackMode()`.
    public static func enterPlaybackMode() -> Bool {
        installTerminalGuards()
        Signals.installInterruptHandler()
        Signals.installResizeHandler()
        var keys = false
        // NB: while the keys are held (`holdKeys`), the saved mode is the canonical one already.
        if isTerminal(STDIN_FILENO), let saved = savedMode,
            keysHeld.load(ordering: .acquiring) || tcgetattr(STDIN_FILENO, saved) == 0
        {
            var mode = saved.pointee
            cedit_make_noncanonical(&mode)
            keys = tcsetattr(STDIN_FILENO, TCSANOW, &mode) == 0
        }
        playbackActive.store(true, ordering: .releasing)
        Console.writeOutput(bytes: Array("\u{1B}[?25l".utf8))
        return keys
    }

    /// Gives the terminal back after playback: the cursor shows, the mode is as before (the
    /// keys still held, if they were). Keys typed meanwhile stay unread (TCSANOW, not a flush).
    public static func leavePlaybackMode() {
        guard playbackActive.exchange(false, ordering: .acquiringAndReleasing) else { return }
        Console.writeOutput(bytes: restoreSequence)
        restoreAfterPlayback()
    }

    /// The saved mode, once `installTerminalGuards` has run on a terminal.
    static var savedMode: UnsafeMutablePointer<termios>? {
        UnsafeMutablePointer(bitPattern: savedModeAddress.load(ordering: .acquiring))
    }

    /// Waits up to `timeout` seconds for standard input (when `keys`) or a signal.
    public static func waitForInput(timeout: Double, keys: Bool = true) -> InputWait {
        if Signals.signalPending { return .signal }
        let milliseconds = Int32(clamping: Int((max(0, timeout) * 1000).rounded(.up)))
        var waits = [
            pollfd(fd: keys ? STDIN_FILENO : -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: Signals.wakeupReadEnd.load(ordering: .acquiring), events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&waits, nfds_t(waits.count), milliseconds)
        if ready < 0 { return cedit_errno() == EINTR ? .signal : .timeout }
        if waits[1].revents != 0 {
            Signals.drainWakeups()
            return .signal
        }
        if waits[0].revents != 0 { return .input }
        return .timeout
    }

    /// The bytes standard input has ready now (at most 4 KiB); empty at end of input.
    public static func readAvailableInput() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, cedit_errno() == EINTR { continue }
            return count > 0 ? Array(buffer[0..<count]) : []
        }
    }

}

/// Crash signals: cursor and terminal mode back, then the signal again (its action is the
/// default by now, SA_RESETHAND), so the process ends as it would have. write(2) and
/// tcsetattr(3) are async-signal-safe.
private func onFatalSignal(_ signal: Int32) {
    restoreTerminal(always: true)
    raise(signal)
}

/// At exit: the same when playback had the terminal, without the signal; the saved mode alone
/// when the keys were held.
private func restoreAtExit() {
    restoreTerminal(always: false)
}

/// Switches mouse reporting off, if on (whatever else is put back); shows the cursor and puts
/// the saved mode back: `always`, or when playback had the terminal; the saved mode alone when
/// the keys were held between two lines.
private func restoreTerminal(always: Bool) {
    if TerminalMouse.mouseReporting.exchange(false, ordering: .acquiringAndReleasing) {
        _ = TerminalMouse.mouseOffSequence.withUnsafeBufferPointer { Console.writeAll(STDOUT_FILENO, $0) }
    }
    let playing = Terminal.playbackActive.exchange(false, ordering: .acquiringAndReleasing)
    let held = Terminal.keysHeld.exchange(false, ordering: .acquiringAndReleasing)
    guard playing || always || held else { return }
    if playing || always {
        _ = Terminal.restoreSequence.withUnsafeBufferPointer { Console.writeAll(STDOUT_FILENO, $0) }
    }
    if let saved = Terminal.savedMode { _ = tcsetattr(STDIN_FILENO, TCSANOW, saved) }
}
