import CardKit

/// The honest best's choice among the sets on a table (issue 39): `simulate --policy best`
/// and `hint best`'s rollouts. L is the table and the unseen cards, as a set of cards.
///
/// - With more than `Settings.splitFrom` cards unseen, the max-entropy score: every card of L
///   weighs 1, then `entropyRounds` times each card's weight is divided by the square root of
///   s(c), the sum over the sets {a, b, c} inside L of the product of their three weights; the
///   table set whose three weights have the largest product is taken.
/// - With `splitFrom` or fewer, the split count (`SplitCount`): for each set S on the table,
///   W(L without S), weighted (a set of three table cards weighs `tableWeight`) or not; the
///   largest is taken. With the deck empty that is exact: W > 0 when the rest of the table
///   splits into sets.
/// - With `Settings.rolloutFrom` or fewer unseen, rollouts decide among the `rolloutTop` sets of
///   the best scores: `rollouts` random orders of the unseen cards (drawn from a generator seeded
///   by the position, so a position always gets the same choice), each set played on the same
///   orders by the unweighted split count, exactly once the deck is empty; a set's perfect
///   endings plus `rolloutMix` times its score as a share of the best score decide.
/// - A tie goes to the least matchable set (its cards make the fewest sets inside L), then to
///   the first.
public struct PerfectChoice: ~Copyable {
    /// How the choice is made: `standard` is what `simulate --policy best` plays; the others
    /// are the steps the README measures.
    public struct Settings: Hashable, Sendable {
        /// The most cards unseen at which the split count decides.
        public var splitFrom: Int
        /// Whether a set of three table cards weighs `tableWeight` in the split count.
        public var weighted: Bool
        /// Whether the max-entropy score decides above `splitFrom` (else the least matchable).
        public var entropy: Bool
        /// The weight of a set whose three cards are on the table, when `weighted`.
        public var tableWeight: Double
        /// The rounds of the max-entropy weights.
        public var entropyRounds: Int
        /// The weight of a set with two cards on the table, when `weighted`.
        public var pairWeight: Double = 1
        /// The most cards unseen at which rollouts decide (-1: never).
        public var rolloutFrom: Int = -1
        /// The orders a choice plays, when rollouts decide.
        public var rollouts: Int = 0
        /// Only the best `rolloutTop` sets by the score are rolled out (0: all); the others
        /// are not taken.
        public var rolloutTop: Int = 0
        /// What the score (as a share of the best's) weighs against one perfect ending.
        public var rolloutMix: Double = 0.25

        /// A choice.
        public init(splitFrom: Int, weighted: Bool, entropy: Bool, tableWeight: Double = 4, entropyRounds: Int = 50) {
            (self.splitFrom, self.weighted, self.entropy, self.tableWeight, self.entropyRounds) =
                (splitFrom, weighted, entropy, tableWeight, entropyRounds)
        }

        /// Round two's evaluator: max-entropy (50 rounds) above 24 cards unseen, the weighted
        /// split count at 24 and below; no rollouts.
        public static let entropy = Settings(splitFrom: 24, weighted: true, entropy: true)

        /// What `simulate --policy best` and `hint best` play: `entropy` with 20 rounds, and
        /// from 15 cards unseen down 64 rollouts of the two best sets by the weighted split
        /// count, the split count's share weighing 8 perfect endings (see the README).
        public static let standard: Settings = {
            var settings = Settings(splitFrom: 24, weighted: true, entropy: true, entropyRounds: 20)
            (settings.rolloutFrom, settings.rollouts, settings.rolloutTop, settings.rolloutMix) = (15, 64, 2, 8)
            return settings
        }()
    }

    /// How the choice is made.
    public let settings: Settings
    private let split: SplitCount
    /// The rollouts, when `settings.rolloutFrom` asks for them.
    private let odds: PerfectOdds
    private let storage: UnsafeMutableRawPointer
    /// The cards of L, by index.
    private let cards: UnsafeMutablePointer<UInt8>
    /// By card index: its place in `cards` (while L is weighed).
    private let place: UnsafeMutablePointer<UInt8>
    /// The sets inside L, three places of `cards` each.
    private let sets: UnsafeMutablePointer<UInt8>
    /// By place: the max-entropy weight, and s(c).
    private let weights: UnsafeMutablePointer<Double>
    private let sums: UnsafeMutablePointer<Double>
    /// By set on the table: its score.
    private let scores: UnsafeMutablePointer<Double>
    private let third = Solver.thirdBase
    private static let setCapacity = 81 * 80 / 6

    /// A chooser with its buffers and memo (`memo`: a full one, about 3 MB; else a small one,
    /// for a player that never chooses).
    public init(settings: Settings = .standard, memo: Bool = true) {
        self.settings = settings
        split = SplitCount(capacityBits: memo ? SplitCount.defaultCapacityBits : 6)
        odds = PerfectOdds(splitFrom: settings.rolloutFrom >= 0 && memo ? 81 : 0)
        let setCapacity = Self.setCapacity
        let doubles = (256 + 3 * setCapacity + 63) / 64 * 64
        let size = doubles + 8 * (2 * 81 + setCapacity)
        storage = .allocate(byteCount: size, alignment: 64)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        cards = storage.bindMemory(to: UInt8.self, capacity: 81)
        place = (storage + 128).bindMemory(to: UInt8.self, capacity: 81)
        sets = (storage + 256).bindMemory(to: UInt8.self, capacity: 3 * setCapacity)
        weights = (storage + doubles).bindMemory(to: Double.self, capacity: 81)
        sums = (storage + doubles + 8 * 81).bindMemory(to: Double.self, capacity: 81)
        scores = (storage + doubles + 16 * 81).bindMemory(to: Double.self, capacity: setCapacity)
    }

    deinit { storage.deallocate() }

    /// The index in `sets` of the set to take on `table` with `unseen` cards unseen (only which
    /// they are counts); 0 when `sets` holds one or none.
    ///
    /// - Parameters:
    ///   - sets: the sets on `table`, as slots (`Solver.allSets`' order decides ties).
    ///   - rule: what follows a set taken, in the rollouts (a standard table of 12).
    public func choose(
        table: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>, sets found: UnsafeBufferPointer<SetTriple>,
        rule: SetRule = .refill
    ) -> Int {
        guard found.count > 1 else { return 0 }
        let tableMask = CardMask(table)
        var all = tableMask
        for card in unseen { all.insert(Int(card.index)) }
        if unseen.count <= settings.splitFrom, all.count <= SplitCount.largest {
            if settings.weighted {
                split.beginWeighted(table: tableMask, weight: settings.tableWeight, pairWeight: settings.pairWeight)
            }
            for index in 0..<found.count {
                let set = found[index]
                var rest = all
                rest.remove(Int(table[set.i].index))
                rest.remove(Int(table[set.j].index))
                rest.remove(Int(table[set.k].index))
                scores[index] = split.count(rest, weighted: settings.weighted)
            }
        } else if settings.entropy {
            weigh(all)
            for index in 0..<found.count {
                let set = found[index]
                scores[index] =
                    weights[Int(place[Int(table[set.i].index)])] * weights[Int(place[Int(table[set.j].index)])]
                    * weights[Int(place[Int(table[set.k].index)])]
            }
        } else {
            for index in 0..<found.count { scores[index] = 0 }
        }
        if unseen.count <= settings.rolloutFrom, settings.rollouts > 0 {
            rollOut(table: table, unseen: unseen, sets: found, rule: rule)
        }
        var best = 0
        var ties = 1
        for index in 1..<found.count {
            if scores[index] > scores[best] {
                (best, ties) = (index, 1)
            } else if scores[index] == scores[best] {
                ties &+= 1
            }
        }
        guard ties > 1 else { return best }
        // The least matchable among the best: twice the sets inside L its three cards lie in.
        let top = scores[best]
        var least = Int.max
        for index in 0..<found.count where scores[index] == top {
            let set = found[index]
            let made =
                matches(Int(table[set.i].index), in: all) &+ matches(Int(table[set.j].index), in: all)
                &+ matches(Int(table[set.k].index), in: all)
            if made < least { (best, least) = (index, made) }
        }
        return best
    }

    /// Makes each score its set's perfect endings over `settings.rollouts` orders of the unseen
    /// cards (drawn from a generator seeded by the position, so the choice is the position's
    /// alone) plus `rolloutMix` times its score as a share of the best; a set not rolled out
    /// counts -1 ending, below every set that was (whose share is no smaller).
    private func rollOut(
        table: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>, sets found: UnsafeBufferPointer<SetTriple>,
        rule: SetRule
    ) {
        var mixed: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(unseen.count)
        for card in table { mixed = (mixed ^ UInt64(card.index)) &* 0x9E37_79B9_7F4A_7C15 }
        var generator = SeededGenerator(seed: mixed)
        var top = 0.0
        for index in 0..<found.count { top = max(top, scores[index]) }
        // Only the best `rolloutTop` by the score are played (ties with the last of them too).
        var cut = -1.0
        if settings.rolloutTop > 0, found.count > settings.rolloutTop {
            let ranked = (0..<found.count).map { scores[$0] }.sorted(by: >)
            cut = ranked[settings.rolloutTop - 1]
        }
        var skipped: UInt64 = 0
        for index in 0..<min(found.count, 64) where scores[index] < cut { skipped |= 1 << UInt64(index) }
        guard
            let chances = odds.chances(
                table: table, unseen: unseen, rule: rule, tableSize: SetGame.openingTable, samples: settings.rollouts,
                using: &generator, skipping: skipped)
        else { return }
        let scale = top > 0 ? 1 / top : 1
        for index in 0..<min(found.count, chances.count) {
            let perfect = scores[index] >= cut ? Double(chances[index].perfect) : -1
            scores[index] = perfect + settings.rolloutMix * scores[index] * scale
        }
    }

    /// Twice the sets inside `all` that hold `card` (once from each of its other two cards).
    @inline(__always)
    private func matches(_ card: Int, in all: CardMask) -> Int {
        let row = third + card &* 81
        var made = 0
        let n = all.indices(into: cards)
        for index in 0..<n where Int(cards[index]) != card && all.contains(Int(row[Int(cards[index])])) { made &+= 1 }
        return made
    }

    /// The max-entropy weights of the cards of `all`, in `weights` by place (`place`).
    private func weigh(_ all: CardMask) {
        let n = all.indices(into: cards)
        for index in 0..<n { place[Int(cards[index])] = UInt8(truncatingIfNeeded: index) }
        var count = 0
        for a in 0..<n {
            let row = third + Int(cards[a]) &* 81
            for b in (a &+ 1)..<max(a &+ 1, n) {
                let c = Int(row[Int(cards[b])])
                guard c > Int(cards[b]), all.contains(c) else { continue }
                let at = sets + 3 &* count
                at[0] = UInt8(truncatingIfNeeded: a)
                at[1] = UInt8(truncatingIfNeeded: b)
                at[2] = place[c]
                count &+= 1
            }
        }
        for index in 0..<n { weights[index] = 1 }
        for _ in 0..<settings.entropyRounds {
            for index in 0..<n { sums[index] = 0 }
            for index in 0..<count {
                let at = sets + 3 &* index
                let (a, b, c) = (Int(at[0]), Int(at[1]), Int(at[2]))
                let product = weights[a] * weights[b] * weights[c]
                sums[a] += product
                sums[b] += product
                sums[c] += product
            }
            for index in 0..<n where sums[index] > 0 { weights[index] /= sums[index].squareRoot() }
        }
    }
}
