/// A game that keeps its own seats: the rules of seating players and taking turns, the same in
/// every game with players, stated once. A game keeps the state (its roster, its score, whose
/// turn it is) and says what a turn is; seating, passing the turn, points to a player and the
/// checks of a loaded game's players are here.
///
/// NB: `package`, so that the setters the rules need stay out of the engines' public API.
package protocol SeatKeeping: Seated {
    /// The players when several play, in seat order; `nil` in solo play.
    var roster: [Player]? { get set }
    /// The game's own score: solo play's, the first player's when several play.
    var score: Int { get set }
    /// The index of the player whose turn it is (in a race, who moved last); `nil` in solo play.
    var turnIndex: Int? { get set }
}

extension SeatKeeping {
    /// The index of the player whose turn it is (in a race, who moved last); 0 in solo play.
    public var turn: Int { turnIndex ?? 0 }

    /// Seats `names` in a new game (before any move); two or more play, one or none leave the
    /// game solo. The caller checks the names (distinct, at most `Player.limit`).
    public mutating func seat(_ names: [String]) {
        guard names.count >= 2 else { return }
        roster = names.map { Player(name: $0) }
        turnIndex = 0
    }

    /// Adds a player called `name` with no points, who plays after the others (the computer
    /// joining a game); returns their index. A solo game becomes a game for two whose first
    /// player keeps the score so far. Refused for a name seated already (in any case) or a full
    /// table.
    public mutating func join(_ name: String) throws(SeatingError) -> Int {
        let players = self.players
        guard !players.contains(where: { $0.name.lowercased() == name.lowercased() }) else { throw .nameTaken(name) }
        guard players.count < Player.limit else { throw .full(limit: Player.limit) }
        roster = players + [Player(name: name)]
        if turnIndex == nil { turnIndex = 0 }
        return players.count
    }

    /// Seats a person called `name` with no points (a room's newcomer, `sit NAME`); returns
    /// their index. In a solo game the one player takes the name, the score and the turn; else
    /// `join`.
    public mutating func sit(_ name: String) throws(SeatingError) -> Int {
        guard hasRivals else {
            roster = [Player(name: name, score: score)]
            if turnIndex == nil { turnIndex = 0 }
            return 0
        }
        return try join(name)
    }

    /// The next player's turn (after a miss, or a pass); nothing in solo play.
    package mutating func passTurn() {
        guard let roster, let turnIndex else { return }
        self.turnIndex = (turnIndex + 1) % roster.count
    }

    /// Adds `points` to `player`, by default the one whose turn it is (the game's own score is
    /// the first player's).
    package mutating func award(_ points: Int, to player: Int? = nil) {
        let player = player ?? turn
        if player == 0 { score += points }
        roster?[player].score += points
    }

    /// Checks the players: none (solo play, and then no `turnIndex`), or 1 (a room's first seat,
    /// `sit`) to `Player.limit` with names, distinct in any case, scores in range, the first
    /// one's score the game's own and `turnIndex` among them.
    package func validatePlayers() throws(InvalidState) {
        guard let roster else {
            try InvalidState.require(turnIndex == nil, "a solo game names a current player")
            return
        }
        try InvalidState.require(
            (1...Player.limit).contains(roster.count), "\(roster.count) players; a game seats 1 to \(Player.limit)")
        var names = Set<String>()
        for player in roster {
            try InvalidState.require(
                !player.name.isEmpty && player.name.count <= Player.longestName,
                "a player's name is empty or longer than \(Player.longestName) characters")
            try InvalidState.require(
                names.insert(player.name.lowercased()).inserted, "player '\(player.name)' is seated twice")
            try InvalidState.check(
                player.score, in: -InvalidState.counterLimit...InvalidState.counterLimit, "\(player.name)'s score")
        }
        try InvalidState.require(
            roster[0].score == score, "the first player's score \(roster[0].score) is not the game's \(score)")
        try InvalidState.require(
            turnIndex.map { roster.indices.contains($0) } ?? false, "the current player is not seated")
    }
}
