#if canImport(Glibc)
import Glibc
#endif

/// Whole-file reads and atomic writes, with errors worded for people.
enum FileIO {
    /// Why a file could not be read or written.
    struct Failure: Error {
        let message: String
    }

    /// The bytes of `path`; refuses directories and unreadable files.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw Failure(message: "cannot read '\(path)': \(errorText())") }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(message: "cannot read '\(path)': it is a directory")
        }
        return try readAll(fd, name: path)
    }

    /// All of standard input.
    static func readStandardInput() throws(Failure) -> [UInt8] {
        try readAll(STDIN_FILENO, name: "<stdin>")
    }

    /// The bytes of `fd` up to its end.
    private static func readAll(_ fd: Int32, name path: String) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(message: "cannot read '\(path)': \(errorText())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    /// Writes `contents` to `path` through a temporary file and a rename, so a crash never
    /// leaves half a file.
    static func writeAtomically(_ contents: String, to path: String) throws(Failure) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure(message: "cannot write '\(path)': \(errorText())") }
        var bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let message = errorText()
                close(fd)
                unlink(temporary)
                throw Failure(message: "cannot write '\(path)': \(message)")
            }
            offset += written
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard synced, rename(temporary, path) == 0 else {
            let message = errorText()
            unlink(temporary)
            throw Failure(message: "cannot write '\(path)': \(message)")
        }
        bytes = []
    }

    /// Whether `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func errorText() -> String { String(cString: strerror(errno)) }

    /// Splits bytes into lines at `\n`, dropping a `\r` before it; the last line may lack `\n`.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines.map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
    }
}
