/// One thing a move changed in a game of cards turned over in place (Concentration, the
/// playing-card matching game), in the order it happened. Slots are 1-based.
///
/// Both games change their tables the same ways, so they share this one description, and the
/// interpreter animates both with one function.
public enum FlipChange: Hashable, Sendable {
    /// The card in `slot` was turned face up or face down.
    case flipped(slot: Int, faceUp: Bool)
    /// The cards in `slots` matched (their order is the game's: see its change type).
    case matched(slots: [Int])
    /// The cards in `slots` did not match.
    case mismatched(slots: [Int])
    /// The score changed by `points` (never zero).
    case scored(points: Int)
}
