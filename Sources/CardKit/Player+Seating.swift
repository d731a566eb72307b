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

/// The rules of seating players, shared by the games that have them.
extension Player {
    /// `players` with one more, called `name`, with no points; refused for a name seated
    /// already (in any case) or a full table.
    public static func joining(_ name: String, _ players: [Player]) throws(SeatingError) -> [Player] {
        guard !players.contains(where: { $0.name.lowercased() == name.lowercased() }) else { throw .nameTaken(name) }
        guard players.count < limit else { throw .full(limit: limit) }
        return players + [Player(name: name)]
    }

    /// `roster` (`nil` in solo play, whose one player has `score`) with a person called `name`
    /// seated (a room's newcomer, `sit NAME`): in solo play the one player takes the name and
    /// keeps the score; else `joining`.
    public static func sitting(_ name: String, _ roster: [Player]?, score: Int) throws(SeatingError) -> [Player] {
        guard let roster else { return [Player(name: name, score: score)] }
        return try joining(name, roster)
    }

    /// Checks the players of a game: none (solo play, and then no `current` index), or 1 (a
    /// room's first seat, `sit`) to `limit` with names, distinct in any case, scores in range,
    /// the first one's `score` the game's own and `current` (the mover, whose turn it is) among
    /// them.
    public static func validate(_ roster: [Player]?, score: Int, current: Int?) throws(InvalidState) {
        guard let roster else {
            try InvalidState.require(current == nil, "a solo game names a current player")
            return
        }
        try InvalidState.require(
            (1...limit).contains(roster.count), "\(roster.count) players; a game seats 1 to \(limit)")
        var names = Set<String>()
        for player in roster {
            try InvalidState.require(
                !player.name.isEmpty && player.name.count <= longestName,
                "a player's name is empty or longer than \(longestName) characters")
            try InvalidState.require(
                names.insert(player.name.lowercased()).inserted, "player '\(player.name)' is seated twice")
            try InvalidState.check(
                player.score, in: -InvalidState.counterLimit...InvalidState.counterLimit, "\(player.name)'s score")
        }
        try InvalidState.require(
            roster[0].score == score, "the first player's score \(roster[0].score) is not the game's \(score)")
        try InvalidState.require(
            current.map { roster.indices.contains($0) } ?? false, "the current player is not seated")
    }
}
