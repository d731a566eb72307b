/// The matching game's scoring rules (Matchismo, CS193p): the one copy the engine, the
/// game-over test and the tests all use.
public enum MatchingRules {
    /// Points each choice costs.
    public static let costToChoose = 1
    /// Points a mismatch costs.
    public static let mismatchPenalty = 2
    /// A match earns its match score times this.
    public static let matchBonus = 4
    /// The match score of two cards of the same rank.
    public static let rankScore = 4
    /// The match score of two cards of the same suit.
    public static let suitScore = 1

    /// The match score of two cards: 4 for the same rank, 1 for the same suit, else 0.
    public static func pairScore(_ a: PlayingCard, _ b: PlayingCard) -> Int {
        if a.rank == b.rank { return rankScore }
        if a.suit == b.suit { return suitScore }
        return 0
    }

    /// The match score of a group: `pairScore` summed over every pair in it. The group is a
    /// match when this is positive.
    public static func matchScore(of cards: [PlayingCard]) -> Int {
        var total = 0
        for i in cards.indices {
            for j in cards.indices where j > i {
                total += pairScore(cards[i], cards[j])
            }
        }
        return total
    }

    /// Whether some `mode.count` of `cards` would score a match.
    ///
    /// A group matches as soon as one pair in it shares rank or suit, so this is: at least
    /// `mode.count` cards, two of which share a rank or a suit.
    public static func matchExists(among cards: [PlayingCard], mode: MatchMode) -> Bool {
        guard cards.count >= mode.count else { return false }
        var ranks = Set<Int>()
        var suits = Set<PlayingCard.Suit>()
        for card in cards {
            if !ranks.insert(card.rank).inserted || !suits.insert(card.suit).inserted {
                return true
            }
        }
        return false
    }
}
