import CEditLine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The standard streams of the process: standard output buffered, standard error at once, the
/// first failure of each kept so that the program never ends in a success that printed nothing;
/// and the process's exit.
public enum Console {
    /// The `errno` of the first write to standard output, and to standard error, that failed
    /// (a full disk, `/dev/full`, a closed file); 0 while none has.
    static let outputFailure = Atomic<Int32>(0)
    static let errorFailure = Atomic<Int32>(0)

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

    /// Writes `bytes` to standard output now, after what `writeOutput` buffered.
    public static func writeOutput(bytes: [UInt8]) {
        flushOutput()
        if !bytes.withUnsafeBufferPointer({ writeAll(STDOUT_FILENO, $0) }) { note(outputFailure) }
    }
}
