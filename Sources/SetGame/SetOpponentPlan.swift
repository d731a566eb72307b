import CardKit

/// What a computer opponent means to do next at a Set table, and after how long.
///
/// A plan is made after each change of the table and thrown away at the next one (a person's
/// claim resets the computer's think); the caller makes the move once `thinkSeconds` have
/// passed on its clock (virtual in scripts, real at the prompt).
public struct SetOpponentPlan: Sendable, Equatable, Codable {
    /// The move at the end of the think.
    public enum Move: Sendable, Equatable, Codable {
        /// Choose these three table cards (in slot order). A set, except easy's slips.
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
    /// Checks a saved plan against the table it was made for: a claim is three different
    /// cards on the table.
    public func validate(table: [Card]) throws(InvalidState) {
        guard case .claim(let cards) = move else { return }
        try InvalidState.require(cards.count == 3 && Set(cards).count == 3 && cards.allSatisfy(table.contains),
                                 "the computer's planned claim \(cards.map(\.code).joined(separator: " ")) is not three different cards on the table")
    }
}
