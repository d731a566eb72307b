/// One card on the Concentration table.
///
/// The card knows only which pair it belongs to; the face drawn for it comes from the game's
/// current theme (pair `i` shows the theme's face `i`), so a theme change keeps progress.
/// NB: `pair` identifies the face even while the card is face down; views shown to a player
/// go through `ConcentrationSnapshot`, which hides it.
public struct ConcentrationCard: Hashable, Sendable, Codable {
    /// Which pair this card belongs to: `0..<pairCount`; the two cards of a pair share it.
    public let pair: Int
    /// Whether the face is showing. Matched cards stay face up.
    public internal(set) var isFaceUp: Bool
    /// Whether the card has been matched and left play (it keeps its slot).
    public internal(set) var isMatched: Bool
    /// Whether the card has been face up and then turned down: mismatching a seen card costs.
    public internal(set) var hasBeenSeen: Bool

    /// A face-down, unmatched, unseen card of `pair`.
    public init(pair: Int) {
        self.pair = pair
        isFaceUp = false
        isMatched = false
        hasBeenSeen = false
    }
}
