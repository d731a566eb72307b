import CardKit
import SetGame

/// Plays whole solo games of `SetGame` under its default rule (`SetRule.refill`), with the
/// standard or the junior deck, as fast as the solver allows, and counts what the statistics
/// need.
///
/// The moves are `SetGame`'s, dealt from the same end of the same shuffled deck: deal 12 (9
/// junior; "12" below is the deck's table size);
/// while the deck is not empty or the table holds a set, look for a set (by `policy`); take
/// it; on a table of 12 with cards in the deck, refill the three vacated slots; on a larger
/// table (or with the deck empty) just remove the set, keeping the order of the rest; with no
/// set and cards in the deck, deal 3 more at the end. The game ends when the deck is empty and
/// the table holds no set. A test replays games move for move through `SetGame` and this
/// player (`play(using:into:observer:)`) and compares them at every step.
///
/// The table lives in fixed buffers with its slot map kept up to date move by move, and the
/// set search is the solver's own `Solver.forEachSet` core, so nothing is allocated per game.
struct SoloGamePlayer: ~Copyable {
    /// Offsets into a tally buffer of `tallyStride` counters.
    enum Tally {
        /// `seen` of table size index `s` (12, 15, 18, 21) in round `r`: `s * 23 + r`.
        static let seen = 0
        /// `noSet`, laid out like `seen`.
        static let noSet = 4 * SimulationResult.roundCount
        /// `leftAtEnd[n]`.
        static let left = 8 * SimulationResult.roundCount
        /// Counters per tally, padded to whole cache lines so threads' tallies never share one.
        static let stride = (left + SimulationResult.leftCount + 7) / 8 * 8 + 8
    }

    let policy: Policy
    let seed: UInt64
    /// The deck played with: its cards, and the table that a match refills to.
    let cardDeck: SetDeck
    private let storage: UnsafeMutableRawPointer
    private let ordered: UnsafeMutablePointer<Card>
    /// The deck: `deck[0..<left]` are the cards not dealt yet, the next one dealt last, as in
    /// `SetGame.deck`.
    private let deck: UnsafeMutablePointer<Card>
    private let table: UnsafeMutablePointer<Card>
    private let slots: UnsafeMutablePointer<UInt8>
    private let found: UnsafeMutableBufferPointer<SetTriple>

    /// The most cards a table can hold under these rules: any 21 cards hold a set.
    static let tableCapacity = 21
    /// The most sets 21 cards can hold: 21·20/6.
    static let setCapacity = 70

    init(policy: Policy, seed: UInt64, deck kind: SetDeck = .standard) {
        (self.policy, self.seed, self.cardDeck) = (policy, seed, kind)
        // NB: one block, aligned and padded to cache lines, so that two threads' players never
        // share a line.
        let line = 64
        let cardBytes = 128
        let setOffset = 4 * cardBytes
        let size = setOffset + Self.setCapacity * MemoryLayout<SetTriple>.stride + line
        storage = .allocate(byteCount: size, alignment: line)
        ordered = storage.bindMemory(to: Card.self, capacity: 81)
        deck = (storage + cardBytes).bindMemory(to: Card.self, capacity: 81)
        table = (storage + 2 * cardBytes).bindMemory(to: Card.self, capacity: Self.tableCapacity)
        slots = (storage + 3 * cardBytes).bindMemory(to: UInt8.self, capacity: 81)
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
    func play(_ games: Range<Int>, into tally: UnsafeMutablePointer<UInt64>) {
        var observer = Unobserved()
        for game in games {
            var generator = SeededGenerator(seed: Self.gameSeed(seed, game: game))
            play(using: &generator, into: tally, observer: &observer)
        }
    }

    /// Plays one game with `generator` and adds its counts to `tally`, telling `observer` each
    /// move before making it (the simulator's `Unobserved` compiles away).
    @inline(__always)
    func play<Observer: SoloGameObserver>(
        using generator: inout SeededGenerator,
        into tally: UnsafeMutablePointer<UInt64>,
        observer: inout Observer
    ) {
        let size = cardDeck.cardCount, opening = cardDeck.tableSize
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
        while true {
            let cards = UnsafeBufferPointer(start: UnsafePointer(table), count: count)
            let set: SetTriple?
            switch policy {
            case .first:
                set = Solver.firstSet(in: cards, slots: slots)
            case .random:
                let total = Solver.allSets(in: cards, slots: slots, into: found)
                set = total == 0 ? nil : found[generator.index(below: total)]
            }
            if left > 0 {
                let counter = (count &- opening) / 3 &* SimulationResult.roundCount &+ (size &- opening &- left) / 3
                tally[Tally.seen &+ counter] &+= 1
                if set == nil { tally[Tally.noSet &+ counter] &+= 1 }
            } else if set == nil {
                tally[Tally.left &+ count] &+= 1
            }
            observer.willTake(set, table: cards, deck: UnsafeBufferPointer(start: deck, count: left), tally: tally)
            if let set {
                slots[Int(table[set.i].index)] = 0
                slots[Int(table[set.j].index)] = 0
                slots[Int(table[set.k].index)] = 0
                if count == opening, left > 0 {
                    // The deck holds a multiple of 3 cards: refill the vacated slots in order.
                    place(deck[left &- 1], at: set.i)
                    place(deck[left &- 2], at: set.j)
                    place(deck[left &- 3], at: set.k)
                    left &-= 3
                } else {
                    var kept = set.i
                    for slot in (set.i &+ 1)..<count where slot != set.j && slot != set.k {
                        place(table[slot], at: kept)
                        kept &+= 1
                    }
                    count = kept
                }
            } else if left > 0 {
                place(deck[left &- 1], at: count)
                place(deck[left &- 2], at: count &+ 1)
                place(deck[left &- 3], at: count &+ 2)
                left &-= 3
                count &+= 3
            } else {
                return
            }
        }
    }

    @inline(__always)
    private func place(_ card: Card, at slot: Int) {
        table[slot] = card
        slots[Int(card.index)] = UInt8(truncatingIfNeeded: slot &+ 1)
    }
}

/// Watches a `SoloGamePlayer` move by move (the replay test against `SetGame`).
protocol SoloGameObserver {
    /// Called at each look for a set, before the move: take `set` (0-based slots), or with
    /// none deal 3 more, or with the `deck` (cards not dealt, the next one last) empty end the
    /// game. `tally` holds the counts so far, this look included.
    mutating func willTake(
        _ set: SetTriple?, table: UnsafeBufferPointer<Card>, deck: UnsafeBufferPointer<Card>,
        tally: UnsafePointer<UInt64>)
}

/// The simulator's observer: it watches nothing (and compiles away).
struct Unobserved: SoloGameObserver {
    @inline(__always)
    func willTake(
        _ set: SetTriple?, table: UnsafeBufferPointer<Card>, deck: UnsafeBufferPointer<Card>,
        tally: UnsafePointer<UInt64>
    ) {}
}
