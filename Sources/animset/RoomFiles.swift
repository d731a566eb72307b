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

    /// The log's lines, or `nil` when there is no log yet (a new room).
    static func readLog(_ path: String) throws(FileError) -> [String]? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let bytes = try Files.readFile(path, limit: logLimit, regularOnly: true)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notText(path: path)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Replaces the log with `script`, atomically (mode 0600).
    static func writeLog(_ script: String, to path: String) throws(SafeFile.Failure) {
        try SafeFile.write(script, to: path, mode: 0o600)
    }

    /// Raises the limit of open descriptors to the most allowed, for a room of many seats.
    static func raiseDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
