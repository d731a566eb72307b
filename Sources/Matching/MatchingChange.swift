/// One thing a matching-game move changed, in the order it happened. Slots are 1-based.
public enum MatchingChange: Hashable, Sendable {
    /// The card in `slot` was turned face up or face down.
    case flipped(slot: Int, faceUp: Bool)
    /// The cards in `slots` (the one just chosen last) matched; they stay face up, unplayable.
    case matched(slots: [Int])
    /// The cards in `slots` (the one just chosen last) did not match; all but the last are
    /// turned back down.
    case mismatched(slots: [Int])
    /// The score changed by `points` over the whole move (never zero).
    case scored(points: Int)
}
