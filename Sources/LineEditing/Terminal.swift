import CEditLine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal: whether a descriptor is one, its size, whether `TERM` names one, and where its
/// cursor is. Playback's modes are in `Terminal+Playback`.
public enum Terminal {
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

    /// Whether `TERM` names a terminal (set, not empty, not `dumb`): what `--mouse auto` asks
    /// besides `terminalTakesMouse`.
    public static var terminalNamed: Bool {
        Platform.environment("TERM").map { !$0.isEmpty && $0 != "dumb" } ?? false
    }

    /// The row of the cursor on the screen, from 1, asked of the terminal (DSR, `ESC [ 6 n`,
    /// answered `ESC [ ROW ; COLUMN R`), waiting at most `timeout` seconds for the answer.
    /// Bytes that arrive before the answer (keys) are returned, to be read as typed; nil when
    /// the terminal did not answer in time.
    public static func cursorRow(timeout: Double = 0.5) -> (row: Int?, typed: [UInt8]) {
        Console.writeOutput(bytes: Array("\u{1B}[6n".utf8))
        let end = SystemClock.monotonicSeconds() + timeout
        var bytes: [UInt8] = []
        while true {
            if let (row, start, length) = cursorReply(in: bytes) {
                return (row, Array(bytes[..<start] + bytes[(start + length)...]))
            }
            let left = end - SystemClock.monotonicSeconds()
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
