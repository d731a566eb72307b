/// What a player may see of a matching game: the SPEC's JSON `state`, ready to encode.
///
/// A face-down card is never revealed: `card` is present only while face up or matched.
public struct MatchingSnapshot: Hashable, Sendable, Codable {
    /// One slot of the table.
    public struct Card: Hashable, Sendable, Codable {
        /// 1-based slot number.
        public let slot: Int
        /// The card's code (`AS`, `10H`), only while face up or matched.
        public let card: String?
        /// Whether the card is face up.
        public let faceUp: Bool
        /// Whether the card has been matched.
        public let matched: Bool
    }

    /// The table in slot order.
    public let cards: [Card]
    /// 2 or 3: how many cards are compared at once.
    public let mode: Int
    /// The current score.
    public let score: Int
    /// Whether no further match is possible.
    public let over: Bool
}

extension MatchingGame {
    /// The player's view of the game.
    public func snapshot() -> MatchingSnapshot {
        let cards = cards.enumerated().map { index, slot in
            MatchingSnapshot.Card(
                slot: index + 1,
                card: slot.isFaceUp || slot.isMatched ? slot.card.code : nil,
                faceUp: slot.isFaceUp, matched: slot.isMatched)
        }
        return MatchingSnapshot(cards: cards, mode: mode.rawValue, score: score, over: isOver)
    }
}
