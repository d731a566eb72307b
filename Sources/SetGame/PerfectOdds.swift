import CardKit

/// `hint best`: the honest chance of a perfect game for each move on the table, from what a
/// player sees (the table and which cards are still unseen, never their order).
///
/// Monte Carlo with common random numbers: each sample is one random order of the unseen
/// cards, drawn from the generator after they are put in card order (so the answer never
/// depends on the deck's real order), and every move on the table is played on that same
/// order: the move, then the rest of the game by rollout to the end. A move's chance is the
/// share of its samples that end with no card left.
///
/// The rollout takes, among the sets on the table, the one whose cards can still make the
/// fewest sets with the cards in play (on the table or unseen; `leastMatchable`): a card
/// that few sets can take is the one a game ends with, so it goes first. With a deal when the
/// table holds none, and, once the deck is empty, the exact end: whether the table splits into
/// sets (`clears`). (Taking the first set in slot order instead, as `simulate --policy first`
/// plays, ends perfect in 1.4% of games; this rollout alone in 13.7%: see the README.)
public struct PerfectOdds: ~Copyable {
    private let storage: UnsafeMutableRawPointer
    /// The table moves are judged from, and its slot map.
    private let start: UnsafeMutablePointer<Card>
    private let startMap: UnsafeMutablePointer<UInt8>
    /// The table of a rollout, and its slot map.
    private let work: UnsafeMutablePointer<Card>
    private let workMap: UnsafeMutablePointer<UInt8>
    /// The unseen cards in the order of the current sample: `order[0]` is dealt first.
    private let order: UnsafeMutablePointer<Card>
    /// By card index: 1 while the card is in play in the rollout (on the table or unseen).
    private let live: UnsafeMutablePointer<UInt8>
    /// By card index: twice the number of sets a card in play can still make with two others
    /// in play (each set counted once by each of its three pairs).
    private let degrees: UnsafeMutablePointer<UInt8>
    /// `live` and `degrees` of the position judged.
    private let startLive: UnsafeMutablePointer<UInt8>
    private let startDegrees: UnsafeMutablePointer<UInt8>
    /// Room for `clears`' tables, one per level of its search (and for the cards in play).
    private let scratch: UnsafeMutablePointer<Card>
    /// The sets on `start`.
    private let sets: UnsafeMutablePointer<SetTriple>
    /// Perfect endings counted per move.
    private let counts: UnsafeMutablePointer<Int>
    /// The sets on `work`, for the split count.
    private let workSets: UnsafeMutablePointer<SetTriple>
    /// The rollout's choice with few cards unseen: the unweighted split count.
    private let split: SplitCount
    /// The most cards unseen at which a rollout takes the set of the largest split count (with
    /// more, the least matchable).
    public let splitFrom: Int
    /// `splitFrom` unless told: 0, never (with the deck empty the end is exact anyway). From 9
    /// down, `hint best` took 115 ms (median) instead of 22, over its 100 ms goal (see the README).
    public static let defaultSplitFrom = 0
    /// The solver's third-card table, read once.
    private let third = Solver.thirdBase
    private static let setCapacity = 81 * 80 / 6
    private static let cardBytes = 128
    /// `scratch`'s size: every level of `clears` holds 3 cards fewer than the one before (at
    /// most 18 + 15 + ... + 3 = 63 cards below a table of 21).
    private static let scratchBytes = 8 * cardBytes
    private static let byteBuffers = 9
    /// The largest table whose end is searched exactly (`clears`): a table dealt to with no set
    /// holds at most 20 cards, so only a laid-out table is larger (and is played on greedily).
    private static let exactEnd = 21

    /// Buffers for tables of up to 81 cards; rollouts take the set of the largest split count
    /// from `splitFrom` cards unseen down.
    public init(splitFrom: Int = defaultSplitFrom) {
        self.splitFrom = splitFrom
        split = SplitCount(capacityBits: splitFrom > 0 ? SplitCount.defaultCapacityBits : 6)
        let cardBytes = Self.cardBytes
        let setBytes = Self.setCapacity * MemoryLayout<SetTriple>.stride
        let setOffset = Self.byteBuffers * cardBytes + Self.scratchBytes
        let base = UnsafeMutableRawPointer.allocate(
            byteCount: setOffset + 2 * setBytes + Self.setCapacity * MemoryLayout<Int>.stride, alignment: 64)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: setOffset)
        storage = base
        let bytes = { (index: Int) in (base + index * cardBytes).bindMemory(to: UInt8.self, capacity: cardBytes) }
        let cards = { (index: Int, count: Int) in (base + index * cardBytes).bindMemory(to: Card.self, capacity: count)
        }
        start = cards(0, cardBytes)
        startMap = bytes(1)
        work = cards(2, cardBytes)
        workMap = bytes(3)
        order = cards(4, cardBytes)
        live = bytes(5)
        degrees = bytes(6)
        startLive = bytes(7)
        startDegrees = bytes(8)
        scratch = cards(Self.byteBuffers, Self.scratchBytes)
        sets = (base + setOffset).bindMemory(to: SetTriple.self, capacity: Self.setCapacity)
        counts = (base + setOffset + setBytes).bindMemory(to: Int.self, capacity: Self.setCapacity)
        workSets = (base + setOffset + setBytes + Self.setCapacity * MemoryLayout<Int>.stride)
            .bindMemory(to: SetTriple.self, capacity: Self.setCapacity)
    }

    deinit { storage.deallocate() }

    /// The chance of a perfect game for each set on `table` taken now (in `Solver.allSets`
    /// order), or, when it holds none and `unseen` is not empty, for the deal; empty when the
    /// game is over.
    ///
    /// - Parameters:
    ///   - table: the cards on the table, in slot order (at most 81).
    ///   - unseen: the cards still in the deck, in any order (only which they are matters).
    ///   - rule: what follows a set taken.
    ///   - tableSize: what the refill rule fills up to (12, or 9 junior).
    ///   - samples: random orders of the unseen cards, each played with every move.
    ///   - generator: the random numbers.
    ///   - skipped: the moves (of the first 64, a bit each) not played: their count stays 0.
    ///   - stop: asked before each rollout whether to give up (the caller's cancellation, such
    ///     as Ctrl-C at the prompt).
    /// - Returns: the chances, or `nil` when `stop` said to give up.
    public func chances(
        table: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>, rule: SetRule, tableSize: Int,
        samples: Int, using generator: inout SeededGenerator, skipping skipped: UInt64 = 0,
        stop: () -> Bool = { false }
    ) -> [PerfectChance]? {
        let (count, n) = prepare(table: table, unseen: unseen)
        let moves = Solver.allSets(
            in: UnsafeBufferPointer(start: start, count: count), slots: startMap,
            into: UnsafeMutableBufferPointer(start: sets, count: Self.setCapacity))
        guard moves > 0 || n > 0 else { return [] }
        let judged = max(1, moves)
        counts.update(repeating: 0, count: judged)
        // NB: with no card unseen every sample plays the same (exact) end: one is played.
        let played = n == 0 ? min(1, samples) : samples
        for _ in 0..<played {
            var cards = UnsafeMutableBufferPointer(start: order, count: n)
            cards.seededShuffle(using: &generator)
            for move in 0..<judged {
                if move < 64, skipped & 1 << UInt64(move) != 0 { continue }
                if stop() { return nil }
                work.update(from: start, count: count)
                workMap.update(from: startMap, count: 81)
                live.update(from: startLive, count: 81)
                degrees.update(from: startDegrees, count: 81)
                var size = count
                var next = 0
                if moves > 0 {
                    let set = sets[move]
                    retire(set, count: count, next: 0, unseen: n)
                    let fresh = min(rule.freshCards(taken: 3, kept: count &- 3, tableSize: tableSize), n)
                    size = TableMoves.take(
                        set.i, set.j, set.k, from: work, count: count, fresh: order, freshCount: fresh, into: work,
                        map: workMap)
                    next = fresh
                }
                if playOut(count: size, next: next, unseen: n, rule: rule, tableSize: tableSize) == 0 {
                    counts[move] &+= 1
                }
            }
        }
        let scale = played == samples ? 1 : samples
        guard moves > 0 else { return [PerfectChance(move: .deal, perfect: counts[0] &* scale, samples: samples)] }
        return (0..<moves).map { index in
            let set = sets[index]
            return PerfectChance(
                move: .take(table[set.i], table[set.j], table[set.k]), perfect: counts[index] &* scale, samples: samples
            )
        }
    }

    /// The index, in `Solver.allSets` order, of the set on `table` whose cards can still make
    /// the fewest sets with the cards in play (the table and `unseen`): the rollout's choice,
    /// the first such set on a tie; `nil` when the table holds no set.
    public func leastMatchable(table: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>) -> Int? {
        let (count, _) = prepare(table: table, unseen: unseen)
        let moves = Solver.allSets(
            in: UnsafeBufferPointer(start: start, count: count), slots: startMap, third: third,
            into: UnsafeMutableBufferPointer(start: sets, count: Self.setCapacity))
        guard moves > 0 else { return nil }
        var best = 0
        var least = Int.max
        for index in 0..<moves {
            let set = sets[index]
            let score =
                Int(startDegrees[Int(start[set.i].index)]) &+ Int(startDegrees[Int(start[set.j].index)])
                &+ Int(startDegrees[Int(start[set.k].index)])
            if score < least { (best, least) = (index, score) }
        }
        return best
    }

    /// Copies `table` to `start` (with its slot map) and the unseen cards, in card order, to
    /// `order` (so that a sample depends only on which cards they are and on the generator),
    /// and counts the sets every card in play can make; returns both sizes.
    private func prepare(table: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>) -> (
        count: Int, unseen: Int
    ) {
        let count = min(table.count, 81)
        let n = min(unseen.count, 81 &- count)
        startMap.update(repeating: 0, count: 81)
        startLive.update(repeating: 0, count: 81)
        startDegrees.update(repeating: 0, count: 81)
        for slot in 0..<count {
            start[slot] = table[slot]
            startMap[Int(table[slot].index)] = UInt8(truncatingIfNeeded: slot &+ 1)
        }
        for index in 0..<n { order[index] = unseen[index] }
        var sorted = UnsafeMutableBufferPointer(start: order, count: n)
        sorted.sort()
        // The cards in play, side by side in `scratch`; each pair whose third card is in play
        // too counts once for both.
        scratch.update(from: start, count: count)
        (scratch + count).update(from: order, count: n)
        let pool = count &+ n
        for index in 0..<pool { startLive[Int(scratch[index].index)] = 1 }
        for a in 0..<pool {
            let first = Int(scratch[a].index)
            let row = third + first &* 81
            var made: UInt8 = 0
            for b in (a &+ 1)..<max(a &+ 1, pool) {
                let second = Int(scratch[b].index)
                let pair = startLive[Int(row[second])]
                made &+= pair
                startDegrees[second] &+= pair
            }
            startDegrees[first] &+= made
        }
        return (count, n)
    }

    /// Takes the cards of `set` (slots of `work`) out of play: every set they could make is
    /// gone from the `degrees` of the cards in play (`work[0..<count]` and `order[next..<n]`).
    @inline(__always)
    private func retire(_ set: SetTriple, count: Int, next: Int, unseen n: Int) {
        retire(work[set.i], count: count, next: next, unseen: n)
        retire(work[set.j], count: count, next: next, unseen: n)
        retire(work[set.k], count: count, next: next, unseen: n)
    }

    @inline(__always)
    private func retire(_ card: Card, count: Int, next: Int, unseen n: Int) {
        let gone = Int(card.index)
        live[gone] = 0
        let row = third + gone &* 81
        // NB: a card already out of play may be lowered too (wrapping): it is never read again.
        for slot in 0..<count {
            let other = Int(work[slot].index)
            degrees[other] &-= 2 &* live[Int(row[other])]
        }
        for index in next..<max(next, n) {
            let other = Int(order[index].index)
            degrees[other] &-= 2 &* live[Int(row[other])]
        }
    }

    /// The set on `work` (`count` cards) whose cards can still make the fewest sets, the first
    /// in `(i, j)` order on a tie; `nil` when the table holds none.
    @inline(__always)
    private func leastMatchableSet(count: Int) -> SetTriple? {
        var best: SetTriple?
        var least = Int.max
        for i in 0..<count {
            let first = Int(work[i].index)
            let row = third + first &* 81
            let degree = Int(degrees[first])
            for j in (i &+ 1)..<max(i &+ 1, count) {
                let second = Int(work[j].index)
                let k = Int(workMap[Int(row[second])])
                // NB: a set is reported once, at its two lowest slots (the map holds slot + 1).
                guard k > j &+ 1 else { continue }
                let score = degree &+ Int(degrees[second]) &+ Int(degrees[Int(work[k &- 1].index)])
                if score < least {
                    least = score
                    best = SetTriple(i, j, k &- 1)
                }
            }
        }
        return best
    }

    /// Whether the `count` cards at `cards` split into sets: with the deck empty, whether the
    /// table can be cleared (take one of the sets holding its first card, then the rest).
    /// `present` marks the cards (by index) and is restored; `room` holds the next levels.
    private func clears(
        _ cards: UnsafePointer<Card>, count: Int, present: UnsafeMutablePointer<UInt8>, room: UnsafeMutablePointer<Card>
    ) -> Bool {
        guard count > 0 else { return true }
        guard count % 3 == 0 else { return false }
        let first = Int(cards[0].index)
        let row = third + first &* 81
        present[first] = 0
        defer { present[first] = 1 }
        for j in 1..<count {
            let second = Int(cards[j].index)
            let closing = Int(row[second])
            // Each set of the first card once: at its lower other card.
            guard closing > second, present[closing] != 0 else { continue }
            var kept = 0
            for index in 1..<count {
                let card = Int(cards[index].index)
                if card != second, card != closing {
                    room[kept] = cards[index]
                    kept &+= 1
                }
            }
            present[second] = 0
            present[closing] = 0
            let cleared = clears(room, count: kept, present: present, room: room + kept)
            present[second] = 1
            present[closing] = 1
            if cleared { return true }
        }
        return false
    }

    /// The set on `work` (`count` cards) of the largest split count with the cards unseen
    /// (`order[next..<n]`), the least matchable on a tie; `nil` when the table holds none.
    @inline(__always)
    private func splitChoice(count: Int, next: Int, unseen n: Int) -> SetTriple? {
        let found = Solver.allSets(
            in: UnsafeBufferPointer(start: work, count: count), slots: workMap, third: third,
            into: UnsafeMutableBufferPointer(start: workSets, count: Self.setCapacity))
        guard found > 1 else { return found == 0 ? nil : workSets[0] }
        var all = CardMask()
        for slot in 0..<count { all.insert(Int(work[slot].index)) }
        for index in next..<max(next, n) { all.insert(Int(order[index].index)) }
        var (best, top, least) = (0, -1.0, Int.max)
        for index in 0..<found {
            let set = workSets[index]
            let (a, b, c) = (Int(work[set.i].index), Int(work[set.j].index), Int(work[set.k].index))
            var rest = all
            rest.remove(a)
            rest.remove(b)
            rest.remove(c)
            let ways = split.count(rest, weighted: false)
            let made = Int(degrees[a]) &+ Int(degrees[b]) &+ Int(degrees[c])
            if ways > top || (ways == top && made < least) { (best, top, least) = (index, ways, made) }
        }
        return workSets[best]
    }

    /// Plays the rollout on `work` (`count` cards) to the end, dealing from `order[next...]`
    /// (`unseen` cards in all); returns the cards left.
    @inline(__always)
    private func playOut(count: Int, next: Int, unseen n: Int, rule: SetRule, tableSize: Int) -> Int {
        var (count, next) = (count, next)
        while true {
            if next >= n, count <= Self.exactEnd {
                // NB: `live` marks exactly the table's cards once the deck is empty.
                return clears(work, count: count, present: live, room: scratch) ? 0 : count
            }
            if let set = n &- next <= splitFrom
                ? splitChoice(count: count, next: next, unseen: n) : leastMatchableSet(count: count)
            {
                retire(set, count: count, next: next, unseen: n)
                let fresh = min(rule.freshCards(taken: 3, kept: count &- 3, tableSize: tableSize), n &- next)
                count = TableMoves.take(
                    set.i, set.j, set.k, from: work, count: count, fresh: order + next, freshCount: fresh, into: work,
                    map: workMap)
                next &+= fresh
            } else if next < n {
                let fresh = min(3, n &- next)
                count = TableMoves.deal(
                    from: work, count: count, fresh: order + next, freshCount: fresh, into: work, map: workMap)
                next &+= fresh
            } else {
                return count
            }
        }
    }
}

/// A move's chance of a perfect game, as `PerfectOdds` estimated it, or, with the junior deck,
/// as `JuniorOptimum` computed it exactly.
public struct PerfectChance: Hashable, Sendable {
    /// The set taken, or the deal.
    public let move: LineMove
    /// Samples that ended with no card left (0 when exact).
    public let perfect: Int
    /// Samples played (0 when exact).
    public let samples: Int
    /// The exact chance under optimal play from here on; `nil` for an estimate.
    public let exact: Double?

    /// An estimate from samples.
    public init(move: LineMove, perfect: Int, samples: Int) {
        (self.move, self.perfect, self.samples, exact) = (move, perfect, samples, nil)
    }

    /// An exact chance.
    public init(move: LineMove, exact: Double) {
        (self.move, perfect, samples, self.exact) = (move, 0, 0, exact)
    }

    /// The share of perfect endings with its 95% Wilson interval (for an exact chance, the
    /// chance itself, with no width).
    public var estimate: Estimate {
        if let exact { return Estimate(exact: exact) }
        return Estimate(successes: UInt64(perfect), trials: UInt64(samples))
    }
}
