import SetGame

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
    /// Cards that can be left at the end: 0 through 81 (a Set-Chain game can end with most of
    /// the deck left; standard Set leaves at most 20).
    public static let leftCount = 82
    /// The table sizes of a Set-Chain or UltraSet game while the deck is not empty: 12 through
    /// 42, one by one (a chain set leaves 2 cards and a deal fills up to a multiple of 3).
    ///
    /// NB: 42 is a bound, not a guess: for a previous set `p q r` the other 78 cards fall into
    /// 13 pairs of lines parallel to `q - p`, and a card of one line of a pair makes a set with
    /// `p`, `q` or `r` and each card of the other, so a table with no chain set holds at most
    /// 39 cards and a deal adds at most 3. UltraSet never passes 12: any 10 cards hold an
    /// ultraset.
    public static let variantTableSizes = Array(12...largestVariantTable)
    /// The largest of `variantTableSizes` (a constant, so that the simulator's tally layout
    /// is one too).
    public static let largestVariantTable = 42

    /// The deck played with.
    public var deck: SetDeck
    /// The rules played by: standard Set, Set-Chain or UltraSet.
    public var variant: SetVariant
    /// The run's seed.
    public var seed: UInt64
    /// Which set the player takes.
    public var policy: Policy
    /// The number of games of the whole run.
    public var totalGames: Int
    /// The games of the run covered here (all of `0..<totalGames` unless this is a shard).
    public var gameRange: Range<Int>
    /// Tables of 12, 15, 18 and 21 cards (9 and 12 junior; in `tableSizes` order) seen
    /// while the deck is not empty; a variant's "no set" is no move of the variant.
    public var tables: [TableCount]
    /// Tables of the opening size (12, or 9 junior) while the deck is not empty, by round
    /// (3-card deals since the opening table).
    public var rounds12: [TableCount]
    /// `leftAtEnd[n]`: games that ended with `n` cards not taken: on the table, and in the
    /// variants the deck's too (standard Set always ends with the deck empty).
    public var leftAtEnd: [UInt64]
    /// `deckAtEnd[n]`: Set-Chain games that ended with `n` cards still in the deck (the chain
    /// broken with cards left when `n > 0`; the deck run dry at 0). `nil` in the other rules,
    /// where a game never ends with cards in the deck, and in a Set-Chain result written before
    /// it was counted (or merged with one).
    public var deckAtEnd: [UInt64]?
    /// Who won the games against the computer (`simulate --opponent`); `nil` for solo games.
    public var duel: DuelResult?

    /// An empty result for the games `gameRange` of a run (of races in `duel`, if given).
    public init(
        seed: UInt64, policy: Policy, totalGames: Int, gameRange: Range<Int>, deck: SetDeck = .standard,
        variant: SetVariant = .standard, duel: Duel? = nil
    ) {
        (self.seed, self.policy, self.totalGames, self.gameRange, self.deck) = (
            seed, policy, totalGames, gameRange, deck
        )
        self.variant = variant
        self.duel = duel.map(DuelResult.init(duel:))
        tables = Array(repeating: TableCount(), count: Self.tableSizes(deck: deck, variant: variant).count)
        rounds12 = Array(repeating: TableCount(), count: Self.roundCount)
        leftAtEnd = Array(repeating: 0, count: Self.leftCount)
        deckAtEnd = variant == .chain ? Array(repeating: 0, count: Self.leftCount) : nil
    }

    /// The number of games covered here.
    public var games: Int { gameRange.count }

    /// Whether this covers the whole run (it is not a shard).
    public var isWholeRun: Bool { gameRange == 0..<totalGames }

    /// The table sizes counted in `tables`: `deck.tableSizes` in standard Set,
    /// `variantTableSizes` in the variants.
    public static func tableSizes(deck: SetDeck, variant: SetVariant) -> [Int] {
        variant == .standard ? deck.tableSizes : variantTableSizes
    }

    /// The table sizes counted in `tables`.
    public var tableSizes: [Int] { Self.tableSizes(deck: deck, variant: variant) }

    /// The table sizes shown, with their counts: all of standard Set's; in the variants only
    /// those seen (most of 12 through 42 never are).
    public var shownTables: [(size: Int, count: TableCount)] {
        zip(tableSizes, tables).filter { variant == .standard || $0.1.seen > 0 }.map { ($0, $1) }
    }

    /// The moves a game that left `left` cards took: every card not left was taken, 3 a set
    /// (the first set of Set-Chain, then 2 a chain set; 4 an ultraset).
    public func moves(left: Int) -> Int { variant.mostMoves(in: max(0, deck.cardCount - left)) }

    /// The moves (sets, chain sets or ultrasets) taken in all games: every card of the deck is
    /// taken or left, so `moves(left:)` each.
    public var setsTaken: UInt64 {
        leftAtEnd.indices.reduce(0) { $0 + leftAtEnd[$1] * UInt64(moves(left: $1)) }
    }

    /// The mean number of sets taken per game (0 when no game was played).
    public var setsPerGame: Double { games == 0 ? 0 : Double(setsTaken) / Double(games) }
}
