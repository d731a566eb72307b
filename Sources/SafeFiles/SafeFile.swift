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
        try replace(path, mode: mode) { fd in writeAll(contents, to: fd) }
    }

    /// Replaces the file `name` in the directory open as `folder` with `contents`; failures
    /// name `shown`.
    public static func write(_ contents: String, named name: String, in folder: Int32, shown: String) throws(Failure) {
        try replace(name, in: folder, shown: shown) { fd in writeAll(contents, to: fd) }
    }

    /// Writes all of `contents` to `fd`; 0, or the `errno` of what failed.
    private static func writeAll(_ contents: String, to fd: Int32) -> Int32 {
        var bytes = Array(contents.utf8)
        defer { bytes = [] }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                Glibc.write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Replaces `path` with what `fill` writes to the file descriptor it is given (which it
    /// must not close); `fill` returns 0, or the `errno` of what failed.
    public static func replace(_ path: String, mode requested: mode_t? = nil, fill: (Int32) -> Int32) throws(Failure) {
        let (directory, base) = split(path)
        let folder = openDirectory(directory)
        guard folder >= 0 else { throw Failure(path: path, reason: errorText()) }
        defer { close(folder) }
        try replace(base, in: folder, shown: path, mode: requested, fill: fill)
    }

    /// Replaces the file `name` in the directory open as `folder` (a descriptor: nothing on
    /// the way to it is looked up again, so a folder swapped for a link meanwhile changes
    /// nothing), as `replace(_:mode:fill:)` does; failures name `shown`.
    public static func replace(
        _ name: String, in folder: Int32, shown path: String, mode requested: mode_t? = nil,
        fill: (Int32) -> Int32
    ) throws(Failure) {
        var target = stat()
        let exists = fstatat(folder, name, &target, AT_SYMLINK_NOFOLLOW) == 0
        if exists {
            guard (target.st_mode & S_IFMT) == S_IFREG else {
                throw Failure(
                    path: path, reason: (target.st_mode & S_IFMT) == S_IFLNK ? linkReason : "it is not a regular file")
            }
            guard faccessat(folder, name, W_OK, 0) == 0 else { throw Failure(path: path, reason: errorText()) }
            // NB: root may write anything, so access(2) says yes; a file nobody may write is
            // still refused, as the man page promises (0444 stays as it is).
            guard target.st_mode & 0o222 != 0 else { throw Failure(path: path, reason: "it is read-only") }
        }
        removeStaleTemporaries(of: name, in: folder)
        let (fd, temporary) = createTemporary(for: name, in: folder)
        guard fd >= 0 else { throw Failure(path: path, reason: errorText()) }
        func fail(_ code: Int32, closing: Bool = true) -> Failure {
            if closing { close(fd) }
            unlinkat(folder, temporary, 0)
            return Failure(path: path, reason: String(cString: strerror(code == 0 ? EIO : code)))
        }
        let mode = requested ?? (exists ? target.st_mode & 0o7777 : 0o666 & ~currentUmask())
        guard fchmod(fd, mode) == 0 else { throw fail(errno) }
        let filled = fill(fd)
        guard filled == 0 else { throw fail(filled) }
        guard fsync(fd) == 0 else { throw fail(errno) }
        guard close(fd) == 0 else { throw fail(errno, closing: false) }
        guard renameat(folder, temporary, folder, name) == 0 else { throw fail(errno, closing: false) }
        // NB: makes the rename durable; a failure costs only durability (and a folder open
        // only by path, O_PATH, cannot be synced at all).
        fsync(folder)
    }

    /// Why a symbolic link at the target is refused: nothing is written through one.
    public static let linkReason = "it is a symbolic link (animset writes no file through one)"

    /// A new empty file `NAME.tmp-PID-XXXXXX` in `folder` (six random letters or digits),
    /// created exclusively and never through a link, as `mkstemp` makes one; its descriptor
    /// (-1 with `errno` set) and name.
    private static func createTemporary(for name: String, in folder: Int32) -> (Int32, String) {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var random = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String((0..<6).map { _ in letters[Int(random.next(upperBound: UInt64(letters.count)))] })
            let temporary = "\(name)\(temporaryMarker)\(getpid())-\(suffix)"
            let fd = openat(folder, temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { return (fd, temporary) }
        }
        return (-1, "")
    }

    /// `directory` opened as a folder to work in (following links: the caller named it), or -1.
    public static func openDirectory(_ directory: String) -> Int32 {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd < 0, errno == EACCES else { return fd }
        // NB: a folder we may write but not list (mode 0300) is still one to write in: opened
        // only by path (O_PATH, which Swift's Glibc module does not name), as mkstemp used it.
        return open(directory, pathOnly | O_DIRECTORY | O_CLOEXEC)
    }

    /// `O_PATH` on Linux (x86-64, arm64 and most others).
    static let pathOnly: Int32 = 0o10000000

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
        let folder = openDirectory(directory)
        guard folder >= 0 else { return }
        defer { close(folder) }
        removeStaleTemporaries(of: base, in: folder)
    }

    /// The same in the directory open as `folder`.
    public static func removeStaleTemporaries(of base: String, in folder: Int32) {
        let listing = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0 else { return }
        guard let dir = fdopendir(listing) else {
            close(listing)
            return
        }
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
                pid != getpid()
            else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                info.st_uid == getuid()
            else { continue }
            unlinkat(folder, name, 0)
        }
    }

    /// The process's umask (read by setting it and putting it back).
    public static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
