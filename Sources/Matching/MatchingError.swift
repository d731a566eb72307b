/// Why a matching-game move or set-up was refused; the game is unchanged when one is thrown.
///
/// Slots are 1-based, as the user typed them; the interpreter words these once.
public enum MatchingError: Error, Hashable, Sendable {
    /// `slot` is not in `1...count`.
    case slotOutOfRange(slot: Int, count: Int)
    /// The card in `slot` is already matched and can no longer be played.
    case alreadyMatched(slot: Int)
    /// The mode can change only before the first choice of a game; it is `current`.
    case modeLocked(current: MatchMode)
    /// Only 2- and 3-card modes exist; `count` was asked for.
    case unsupportedMode(count: Int)
    /// No further match is possible; re-deal to play on.
    case gameOver
    /// A table holds `1...52` cards; `count` was asked for.
    case invalidTableSize(count: Int)
    /// A table set-up named `card` twice.
    case duplicateCard(PlayingCard)
}
