import Choreography

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
