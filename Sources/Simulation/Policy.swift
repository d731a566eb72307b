/// Which set a simulated player takes when the table holds more than one.
public enum Policy: String, CaseIterable, Sendable, Codable {
    /// The first set in `(i, j)` slot order (`Solver.firstSet`).
    case first
    /// A set drawn uniformly from all the sets on the table, with the game's seeded generator.
    case random
}
