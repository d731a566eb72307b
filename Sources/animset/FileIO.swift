#if canImport(Glibc)
import Glibc
#endif
import GameKit
import Interpreter
import LineEditing

/// Bounded file reads and safe atomic writes, with errors worded for people.
///
/// Nothing here reads without a limit: a file read whole (a save, a transcript) is refused as
/// soon as it passes its limit, and scripts are read line by line (`openLines`), each line
/// refused while it is read once it passes `Session.maximumLineLength`. Paths in messages are
/// shortened and their control characters made visible (`SafeText`).
enum FileIO {
    /// Why a file could not be read or written.
    struct Failure: Error {
        let message: String
    }

    /// The largest transcript `check` reads, in bytes.
    static let maximumTranscriptSize = 16 << 20

    /// `path` as messages quote it.
    static func shown(_ path: String) -> String { SafeText.quoted(path, limit: 120) }

    /// The bytes of `path`, at most `limit` of them; refuses directories, anything but a
    /// regular file when `regularOnly`, unreadable files and files over the limit.
    static func read(_ path: String, limit: Int, regularOnly: Bool = false) throws(Failure) -> [UInt8] {
        let fd = try open(path, regularOnly: regularOnly)
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            throw Failure(message: "'\(shown(path))' is too large (\(info.st_size) bytes; the limit is \(limit))")
        }
        return try readAll(fd, name: path, limit: limit)
    }

    /// All of standard input, at most `limit` bytes of it.
    static func readStandardInput(limit: Int) throws(Failure) -> [UInt8] {
        try readAll(STDIN_FILENO, name: "<stdin>", limit: limit)
    }

    /// The bytes of `fd` up to its end; refused once they pass `limit`.
    private static func readAll(_ fd: Int32, name path: String, limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR, !Platform.takeInterruptPending() { continue }
                throw Failure(message: "cannot read '\(shown(path))': \(errorText())")
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else {
                throw Failure(message: "'\(shown(path))' is too large (more than \(limit) bytes)")
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    /// A line reader over `path` (a file, a pipe, `<(generate)`) that refuses a line longer
    /// than `Session.maximumLineLength` while reading it. The caller closes `descriptor`.
    static func openLines(_ path: String) throws(Failure) -> (descriptor: Int32, reader: PlainLineReader) {
        let fd = try open(path, regularOnly: false)
        return (fd, PlainLineReader(fileDescriptor: fd, maximumLineLength: Session.maximumLineLength))
    }

    /// Opens `path` for reading. A FIFO is opened without waiting for a writer when only
    /// regular files will do; otherwise a wait for one ends with Ctrl-C at the prompt.
    private static func open(_ path: String, regularOnly: Bool) throws(Failure) -> Int32 {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else {
            let message = errno == EINTR ? "interrupted" : errorText()
            _ = Platform.takeInterruptPending()
            throw Failure(message: "cannot read '\(shown(path))': \(message)")
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let message = errorText()
            close(fd)
            throw Failure(message: "cannot read '\(shown(path))': \(message)")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            close(fd)
            throw Failure(message: "cannot read '\(shown(path))': it is a directory")
        }
        if regularOnly, type != S_IFREG {
            close(fd)
            throw Failure(message: "cannot read '\(shown(path))': it is not a regular file")
        }
        if regularOnly { _ = fcntl(fd, F_SETFL, O_RDONLY) }
        return fd
    }

    /// Whether `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
