import Foundation
import GameKit
import Interpreter
import Testing

/// Reading the JSON `state` as a program driving animset would.
extension Interpreter.JSON {
    var int: Int? { if case .int(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [Interpreter.JSON]? { if case .array(let values) = self { values } else { nil } }

    /// The `cards` of a Concentration or matching state.
    var cards: [Interpreter.JSON] { self["cards"]?.array ?? [] }
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

    /// The serialized state without its `clock`, which animations move on.
    var withoutClock: String {
        serialized.replacingOccurrences(of: #""clock":[0-9.]+,?"#, with: "", options: .regularExpression)
    }
}

/// Sessions for the tests.
enum Sessions {
    /// Checks that `line` is refused in a fresh `game` with a one-line message mentioning
    /// `mentions`, and that neither the games nor the state JSON change.
    static func expectRefused(_ line: String, mentioning mentions: String, in game: GameKind) {
        var session = make(game)
        let games = session.games
        let before = session.evaluate("board").state
        let output = session.evaluate(line)
        let message = output.error?.message ?? ""
        #expect(message.contains(mentions), "\(message)")
        #expect(!message.contains("\n"))
        #expect(output.state == before)
        #expect(session.games == games)
    }

    /// A session showing `game` first, from `seed`.
    static func make(_ game: GameKind, seed: UInt64 = 1, unicode: Bool = true) -> Session {
        var options = SessionOptions()
        options.seed = seed
        options.unicode = unicode
        options.game = game
        return Session(options: options)
    }

    /// Evaluates each line, expecting success.
    static func run(_ session: inout Session, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines {
            let output = session.evaluate(line)
            #expect(output.ok, "\(line): \(output.error?.message ?? "")", sourceLocation: sourceLocation)
        }
    }
}
