import CEditLine
import SafeFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the REPL's history could not be read or kept. History is a convenience: the REPL goes
/// on without it, and the caller decides whether to mention it.
public enum HistoryFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A directory leading to the history file is missing and could not be made.
    case cannotCreateDirectory(path: String, errno: Int32)
    /// The history file could not be written.
    case cannotWrite(path: String, reason: String)
    /// The file exists but is not a libedit history file; it is left untouched and history
    /// is not saved.
    case notAHistoryFile(path: String)
    /// The file is larger than `limit` bytes; it is not read, left untouched, and history is
    /// not saved.
    case tooLarge(path: String, limit: Int)

    /// One line naming the file and the reason.
    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let code):
            "cannot create the history directory '\(path)': \(String(cString: strerror(code)))"
        case .cannotWrite(let path, let reason):
            "cannot write the history file '\(path)': \(reason)"
        case .notAHistoryFile(let path):
            "'\(path)' is not a history file; history will not be saved"
        case .tooLarge(let path, let limit):
            "'\(path)' is larger than \(limit >> 20) MiB, so it is not a history of ours; history will not be saved"
        }
    }
}

/// Where the REPL's history lives and how the file is written: libedit's format
/// (`_HiStOrY_V2_` on the first line), mode 0600, in directories made on demand (mode 0700).
public enum HistoryFile {
    /// `$XDG_STATE_HOME/animset/history`, else `$HOME/.local/state/animset/history`; nil when
    /// neither variable gives an absolute directory.
    ///
    /// `environment` looks a variable up (`Platform.environment` in the program, a table in
    /// tests). Relative or empty values are ignored, as the XDG base directory spec says.
    public static func defaultPath(environment: (String) -> String?) -> String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return join(state, "animset/history")
        }
        if let home = environment("HOME"), home.hasPrefix("/") {
            return join(home, ".local/state/animset/history")
        }
        return nil
    }

    /// Makes every missing directory leading to the file at `path` (mode 0700).
    public static func makeDirectories(for path: String) throws(HistoryFileError) {
        let directory = parent(of: path)
        guard !directory.isEmpty else { return }
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) == 0 { continue }
            let error = cedit_errno()
            var info = stat()
            guard error == EEXIST, stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotCreateDirectory(path: prefix, errno: error == EEXIST ? ENOTDIR : error)
            }
        }
    }

    /// The largest history file read, in bytes: 1000 lines of the longest line a command may
    /// have, and room to spare.
    public static let maximumSize = 8 << 20

    /// What reading the history at `path` may do.
    enum Check: Equatable {
        /// Nothing to read (missing, empty, or not a regular file: `/dev/null`).
        case empty
        /// A regular file of a sane size.
        case readable
        /// A file that will not be read, nor written over.
        case refused(HistoryFileError)
    }

    /// Checks the file at `path` before libedit reads it: only a regular file is read (a FIFO
    /// would hang the prompt before it appears), and only one of at most `maximumSize` bytes.
    static func check(_ path: String) -> Check {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .empty }
        guard info.st_size > 0 else { return .empty }
        guard info.st_size <= maximumSize else { return .refused(.tooLarge(path: path, limit: maximumSize)) }
        return .readable
    }

    /// Replaces the file at `path` (through a symbolic link of ours, if it is one) with what
    /// `write` puts in a stream, by the one safe writer (`SafeFile`, mode 0600: a temporary
    /// with an unpredictable name created exclusively beside it, so a symbolic link planted in
    /// the folder is never followed, filled, synced and renamed over it). Something that is not
    /// a regular file (`/dev/null`, a pipe) is written to in place. A link another user owns is
    /// not followed, and a file another user owns not replaced: it would become ours, mode
    /// 0600 (root's, through a link in another user's folder). `write` returns false when it
    /// failed.
    static func replace(
        _ path: String, write: (UnsafeMutablePointer<FILE>) -> Bool
    ) throws(HistoryFileError) {
        let target: String
        switch followingLinks(path) {
        case .target(let found): target = found
        case .othersLink(let owner):
            throw .cannotWrite(
                path: path, reason: "it leads through a symbolic link owned by another user (uid \(owner))")
        }
        var info = stat()
        if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid != geteuid() {
            throw .cannotWrite(path: path, reason: "the file belongs to another user (uid \(info.st_uid))")
        }
        if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            // NB: never rename over a device: as root, that puts a plain file in place of
            // /dev/null for every process on the machine (ANIMSET_HISTORY=/dev/null). Nor hand
            // the device to `write`: libedit's saver makes the file it writes to 0600, which
            // as root takes /dev/null from every other user. It writes into an unnamed
            // temporary file, copied into the target.
            // NB: nor wait in the open: a FIFO that no program reads would hold the prompt for
            // ever (before the command ran, Ctrl-C could not free it, nor `quit` return). It is
            // opened without blocking (ENXIO: nobody reads it), and written to only while a
            // reader takes what is written, for at most `readerWait` seconds.
            let fd = open(target, O_WRONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard fd >= 0 else {
                let error = cedit_errno()
                throw .cannotWrite(path: path, reason: error == ENXIO ? noReader : String(cString: strerror(error)))
            }
            defer { close(fd) }
            guard let buffer = tmpfile() else {
                throw .cannotWrite(path: path, reason: String(cString: strerror(cedit_errno())))
            }
            defer { fclose(buffer) }
            let failed = fill(fileno(buffer), write: write)
            guard failed == 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(failed))) }
            let copied = copy(from: fileno(buffer), to: fd)
            guard copied == 0 else {
                throw .cannotWrite(
                    path: path,
                    reason: copied == EAGAIN
                        ? noReader + " (waited \(readerWait) s)" : String(cString: strerror(copied)))
            }
            return
        }
        do {
            try SafeFile.replace(target, mode: 0o600) { fd in fill(fd, write: write) }
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// Why a FIFO (or a device) that takes nothing is not written to.
    static let noReader = "it is a FIFO that no program reads"

    /// How long a FIFO that takes nothing more is waited on, in seconds.
    static let readerWait = 3

    /// Copies what `source` holds, from its start, to `target` (open without blocking); 0, or
    /// the `errno` of what failed: EAGAIN when `target` took nothing for `readerWait` seconds,
    /// EINTR when Ctrl-C ended the wait.
    private static func copy(from source: Int32, to target: Int32) -> Int32 {
        guard lseek(source, 0, SEEK_SET) == 0 else { return cedit_errno() }
        let deadline = SystemClock.monotonicSeconds() + Double(readerWait)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(source, $0.baseAddress, $0.count) }
            if count == 0 { return 0 }
            if count < 0 {
                if cedit_errno() == EINTR { continue }
                return cedit_errno()
            }
            var offset = 0
            while offset < count {
                let written = chunk.withUnsafeBytes {
                    Glibc.write(target, $0.baseAddress.map { $0 + offset }, count - offset)
                }
                if written < 0 {
                    let error = cedit_errno()
                    if error == EINTR, !Signals.takeInterruptPending() { continue }
                    guard error == EAGAIN || error == EWOULDBLOCK else { return error }
                    let left = deadline - SystemClock.monotonicSeconds()
                    guard left > 0 else { return EAGAIN }
                    var wait = pollfd(fd: target, events: Int16(POLLOUT), revents: 0)
                    if poll(&wait, 1, Int32(min(left * 1000 + 1, 60_000))) < 0, cedit_errno() == EINTR,
                        Signals.takeInterruptPending()
                    {
                        return EINTR
                    }
                    continue
                }
                offset += written
            }
        }
    }

    /// Runs `write` on a stream over a copy of `fd` and flushes it; 0, or the `errno` of what
    /// failed (`fd` itself stays open).
    private static func fill(_ fd: Int32, write: (UnsafeMutablePointer<FILE>) -> Bool) -> Int32 {
        let copy = dup(fd)
        guard copy >= 0, let stream = fdopen(copy, "w") else {
            let error = cedit_errno()
            if copy >= 0 { close(copy) }
            return error == 0 ? EIO : error
        }
        let wrote = write(stream) && fflush(stream) == 0
        let error = cedit_errno()
        let closed = fclose(stream) == 0
        return wrote && closed ? 0 : (error == 0 ? EIO : error)
    }

    /// Where `path` leads: the file itself, or the owner of a link on the way that is neither
    /// ours nor root's.
    enum Following: Equatable {
        case target(String)
        case othersLink(owner: uid_t)
    }

    /// `path` with symbolic links at its end followed (even to a file that does not exist
    /// yet), so that replacing the file keeps the link; only links of ours or root's.
    static func followingLinks(_ path: String) -> Following {
        var target = path
        for _ in 0..<16 {
            var link = stat()
            guard lstat(target, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { break }
            if link.st_uid != geteuid(), link.st_uid != 0 { return .othersLink(owner: link.st_uid) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(target, &buffer, buffer.count - 1)
            guard length > 0 else { break }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            target = destination.hasPrefix("/") ? destination : join(parent(of: target), destination)
        }
        return .target(target)
    }

    private static func join(_ directory: String, _ rest: String) -> String {
        directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
