/// One player of a game: a name and a score.
///
/// A game with one player is solo play (the player is `Player.soloName` and the game's own
/// score is theirs); a game with two or more keeps a `Player` each.
public struct Player: Sendable, Hashable, Codable {
    /// The name the player is called by (a claim `NAME: choose ...`, the status line, JSON).
    public let name: String
    /// Points so far.
    public var score: Int

    /// A player called `name` with `score` points.
    public init(name: String, score: Int = 0) {
        self.name = name
        self.score = score
    }

    /// The name of the one player of a solo game.
    public static let soloName = "you"
    /// The name the computer plays under.
    public static let computerName = "computer"
    /// The most players a game seats (people and the computer together).
    public static let limit = 4
    /// The longest name, in characters.
    public static let longestName = 16

    /// The players with the highest score, as indices of `players` (all of them in a tie);
    /// empty for no players.
    public static func leaders(of players: [Player]) -> [Int] {
        guard let best = players.map(\.score).max() else { return [] }
        return players.indices.filter { players[$0].score == best }
    }
}
