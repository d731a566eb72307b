/// One thing a Concentration move changed, in the order it happened.
///
/// Slots are 1-based. The choreographer turns these into timed events.
public enum ConcentrationChange: Hashable, Sendable {
    /// The card in `slot` was turned face up or face down.
    case flipped(slot: Int, faceUp: Bool)
    /// The cards in `slots` (first chosen first) were a pair and left play.
    case matched(slots: [Int])
    /// The cards in `slots` (first chosen first) were not a pair; they stay face up until the
    /// next choice.
    case mismatched(slots: [Int])
    /// The score changed by `points` (positive or negative; never zero).
    case scored(points: Int)
}
