import CardKit

/// What a computer opponent means to turn over next in Concentration, and after how long.
public struct ConcentrationOpponentPlan: Sendable, Equatable, Codable {
    /// The move at the end of the think.
    public enum Move: Sendable, Equatable, Codable {
        /// Turn over the card in this slot (1-based, face down and unmatched).
        case choose(slot: Int)
        /// Nothing to do: the game is over. `thinkSeconds` is then 0.
        case none
    }

    /// Seconds from the last change to the move.
    public let thinkSeconds: Double
    /// The move.
    public let move: Move

    /// A plan.
    public init(thinkSeconds: Double, move: Move) {
        (self.thinkSeconds, self.move) = (thinkSeconds, move)
    }

    /// The plan of an opponent with nothing to do.
    public static let idle = ConcentrationOpponentPlan(thinkSeconds: 0, move: .none)
}

extension ConcentrationOpponentPlan {
    /// Checks a saved plan against the cards it was made for: it turns a face-down card.
    public func validate(cards: [ConcentrationCard]) throws(InvalidState) {
        guard case .choose(let slot) = move else { return }
        try InvalidState.require(
            cards.indices.contains(slot - 1) && !cards[slot - 1].isFaceUp && !cards[slot - 1].isMatched,
            "the computer's planned card \(slot) is not a face-down card on the table")
    }
}
