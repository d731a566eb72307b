import Interpreter
import LineEditing
import SafeFiles

#if canImport(Glibc)
    import Glibc
#endif

/// A transcript's working directory: a fresh temporary directory in which its `save`, `load`
/// and `source` of relative paths are carried out. A path that would leave it (absolute, or
/// `..` above it) is refused, and so is one that goes through a symbolic link (planted by
/// someone else while it runs): the directory is opened once and every file in it is reached
/// from that descriptor, one folder at a time, following no link (`openat` with `O_NOFOLLOW`),
/// so a sandbox swapped for a link meanwhile (`renameat2` with `RENAME_EXCHANGE`) is still the
/// one read, written and removed. Messages name paths as the transcript typed them, so its
/// output is the same in every sandbox.
struct Sandbox: TranscriptFiles {
    /// The directory's path (for `--keep-sandbox`'s note); never used to reach it again.
    let root: String
    /// The directory, open.
    private let descriptor: Int32
    /// The folder that holds it, open, and its name there: what `remove` takes it out of.
    private let parent: Int32
    private let name: String

    /// The sandbox in the existing directory `root`, or nil when it is not a directory (or a
    /// link to one).
    init?(root: String) {
        let (directory, name) = SafeFile.split(root)
        let parent = SafeFile.openDirectory(directory)
        guard parent >= 0 else { return nil }
        self.init(root: root, name: name, in: parent)
    }

    private init?(root: String, name: String, in parent: Int32) {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            close(parent)
            return nil
        }
        self.root = root
        self.descriptor = descriptor
        self.parent = parent
        self.name = name
    }

    /// The temporary folder sandboxes are made in: `$TMPDIR`, else `/tmp`.
    static var temporaryFolder: String {
        Platform.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// Why sandboxes cannot be made safely in `folder`, if they cannot: another user could
    /// rename what is in it (it is theirs, or they may write it and it is not sticky), and so
    /// swap a sandbox for a link between its making and its use.
    static func unsafeReason(_ folder: String) -> String? {
        let fd = SafeFile.openDirectory(folder)
        // NB: a folder that is not there is left to fail as each sandbox is made.
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return unsafeReason(fd, shown: folder)
    }

    private static func unsafeReason(_ fd: Int32, shown folder: String) -> String? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return "TMPDIR '\(FileError.shown(folder))': \(Files.errorText())" }
        let advice = "so another user could swap a transcript's sandbox for a link: set TMPDIR to a folder of your own"
        if info.st_uid != geteuid(), info.st_uid != 0 {
            return "TMPDIR '\(FileError.shown(folder))' belongs to another user (uid \(info.st_uid)), \(advice)"
        }
        if info.st_mode & 0o022 != 0, info.st_mode & S_ISVTX == 0 {
            return "TMPDIR '\(FileError.shown(folder))' is writable by other users and not sticky, \(advice)"
        }
        return nil
    }

    /// A new empty directory `animset-sandbox-XXXXXX` under `temporaryFolder`, mode 0700,
    /// opened at once: refused in a folder another user could swap it in (`unsafeReason`).
    static func make() throws(FileError) -> Sandbox {
        let base = temporaryFolder
        let folder = SafeFile.openDirectory(base)
        guard folder >= 0 else { throw .cannotWrite(path: base, reason: Files.errorText()) }
        if let problem = unsafeReason(folder, shown: base) {
            close(folder)
            throw .cannotWrite(path: base, reason: problem)
        }
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var random = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let name =
                "animset-sandbox-"
                + String((0..<6).map { _ in letters[Int(random.next(upperBound: UInt64(letters.count)))] })
            guard mkdirat(folder, name, 0o700) == 0 else {
                if errno == EEXIST { continue }
                break
            }
            let root = (base.hasSuffix("/") ? base : base + "/") + name
            // NB: between mkdirat and openat the name may have been swapped: a link is refused
            // (O_NOFOLLOW), and a folder that is not the empty one just made is let go.
            guard let sandbox = Sandbox(root: root, name: name, in: folder) else {
                throw .cannotWrite(path: root, reason: "it was replaced as it was made")
            }
            guard sandbox.isFresh else {
                sandbox.release()
                throw .cannotWrite(path: root, reason: "it was replaced as it was made")
            }
            return sandbox
        }
        let reason = Files.errorText()
        close(folder)
        throw .cannotWrite(path: base, reason: reason)
    }

    /// Whether the directory is the one `make` just made: ours and empty (and made 0700
    /// whatever the umask).
    private var isFresh: Bool {
        var info = stat()
        guard fchmod(descriptor, 0o700) == 0, fstat(descriptor, &info) == 0, info.st_uid == geteuid() else {
            return false
        }
        return Files.directoryEntries(in: descriptor)?.isEmpty == true
    }

    /// Closes the directory, leaving it in place (`--keep-sandbox`).
    func release() {
        close(descriptor)
        close(parent)
    }

    /// Removes what the transcript left in the directory (files it saved; it can make nothing
    /// else), through its descriptor, then the directory itself if its name still leads to it.
    func remove() {
        Self.removeContents(of: descriptor, depth: 0)
        var here = stat()
        var named = stat()
        if fstat(descriptor, &here) == 0, fstatat(parent, name, &named, AT_SYMLINK_NOFOLLOW) == 0,
            here.st_dev == named.st_dev, here.st_ino == named.st_ino
        {
            unlinkat(parent, name, AT_REMOVEDIR)
        }
        release()
    }

    /// How deep `remove` goes into folders someone else made inside.
    private static let removalDepth = 32

    /// Removes everything in the directory open as `folder`: files and links by `unlinkat`
    /// (a link itself, never what it leads to), folders after their contents, each opened from
    /// its parent without following a link.
    private static func removeContents(of folder: Int32, depth: Int) {
        for entry in Files.directoryEntries(in: folder) ?? [] {
            var info = stat()
            guard fstatat(folder, entry, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard depth < removalDepth else { continue }
                let inner = openat(folder, entry, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard inner >= 0 else { continue }
                removeContents(of: inner, depth: depth + 1)
                close(inner)
                unlinkat(folder, entry, AT_REMOVEDIR)
            } else {
                unlinkat(folder, entry, 0)
            }
        }
    }

    /// Why a path is refused.
    static let outside = "it is outside the transcript's sandbox (only relative paths that stay inside it)"

    /// Why a path that stays inside by its text is refused.
    static let linked = "it goes through a symbolic link, which the transcript's sandbox never follows"

    /// Where `path` (as typed) leads in the sandbox: its last name and the folder that holds
    /// it, reached from the sandbox's descriptor one folder at a time, `..` going back the way
    /// it came (never looked up). `folder` is the sandbox's own descriptor or one the caller
    /// closes; `name` is nil when the path names a folder (`a/`, `a/..`, `.`).
    private struct Place {
        var folder: Int32
        var name: String?
        var opened: Bool
    }

    /// Why a path has no place: outside, through a link, or the system's reason.
    private enum Refusal: Error {
        case outside
        case linked
        case system(Int32)
    }

    /// How many folders deep a path may lead into the sandbox (each is open on the way).
    private static let maximumDepth = 64

    private func place(_ path: String) throws(Refusal) -> Place {
        guard !path.hasPrefix("/"), !path.isEmpty else { throw .outside }
        var components = path.split(separator: "/").map(String.init)
        var depth = 0
        for component in components where component != "." {
            depth += component == ".." ? -1 : 1
            if depth < 0 { throw .outside }
        }
        let last = components.last.flatMap { path.hasSuffix("/") || $0 == "." || $0 == ".." ? nil : $0 }
        if last != nil { components.removeLast() }
        var stack: [Int32] = []
        func current() -> Int32 { stack.last ?? descriptor }
        func closeAll() { stack.forEach { close($0) } }
        for component in components {
            switch component {
            case ".": continue
            case "..":
                guard let top = stack.popLast() else {
                    closeAll()
                    throw .outside
                }
                close(top)
            default:
                let inner = openat(current(), component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard inner >= 0 else {
                    let refusal = Self.refusal(errno, at: component, in: current())
                    closeAll()
                    throw refusal
                }
                stack.append(inner)
                guard stack.count <= Self.maximumDepth else {
                    closeAll()
                    throw .system(ENAMETOOLONG)
                }
            }
        }
        let folder = current()
        for fd in stack.dropLast() { close(fd) }
        return Place(folder: folder, name: last, opened: !stack.isEmpty)
    }

    /// Why `name` in `folder` could not be opened (`code`): a link is named as one.
    private static func refusal(_ code: Int32, at name: String, in folder: Int32) -> Refusal {
        var info = stat()
        if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return .linked }
        return .system(code)
    }

    private static func reason(_ refusal: Refusal) -> String {
        switch refusal {
        case .outside: outside
        case .linked: linked
        case .system(let code): String(cString: strerror(code))
        }
    }

    func write(_ contents: String, to path: String) throws(FileError) {
        let place: Place
        do { place = try self.place(path) } catch { throw .cannotWrite(path: path, reason: Self.reason(error)) }
        defer { if place.opened { close(place.folder) } }
        guard let name = place.name else { throw .cannotWrite(path: path, reason: "it is a directory") }
        var info = stat()
        if fstatat(place.folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            throw .cannotWrite(path: path, reason: Self.linked)
        }
        do { try SafeFile.write(contents, named: name, in: place.folder, shown: path) } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        let place: Place
        do { place = try self.place(path) } catch { throw .cannotRead(path: path, reason: Self.reason(error)) }
        defer { if place.opened { close(place.folder) } }
        guard let name = place.name else { throw .isDirectory(path: path) }
        let fd = openat(place.folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw .cannotRead(path: path, reason: Self.reason(Self.refusal(code, at: name, in: place.folder)))
        }
        defer { close(fd) }
        return try Files.readRegularFile(descriptor: fd, path: path, limit: limit)
    }
}
