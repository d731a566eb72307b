import CardKit
import Expectations
import Foundation
import Interpreter
import JSONCoding
import Testing

/// A JSON value read back from the text (with `JSONDecoder`), as a program driving animset
/// would read it.
enum ReadJSON: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([ReadJSON])
    case object([String: ReadJSON])

    /// The value `JSONReader` read, as a program sees it: a number above `Int.max` is a double.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .unsigned(let number): self = .double(Double(number))
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let values): self = .array(values.map(ReadJSON.init))
        case .object(let fields):
            self = .object(Dictionary(fields.map { ($0.0, ReadJSON($0.1)) }, uniquingKeysWith: { $1 }))
        }
    }

    /// Reads `text`; `.null` (and a recorded issue) when it is not JSON.
    // NB: read by the strict reader, not JSONDecoder trying each kind in turn: each kind that did
    // not fit threw, and Swift Testing takes a backtrace of every error thrown while a test runs
    // (two thirds of ConcentrationSessionTests' CPU, perf record; issue 37).
    static func read(_ text: String) -> ReadJSON {
        guard let value = try? JSONReader.parse(text.utf8) else {
            Issue.record("not JSON: \(text)")
            return .null
        }
        return ReadJSON(value)
    }

    var int: Int? { if case .int(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [ReadJSON]? { if case .array(let values) = self { values } else { nil } }

    /// The value of `key` in an object.
    subscript(key: String) -> ReadJSON? {
        if case .object(let fields) = self { fields[key] } else { nil }
    }

    /// The `cards` of a Concentration or matching state.
    var cards: [ReadJSON] { self["cards"]?.array ?? [] }
    /// `slot` of a card.
    var slot: Int { self["slot"]?.int ?? 0 }
    /// `faceUp` of a card.
    var faceUp: Bool { self["faceUp"]?.bool ?? false }
    /// `matched` of a card.
    var matched: Bool { self["matched"]?.bool ?? false }
    /// `score` of a state.
    var score: Int? { self["score"]?.int }
    /// `over` of a state.
    var over: Bool? { self["over"]?.bool }
}

/// Reading the JSON `state` as a program driving animset would.
extension JSONFragment {
    /// The value, read back.
    var read: ReadJSON { ReadJSON.read(text) }
    /// The value of `key` in the state.
    subscript(key: String) -> ReadJSON? { read[key] }
    /// The `cards` of a Concentration or matching state.
    var cards: [ReadJSON] { read.cards }
    /// `score` of a state.
    var score: Int? { read.score }
    /// `over` of a state.
    var over: Bool? { read.over }

    /// The serialized state without its `clock`, which animations move on.
    var withoutClock: String {
        text.replacingOccurrences(of: #""clock":[0-9.]+,?"#, with: "", options: .regularExpression)
    }
}

/// Sessions for the tests.
enum Sessions {
    /// Checks that `line` is refused in a fresh `game` with a one-line message mentioning
    /// `mentions`, and that neither the games nor the state JSON change.
    static func expectRefused(_ line: String, mentioning mentions: String, in game: GameKind) {
        var session = make(game)
        expectRefused(line, mentioning: mentions, by: &session)
    }

    /// Checks that `line` is refused by `session` with a one-line message mentioning
    /// `mentions`, and that neither the games nor the state JSON change.
    static func expectRefused(_ line: String, mentioning mentions: String, by session: inout Session) {
        let games = session.games
        let before = session.evaluate("board").state
        let output = session.evaluate(line)
        let message = output.error?.message ?? ""
        expectContains(message, mentions, "\(message)")
        expectOmits(message, "\n")
        expectEqual(output.state, before)
        expectEqual(session.games, games)
    }

    /// A session showing `game` first, from `seed`.
    static func make(_ game: GameKind, seed: UInt64 = 1, unicode: Bool = true) -> Session {
        var options = SessionOptions()
        options.seed = seed
        options.unicode = unicode
        options.game = game
        return Session(options: options)
    }

    /// Saves `session`, loads the file into a fresh session and expects the same games back;
    /// returns the file's contents and the restored session (nil, recorded, when no save).
    static func saveAndLoad(_ session: inout Session, sourceLocation: SourceLocation = #_sourceLocation) -> (
        contents: String, restored: Session
    )? {
        guard case .save(_, let contents)? = session.evaluate("save x.json").request else {
            Issue.record("save made no request", sourceLocation: sourceLocation)
            return nil
        }
        var restored = make(.set)
        let loaded = restored.load(contents: contents, path: "x.json")
        #expect(loaded.ok, "\(loaded.error?.message ?? "")", sourceLocation: sourceLocation)
        expectEqual(restored.games, session.games, sourceLocation: sourceLocation)
        return (contents, restored)
    }

    /// Evaluates each line, expecting success.
    static func run(_ session: inout Session, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines {
            let output = session.evaluate(line)
            #expect(output.ok, "\(line): \(output.error?.message ?? "")", sourceLocation: sourceLocation)
        }
    }
}
