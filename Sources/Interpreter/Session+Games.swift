import Choreography
import CardKit
import JSONCoding

/// What every command that shows or checks "the game" does: dispatch to the game in front.
extension Session {
    /// The status line and the table of the game in front.
    func boardText() -> String { gameTable.boardText(self) }

    /// The score of the game in front, and how it is counted.
    func scoreText() -> String { gameTable.scoreText(self) }

    /// The SPEC's `state` object for the game in front.
    func stateJSON() -> JSONFragment {
        JSONFragment.write { writer in gameTable.writeState(self, &writer) }
    }

    /// Checks an `expect` against the game in front.
    func check(_ expectation: Expectation) throws(InterpreterError) { try gameTable.check(self, expectation) }

    /// Checks the expectations that mean the same in every game; `false` when `expectation`
    /// is about the game itself.
    func checkCommon(_ expectation: Expectation) throws(InterpreterError) -> Bool {
        switch expectation {
        case .error:
            guard lastFailed else { throw .expectationFailed(what: "error", expected: "a failed command", actual: "success") }
        case .game(let kind):
            try Session.expectEqual("game", kind.rawValue, games.current.rawValue)
        case .clock(let value):
            try Session.expectEqual("clock", Session.clockText(value), Session.clockText(clock))
        default:
            return false
        }
        return true
    }

    /// Refuses an `expect` whose `expected` is not `actual`.
    static func expectEqual(_ what: String, _ expected: String, _ actual: String) throws(InterpreterError) {
        guard expected == actual else { throw .expectationFailed(what: what, expected: expected, actual: actual) }
    }

    /// Slot numbers as `expect selected` shows them.
    static func slotsText(_ slots: [Int]) -> String {
        slots.isEmpty ? "none" : slots.sorted().map(String.init).joined(separator: " ")
    }

    /// `slot 3`, `slots 3 and 7`, `slots 1, 4 and 9`.
    static func slotPhrase(_ slots: [Int]) -> String {
        let numbers = slots.map(String.init)
        guard let last = numbers.last else { return "no slot" }
        if numbers.count == 1 { return "slot " + last }
        return "slots " + numbers.dropLast().joined(separator: ", ") + " and " + last
    }

    /// How the animation events name the card in `slot` of Concentration and the matching
    /// game: by place, never by face, so events cannot give a face-down card away.
    static func cardID(slot: Int) -> String { FlipCardID.ofSlot(slot) }

    /// What separates the parts of a status line: a middle dot, or ` - ` on ASCII terminals.
    var dot: String { options.unicode ? " · " : " - " }

    /// Writes the table's size, `"bounds": {"w", "h"}` in character cells.
    func writeBounds(to writer: inout JSONWriter) {
        writer.key(StateKey.bounds)
        writer.object { writer in
            writer.field(Rect.Key.w, options.bounds.w)
            writer.field(Rect.Key.h, options.bounds.h)
        }
    }

    /// A time as the JSON stream writes it (3 decimals), for `expect clock`.
    static func clockText(_ seconds: Double) -> String {
        JSONWriter.numberText(JSONWriter.rounded(seconds))
    }

    /// `text` in an ANSI colour (SGR parameter `code`) when colour is on.
    func colored(_ text: String, _ code: String) -> String {
        Session.colored(text, code, when: options.color)
    }

    /// `text` in an ANSI colour (SGR parameter `code`) when `color`.
    static func colored(_ text: String, _ code: String, when color: Bool) -> String {
        color ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }
}

extension Expectation {
    /// The word after `expect` that names this expectation.
    var kind: ExpectationKind {
        switch self {
        case .score: .score
        case .deck: .deck
        case .table: .table
        case .sets: .sets
        case .slot: .slot
        case .selected: .selected
        case .over: .over
        case .error: .error
        case .game: .game
        case .clock: .clock
        case .flips: .flips
        case .theme: .theme
        case .mode: .mode
        }
    }
}
