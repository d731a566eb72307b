#if canImport(Glibc)
import Glibc
#endif
import Interpreter
import LineEditing
import SafeFiles

/// A transcript's working directory: a fresh temporary directory in which its `save`, `load`
/// and `source` of relative paths are carried out. A path that would leave it (absolute, or
/// `..` above it) is refused, and so is one that a symbolic link inside it (planted by someone
/// else while it runs) leads out of it: paths are checked by where they really lead, not by
/// their text, so a transcript touches nothing else. Messages name paths as the transcript
/// typed them, so its output is the same in every sandbox.
struct Sandbox: TranscriptFiles {
    /// The directory.
    let root: String
    /// The directory with every link on the way to it resolved: what a path inside must begin with.
    let realRoot: String

    /// The sandbox in the existing directory `root`.
    init(root: String) {
        self.root = root
        realRoot = Platform.realPath(root) ?? root
    }

    /// A new empty directory under `$TMPDIR` (or `/tmp`), mode 0700.
    static func make() throws(FileError) -> Sandbox {
        let base = Platform.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base.hasSuffix("/") ? base : base + "/")animset-sandbox-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkdtemp($0) != nil } ?? false }
        guard made else { throw .cannotWrite(path: base, reason: Platform.errorText()) }
        return Sandbox(root: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Removes the directory and what the transcript left in it (files it saved; it can make
    /// nothing else).
    func remove() {
        Self.removeTree(root)
    }

    private static func removeTree(_ path: String) {
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            for name in (try? Platform.directoryEntries(path)) ?? [] { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The path inside the sandbox for `path` as typed, or nil when it would lead out.
    func resolve(_ path: String) -> String? {
        guard !path.hasPrefix("/"), !path.isEmpty else { return nil }
        var depth = 0
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return nil }
        }
        return root + "/" + path
    }

    /// Whether the real path `real` (links resolved) is the sandbox or inside it.
    private func contains(real: String) -> Bool {
        real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    /// Where `inside` (a path in the sandbox by its text) really leads: the path with its links
    /// resolved, or nil when a link leads out. For a file that does not exist yet (or a link
    /// to nothing), its folder is resolved; a folder that does not exist is left to fail.
    private func real(_ inside: String, whole: Bool) -> String? {
        if whole, let real = Platform.realPath(inside) { return contains(real: real) ? real : nil }
        let (directory, base) = SafeFile.split(inside)
        guard let folder = Platform.realPath(directory) else { return inside }
        return contains(real: folder) ? folder + "/" + base : nil
    }

    /// Why a path is refused.
    static let outside = "it is outside the transcript's sandbox (only relative paths that stay inside it)"

    /// Why a path that stays inside by its text is refused.
    static let linkedOutside = "a symbolic link leads it outside the transcript's sandbox"

    func write(_ contents: String, to path: String) throws(FileError) {
        guard let inside = resolve(path) else { throw .cannotWrite(path: path, reason: Self.outside) }
        // NB: the file itself is not resolved: the writer refuses a link at the path.
        guard let target = real(inside, whole: false) else { throw .cannotWrite(path: path, reason: Self.linkedOutside) }
        do { try Platform.writeFileAtomically(contents, to: target) } catch { throw error.naming(path, for: target) }
    }

    func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        guard let inside = resolve(path) else { throw .cannotRead(path: path, reason: Self.outside) }
        guard let source = real(inside, whole: true) else { throw .cannotRead(path: path, reason: Self.linkedOutside) }
        do { return try Platform.readFile(source, limit: limit, regularOnly: true) } catch { throw error.naming(path, for: source) }
    }
}

extension FileError {
    /// The same error about `typed` where it names `actual`: the sandbox's own path never shows.
    func naming(_ typed: String, for actual: String) -> FileError {
        func swap(_ path: String) -> String { path == actual ? typed : path }
        return switch self {
        case .cannotRead(let path, let reason): .cannotRead(path: swap(path), reason: reason)
        case .isDirectory(let path): .isDirectory(path: swap(path))
        case .notRegularFile(let path): .notRegularFile(path: swap(path))
        case .tooLarge(let path, let limit): .tooLarge(path: swap(path), limit: limit)
        case .notText(let path): .notText(path: swap(path))
        case .cannotList(let path, let reason): .cannotList(path: swap(path), reason: reason)
        case .cannotWrite(let path, let reason): .cannotWrite(path: swap(path), reason: reason)
        }
    }
}
