#if canImport(Glibc)
import Glibc
#endif

/// The one way animset replaces a file (a save, a transcript, a page, the statistics history,
/// the REPL's history), so that each of them keeps every guarantee below, and a new one cannot
/// forget one:
/// - `path` holds either the old file or all of the new one, never half of it, even after
///   `kill -9`: a temporary file in the same directory, with a unique unpredictable name,
///   created exclusively (`mkstemp`: `O_CREAT|O_EXCL`, so a symbolic link planted there is
///   never followed), filled, `fsync`ed, renamed over `path`, and the directory synced;
/// - the temporary is removed again on any failure, and temporaries that an earlier, killed
///   run left beside `path` (ours, regular, their process gone) are removed first;
/// - `path` itself must be a regular file or missing: a symbolic link, a device or a folder
///   there is refused, never followed or replaced;
/// - a target nobody may write (mode 0444, even for root) is refused rather than replaced;
/// - the new file has the old one's mode, a new file `0666` less the umask, unless `mode` is
///   given (the histories: 0600 whatever was there).
public enum SafeFile {
    /// Why a file was not replaced: the path as given and the reason in words (`strerror`'s,
    /// or ours).
    public struct Failure: Error, Equatable, Sendable {
        public let path: String
        public let reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Replaces `path` with `contents`.
    public static func write(_ contents: String, to path: String, mode: mode_t? = nil) throws(Failure) {
        try replace(path, mode: mode) { fd in
            var bytes = Array(contents.utf8)
            defer { bytes = [] }
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Replaces `path` with what `fill` writes to the file descriptor it is given (which it
    /// must not close); `fill` returns 0, or the `errno` of what failed.
    public static func replace(_ path: String, mode requested: mode_t? = nil, fill: (Int32) -> Int32) throws(Failure) {
        let (directory, base) = split(path)
        var target = stat()
        let exists = lstat(path, &target) == 0
        if exists {
            guard (target.st_mode & S_IFMT) == S_IFREG else {
                throw Failure(path: path, reason: "it is not a regular file")
            }
            guard access(path, W_OK) == 0 else { throw Failure(path: path, reason: errorText()) }
            // NB: root may write anything, so access(2) says yes; a file nobody may write is
            // still refused, as the man page promises (0444 stays as it is).
            guard target.st_mode & 0o222 != 0 else { throw Failure(path: path, reason: "it is read-only") }
        }
        removeStaleTemporaries(of: base, in: directory)
        var template = Array("\(path)\(temporaryMarker)\(getpid())-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw Failure(path: path, reason: errorText()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ code: Int32, closing: Bool = true) -> Failure {
            if closing { close(fd) }
            unlink(temporary)
            return Failure(path: path, reason: String(cString: strerror(code == 0 ? EIO : code)))
        }
        let mode = requested ?? (exists ? target.st_mode & 0o7777 : 0o666 & ~currentUmask())
        guard fchmod(fd, mode) == 0 else { throw fail(errno) }
        let filled = fill(fd)
        guard filled == 0 else { throw fail(filled) }
        guard fsync(fd) == 0 else { throw fail(errno) }
        guard close(fd) == 0 else { throw fail(errno, closing: false) }
        guard rename(temporary, path) == 0 else { throw fail(errno, closing: false) }
        syncDirectory(directory)
    }

    /// What names our temporary files: `FILE.tmp-PID-RANDOM`.
    public static let temporaryMarker = ".tmp-"

    /// The directory of `path` ("." for a bare name) and its last component.
    public static func split(_ path: String) -> (directory: String, base: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// Removes `BASE.tmp-PID-XXXXXX` (and older `BASE.tmp-PID`) files in `directory` that are
    /// ours (our user, regular files, not symlinks) and whose process is gone: what a killed
    /// write leaves behind.
    public static func removeStaleTemporaries(of base: String, in directory: String) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        let prefix = base + temporaryMarker
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            // NB: `BASE.tmp-PID` alone is what animset wrote before the names were unpredictable.
            guard (rest.count == 2 && rest[1].count == 6) || rest.count == 1, let pid = Int32(rest[0]), pid > 0,
                  pid != getpid() else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let file = directory + "/" + name
            var info = stat()
            guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid() else { continue }
            unlink(file)
        }
    }

    /// The process's umask (read by setting it and putting it back).
    public static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// Makes a rename in `directory` durable; failures only cost durability, so are ignored.
    static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
