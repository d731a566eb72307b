import CardKit

/// What a computer opponent means to do next at a Set table, and after how long.
///
/// A plan is made after each change of the table and thrown away at the next one (a person's
/// claim resets the computer's think); the caller makes the move once `thinkSeconds` have
/// passed on its clock (virtual in scripts, real at the prompt).
public struct SetOpponentPlan: Sendable, Equatable, Codable {
    /// The move at the end of the think.
    public enum Move: Sendable, Equatable, Codable {
        /// Choose these cards: three table cards in slot order (a set, except easy's slips); in
        /// Set-Chain a card of the previous set first, then two of the table; in UltraSet four.
        case claim([Card])
        /// Ask for 3 more cards: no set was found.
        case deal
        /// Nothing to do: the game is over, a puzzle (no opponent plays those) or no move is
        /// possible. `thinkSeconds` is then 0.
        case none
    }

    /// Seconds from the change of the table to the move.
    public let thinkSeconds: Double
    /// The move.
    public let move: Move

    /// A plan.
    public init(thinkSeconds: Double, move: Move) {
        (self.thinkSeconds, self.move) = (thinkSeconds, move)
    }

    /// The plan of an opponent with nothing to do.
    public static let idle = SetOpponentPlan(thinkSeconds: 0, move: .none)
}

extension SetOpponentPlan {
    /// Checks a saved plan against the game it was made for: a claim is as many different
    /// cards as a move takes (3, 4 in UltraSet), each one the game lets a player choose (on
    /// the table; in Set-Chain, a card of the previous set too).
    public func validate(in game: SetGame) throws(InvalidState) {
        guard case .claim(let cards) = move else { return }
        let size = game.variant.moveSize
        try InvalidState.require(cards.count == size && Set(cards).count == size && cards.allSatisfy(game.isChoosable),
                                 "the computer's planned claim \(cards.map(\.code).joined(separator: " ")) is not \(size) different cards it can choose")
    }
}
