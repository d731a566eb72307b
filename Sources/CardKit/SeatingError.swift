/// Why a game refused a player: the same in every game with players.
public enum SeatingError: Error, Hashable, Sendable {
    /// A move by a player index the game does not seat.
    case noSuchPlayer(Int)
    /// A player joining under a name already seated (any case).
    case nameTaken(String)
    /// A player joining a game that seats `Player.limit` already.
    case full(limit: Int)
    /// A move by `player` while it is `turn`'s turn (turn-based games).
    case notYourTurn(player: Int, turn: Int)
}
