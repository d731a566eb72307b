import CEditLine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mouse reporting at the prompt (xterm modes 1000 and 1006).
///
/// The terminal is never left reporting: the modes are switched off by `setMouseReporting(false)`,
/// at exit, on a crash signal (with the playback guards), and on Ctrl-Z, and on again when the
/// program is continued.
// NB: the pager of long help (`page(_:through:)`) switches reporting off around it, as the
// Ctrl-Z handler does; anything else that takes the terminal must do the same.
public enum TerminalMouse {
    /// Whether the terminal reports the mouse now: read by the signal handlers and at exit.
    static let mouseReporting = Atomic<Bool>(false)
    private static let stopGuardLock = Mutex(false)

    /// Presses and releases reported (1000), in the SGR form (1006).
    static let mouseOnSequence: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
    /// The two modes off again, in the reverse order.
    public static let mouseOffSequence: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)

    /// Whether standard input and output are terminals that may report the mouse: not with
    /// `TERM=dumb`.
    public static var terminalTakesMouse: Bool {
        Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO)
            && Platform.environment("TERM") != "dumb"
    }

    /// Switches mouse reporting on or off (nothing is written when it already is so). Turning it
    /// on installs the guards that switch it off at exit, on a crash signal and on Ctrl-Z.
    public static func setMouseReporting(_ on: Bool) {
        if on {
            Terminal.installTerminalGuards()
            installStopHandler()
        }
        guard mouseReporting.exchange(on, ordering: .acquiringAndReleasing) != on else { return }
        Console.writeOutput(bytes: on ? mouseOnSequence : mouseOffSequence)
    }

    /// Makes Ctrl-Z (SIGTSTP) switch reporting off before the process stops, and on again when
    /// it is continued. Calling it again does nothing.
    static func installStopHandler() {
        stopGuardLock.withLock { installed in
            guard !installed else { return }
            installed = true
            _ = mouseReporting.load(ordering: .relaxed)
            _ = cedit_install_stop_handler(onStop)
        }
    }

}

/// SIGTSTP: reporting off, then stop as Ctrl-Z would have (the default action, raised with the
/// handler's own mask lifted); once continued, the handler back and reporting on again.
/// write(2), sigaction(2), sigprocmask(2) and raise(3) are async-signal-safe.
private func onStop(_ signal: Int32) {
    let saved = cedit_errno()
    let reporting = TerminalMouse.mouseReporting.load(ordering: .acquiring)
    if reporting { _ = TerminalMouse.mouseOffSequence.withUnsafeBufferPointer { Console.writeAll(STDOUT_FILENO, $0) } }
    cedit_stop_self()
    _ = cedit_install_stop_handler(onStop)
    if TerminalMouse.mouseReporting.load(ordering: .acquiring) {
        _ = TerminalMouse.mouseOnSequence.withUnsafeBufferPointer { Console.writeAll(STDOUT_FILENO, $0) }
    }
    cedit_set_errno(saved)
}
