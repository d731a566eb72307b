/// Which set a simulated player takes when the table holds more than one.
public enum Policy: String, CaseIterable, Sendable, Codable {
    /// The first set in `(i, j)` slot order (`Solver.firstSet`).
    case first
    /// A set drawn uniformly from all the sets on the table, with the game's seeded generator.
    case random
    /// The honest best (`hint best`'s choice, issues 33 and 39): with more than one set on the
    /// table, `PerfectChoice` (the max-entropy score with more than 24 cards in the deck, the
    /// weighted split count with 24 or fewer, and with 15 or fewer 64 rollouts between the two
    /// best split counts; see the README for what each step gained); with
    /// the junior deck, a set of the highest exact chance (`JuniorOptimum`: optimal play). It
    /// never looks at the deck's order and draws nothing from the generator. Standard Set only.
    case best
}
