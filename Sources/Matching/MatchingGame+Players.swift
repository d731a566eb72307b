import CardKit

/// The players of the matching game: solo play has one; two to `Player.limit` take turns, as
/// at Concentration. Each choice is made by the player whose turn it is; a match scores for
/// them and they play on, a mismatch passes the turn on.
extension MatchingGame: Seated {
    /// The index of the player whose turn it is (0 in solo play).
    public var turn: Int { turnIndex ?? 0 }

    /// Seats `names` (before any move); two or more take turns, one or none leave it solo.
    public mutating func seat(_ names: [String]) {
        guard names.count >= 2 else { return }
        roster = names.map { Player(name: $0) }
        turnIndex = 0
    }

    /// Seats a person called `name` with no points (a room's newcomer, `sit NAME`); returns
    /// their index. In a solo game the one player takes the name, the score and the turn.
    public mutating func sit(_ name: String) throws(SeatingError) -> Int {
        roster = try Player.sitting(name, roster, score: score)
        if turnIndex == nil { turnIndex = 0 }
        return players.count - 1
    }

    /// After a mismatch, the next player's turn.
    mutating func passTurn() {
        guard let roster, let turnIndex else { return }
        self.turnIndex = (turnIndex + 1) % roster.count
    }

    /// Checks the players (`Player.validate`).
    func validatePlayers() throws(InvalidState) {
        try Player.validate(roster, score: score, current: turnIndex)
    }
}
