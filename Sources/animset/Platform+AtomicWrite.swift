#if canImport(Glibc)
import Glibc
#endif
import Interpreter
import LineEditing

extension Platform {
    /// Writes `contents` to `path` so that `path` holds either the old file or all of the new
    /// one, never half of it, even after `kill -9`:
    /// - a temporary file in the same directory, with a unique unpredictable name, created
    ///   exclusively (`mkstemp`: `O_CREAT|O_EXCL`, so a planted symlink is never followed);
    /// - written, given the target's permissions (a new file: `0666` less the umask),
    ///   `fsync`ed, then renamed over `path`, and the directory synced;
    /// - removed again on any failure. Temporaries that an earlier, killed run of ours left
    ///   beside `path` are removed first.
    /// A target we may not write to (read-only) is refused rather than replaced. `mode`, when
    /// given, is the new file's mode whatever the old one's (the statistics history: 0600).
    static func writeFileAtomically(_ contents: String, to path: String, mode requested: mode_t? = nil) throws(FileError) {
        let (directory, base) = split(path)
        var target = stat()
        let exists = lstat(path, &target) == 0
        if exists {
            guard (target.st_mode & S_IFMT) == S_IFREG else {
                throw .cannotWrite(path: path, reason: "it is not a regular file")
            }
            guard access(path, W_OK) == 0 else {
                throw .cannotWrite(path: path, reason: errorText())
            }
            // NB: root may write anything, so access(2) says yes; a file nobody may write is
            // still refused, as the man page promises (0444 stays as it is).
            guard target.st_mode & 0o222 != 0 else {
                throw .cannotWrite(path: path, reason: "it is read-only")
            }
        }
        removeStaleTemporaries(of: base, in: directory)
        var template = Array("\(path)\(temporaryMarker)\(getpid())-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: errorText()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ reason: String) -> FileError {
            close(fd)
            unlink(temporary)
            return .cannotWrite(path: path, reason: reason)
        }
        let mode = requested ?? (exists ? target.st_mode & 0o7777 : 0o666 & ~currentUmask())
        guard fchmod(fd, mode) == 0 else { throw fail(errorText()) }
        var bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw fail(errorText())
            }
            offset += written
        }
        guard fsync(fd) == 0 else { throw fail(errorText()) }
        guard close(fd) == 0 else {
            let message = errorText()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: message)
        }
        guard rename(temporary, path) == 0 else {
            let message = errorText()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: message)
        }
        syncDirectory(directory)
        bytes = []
    }

    /// What names our temporary files: `FILE.tmp-PID-RANDOM`.
    static let temporaryMarker = ".tmp-"

    /// The directory of `path` ("." for a bare name) and its last component.
    static func split(_ path: String) -> (directory: String, base: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// Removes `BASE.tmp-PID-XXXXXX` (and older `BASE.tmp-PID`) files in `directory` that are
    /// ours (our user, regular files, not symlinks) and whose process is gone: what a killed
    /// save leaves behind.
    static func removeStaleTemporaries(of base: String, in directory: String) {
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
    static func currentUmask() -> mode_t {
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
}
