/// How often a kind of table was looked at, and how often it held no set.
public struct TableCount: Hashable, Sendable {
    /// Times the player looked for a set on such a table.
    public var seen: UInt64
    /// Times that table held no set.
    public var noSet: UInt64

    /// A count.
    public init(seen: UInt64 = 0, noSet: UInt64 = 0) {
        (self.seen, self.noSet) = (seen, noSet)
    }

    /// The fraction of tables with no set (0 when none was seen).
    public var probability: Double { seen == 0 ? 0 : Double(noSet) / Double(seen) }

    /// Adds another count.
    public static func + (lhs: TableCount, rhs: TableCount) -> TableCount {
        TableCount(seen: lhs.seen + rhs.seen, noSet: lhs.noSet + rhs.noSet)
    }
}

import SetGame

/// The statistics of a seeded run of solo games, or of a slice of one (a shard).
///
/// Everything here depends only on the seed, the game count, the policy and the slice, never on
/// the thread count; results of adjacent slices add up (`merged(with:)`, `merge`) to exactly the result
/// of the run that covers them both.
public struct SimulationResult: Hashable, Sendable {
    /// The table sizes counted while the standard deck is not empty (`SetDeck.tableSizes`
    /// in general).
    public static let tableSizes = [12, 15, 18, 21]
    /// Rounds of a 12-card table while the standard deck is not empty: 0 through 22 (the
    /// junior deck's 9-card table has 0 through 5; `rounds12` always has room for 23).
    public static let roundCount = 23
    /// Cards that can be left at the end: 0 through 21.
    public static let leftCount = 22

    /// The deck played with.
    public var deck: SetDeck
    /// The run's seed.
    public var seed: UInt64
    /// Which set the player takes.
    public var policy: Policy
    /// The number of games of the whole run.
    public var totalGames: Int
    /// The games of the run covered here (all of `0..<totalGames` unless this is a shard).
    public var gameRange: Range<Int>
    /// Tables of 12, 15, 18 and 21 cards (9 and 12 junior; in `deck.tableSizes` order) seen
    /// while the deck is not empty.
    public var tables: [TableCount]
    /// Tables of the opening size (12, or 9 junior) while the deck is not empty, by round
    /// (3-card deals since the opening table).
    public var rounds12: [TableCount]
    /// `leftAtEnd[n]`: games that ended with `n` cards on the table.
    public var leftAtEnd: [UInt64]
    /// Who won the games against the computer (`simulate --opponent`); `nil` for solo games.
    public var duel: DuelResult?

    /// An empty result for the games `gameRange` of a run (of races in `duel`, if given).
    public init(seed: UInt64, policy: Policy, totalGames: Int, gameRange: Range<Int>, deck: SetDeck = .standard, duel: Duel? = nil) {
        (self.seed, self.policy, self.totalGames, self.gameRange, self.deck) = (seed, policy, totalGames, gameRange, deck)
        self.duel = duel.map(DuelResult.init(duel:))
        tables = Array(repeating: TableCount(), count: deck.tableSizes.count)
        rounds12 = Array(repeating: TableCount(), count: Self.roundCount)
        leftAtEnd = Array(repeating: 0, count: Self.leftCount)
    }

    /// The number of games covered here.
    public var games: Int { gameRange.count }

    /// Whether this covers the whole run (it is not a shard).
    public var isWholeRun: Bool { gameRange == 0..<totalGames }

    /// The sets taken in all games: every game deals all 81 cards (27 junior), so
    /// `(81 - left) / 3` each.
    public var setsTaken: UInt64 {
        leftAtEnd.indices.reduce(0) { $0 + leftAtEnd[$1] * UInt64(max(0, deck.cardCount - $1) / 3) }
    }

    /// The mean number of sets taken per game (0 when no game was played).
    public var setsPerGame: Double { games == 0 ? 0 : Double(setsTaken) / Double(games) }
}
