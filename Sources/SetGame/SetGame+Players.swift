import GameKit

/// The players of a game of Set: solo play has one, a race between people (or against the
/// computer) has two to `Player.limit`. Each move belongs to a player; points go to the
/// player who made the move.
extension SetGame {
    /// Every player in seat order. Solo play: the one player, whose score is the game's.
    public var players: [Player] {
        roster ?? [Player(name: Player.soloName, score: score)]
    }

    /// Whether the game has more than one player.
    public var hasRivals: Bool { roster != nil }

    /// The index of the player who made the last move (and holds the selection).
    public var lastMover: Int { mover ?? 0 }

    /// Seats `names` in a new game (before any move); two or more make a race, one or none
    /// leave the game solo. The caller checks the names (`PlayerNames.check`).
    mutating func seat(_ names: [String]) {
        guard names.count >= 2 else { return }
        roster = names.map { Player(name: $0) }
        mover = 0
    }

    /// Adds a player called `name` with no points (the computer joining a game); returns
    /// their index. A solo game becomes a race whose first player keeps the score so far.
    /// Refused when the game already seats `Player.limit` players or someone of that name.
    public mutating func join(_ name: String) throws(SetGameError) -> Int {
        var seated = players
        guard !seated.contains(where: { $0.name.lowercased() == name.lowercased() }) else { throw .playerTaken(name) }
        guard seated.count < Player.limit else { throw .tooManyPlayers(limit: Player.limit) }
        seated.append(Player(name: name))
        roster = seated
        if mover == nil { mover = 0 }
        return seated.count - 1
    }

    /// Makes `player` the one moving: refuses a player not seated; in a race, a partial
    /// selection someone else started is put down first (the new claim takes over).
    mutating func takeTurn(_ player: Int, into changes: inout [SetChange]) throws(SetGameError) {
        guard player >= 0, player < players.count else { throw .noSuchPlayer(player) }
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
        if roster != nil { roster?[player].score += points }
        changes.append(.scored(points: points, reason: reason))
    }

    /// Checks the players of a race: 2 to `Player.limit`, named, distinct, the first one's
    /// score the game's, a mover among them.
    func validatePlayers() throws(InvalidState) {
        guard let roster else {
            try InvalidState.require(mover == nil, "a solo game names a mover")
            return
        }
        try InvalidState.require((2...Player.limit).contains(roster.count),
                                 "\(roster.count) players; a race has 2 to \(Player.limit)")
        var names = Set<String>()
        for player in roster {
            try InvalidState.require(!player.name.isEmpty && player.name.count <= Player.longestName,
                                     "a player's name is empty or longer than \(Player.longestName) characters")
            try InvalidState.require(names.insert(player.name.lowercased()).inserted, "player '\(player.name)' is seated twice")
            try InvalidState.check(player.score, in: -InvalidState.counterLimit...InvalidState.counterLimit, "\(player.name)'s score")
        }
        try InvalidState.require(roster[0].score == score, "the first player's score \(roster[0].score) is not the game's \(score)")
        try InvalidState.require(mover.map { roster.indices.contains($0) } ?? false, "the mover is not a player")
    }
}
