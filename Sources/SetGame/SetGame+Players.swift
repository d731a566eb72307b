import CardKit

/// The players of a game of Set: solo play has one, a race between people (or against the
/// computer) has two to `Player.limit`. Each move belongs to a player; points go to the
/// player who made the move. The rules of seats are `SeatKeeping`'s; a race has no turns, and
/// the turn is the last mover's.
extension SetGame: SeatKeeping {
    /// `mover`, as the rules of seats call it.
    package var turnIndex: Int? {
        get { mover }
        set { mover = newValue }
    }

    /// The index of the player who made the last move (and holds the selection).
    public var lastMover: Int { turn }

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
        award(points, to: player)
        changes.append(.scored(points: points, reason: reason))
    }
}
