import CardKit
import Choreography
import Interpreter
import LineEditing
import ReplayPage
import Simulation

#if canImport(Glibc)
    import Glibc
    import WireFormat
#endif

/// The code that reads untrusted input, driven from arbitrary bytes: what `Scripts/fuzz` hands
/// libFuzzer, and what the tests replay the corpus through (`Tests/Fuzz/Corpus/NAME/`).
///
/// Each target checks more than "no crash": every state must pass `Games.validate()`, a
/// refused command must leave the games as they were, a save must load back, a result must
/// read back from its own JSON. A broken check traps, so libFuzzer records the input.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `Session.evaluate` on lines; the first byte picks the game.
    case evaluate
    /// The save-file loader, then a few commands on what it loaded.
    case save
    /// The transcript parser and its replay.
    case transcript
    /// `merge`'s reader (`SimulationResult(json:)`) and the merge itself.
    case merge
    /// The statistics history's reader, then `stats` on what it read.
    case stats
    /// The prompt's history file, read by libedit behind our checks.
    case history
    /// A recorded JSON stream, as `replay` and `export` read it, then its page.
    case stream

    /// Runs the target on one input.
    public func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .evaluate: FuzzTarget.evaluate(bytes)
        case .save: FuzzTarget.load(bytes)
        case .transcript: FuzzTarget.transcript(bytes)
        case .merge: FuzzTarget.merge(bytes)
        case .stats: FuzzTarget.stats(bytes)
        case .history: FuzzTarget.history(bytes)
        case .stream: FuzzTarget.stream(bytes)
        }
    }

    /// Runs the target on one input held in an array.
    public func run(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { run($0) }
    }

    /// A session as scripts get it, rendering both text and state, in `game`.
    static func session(_ game: GameKind) -> Session {
        var options = SessionOptions()
        options.game = game
        options.bounds = Size(w: 60, h: 20)
        return Session(options: options)
    }

    /// The game a first byte picks.
    static func game(_ byte: UInt8?) -> GameKind {
        GameKind.allCases[Int(byte ?? 0) % GameKind.allCases.count]
    }

    static func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) {
        var session = session(game(bytes.first))
        for line in bytes.dropFirst().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            step(&session, line)
        }
    }

    /// Evaluates one line and checks what every command must keep.
    static func step(_ session: inout Session, _ line: Slice<UnsafeBufferPointer<UInt8>>) {
        let before = session.games
        let output: Output
        if let text = String(validating: line, as: UTF8.self) {
            output = session.evaluate(text)
        } else {
            output = session.invalidEncoding()
        }
        _ = output.json(line: 1)
        if output.error != nil {
            check(session.games == before, "a refused command changed the games: \(output.input)")
        }
        checkValid(session.games, after: output.input)
        if case .save(let path, let contents)? = output.request {
            var copy = session
            let loaded = copy.load(contents: contents, path: path)
            check(loaded.ok, "a save did not load back: \(loaded.error?.message ?? "")")
            check(copy.games == session.games, "a save loaded back different games")
        }
    }

    static func load(_ bytes: UnsafeBufferPointer<UInt8>) {
        var session = session(.set)
        let output = session.load(bytes: Array(bytes), path: "fuzz.json")
        guard output.ok else { return }
        checkValid(session.games, after: "load")
        for game in GameKind.allCases {
            for line in [
                "game \(game.rawValue)", "hint", "hint all", "choose 1", "choose 2", "choose 3", "deal",
                "shuffle", "mode 3", "theme faces", "score", "board", "undo", "choose 1 2 3",
            ] {
                _ = session.evaluate(line)
                checkValid(session.games, after: line)
            }
        }
    }

    static func transcript(_ bytes: UnsafeBufferPointer<UInt8>) {
        let transcript = Transcript(text: String(decoding: bytes, as: UTF8.self))
        _ = transcript.optionWords
        var options = SessionOptions()
        options.bounds = Size(w: 60, h: 20)
        let replayed = transcript.replay(options: options)
        let again = Transcript(text: replayed.text)
        check(
            again.entries.map(\.command) == replayed.entries.map(\.command),
            "a replayed transcript reads back differently")
    }

    static func merge(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let result = try? SimulationResult(bytes: Array(bytes)) else { return }
        _ = result.report
        guard let back = try? SimulationResult(json: result.json) else {
            fail("a result does not read back from its own JSON: \(result.json)")
        }
        check(back == result, "a result reads back different from its own JSON")
        _ = try? SimulationResult.merge([result, result])
        _ = try? SimulationResult.merge([result, back], partial: true)
        if let whole = try? SimulationResult.merge([result]) {
            check(whole.isWholeRun, "a merge that is not partial returned a shard")
        }
    }

    /// A statistics file: what is read is records the rules can produce, `stats` shows them
    /// without trapping, the file written from them reads back the same, and the records set
    /// aside read back as set aside again (none lost, none let in).
    static func stats(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let reading = try? StatsHistory.read(Array(bytes)) else { return }
        let history = reading.history
        check(history.records.count + reading.setAside.count <= StatsHistory.keptRecords, "more records than are kept")
        if !reading.setAside.isEmpty {
            let aside = try? StatsHistory.read(Array(StatsHistory.text(holding: reading.setAside).utf8))
            check(
                aside?.history.records.isEmpty == true && aside?.setAside.count == reading.setAside.count,
                "the records set aside do not read back as set aside")
        }
        var session = session(.set)
        var output = session.evaluate("score")
        session.showStats(history.records, source: "fuzz", notes: [], into: &output)
        check(
            !output.text.unicodeScalars.contains { $0 != "\n" && SafeText.isUnsafe($0) },
            "stats printed a control character")
        guard let back = try? StatsHistory.decode(Array(history.text.utf8)) else {
            fail("a history does not read back from its own text")
        }
        check(back == history, "a history reads back different from its own text")
    }

    /// A history file: only lines that could have been typed come back, and what is saved
    /// reloads the same.
    static func history(_ bytes: UnsafeBufferPointer<UInt8>) {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/animset-fuzz-history-XXXXXX".utf8CString)
        guard let directory = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
            return
        }
        let folder = String(cString: directory)
        let path = folder + "/history"
        defer {
            unlink(path)
            rmdir(folder)
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { return }
        _ = write(fd, bytes.baseAddress, bytes.count)
        close(fd)
        let reader = EditLineReader(historyPath: path)
        let entries = reader.historyEntries
        for entry in entries {
            check(
                EditLineReader.couldBeCommand(entry) && entry.contains(where: { !$0.isWhitespace }),
                "history kept a line that could not be typed")
        }
        guard reader.historyError == nil else { return reader.close() }
        reader.addToHistory("hint")
        reader.close()
        let again = EditLineReader(historyPath: path)
        check(
            again.historyError == nil,
            "a history saved by animset does not load: \(again.historyError.map(String.init(describing:)) ?? "")")
        check(again.historyEntries.last == "hint", "the saved history lost its last line")
        again.close()
    }

    /// A recorded stream: each line is a record or a one-line refusal; records give a resting
    /// table or a refusal, and the page made of them holds no markup from the input.
    static func stream(_ bytes: UnsafeBufferPointer<UInt8>) {
        var scenes: [ReplayPage.Scene] = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            do {
                let record = try RecordedCommand(line: line)
                check(record.events.count <= RecordedCommand.maximumEvents, "too many events kept")
                for event in record.events {
                    check(
                        event.t.isFinite && event.duration.isFinite
                            && event.t + event.duration <= RecordedCommand.maximumSeconds, "an event out of time")
                }
                let table = try? record.restingTable(fallback: Size(w: 60, h: 20))
                scenes.append(ReplayPage.Scene(record: record, table: table ?? nil, printed: record.text))
            } catch {
                check(
                    !error.message.contains("\n") && !error.message.unicodeScalars.contains { SafeText.isUnsafe($0) },
                    "a refusal that is not one clean line")
            }
        }
        guard !scenes.isEmpty else { return }
        let html = ReplayPage(title: "fuzz", scenes: scenes).html
        check(html.ranges(of: "</script>").count == html.ranges(of: "<script").count, "input closed a script element")
    }

    static func checkValid(_ games: Games, after input: String) {
        do { try games.validate() } catch { fail("invalid state after '\(input)': \(error.reason)") }
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        fatalError("fuzz check failed: " + message)
    }
}
