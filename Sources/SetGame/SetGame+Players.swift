import CardKit

/// The players of a game of Set: solo play has one, a race between people (or against the
/// computer) has two to `Player.limit`. Each move belongs to a player; points go to the
/// player who made the move.
extension SetGame: Seated {
    /// The index of the player who made the last move (and holds the selection).
    public var lastMover: Int { mover ?? 0 }

    /// Seats `names` in a new game (before any move); two or more make a race, one or none
    /// leave the game solo. The caller checks the names (distinct, at most `Player.limit`).
    public mutating func seat(_ names: [String]) {
        guard names.count >= 2 else { return }
        roster = names.map { Player(name: $0) }
        mover = 0
    }

    /// Adds a player called `name` with no points (the computer joining a game); returns
    /// their index. A solo game becomes a race whose first player keeps the score so far.
    public mutating func join(_ name: String) throws(SeatingError) -> Int {
        roster = try Player.joining(name, players)
        if mover == nil { mover = 0 }
        return players.count - 1
    }

    /// Seats a person called `name` with no points (a room's newcomer, `sit NAME`); returns
    /// their index. In a solo game the one player takes the name and keeps the score so far.
    public mutating func sit(_ name: String) throws(SeatingError) -> Int {
        roster = try Player.sitting(name, roster, score: score)
        if mover == nil { mover = 0 }
        return players.count - 1
    }

    /// Makes `player` the one moving: refuses a player not seated; in a race, a partial
    /// selection someone else started is put down first (the new claim takes over).
    mutating func takeTurn(_ player: Int, into changes: inout [SetChange]) throws(SetGameError) {
        guard player >= 0, player < players.count else { throw .seating(.noSuchPlayer(player)) }
        guard hasRivals else { return }
        if reveal == .none, lastMover != player, !selected.isEmpty {
            changes.append(contentsOf: selected.map(SetChange.deselected))
            selected = []
        }
        mover = player
    }

    /// Adds points to `player` (by default the one moving; the game's own score is the first
    /// player's) and records why. Hints are asked at the keyboard: the first player's.
    mutating func award(_ points: Int, _ reason: ScoreReason, to player: Int? = nil, into changes: inout [SetChange]) {
        let player = player ?? lastMover
        if player == 0 { score += points }
        roster?[player].score += points
        changes.append(.scored(points: points, reason: reason))
    }

    /// Checks the players (`Player.validate`).
    func validatePlayers() throws(InvalidState) {
        try Player.validate(roster, score: score, current: mover)
    }
}
