/// One slot of the matching game's table.
///
/// NB: `card` is known even while face down; views shown to a player go through
/// `MatchingSnapshot`, which hides it.
public struct MatchingCard: Hashable, Sendable, Codable {
    /// The playing card in this slot.
    public let card: PlayingCard
    /// Whether the card is face up (chosen, or matched).
    public internal(set) var isFaceUp: Bool
    /// Whether the card has been matched; it then stays face up and cannot be chosen.
    public internal(set) var isMatched: Bool

    /// `card`, face down and unmatched.
    public init(card: PlayingCard) {
        self.card = card
        isFaceUp = false
        isMatched = false
    }
}
