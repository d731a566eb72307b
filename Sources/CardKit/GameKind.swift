/// The games animset plays; each keeps its own state, as a tab would.
public enum GameKind: String, CaseIterable, Sendable, Codable {
    /// Solo Set: 81 cards, 12 on the table.
    case set
    /// Concentration: pairs of emoji cards.
    case concentration
    /// The playing-card matching game (52 cards, 2- or 3-card mode).
    case matching
}
