import CEditLine
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Mouse reporting at the prompt (xterm modes 1000 and 1006), and where the cursor is.
///
/// The terminal is never left reporting: the modes are switched off by `setMouseReporting(false)`,
/// at exit, on a crash signal (with the playback guards), and on Ctrl-Z, and on again when the
/// program is continued.
// NB: the pager of long help (`page(_:through:)`) switches reporting off around it, as the
// Ctrl-Z handler does; anything else that takes the terminal must do the same.
extension Platform {
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
        isTerminal(STDIN_FILENO) && isTerminal(STDOUT_FILENO) && environment("TERM") != "dumb"
    }

    /// Whether `TERM` names a terminal (set, not empty, not `dumb`): what `--mouse auto` asks
    /// besides `terminalTakesMouse`.
    public static var terminalNamed: Bool {
        environment("TERM").map { !$0.isEmpty && $0 != "dumb" } ?? false
    }

    /// Switches mouse reporting on or off (nothing is written when it already is so). Turning it
    /// on installs the guards that switch it off at exit, on a crash signal and on Ctrl-Z.
    public static func setMouseReporting(_ on: Bool) {
        if on {
            installTerminalGuards()
            installStopHandler()
        }
        guard mouseReporting.exchange(on, ordering: .acquiringAndReleasing) != on else { return }
        writeOutput(bytes: on ? mouseOnSequence : mouseOffSequence)
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

    /// The row of the cursor on the screen, from 1, asked of the terminal (DSR, `ESC [ 6 n`,
    /// answered `ESC [ ROW ; COLUMN R`), waiting at most `timeout` seconds for the answer.
    /// Bytes that arrive before the answer (keys) are returned, to be read as typed; nil when
    /// the terminal did not answer in time.
    public static func cursorRow(timeout: Double = 0.5) -> (row: Int?, typed: [UInt8]) {
        writeOutput(bytes: Array("\u{1B}[6n".utf8))
        let end = monotonicSeconds() + timeout
        var bytes: [UInt8] = []
        while true {
            if let (row, start, length) = cursorReply(in: bytes) {
                return (row, Array(bytes[..<start] + bytes[(start + length)...]))
            }
            let left = end - monotonicSeconds()
            guard left > 0, bytes.count < 4096 else { return (nil, bytes) }
            var wait = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&wait, 1, Int32((left * 1000).rounded(.up)))
            if ready < 0, cedit_errno() == EINTR { continue }
            guard ready > 0 else { return (nil, bytes) }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0, cedit_errno() == EINTR || cedit_errno() == EAGAIN { continue }
            guard count == 1 else { return (nil, bytes) }
            bytes.append(byte)
        }
    }

    /// The first cursor position report `ESC [ ROW ; COLUMN R` in `bytes`: the row, where the
    /// report starts and its length.
    static func cursorReply(in bytes: [UInt8]) -> (row: Int, start: Int, length: Int)? {
        var start = 0
        while let escape = bytes[start...].firstIndex(of: 0x1B) {
            start = escape + 1
            guard escape + 1 < bytes.count, bytes[escape + 1] == UInt8(ascii: "[") else { continue }
            var numbers: [Int] = [0]
            var digits = 0
            for index in (escape + 2)..<bytes.count {
                let byte = bytes[index]
                if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 5 {
                    numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                } else if byte == UInt8(ascii: ";"), digits > 0, numbers.count == 1 {
                    numbers.append(0)
                    digits = 0
                } else if byte == UInt8(ascii: "R"), digits > 0, numbers.count == 2, numbers[0] >= 1 {
                    return (numbers[0], escape, index - escape + 1)
                } else {
                    break
                }
            }
        }
        return nil
    }
}

/// SIGTSTP: reporting off, then stop as Ctrl-Z would have (the default action, raised with the
/// handler's own mask lifted); once continued, the handler back and reporting on again.
/// write(2), sigaction(2), sigprocmask(2) and raise(3) are async-signal-safe.
private func onStop(_ signal: Int32) {
    let saved = cedit_errno()
    let reporting = Platform.mouseReporting.load(ordering: .acquiring)
    if reporting { _ = Platform.mouseOffSequence.withUnsafeBufferPointer { Platform.writeAll(STDOUT_FILENO, $0) } }
    cedit_stop_self()
    _ = cedit_install_stop_handler(onStop)
    if Platform.mouseReporting.load(ordering: .acquiring) {
        _ = Platform.mouseOnSequence.withUnsafeBufferPointer { Platform.writeAll(STDOUT_FILENO, $0) }
    }
    cedit_set_errno(saved)
}
