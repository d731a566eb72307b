import Choreography
import GameKit
import Interpreter
import Simulation

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

    /// Runs the target on one input.
    public func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .evaluate: FuzzTarget.evaluate(bytes)
        case .save: FuzzTarget.load(bytes)
        case .transcript: FuzzTarget.transcript(bytes)
        case .merge: FuzzTarget.merge(bytes)
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
        let output = session.load(contents: String(decoding: bytes, as: UTF8.self), path: "fuzz.json")
        guard output.ok else { return }
        checkValid(session.games, after: "load")
        for game in GameKind.allCases {
            for line in ["game \(game.rawValue)", "hint", "hint all", "choose 1", "choose 2", "choose 3", "deal",
                         "shuffle", "mode 3", "theme faces", "score", "board", "undo", "choose 1 2 3"] {
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
        check(again.entries.map(\.command) == replayed.entries.map(\.command), "a replayed transcript reads back differently")
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
        if let whole = try? SimulationResult.merge([result]) { check(whole.isWholeRun, "a merge that is not partial returned a shard") }
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
