import Interpreter
import LineEditing
import SafeFiles

#if canImport(Glibc)
    import Glibc
#endif

/// The file-system calls of the program: bounded whole-file reads, scripts read line by line,
/// atomic writes (`Files+AtomicWrite`), directories, the lock. Every failure is a `FileError`,
/// worded once. Nothing here reads without a limit.
enum Files {
    /// The bytes of `path`, at most `limit` of them; refuses directories, anything but a
    /// regular file when `regularOnly`, a FIFO that no program writes to (`openForReading`),
    /// unreadable files and files over the limit (a regular file at once, by its size).
    static func readFile(_ path: String, limit: Int, regularOnly: Bool = false) throws(FileError) -> [UInt8] {
        let (fd, prefix) = try openForReading(path, regularOnly: regularOnly)
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            throw .tooLarge(path: path, limit: limit)
        }
        return try readAll(fd, path: path, limit: limit, prefix: prefix)
    }

    /// The bytes of the file open as `fd` (named `path` in errors), at most `limit` of them;
    /// anything but a regular file is refused.
    static func readRegularFile(descriptor fd: Int32, path: String, limit: Int) throws(FileError) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotRead(path: path, reason: errorText()) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw .isDirectory(path: path) }
        guard type == S_IFREG else { throw .notRegularFile(path: path) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(path: path, limit: limit) }
        return try readAll(fd, path: path, limit: limit)
    }

    /// All of standard input, at most `limit` bytes of it.
    static func readStandardInput(limit: Int) throws(FileError) -> [UInt8] {
        try readAll(STDIN_FILENO, path: "-", limit: limit)
    }

    /// The bytes of `fd` up to its end, after `prefix` (bytes already read from it); refused
    /// once they pass `limit`. Ctrl-C at the prompt ends the wait.
    private static func readAll(_ fd: Int32, path: String, limit: Int, prefix: [UInt8] = []) throws(FileError)
        -> [UInt8]
    {
        var bytes = prefix
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR, !Signals.takeInterruptPending() { continue }
                throw .cannotRead(path: path, reason: errno == EINTR ? "interrupted" : errorText())
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else { throw .tooLarge(path: path, limit: limit) }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    /// A line reader over `path` (a file, a pipe, `<(generate)`) that cuts a line longer than
    /// `Session.maximumLineLength` as it reads it. The caller closes `descriptor`.
    static func openLines(_ path: String) throws(FileError) -> (descriptor: Int32, reader: PlainLineReader) {
        let (fd, prefix) = try openForReading(path, regularOnly: false)
        return (fd, PlainLineReader(fileDescriptor: fd, maximumLineLength: Session.maximumLineLength, prefix: prefix))
    }

    /// How long a FIFO that no program writes to is waited on for one, in seconds.
    static let writerWait = 3

    /// Opens `path` for reading, without waiting: a directory is refused, and anything but a
    /// regular file when `regularOnly`. A FIFO is read only when a program writes to it, or
    /// starts to within `writerWait` seconds (`animset run f & generate > f`); otherwise it is
    /// refused rather than waited on for ever (Ctrl-C at the prompt ends the wait too). Returns
    /// the descriptor (blocking again) and the bytes read from it to tell (none or one).
    private static func openForReading(_ path: String, regularOnly: Bool) throws(FileError) -> (Int32, [UInt8]) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let reason = errno == EINTR ? "interrupted" : errorText()
            _ = Signals.takeInterruptPending()
            throw .cannotRead(path: path, reason: reason)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = errorText()
            close(fd)
            throw .cannotRead(path: path, reason: reason)
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            close(fd)
            throw .isDirectory(path: path)
        }
        if regularOnly, type != S_IFREG {
            close(fd)
            throw .notRegularFile(path: path)
        }
        var prefix: [UInt8] = []
        if type == S_IFIFO {
            do { prefix = try awaitWriter(fd, path: path) } catch {
                close(fd)
                throw error
            }
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return (fd, prefix)
    }

    /// Waits at most `writerWait` seconds for a program to write to the FIFO `fd` (opened
    /// without blocking); returns the byte read to tell, if one was.
    private static func awaitWriter(_ fd: Int32, path: String) throws(FileError) -> [UInt8] {
        // NB: read says it: a byte (a writer wrote), EAGAIN (a writer is there, quiet) or 0
        // (none is). poll then wakes when one comes and writes or closes.
        var byte: UInt8 = 0
        let count = Glibc.read(fd, &byte, 1)
        if count == 1 { return [byte] }
        if count < 0 {
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw .cannotRead(path: path, reason: errorText()) }
            return []
        }
        let deadline = SystemClock.monotonicSeconds() + Double(writerWait)
        while true {
            let left = deadline - SystemClock.monotonicSeconds()
            guard left > 0 else {
                throw .cannotRead(path: path, reason: "it is a FIFO that no program writes to (waited \(writerWait) s)")
            }
            var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&wait, 1, Int32(min(left * 1000 + 1, 60_000)))
            if ready > 0 { return [] }
            if ready < 0 {
                guard errno == EINTR else { throw .cannotRead(path: path, reason: errorText()) }
                if Signals.takeInterruptPending() { throw .cannotRead(path: path, reason: "interrupted") }
            }
        }
    }

    /// Holds an exclusive lock on `path` (a lock file, made if missing, mode 0600, never through
    /// a symbolic link) while `body` runs: read-modify-write files (the statistics history) are
    /// replaced by rename, so the lock lives in a file of its own beside them. Waits at most
    /// `timeout` seconds for another process to let go, then refuses.
    static func withLock<T>(_ path: String, timeout: Double, _ body: () -> T) throws(FileError) -> T {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: errorText()) }
        defer { close(fd) }
        let deadline = SystemClock.monotonicSeconds() + timeout
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw .cannotWrite(path: path, reason: errorText()) }
            guard SystemClock.monotonicSeconds() < deadline else {
                throw .cannotWrite(path: path, reason: "another animset held its lock for \(Int(timeout)) s")
            }
            usleep(10_000)
        }
        defer { flock(fd, LOCK_UN) }
        return body()
    }

    /// What tells one file from another whatever the path to it: its device and inode.
    struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The identity of the file `path` names (through symbolic links), if it exists.
    static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// What tells one file from another before it exists: its identity when it does, else
    /// its folder's real path (links resolved) and its name.
    enum FileKey: Hashable {
        case identity(FileIdentity)
        case resolved(String)
    }

    /// The key of the file `path` names: two paths with one key lead to one file.
    static func fileKey(_ path: String) -> FileKey {
        if let identity = identity(of: path) { return .identity(identity) }
        let (directory, base) = SafeFile.split(path)
        return .resolved((realPath(directory) ?? directory) + "/" + base)
    }

    /// `path` with every symbolic link, `.` and `..` resolved, if it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in `directory` (without `.` and `..`), sorted.
    static func directoryEntries(_ directory: String) throws(FileError) -> [String] {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0, let names = directoryEntries(in: fd) else {
            let reason = errorText()
            if fd >= 0 { close(fd) }
            throw .cannotList(path: directory, reason: reason)
        }
        close(fd)
        return names.sorted()
    }

    /// The names in the directory open as `folder` (without `.` and `..`), in the order it
    /// lists them, or nil; `folder` stays open.
    static func directoryEntries(in folder: Int32) -> [String]? {
        let listing = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0 else { return nil }
        guard let dir = fdopendir(listing) else {
            close(listing)
            return nil
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The system's words for the last error.
    static func errorText() -> String { String(cString: strerror(errno)) }

    /// Why `path` could not be written, if it could not (checked before a run, so that a
    /// report that cannot be written is a usage error, not a lost run): its folder is missing,
    /// not a folder or not ours to write, or it is something other than a writable file.
    static func unwritableReason(_ path: String) -> String? {
        let (directory, _) = SafeFile.split(path)
        var info = stat()
        guard stat(directory, &info) == 0 else { return errorText() }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return "'\(FileError.shown(directory))' is not a directory" }
        guard access(directory, W_OK) == 0 else { return errorText() }
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "it is a directory"
        case S_IFLNK: return SafeFile.linkReason
        default: return "it is not a regular file"
        }
        guard access(path, W_OK) == 0 else { return errorText() }
        return info.st_mode & 0o222 != 0 ? nil : "it is read-only"
    }
}
