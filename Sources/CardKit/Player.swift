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

/// A game that seats players: one in solo play (whose score is the game's), or 2 to
/// `Player.limit`, each with a score of their own.
public protocol Seated {
    /// The players when several play, in seat order; `nil` in solo play.
    var roster: [Player]? { get }
    /// The game's own score: solo play's, the first player's when several play.
    var score: Int { get }
}

extension Seated {
    /// Every player in seat order. Solo play: the one player, whose score is the game's.
    public var players: [Player] { roster ?? [Player(name: Player.soloName, score: score)] }

    /// Whether the game has more than one player.
    public var hasRivals: Bool { roster != nil }
}
