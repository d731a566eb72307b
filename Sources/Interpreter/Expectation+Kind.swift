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

    /// Refuses an `expect` whose `expected` is not `actual`.
    static func expectEqual(_ what: String, _ expected: String, _ actual: String) throws(InterpreterError) {
        guard expected == actual else { throw .expectationFailed(what: what, expected: expected, actual: actual) }
    }
}
