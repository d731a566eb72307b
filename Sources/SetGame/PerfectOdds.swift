import CardKit

/// `hint best`: the honest chance of a perfect game for each move on the table, from what a
/// player sees (the table and which cards are still unseen, never their order).
///
/// Monte Carlo with common random numbers: each sample is one random order of the unseen
/// cards, drawn from the generator after they are put in card order (so the answer never
/// depends on the deck's real order), and every move on the table is played on that same
/// order: the move, then the rest of the game by rollout (the first set in slot order, as
/// `simulate --policy first` plays, a deal when the table holds none) to the end. A move's
/// chance is the share of its samples that end with no card left.
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
    /// The sets on `start`.
    private let sets: UnsafeMutablePointer<SetTriple>
    /// Perfect endings counted per move.
    private let counts: UnsafeMutablePointer<Int>
    private static let setCapacity = 81 * 80 / 6

    /// Buffers for tables of up to 81 cards.
    public init() {
        let cardBytes = 128
        let setBytes = Self.setCapacity * MemoryLayout<SetTriple>.stride
        storage = .allocate(byteCount: 5 * cardBytes + setBytes + Self.setCapacity * MemoryLayout<Int>.stride, alignment: 64)
        start = storage.bindMemory(to: Card.self, capacity: cardBytes)
        startMap = (storage + cardBytes).bindMemory(to: UInt8.self, capacity: cardBytes)
        work = (storage + 2 * cardBytes).bindMemory(to: Card.self, capacity: cardBytes)
        workMap = (storage + 3 * cardBytes).bindMemory(to: UInt8.self, capacity: cardBytes)
        order = (storage + 4 * cardBytes).bindMemory(to: Card.self, capacity: cardBytes)
        sets = (storage + 5 * cardBytes).bindMemory(to: SetTriple.self, capacity: Self.setCapacity)
        counts = (storage + 5 * cardBytes + setBytes).bindMemory(to: Int.self, capacity: Self.setCapacity)
        (storage).initializeMemory(as: UInt8.self, repeating: 0, count: 5 * cardBytes)
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
    public func chances(
        table: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>, rule: SetRule, tableSize: Int,
        samples: Int, using generator: inout SeededGenerator
    ) -> [PerfectChance] {
        let count = min(table.count, 81), n = min(unseen.count, 81 &- count)
        startMap.update(repeating: 0, count: 81)
        for slot in 0..<count {
            start[slot] = table[slot]
            startMap[Int(table[slot].index)] = UInt8(truncatingIfNeeded: slot &+ 1)
        }
        let moves = Solver.allSets(
            in: UnsafeBufferPointer(start: start, count: count), slots: startMap,
            into: UnsafeMutableBufferPointer(start: sets, count: Self.setCapacity))
        guard moves > 0 || n > 0 else { return [] }
        let judged = max(1, moves)
        counts.update(repeating: 0, count: judged)
        // NB: the unseen cards in card order first, so that a sample depends only on which
        // cards they are and on the generator.
        for index in 0..<n { order[index] = unseen[index] }
        var sorted = UnsafeMutableBufferPointer(start: order, count: n)
        sorted.sort()
        for _ in 0..<samples {
            var cards = UnsafeMutableBufferPointer(start: order, count: n)
            cards.seededShuffle(using: &generator)
            for move in 0..<judged {
                work.update(from: start, count: count)
                workMap.update(from: startMap, count: 81)
                var size = count, next = 0
                if moves > 0 {
                    let set = sets[move]
                    let fresh = min(rule.freshCards(taken: 3, kept: count &- 3, tableSize: tableSize), n)
                    size = TableMoves.take(set.i, set.j, set.k, from: work, count: count, fresh: order, freshCount: fresh, into: work, map: workMap)
                    next = fresh
                }
                if playOut(count: size, next: next, unseen: n, rule: rule, tableSize: tableSize) == 0 { counts[move] &+= 1 }
            }
        }
        guard moves > 0 else { return [PerfectChance(move: .deal, perfect: counts[0], samples: samples)] }
        return (0..<moves).map { index in
            let set = sets[index]
            return PerfectChance(move: .take(table[set.i], table[set.j], table[set.k]), perfect: counts[index], samples: samples)
        }
    }

    /// Plays the rollout on `work` (`count` cards) to the end, dealing from `order[next...]`
    /// (`unseen` cards in all); returns the cards left.
    @inline(__always)
    private func playOut(count: Int, next: Int, unseen n: Int, rule: SetRule, tableSize: Int) -> Int {
        var (count, next) = (count, next)
        while true {
            if let set = Solver.firstSet(in: UnsafeBufferPointer(start: work, count: count), slots: workMap) {
                let fresh = min(rule.freshCards(taken: 3, kept: count &- 3, tableSize: tableSize), n &- next)
                count = TableMoves.take(set.i, set.j, set.k, from: work, count: count, fresh: order + next, freshCount: fresh, into: work, map: workMap)
                next &+= fresh
            } else if next < n {
                let fresh = min(3, n &- next)
                count = TableMoves.deal(from: work, count: count, fresh: order + next, freshCount: fresh, into: work, map: workMap)
                next &+= fresh
            } else {
                return count
            }
        }
    }
}

/// A move's chance of a perfect game, as `PerfectOdds` estimated it.
public struct PerfectChance: Hashable, Sendable {
    /// The set taken, or the deal.
    public let move: LineMove
    /// Samples that ended with no card left.
    public let perfect: Int
    /// Samples played.
    public let samples: Int

    /// The share of perfect endings with its 95% Wilson interval.
    public var estimate: Estimate { Estimate(successes: UInt64(perfect), trials: UInt64(samples)) }
}
