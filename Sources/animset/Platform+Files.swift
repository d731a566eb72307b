#if canImport(Glibc)
import Glibc
#endif
import Interpreter
import LineEditing

/// The file-system calls of the program: whole-file reads, atomic writes, directories. Every
/// failure is a `FileError`, worded once.
extension Platform {
    /// The bytes of `path`; refuses directories, unreadable files and files longer than
    /// `limit` bytes.
    static func readFile(_ path: String, limit: Int = .max) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .cannotRead(path: path, reason: errorText()) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw .isDirectory(path: path)
        }
        return try readAll(fd, path: path, limit: limit)
    }

    /// All of standard input.
    static func readStandardInput(limit: Int = .max) throws(FileError) -> [UInt8] {
        try readAll(STDIN_FILENO, path: "-", limit: limit)
    }

    /// The bytes of `fd` up to its end.
    private static func readAll(_ fd: Int32, path: String, limit: Int) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: errorText())
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else { throw .tooLarge(path: path, limit: limit) }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    /// Writes `contents` to `path` through a temporary file and a rename, so a crash never
    /// leaves half a file.
    static func writeFileAtomically(_ contents: String, to path: String) throws(FileError) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: errorText()) }
        var bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = errorText()
                close(fd)
                unlink(temporary)
                throw .cannotWrite(path: path, reason: reason)
            }
            offset += written
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard synced, rename(temporary, path) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        bytes = []
    }

    /// Whether `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in `directory` (without `.` and `..`), sorted.
    static func directoryEntries(_ directory: String) throws(FileError) -> [String] {
        guard let dir = opendir(directory) else { throw .cannotList(path: directory, reason: errorText()) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The system's words for the last error.
    private static func errorText() -> String { String(cString: strerror(errno)) }
}
