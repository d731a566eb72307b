#if canImport(Glibc)
import Glibc
#endif
import Interpreter
import LineEditing

/// The statistics history file: `$XDG_STATE_HOME/animset/stats.json` (default
/// `~/.local/state/animset/stats.json`), mode 0600, written atomically. The interpreter never
/// touches it: it hands finished games out (`Output.finished`) and the program keeps them here.
///
/// A file that is corrupt or of a newer version is reported and kept aside under a new name
/// (`stats.json.corrupt`, `stats.json.corrupt-1`, ...; never over another file) and a fresh
/// history starts; a file that cannot be read (permissions) is reported and left alone, and
/// nothing is written over it.
struct StatsStore {
    /// The history file.
    let path: String

    /// The file's name beside the line-editing history.
    static let fileName = "stats.json"
    /// The mode of the file: the player's own.
    static let mode: mode_t = 0o600

    /// The store at `ANIMSET_STATS`, or at the default place; `nil` without a home.
    static var standard: StatsStore? {
        (Platform.environment("ANIMSET_STATS") ?? defaultPath(environment: Platform.environment)).map(StatsStore.init(path:))
    }

    /// The default place: the line-editing history's directory (XDG state), or `nil` without
    /// a home.
    static func defaultPath(environment: (String) -> String?) -> String? {
        guard let history = HistoryFile.defaultPath(environment: environment),
              let slash = history.lastIndex(of: "/") else { return nil }
        return String(history[...slash]) + fileName
    }

    /// The records kept, oldest first, and problems met (each one line, already reported
    /// nowhere: the caller shows them). `usable` is false when the file exists but could not
    /// be read, so that nothing is written over it.
    func read() -> (history: StatsHistory, notes: [String], usable: Bool) {
        guard access(path, F_OK) == 0 else { return (StatsHistory(), [], errno == ENOENT) }
        let bytes: [UInt8]
        do {
            bytes = try Platform.readFile(path, limit: StatsHistory.maximumSize, regularOnly: true)
        } catch .tooLarge {
            let (note, moved) = setAside(because: "the statistics file is larger than \(StatsHistory.maximumSize >> 20) MiB")
            return (StatsHistory(), [note], moved)
        } catch {
            return (StatsHistory(), ["statistics not available: \(error.message)"], false)
        }
        do {
            return (try StatsHistory.decode(bytes), [], true)
        } catch {
            let (note, moved) = setAside(because: error.description)
            return (StatsHistory(), [note], moved)
        }
    }

    /// Appends `record` to the history (read, append, written atomically), holding the lock
    /// file `FILE.lock` from the read to the rename, so that processes finishing games at the
    /// same moment each add their record (before, two `run --record-stats` at once lost half
    /// of them); returns the problems met, for the caller to report.
    func append(_ record: GameRecord) -> [String] {
        do {
            try HistoryFile.makeDirectories(for: path)
            return try Platform.withLock(path + Self.lockSuffix, timeout: Self.lockTimeout) { appendLocked(record) }
        } catch let error as FileError {
            return ["this game was not recorded: \(error.message)"]
        } catch {
            return ["this game was not recorded: \(error)"]
        }
    }

    /// What names the lock file beside the history.
    static let lockSuffix = ".lock"
    /// How long a writer waits for another to finish, in seconds: a write takes milliseconds.
    static let lockTimeout = 10.0

    /// `append` once the lock is held.
    private func appendLocked(_ record: GameRecord) -> [String] {
        var (history, notes, usable) = read()
        guard usable else { return notes + ["this game was not recorded"] }
        history.append(record)
        do {
            try Platform.writeFileAtomically(history.text, to: path, mode: Self.mode)
        } catch {
            notes.append("this game was not recorded: \(error.message)")
        }
        return notes
    }

    /// Renames the unusable file to the first free `FILE.corrupt[-N]` and says so; `moved` is
    /// false when it is still in place (and so must not be written over).
    private func setAside(because reason: String) -> (note: String, moved: Bool) {
        var candidate = path + ".corrupt"
        var number = 0
        while access(candidate, F_OK) == 0 || errno != ENOENT {
            number += 1
            guard number < 1000 else { return ("\(reason); it is left where it is (no free name to keep it aside)", false) }
            candidate = path + ".corrupt-\(number)"
        }
        guard rename(path, candidate) == 0 else {
            return ("\(reason); it could not be kept aside (\(Platform.errorText())), so it is left where it is", false)
        }
        return ("\(reason); it is kept as '\(candidate)' and a new history starts", true)
    }
}
