/// Which set a simulated player takes when the table holds more than one.
public enum Policy: String, CaseIterable, Sendable, Codable {
    /// The first set in `(i, j)` slot order (`Solver.firstSet`).
    case first
    /// A set drawn uniformly from all the sets on the table, with the game's seeded generator.
    case random
    /// The honest best (`hint best`, issue 33): with more than one set on the table, the set
    /// with the most perfect endings over `bestSamples` random orders of the cards still in the
    /// deck (`PerfectOdds`, drawn from the game's seeded generator); standard Set only.
    case best

    /// The random orders of the unseen cards `best` plays each set on, per decision.
    public static let bestSamples = 32
}
