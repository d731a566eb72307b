import CardKit
import SetGame

/// Plays whole solo games of `SetGame` under its default rule (`SetRule.refill`), with the
/// standard or the junior deck, in standard Set, Set-Chain or UltraSet, as fast as the solver
/// allows, and counts what the statistics need.
///
/// The moves are `SetGame`'s, dealt from the same end of the same shuffled deck: deal 12 (9
/// junior; "12" below is the deck's table size); look for a move (by `policy`: a set, in
/// Set-Chain after the first set a chain set, in UltraSet an ultraset) and take it: its table
/// cards leave, and while the table is then below 12 the vacated slots are refilled in slot
/// order from the deck, the rest of the table closing up in order; with no move on the table
/// and one left among the table and the deck (in standard Set: any card in the deck), deal 3
/// more at the end (in the variants, up to the next multiple of 3). Otherwise the game is over.
/// A move's cards are chosen in the order `SetGame.movesOnTable` gives them, which in Set-Chain
/// is the order of the next previous set. A test replays games move for move through `SetGame`
/// and this player (`play(using:into:observer:)`) and compares them at every step.
///
/// The table lives in fixed buffers with its slot map kept up to date move by move, and the
/// move search is the solver's own (`Solver.forEachSet`, `forEachChainSet`,
/// `forEachUltraSet`), so nothing is allocated per game.
struct SoloGamePlayer: ~Copyable {
    /// Offsets into a tally buffer of `tallyStride` counters.
    enum Tally {
        /// Table sizes with counters of their own: standard Set's 4, the variants' 31
        /// (`SimulationResult.variantTableSizes`).
        ///
        /// NB: computed from constants, not `variantTableSizes.count`, so that every offset
        /// below is a constant in the loop rather than a lazy global checked at each count.
        static let sizes = SimulationResult.largestVariantTable - 12 + 1
        /// `seen` of table size index `s` (12, 15, 18, 21; in the variants 12 through 42) in
        /// round `r`: `s * 23 + r`.
        static let seen = 0
        /// `noSet`, laid out like `seen`.
        static let noSet = sizes * SimulationResult.roundCount
        /// `leftAtEnd[n]`.
        static let left = 2 * sizes * SimulationResult.roundCount
        /// `deckAtEnd[n]`.
        static let deck = left + SimulationResult.leftCount
        /// Counters per tally, padded to whole cache lines so threads' tallies never share one.
        static let stride = (deck + SimulationResult.leftCount + 7) / 8 * 8 + 8
    }

    let policy: Policy
    let seed: UInt64
    /// The deck played with: its cards, and the table that a match refills to.
    let cardDeck: SetDeck
    /// The rules played by.
    let variant: SetVariant
    private let storage: UnsafeMutableRawPointer
    private let ordered: UnsafeMutablePointer<Card>
    /// The deck: `deck[0..<left]` are the cards not dealt yet, the next one dealt last, as in
    /// `SetGame.deck`.
    let deck: UnsafeMutablePointer<Card>
    let table: UnsafeMutablePointer<Card>
    let slots: UnsafeMutablePointer<UInt8>
    let found: UnsafeMutableBufferPointer<SetTriple>
    /// The honest best's choice (`Policy.best`).
    let choice: PerfectChoice
    /// The junior deck's optimal choice (`Policy.best`), its memo kept from game to game.
    let junior: JuniorOptimum
    /// The solver's third-card table (`Solver.thirdBase`), read once.
    let third = Solver.thirdBase
    /// Set-Chain: the previous set, its carried card first (valid once `chained`).
    let previous: UnsafeMutablePointer<Card>
    /// The table and the deck together: the variants' end-of-game check (`hasMove`).
    let union: UnsafeMutablePointer<Card>
    /// The slot map of `union`.
    let unionSlots: UnsafeMutablePointer<UInt8>

    /// The most cards a table can hold under these rules: any 21 cards hold a set, and a
    /// Set-Chain table passes no 42 (see `SimulationResult.variantTableSizes`).
    static let tableCapacity = 42
    /// The most sets 21 cards can hold: 21·20/6.
    static let setCapacity = 70

    init(
        policy: Policy, seed: UInt64, deck kind: SetDeck = .standard, variant: SetVariant = .standard,
        best: PerfectChoice.Settings = .standard
    ) {
        (self.policy, self.seed, self.cardDeck, self.variant) = (policy, seed, kind, variant)
        // NB: only the best policy counts splits: the others' chooser gets no memo to speak of.
        choice = PerfectChoice(settings: best, memo: policy == .best)
        // NB: the shipped chances are read only where they are used.
        junior = JuniorOptimum(shipped: policy == .best && kind == .junior)
        // NB: one block, aligned and padded to cache lines, so that two threads' players never
        // share a line.
        let line = 64
        let cardBytes = 128
        let setOffset = 7 * cardBytes
        let size = setOffset + Self.setCapacity * MemoryLayout<SetTriple>.stride + line
        storage = .allocate(byteCount: size, alignment: line)
        ordered = storage.bindMemory(to: Card.self, capacity: 81)
        deck = (storage + cardBytes).bindMemory(to: Card.self, capacity: 81)
        table = (storage + 2 * cardBytes).bindMemory(to: Card.self, capacity: Self.tableCapacity)
        slots = (storage + 3 * cardBytes).bindMemory(to: UInt8.self, capacity: 81)
        union = (storage + 4 * cardBytes).bindMemory(to: Card.self, capacity: 81)
        unionSlots = (storage + 5 * cardBytes).bindMemory(to: UInt8.self, capacity: 81)
        previous = (storage + 6 * cardBytes).bindMemory(to: Card.self, capacity: 3)
        found = UnsafeMutableBufferPointer(
            start: (storage + setOffset).bindMemory(to: SetTriple.self, capacity: Self.setCapacity),
            count: Self.setCapacity)
        let ordered = ordered
        let cards = kind.cards
        cards.withUnsafeBufferPointer { all in
            for index in 0..<81 { (ordered + index).initialize(to: all[index % all.count]) }
        }
        deck.initialize(from: ordered, count: 81)
        table.initialize(repeating: ordered[0], count: Self.tableCapacity)
        slots.initialize(repeating: 0, count: 81)
        union.initialize(from: ordered, count: 81)
        unionSlots.initialize(repeating: 0, count: 81)
        previous.initialize(repeating: ordered[0], count: 3)
        found.initialize(repeating: SetTriple(0, 1, 2))
    }

    deinit {
        storage.deallocate()
    }

    /// The seed of game `game` of a run seeded with `seed`: `seed ^ SplitMix64(game).next()`.
    ///
    /// Each game has its own generator, so a game's cards depend only on the run's seed and the
    /// game's number, whichever thread or shard plays it. The player shuffles as
    /// `SetGame(seed: gameSeed(seed, game: game))` does.
    static func gameSeed(_ seed: UInt64, game: Int) -> UInt64 {
        var mixer = SeededGenerator(seed: UInt64(truncatingIfNeeded: game))
        return seed ^ mixer.next()
    }

    /// Plays the games `games` and adds their counts to `tally` (`Tally.stride` counters).
    ///
    /// The variant and the policy are known before the first game, so the loop is chosen here,
    /// once, specialized for each pair: a standard game runs none of the variants' code.
    func play(_ games: Range<Int>, into tally: UnsafeMutablePointer<UInt64>) {
        switch (variant, policy) {
        case (.standard, .first): play(games, into: tally, StandardRules.self, FirstPick.self)
        case (.standard, .random): play(games, into: tally, StandardRules.self, RandomPick.self)
        case (.chain, .first): play(games, into: tally, ChainRules.self, FirstPick.self)
        case (.chain, .random): play(games, into: tally, ChainRules.self, RandomPick.self)
        case (.ultra, .first): play(games, into: tally, UltraRules.self, FirstPick.self)
        case (.ultra, .random): play(games, into: tally, UltraRules.self, RandomPick.self)
        // NB: best is standard Set's (the command line refuses it with a variant); a variant
        // asked for it takes the first move.
        case (.standard, .best): play(games, into: tally, StandardRules.self, BestPick.self)
        case (.chain, .best): play(games, into: tally, ChainRules.self, FirstPick.self)
        case (.ultra, .best): play(games, into: tally, UltraRules.self, FirstPick.self)
        }
    }

    /// The games of `play(_:into:)` under the rules `Rules`, taking moves by `Pick`.
    private func play<Rules: SoloRules, Pick: SoloPick>(
        _ games: Range<Int>, into tally: UnsafeMutablePointer<UInt64>, _: Rules.Type, _: Pick.Type
    ) {
        var observer = Unobserved()
        for game in games {
            var generator = SeededGenerator(seed: Self.gameSeed(seed, game: game))
            play(using: &generator, into: tally, observer: &observer, Rules.self, Pick.self)
        }
    }

    /// Plays one game with `generator` and adds its counts to `tally`, telling `observer` each
    /// move before making it (the replay test; it chooses the loop per game, as `play(_:into:)`
    /// does per run).
    func play<Observer: SoloGameObserver>(
        using generator: inout SeededGenerator,
        into tally: UnsafeMutablePointer<UInt64>,
        observer: inout Observer
    ) {
        switch (variant, policy) {
        case (.standard, .first):
            play(using: &generator, into: tally, observer: &observer, StandardRules.self, FirstPick.self)
        case (.standard, .random):
            play(using: &generator, into: tally, observer: &observer, StandardRules.self, RandomPick.self)
        case (.chain, .first):
            play(using: &generator, into: tally, observer: &observer, ChainRules.self, FirstPick.self)
        case (.chain, .random):
            play(using: &generator, into: tally, observer: &observer, ChainRules.self, RandomPick.self)
        case (.ultra, .first):
            play(using: &generator, into: tally, observer: &observer, UltraRules.self, FirstPick.self)
        case (.ultra, .random):
            play(using: &generator, into: tally, observer: &observer, UltraRules.self, RandomPick.self)
        case (.standard, .best):
            play(using: &generator, into: tally, observer: &observer, StandardRules.self, BestPick.self)
        case (.chain, .best): play(using: &generator, into: tally, observer: &observer, ChainRules.self, FirstPick.self)
        case (.ultra, .best): play(using: &generator, into: tally, observer: &observer, UltraRules.self, FirstPick.self)
        }
    }

    /// One game under the rules `Rules`, taking moves by `Pick` (the simulator's `Unobserved`
    /// compiles away). Every test of `Rules.variant` below is a constant once specialized.
    @inline(__always)
    private func play<Observer: SoloGameObserver, Rules: SoloRules, Pick: SoloPick>(
        using generator: inout SeededGenerator,
        into tally: UnsafeMutablePointer<UInt64>,
        observer: inout Observer,
        _: Rules.Type, _: Pick.Type
    ) {
        let variant = Rules.variant
        let size = cardDeck.cardCount
        let opening = cardDeck.tableSize
        deck.update(from: ordered, count: size)
        var cards = UnsafeMutableBufferPointer(start: deck, count: size)
        cards.seededShuffle(using: &generator)
        slots.update(repeating: 0, count: 81)
        var left = size
        var count = 0
        while count < opening {
            left &-= 1
            place(deck[left], at: count)
            count &+= 1
        }
        // Set-Chain: whether a set was taken, so that `previous` holds the last one.
        var chained = false
        // Standard Set: deals of three since the opening (the round), and threes above the
        // opening table (its size's index), kept as they change rather than divided out.
        var round = 0
        var extra = 0
        while true {
            let cards = UnsafeBufferPointer(start: UnsafePointer(table), count: count)
            let move = findMove(
                in: cards, unseen: UnsafeBufferPointer(start: deck, count: left), chained: chained, using: &generator,
                Rules.self, Pick.self)
            if left > 0 {
                // NB: the difference is never negative, and divided unsigned it takes a
                // multiplication and a shift (signed, four instructions more).
                let sizeIndex = variant == .standard ? extra : min(count &- opening, Tally.sizes &- 1)
                let counter =
                    sizeIndex &* SimulationResult.roundCount
                    &+ (variant == .standard ? round : Self.byThree(size &- opening &- left))
                tally[Tally.seen &+ counter] &+= 1
                if move == nil { tally[Tally.noSet &+ counter] &+= 1 }
            }
            // In standard Set a table with no set and cards in the deck always deals.
            let deals =
                move == nil && left > 0
                && (variant == .standard || hasMove(table: count, deck: left, chained: chained, Rules.self))
            if move == nil, !deals {
                tally[Tally.left &+ count &+ left] &+= 1
                if variant == .chain { tally[Tally.deck &+ left] &+= 1 }
            }
            observer.willTake(move, table: cards, deck: UnsafeBufferPointer(start: deck, count: left), tally: tally)
            if let move {
                if variant == .chain {
                    previous[0] = move.carried ?? table[move.slots[0]]
                    previous[1] = table[move.slots[move.count &- 2]]
                    previous[2] = table[move.slots[move.count &- 1]]
                    chained = true
                }
                for index in 0..<move.count { slots[Int(table[move.slots[index]].index)] = 0 }
                // Refill the lowest vacated slots while the table is below its opening size
                // (`SetGame.clearMatch`), then close up over the others in order. (In standard
                // Set the table and the deck hold multiples of 3 and a set takes 3: all three
                // slots are refilled on a table of 12 with cards in the deck, none otherwise.)
                if variant == .standard {
                    if count == opening, left > 0 {
                        for index in 0..<3 { place(deck[left &- 1 &- index], at: move.slots[index]) }
                        left &-= 3
                        round &+= 1
                    } else {
                        var kept = move.slots[0]
                        for slot in (kept &+ 1)..<count where slot != move.slots[1] && slot != move.slots[2] {
                            place(table[slot], at: kept)
                            kept &+= 1
                        }
                        count = kept
                        extra &-= 1
                    }
                    continue
                }
                let fresh = min(max(0, opening &- (count &- move.count)), move.count, left)
                for index in 0..<fresh { place(deck[left &- 1 &- index], at: move.slots[index]) }
                left &-= fresh
                if fresh < move.count {
                    var kept = move.slots[fresh]
                    var skip = fresh &+ 1
                    for slot in (kept &+ 1)..<count {
                        if skip < move.count, slot == move.slots[skip] {
                            skip &+= 1
                        } else {
                            place(table[slot], at: kept)
                            kept &+= 1
                        }
                    }
                    count = kept
                }
            } else if deals {
                let dealt =
                    variant == .standard ? SetGame.dealSize : min(SetGame.dealSize &- count % SetGame.dealSize, left)
                for index in 0..<dealt { place(deck[left &- 1 &- index], at: count &+ index) }
                left &-= dealt
                count &+= dealt
                if variant == .standard {
                    round &+= 1
                    extra &+= 1
                }
            } else {
                return
            }
        }
    }

    /// `n / 3` of an `n` that is not negative.
    @inline(__always)
    private static func byThree(_ n: Int) -> Int {
        Int(truncatingIfNeeded: UInt(truncatingIfNeeded: n) / 3)
    }

    @inline(__always)
    private func place(_ card: Card, at slot: Int) {
        table[slot] = card
        slots[Int(card.index)] = UInt8(truncatingIfNeeded: slot &+ 1)
    }
}

/// Watches a `SoloGamePlayer` move by move (the replay test against `SetGame`).
protocol SoloGameObserver {
    /// Called at each look for a move, before it is made: take `move`, or with none deal more,
    /// or, with no move left among the table and the `deck` (cards not dealt, the next one
    /// last), end the game. `tally` holds the counts so far, this look included.
    mutating func willTake(
        _ move: SoloMove?, table: UnsafeBufferPointer<Card>, deck: UnsafeBufferPointer<Card>,
        tally: UnsafePointer<UInt64>)
}

/// The rules a `SoloGamePlayer` plays by, as a type: its loop is specialized for each.
protocol SoloRules {
    /// The variant.
    static var variant: SetVariant { get }
}

/// Standard Set.
enum StandardRules: SoloRules {
    static var variant: SetVariant { .standard }
}

/// Set-Chain.
enum ChainRules: SoloRules {
    static var variant: SetVariant { .chain }
}

/// UltraSet.
enum UltraRules: SoloRules {
    static var variant: SetVariant { .ultra }
}

/// Which move a `SoloGamePlayer` takes, as a type: its loop is specialized for each.
protocol SoloPick {
    /// The policy.
    static var policy: Policy { get }
}

/// The first move found (`Policy.first`).
enum FirstPick: SoloPick {
    static var policy: Policy { .first }
}

/// A random move (`Policy.random`).
enum RandomPick: SoloPick {
    static var policy: Policy { .random }
}

/// The honest best (`Policy.best`).
enum BestPick: SoloPick {
    static var policy: Policy { .best }
}

/// The simulator's observer: it watches nothing (and compiles away).
struct Unobserved: SoloGameObserver {
    @inline(__always)
    func willTake(
        _ move: SoloMove?, table: UnsafeBufferPointer<Card>, deck: UnsafeBufferPointer<Card>,
        tally: UnsafePointer<UInt64>
    ) {}
}
