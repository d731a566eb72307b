import CardKit

/// The players of Concentration, the party game: solo play has one; two to `Player.limit`
/// take turns. Each choice is made by the player whose turn it is; a pair found scores for
/// them and gives them another turn, a miss passes the turn on.
extension ConcentrationGame: Seated {
    /// The index of the player whose turn it is (0 in solo play).
    public var turn: Int { turnIndex ?? 0 }

    /// Seats `names` (before any move); two or more take turns, one or none leave it solo.
    public mutating func seat(_ names: [String]) {
        guard names.count >= 2 else { return }
        roster = names.map { Player(name: $0) }
        turnIndex = 0
    }

    /// Adds a player called `name` with no points, who plays after the others; returns their
    /// index. A solo game becomes a game for two whose first player keeps the score so far.
    public mutating func join(_ name: String) throws(SeatingError) -> Int {
        roster = try Player.joining(name, players)
        if turnIndex == nil { turnIndex = 0 }
        return players.count - 1
    }

    /// Seats a person called `name` with no points (a room's newcomer, `sit NAME`); returns
    /// their index. In a solo game the one player takes the name, the score and the turn.
    public mutating func sit(_ name: String) throws(SeatingError) -> Int {
        roster = try Player.sitting(name, roster, score: score)
        if turnIndex == nil { turnIndex = 0 }
        return players.count - 1
    }

    /// Scores `points` for the player whose turn it is (the game's own score is the first
    /// player's).
    mutating func award(_ points: Int) {
        let player = turn
        if player == 0 { score += points }
        roster?[player].score += points
    }

    /// After a miss, the next player's turn.
    mutating func passTurn() {
        guard let roster, let turnIndex else { return }
        self.turnIndex = (turnIndex + 1) % roster.count
    }

    /// Checks the players (`Player.validate`).
    func validatePlayers() throws(InvalidState) {
        try Player.validate(roster, score: score, current: turnIndex)
    }
}
