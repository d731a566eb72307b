import Interpreter
import LineEditing
import SafeFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Where a room keeps its log and its socket, and how the log is read and written (the one
/// bounded reader, the one safe writer).
enum RoomFiles {
    /// The log's name in the state directory: a script `animset run` plays back.
    static let logName = "room.animset"
    /// The longest log read back: 16 MB, some thousands of games.
    static let logLimit = 16 << 20

    /// `$XDG_STATE_HOME/animset/room`, else `$HOME/.local/state/animset/room`.
    static func defaultStateDirectory() -> String? {
        HistoryFile.defaultPath(environment: Platform.environment).map { String($0.dropLast("history".count)) + "room" }
    }

    /// `$XDG_RUNTIME_DIR/animset/room.sock` (the folder made 0700), else `room.sock` in the
    /// state directory.
    static func defaultSocket(stateDirectory: String) -> String? {
        if let runtime = Platform.environment("XDG_RUNTIME_DIR"), runtime.hasPrefix("/") {
            let folder = runtime + "/animset"
            guard makeDirectory(folder) == nil else { return nil }
            return folder + "/room.sock"
        }
        return stateDirectory + "/room.sock"
    }

    /// Makes `path` and the folders above it that are missing (mode 0700); why not, if it
    /// could not, or `path` is not a folder.
    static func makeDirectory(_ path: String) -> String? {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            var status = stat()
            if lstat(built, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { return "'\(built)' is not a folder" }
                continue
            }
            guard mkdir(built, 0o700) == 0 || errno == EEXIST else { return Files.errorText() }
        }
        return nil
    }

    /// The log's lines, or `nil` when there is no log yet (a new room), and the start of a last
    /// line whose append a kill cut short (left out: no seat was sent it), if there is one.
    static func readLog(_ path: String) throws(FileError) -> (lines: [String], cut: String?)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let bytes = try Files.readFile(path, limit: logLimit, regularOnly: true)
        let (whole, cut) = AppendLog.completeLines(bytes)
        guard let text = String(validating: whole, as: UTF8.self) else {
            throw .notText(path: path)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return (lines, cut.isEmpty ? nil : String(decoding: cut, as: UTF8.self))
    }

    /// The room kept in `folder` (its log played), else a new one dealt from `opening()`; for a
    /// room resumed, how many lines its log holds and the start of a last line a kill cut short.
    static func keptRoom(in folder: String, opening: () -> String) throws -> (
        room: Room, resumed: (lines: Int, cut: String?)?
    ) {
        guard let read = try readLog(folder + "/" + logName) else { return (try Room(opening: opening()), nil) }
        return (try Room(log: read.lines), (read.lines.count, read.cut))
    }

    /// The named rooms kept in the state directory `directory`: the folders there whose name
    /// is a room's (`RoomName`) and that hold a log, sorted.
    static func namedRooms(in directory: String) -> [String] {
        let entries = (try? Files.directoryEntries(directory)) ?? []
        return entries.filter { entry in
            guard case .success(let name) = RoomName.check(entry), name == entry else { return false }
            var status = stat()
            let folder = directory + "/" + entry
            guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
            return lstat(folder + "/" + logName, &status) == 0
        }
    }

    /// Makes the folder of the named room `name` in `directory` and its log, `script`, opened to
    /// append to; why not, in words, if it could not.
    static func makeRoom(_ name: String, script: String, in directory: String) -> Result<AppendLog, RoomFailure> {
        let folder = directory + "/" + name
        if let problem = makeDirectory(folder) { return .failure(RoomFailure(reason: problem)) }
        do { return .success(try startLog(script, at: folder + "/" + logName)) } catch {
            return .failure(RoomFailure(reason: error.reason))
        }
    }

    /// Why a room's folder or log could not be made.
    struct RoomFailure: Error {
        var reason: String
    }

    /// Replaces the log with `script`, atomically (mode 0600), and opens it to append each
    /// move to.
    static func startLog(_ script: String, at path: String) throws(SafeFile.Failure) -> AppendLog {
        try SafeFile.write(script, to: path, mode: 0o600)
        return try AppendLog(path: path)
    }

    /// The group called `name`: its id, or why a room's socket cannot be given to it (there is
    /// no such group, or this user is not in it, so the system would refuse the change).
    static func socketGroup(_ name: String) -> Result<gid_t, GroupRefusal> {
        guard let entry = getgrnam(name) else { return .failure(.unknown) }
        let id = entry.pointee.gr_gid
        guard geteuid() != 0, getegid() != id else { return .success(id) }
        let count = getgroups(0, nil)
        var groups = [gid_t](repeating: 0, count: Int(max(count, 0)))
        let listed = groups.isEmpty ? 0 : getgroups(count, &groups)
        return groups.prefix(Int(max(listed, 0))).contains(id) ? .success(id) : .failure(.notAMember)
    }

    /// Why `socketGroup` refused a group.
    enum GroupRefusal: Error {
        /// No group has the name.
        case unknown
        /// This user is not in the group (and is not root).
        case notAMember
    }

    /// The first folder on the way to `path` that the members of group `id` cannot pass
    /// (neither others nor, being its group, the group may search it), with its mode; `nil`
    /// when they reach it. A socket made 0660 for a group behind such a folder lets no one in.
    static func closedFolder(on path: String, to id: gid_t) -> (folder: String, mode: mode_t)? {
        var folders: [String] = []
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/").dropLast() {
            built += "/" + part
            folders.append(built)
        }
        if !path.hasPrefix("/") { folders.insert(".", at: 0) }
        for folder in folders {
            var status = stat()
            guard stat(folder, &status) == 0 else { continue }
            let passes = status.st_mode & 0o001 != 0 || (status.st_gid == id && status.st_mode & 0o010 != 0)
            if !passes { return (folder, status.st_mode & 0o7777) }
        }
        return nil
    }

    /// Why a seat may not connect to the room at `path` (after connect(2) was refused with
    /// EACCES), in words: who the socket lets in, from its owner, group and mode; or that a
    /// folder on the way is closed.
    static func whoMayJoin(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "a folder on the way to it is closed to you" }
        let owner = getpwuid(status.st_uid).map { String(cString: $0.pointee.pw_name) } ?? "uid \(status.st_uid)"
        let mode = String(status.st_mode & 0o777, radix: 8)
        guard status.st_mode & 0o020 != 0 else {
            return "only its owner '\(owner)' may join (mode 0\(mode)); the host lets a group in with --group"
        }
        let group = getgrgid(status.st_gid).map { String(cString: $0.pointee.gr_name) } ?? "gid \(status.st_gid)"
        return "only its owner '\(owner)' and the group '\(group)' may join (mode 0\(mode)); "
            + "ask to be put in '\(group)'"
    }

    /// Raises the limit of open descriptors to the most allowed, for a room of many seats.
    static func raiseDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
