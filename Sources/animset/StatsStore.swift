import Interpreter
import LineEditing
import SafeFiles

#if canImport(Glibc)
    import Glibc
#endif

/// The statistics history file: `$XDG_STATE_HOME/animset/stats.json` (default
/// `~/.local/state/animset/stats.json`), mode 0600, written atomically. The interpreter never
/// touches it: it hands finished games out (`Output.finished`) and the program keeps them here.
///
/// A file that is corrupt or of a newer version is reported and kept aside under a new name
/// (`stats.json.corrupt`, `stats.json.corrupt-1`, ...; never over another file) and a fresh
/// history starts; a record the rules could not have produced costs that record alone: it
/// is left out, and kept in such a file of its own when the next game is recorded (once: a
/// file that already holds it is used again); a file that cannot be read (permissions) is
/// reported and left alone, and nothing is written over it; one that cannot be written (a
/// link, read-only, a device, a path in /dev) is refused before anything is made for it.
struct StatsStore {
    /// The history file.
    let path: String

    /// The file's name beside the line-editing history.
    static let fileName = "stats.json"
    /// The mode of the file: the player's own.
    static let mode: mode_t = 0o600

    /// Why there is no store: said when a game that should be recorded is not, and by `stats`
    /// (before, such games were silently not recorded; issue 28).
    static let nowhere =
        """
        the statistics history has no place: ANIMSET_STATS is not set, and neither XDG_STATE_HOME nor HOME is an \
        absolute path
        """

    /// The store at `ANIMSET_STATS`, or at the default place; `nil` without a home (`nowhere`).
    static var standard: StatsStore? {
        (Platform.environment("ANIMSET_STATS") ?? defaultPath(environment: Platform.environment)).map(
            StatsStore.init(path:))
    }

    /// The default place: the line-editing history's directory (XDG state), or `nil` without
    /// a home.
    static func defaultPath(environment: (String) -> String?) -> String? {
        guard let history = HistoryFile.defaultPath(environment: environment),
            let slash = history.lastIndex(of: "/")
        else { return nil }
        return String(history[...slash]) + fileName
    }

    /// The records kept, oldest first, those set aside (each impossible or unreadable record
    /// alone, `StatsHistory.read`), and problems met (each one line, already reported nowhere:
    /// the caller shows them). `usable` is false when the file exists but could not be read,
    /// so that nothing is written over it.
    func read() -> (history: StatsHistory, setAside: [StatsReading.Record], notes: [String], usable: Bool) {
        guard access(path, F_OK) == 0 else { return (StatsHistory(), [], [], errno == ENOENT) }
        let bytes: [UInt8]
        do {
            bytes = try Files.readFile(path, limit: StatsHistory.maximumSize, regularOnly: true)
        } catch .tooLarge {
            let (note, moved) = setAside(
                because: "the statistics file is larger than \(StatsHistory.maximumSize >> 20) MiB")
            return (StatsHistory(), [], [note], moved)
        } catch {
            return (StatsHistory(), [], ["statistics not available: \(error.message)"], false)
        }
        do {
            let reading = try StatsHistory.read(bytes)
            let notes = reading.setAside.map {
                "record \($0.number) of the statistics file \($0.reason); it is left out"
            }
            return (reading.history, reading.setAside, notes, true)
        } catch {
            let (note, moved) = setAside(because: error.description)
            return (StatsHistory(), [], [note], moved)
        }
    }

    /// Appends `record` to the history (read, append, written atomically), holding the lock
    /// file `FILE.lock` from the read to the rename, so that processes finishing games at the
    /// same moment each add their record (before, two `run --record-stats` at once lost half
    /// of them); returns the problems met, for the caller to report.
    func append(_ record: GameRecord) -> [String] {
        do {
            // NB: refused before anything is made for it: no folder in /dev, no lock file
            // beside /dev/null (root made /dev/null.lock), and no record kept aside for a
            // history that cannot be written anyway (each game left one more FILE.corrupt-N).
            if let problem = Self.deviceFolder(of: path) { return [Self.notRecorded(path, problem)] }
            try HistoryFile.makeDirectories(for: path)
            if let problem = Files.unwritableReason(path) { return [Self.notRecorded(path, problem)] }
            return try Files.withLock(path + Self.lockSuffix, timeout: Self.lockTimeout) { appendLocked(record) }
        } catch let error as FileError {
            return ["this game was not recorded: \(error.message)"]
        } catch {
            return ["this game was not recorded: \(error)"]
        }
    }

    /// The note of a game not recorded because `path` cannot be written.
    private static func notRecorded(_ path: String, _ problem: String) -> String {
        "this game was not recorded: cannot write '\(FileError.shown(path))': \(problem)"
    }

    /// Why `path` is in no place for a statistics file, if it is not: its folder (or the
    /// nearest that exists) is, its links resolved, in `/dev`, `/proc` or `/sys`.
    static func deviceFolder(of path: String) -> String? {
        var folder = SafeFile.split(path).directory
        var real = Files.realPath(folder)
        while real == nil, folder != "/", folder != "." {
            folder = SafeFile.split(folder).directory
            real = Files.realPath(folder)
        }
        guard let real, let system = ["/dev", "/proc", "/sys"].first(where: { real == $0 || real.hasPrefix($0 + "/") })
        else { return nil }
        return "it is in \(system), which holds the system's devices and files, not a statistics file"
    }

    /// What names the lock file beside the history.
    static let lockSuffix = ".lock"
    /// How long a writer waits for another to finish, in seconds: a write takes milliseconds.
    static let lockTimeout = 10.0

    /// `append` once the lock is held. A record the reader would set aside is never written
    /// (the one `GameRecord.validate()` judges both); records set aside in the file are first
    /// kept in a file of their own beside it (`FILE.corrupt[-N]`), then left out of the history.
    private func appendLocked(_ record: GameRecord) -> [String] {
        do { try record.validate() } catch {
            return ["this game was not recorded: its record is impossible (\(error.reason))"]
        }
        var (history, setAside, notes, usable) = read()
        guard usable else { return notes + ["this game was not recorded"] }
        if !setAside.isEmpty {
            let numbers = setAside.map { String($0.number) }.joined(separator: ", ")
            do {
                let (kept, fresh) = try keepAside(setAside)
                let others = history.records.count
                notes = setAside.map { "record \($0.number) of the statistics file \($0.reason)" }
                let are = setAside.count == 1 ? "is" : "are"
                notes.append(
                    """
                    record\(setAside.count == 1 ? "" : "s") \(numbers) \(are) \(fresh ? "" : "already ")kept in \
                    '\(kept)';\u{20}
                    """
                        + "the other \(others) stay in the history")
            } catch {
                return notes + [
                    """
                    this game was not recorded: the records set aside (\(numbers)) could not be kept \
                    (\(error.message))
                    """
                ]
            }
        }
        history.append(record)
        do {
            try Files.writeFileAtomically(history.text, to: path, mode: Self.mode)
        } catch {
            notes.append("this game was not recorded: \(error.message)")
        }
        return notes
    }

    /// Writes `records` to the first free `FILE.corrupt[-N]`, as a statistics file of their
    /// own, and returns its name; when one of those files already holds just that, returns it
    /// instead (`fresh` false): a history whose write failed after it met them keeps one copy.
    private func keepAside(_ records: [StatsReading.Record]) throws(FileError) -> (name: String, fresh: Bool) {
        let text = StatsHistory.text(holding: records)
        var existing: [String] = []
        guard let candidate = freeAsideName(taken: &existing) else {
            throw .cannotWrite(path: path + ".corrupt", reason: "no free name")
        }
        let bytes = Array(text.utf8)
        for name in existing where (try? Files.readFile(name, limit: bytes.count, regularOnly: true)) == bytes {
            return (name, false)
        }
        try Files.writeFileAtomically(text, to: candidate, mode: Self.mode)
        return (candidate, true)
    }

    /// The first name `FILE.corrupt`, `FILE.corrupt-1`, ... that names nothing (`taken`: those
    /// before it); `nil` after 1000.
    private func freeAsideName(taken: inout [String]) -> String? {
        var candidate = path + ".corrupt"
        var number = 0
        while access(candidate, F_OK) == 0 || errno != ENOENT {
            taken.append(candidate)
            number += 1
            guard number < 1000 else { return nil }
            candidate = path + ".corrupt-\(number)"
        }
        return candidate
    }

    /// Renames the unusable file to the first free `FILE.corrupt[-N]` and says so; `moved` is
    /// false when it is still in place (and so must not be written over).
    private func setAside(because reason: String) -> (note: String, moved: Bool) {
        var taken: [String] = []
        guard let candidate = freeAsideName(taken: &taken) else {
            return ("\(reason); it is left where it is (no free name to keep it aside)", false)
        }
        guard rename(path, candidate) == 0 else {
            return ("\(reason); it could not be kept aside (\(Files.errorText())), so it is left where it is", false)
        }
        return ("\(reason); it is kept as '\(candidate)' and a new history starts", true)
    }
}
