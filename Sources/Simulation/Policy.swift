/// Which set a simulated player takes when the table holds more than one.
public enum Policy: String, CaseIterable, Sendable, Codable {
    /// The first set in `(i, j)` slot order (`Solver.firstSet`).
    case first
    /// A set drawn uniformly from all the sets on the table, with the game's seeded generator.
    case random
    /// The honest best (`hint best`, issue 33): with more than one set on the table and at most
    /// `bestRolloutUnseen` cards in the deck, the set with the most perfect endings over
    /// `bestSamples` random orders of the cards still in the deck (`PerfectOdds.chances`, drawn
    /// from the game's seeded generator); with more in the deck, the set whose cards can still
    /// make the fewest sets (`PerfectOdds.leastMatchable`, the rollouts' own choice). Standard
    /// Set only.
    case best

    /// The random orders of the unseen cards `best` plays each set on, per decision.
    public static let bestSamples = 64
    /// The most cards in the deck at which `best` plays rollouts: the early choices matter
    /// less and their rollouts are the longest (see the README for what each figure gained).
    public static let bestRolloutUnseen = 24
}
