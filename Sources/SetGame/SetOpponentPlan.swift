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
    /// Checks a saved plan against the game it was made for, by the rules `SetOpponent.plan`
    /// follows (a plan is made again at every change of the table, so it always fits the
    /// game): a claim is as many different cards as a move takes (3, 4 in UltraSet), each one
    /// the game lets a player choose, and a move of the table (`SetGame.movesOnTable`), or, on
    /// a level that slips (`Profile.slipChance`), a slip: one table card away from such a move,
    /// its carried card kept. A deal is asked for only when the table holds no move and the
    /// deck has cards.
    public func validate(in game: SetGame, by opponent: SetOpponent) throws(InvalidState) {
        switch move {
        case .none:
            return
        case .deal:
            try InvalidState.require(
                !game.deck.isEmpty && game.movesOnTable.isEmpty,
                "the computer plans a deal with "
                    + (game.deck.isEmpty ? "the deck empty" : "\(game.variant.aMove) on the table"))
        case .claim(let cards):
            let size = game.variant.moveSize
            let named = cards.map(\.code).joined(separator: " ")
            try InvalidState.require(
                cards.count == size && Set(cards).count == size && cards.allSatisfy(game.isChoosable),
                "the computer's planned claim \(named) is not \(size) different cards it can choose")
            let moves = game.movesOnTable
            let claimed = Set(cards)
            if moves.contains(where: { Set($0.cards) == claimed }) { return }
            try InvalidState.require(
                opponent.profile.slipChance > 0,
                """
                the computer's planned claim \(named) is not \(game.variant.aMove) of the table, and \
                \(opponent.level.rawValue) never slips
                """
            )
            let carried = cards.filter(game.chainPrevious.contains)
            let isSlip = moves.contains { move in
                move.cards.filter(game.chainPrevious.contains) == carried
                    && claimed.intersection(move.cards).count == size - 1
            }
            try InvalidState.require(
                isSlip,
                """
                the computer's planned claim \(named) is neither \(game.variant.aMove) of the table nor one card \
                away from one
                """
            )
        }
    }
}
