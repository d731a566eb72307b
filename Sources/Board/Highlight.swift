/// How a card is marked on the board; each mark is visible without colour.
public enum Highlight: Hashable, Sendable, CaseIterable {
    /// No mark.
    case none
    /// Chosen by the player: a heavy border (`#`/`=` in ASCII) and `>1<` around the slot.
    case selected
    /// Part of a match: a double border (`*` in ASCII), `!1!` and the word `MATCH`.
    case match
    /// Part of a mismatch: a dashed heavy border (`X`/`~` in ASCII), `x1x` and `NO MATCH`.
    case mismatch
    /// Part of the set a hint shows: a dotted border, `*1*` and the word `HINT`.
    case hint
}

extension Highlight {
    /// The characters put either side of the slot number: `>`, `<` for a selection.
    var marks: (left: String, right: String)? {
        switch self {
        case .none: nil
        case .selected: (">", "<")
        case .match: ("!", "!")
        case .mismatch: ("x", "x")
        case .hint: ("*", "*")
        }
    }

    /// Words for the bottom border, longest first; empty when the border says enough.
    var words: [String] {
        switch self {
        case .none, .selected: []
        case .match: ["MATCH", "OK"]
        case .mismatch: ["NO MATCH", "MISS", "NO"]
        case .hint: ["HINT"]
        }
    }

    /// The colour of the border and marks.
    var ink: Ink {
        switch self {
        case .none: .plain
        case .selected: .selected
        case .match: .match
        case .mismatch: .mismatch
        case .hint: .hint
        }
    }
}
