/// The exact chance of a perfect game with the junior deck under optimal honest play
/// (issue 39): expectimax over what the player knows, the table and which cards are unseen
/// (never their order): the best set, then the average over the cards dealt next; with no set
/// on the table, the average over the three dealt; with the deck empty, whether the table
/// splits into sets.
///
/// Positions are memoised up to the junior deck's affine symmetries (`JuniorSpace`): a
/// position is three masks of points (table, unseen, gone), and every map of AGL(3,3) keeps
/// sets and the rules, so it keeps the chance. `canonicalKey` names each class by one of its
/// positions (see there), so the memo holds one entry a class.
///
/// A value type over buffers of its own (the memo grows as it fills); one per thread.
public struct JuniorOptimum: ~Copyable {
    /// What follows a set taken.
    public let rule: SetRule
    private let storage: UnsafeMutableRawPointer
    let add: UnsafeMutablePointer<UInt8>
    let third: UnsafeMutablePointer<UInt8>
    let lines: UnsafeMutablePointer<UInt8>
    /// Scratch of `canonicalKey`: colours by point, signatures by point.
    let colors: UnsafeMutablePointer<UInt8>
    let signatures: UnsafeMutablePointer<UInt64>
    /// The memo and its counters ([0] capacity, [1] entries, [2] canonical keys computed).
    private let memo: UnsafeMutablePointer<Memo>
    let counters: UnsafeMutablePointer<Int>

    /// The junior deck's table size.
    static let tableSize = 9
    static let all: UInt32 = (1 << 27) - 1

    /// An empty memo for games under `rule`.
    public init(rule: SetRule = .refill) {
        self.rule = rule
        storage = .allocate(byteCount: 4096, alignment: 64)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: 4096)
        add = storage.bindMemory(to: UInt8.self, capacity: 729)
        third = (storage + 768).bindMemory(to: UInt8.self, capacity: 729)
        lines = (storage + 1536).bindMemory(to: UInt8.self, capacity: 27 * 26)
        colors = (storage + 2304).bindMemory(to: UInt8.self, capacity: 32)
        signatures = (storage + 2368).bindMemory(to: UInt64.self, capacity: 27)
        counters = (storage + 2624).bindMemory(to: Int.self, capacity: 8)
        memo = (storage + 2752).bindMemory(to: Memo.self, capacity: 1)
        memo.initialize(to: Memo(capacityBits: 12))
        for index in 0..<729 {
            add[index] = JuniorSpace.add[index]
            third[index] = JuniorSpace.third[index]
        }
        for index in 0..<(27 * 26) { lines[index] = JuniorSpace.lines[index] }
    }

    deinit {
        memo.pointee.release()
        storage.deallocate()
    }

    /// Positions (classes of them) in the memo.
    public var positions: Int { memo.pointee.count }

    /// The chance of a perfect game from the table `table` with the cards `unseen` unseen, under
    /// optimal play (masks of points, `JuniorSpace`).
    public func value(table: UInt32, unseen: UInt32) -> Double {
        value(table, unseen)
    }

    /// The exact chance of a perfect game of each set on `table` taken now, in the order of
    /// `sets` (masks of three points), and of the deal when `sets` is empty.
    public func chances(table: UInt32, unseen: UInt32, sets: [UInt32]) -> [Double] {
        guard !sets.isEmpty else {
            return [expectation(kept: table, unseen: unseen, fresh: min(3, unseen.nonzeroBitCount), floor: -1)]
        }
        return sets.map { set in
            let kept = table & ~set
            return expectation(kept: kept, unseen: unseen, fresh: fresh(kept: kept, unseen: unseen), floor: -1)
        }
    }

    /// The index in `sets` of a set of the highest chance (the first of them).
    public func best(table: UInt32, unseen: UInt32, sets: [UInt32]) -> Int {
        var best = 0
        var top = -1.0
        for (index, set) in sets.enumerated() {
            let kept = table & ~set
            let chance = expectation(kept: kept, unseen: unseen, fresh: fresh(kept: kept, unseen: unseen), floor: top)
            if chance > top { (best, top) = (index, chance) }
        }
        return best
    }

    /// The cards dealt after a set taken leaves `kept` on the table.
    @inline(__always)
    private func fresh(kept: UInt32, unseen: UInt32) -> Int {
        min(rule.freshCards(taken: 3, kept: kept.nonzeroBitCount, tableSize: Self.tableSize), unseen.nonzeroBitCount)
    }

    private func value(_ table: UInt32, _ unseen: UInt32) -> Double {
        if unseen == 0 { return splits(table) ? 1 : 0 }
        let key = canonicalKey(table: table, unseen: unseen)
        if let known = memo.pointee.find(key) { return known }
        // The sets on the table, the least matchable first (their cards make the fewest sets
        // among the cards in play): the likeliest best, so that the others are cut short.
        // NB: 117 lines in all: room for the sets of any table.
        let result = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 117) { list in
            let found = setsOn(table, inPlay: table | unseen, into: list)
            guard found > 0 else {
                return expectation(kept: table, unseen: unseen, fresh: min(3, unseen.nonzeroBitCount), floor: -1)
            }
            var top = 0.0
            for index in 0..<found {
                let kept = table & ~list[index]
                let chance = expectation(
                    kept: kept, unseen: unseen, fresh: fresh(kept: kept, unseen: unseen), floor: top)
                if chance > top { top = chance }
                if top >= 1 { break }
            }
            return top
        }
        memo.pointee.insert(key, result)
        return result
    }

    /// The average chance over every way to deal `fresh` of `unseen` onto `kept`; once it can
    /// no longer exceed `floor`, a number no larger than `floor`.
    private func expectation(kept: UInt32, unseen: UInt32, fresh: Int, floor: Double) -> Double {
        guard fresh > 0 else { return value(kept, unseen) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 27) { list in
            var n = 0
            var word = unseen
            while word != 0 {
                list[n] = UInt8(truncatingIfNeeded: word.trailingZeroBitCount)
                n &+= 1
                word &= word &- 1
            }
            let total = Double(Self.choose(n, fresh))
            var sum = 0.0
            var done = 0.0
            // NB: `fresh` is 1, 2 or 3 (what a deal or a refill brings).
            func deal(_ dealt: UInt32) -> Bool {
                sum += value(kept | dealt, unseen & ~dealt)
                done += 1
                // Cut short: even if every deal left were perfect, no better than `floor`.
                return sum + (total - done) <= floor * total
            }
            for a in 0..<n {
                let first = UInt32(1) << UInt32(list[a])
                if fresh == 1 {
                    if deal(first) { return floor }
                    continue
                }
                for b in (a &+ 1)..<max(a &+ 1, n) {
                    let second = first | UInt32(1) << UInt32(list[b])
                    if fresh == 2 {
                        if deal(second) { return floor }
                        continue
                    }
                    for c in (b &+ 1)..<max(b &+ 1, n) where deal(second | UInt32(1) << UInt32(list[c])) {
                        return floor
                    }
                }
            }
            return sum / total
        }
    }

    private static func choose(_ n: Int, _ k: Int) -> Int {
        switch k {
        case 1: n
        case 2: n * (n - 1) / 2
        default: n * (n - 1) * (n - 2) / 6
        }
    }

    /// Writes the sets on `table` to `into`, the least matchable in `inPlay` first, and returns
    /// how many (`list` has room for all 117 lines).
    private func setsOn(_ table: UInt32, inPlay: UInt32, into list: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var count = 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: list.count) { score in
            var outer = table
            while outer != 0, count < list.count {
                let p = outer.trailingZeroBitCount
                outer &= outer &- 1
                var inner = outer
                while inner != 0 {
                    let q = inner.trailingZeroBitCount
                    inner &= inner &- 1
                    let r = Int(third[p &* 27 &+ q])
                    guard r > q, table & (1 << UInt32(r)) != 0, count < list.count else { continue }
                    let set = UInt32(1) << UInt32(p) | 1 << UInt32(q) | 1 << UInt32(r)
                    let made = matches(p, inPlay) &+ matches(q, inPlay) &+ matches(r, inPlay)
                    // Insertion by score, the first found first on a tie.
                    var at = count
                    while at > 0, score[at &- 1] > made {
                        list[at] = list[at &- 1]
                        score[at] = score[at &- 1]
                        at &-= 1
                    }
                    list[at] = set
                    score[at] = made
                    count &+= 1
                }
            }
        }
        return count
    }

    /// The lines through `p` whose other two points are in `inPlay`.
    @inline(__always)
    private func matches(_ p: Int, _ inPlay: UInt32) -> Int {
        var made = 0
        let row = lines + p &* 26
        for l in 0..<13 where inPlay & (1 << UInt32(row[2 &* l])) != 0 && inPlay & (1 << UInt32(row[2 &* l &+ 1])) != 0
        {
            made &+= 1
        }
        return made
    }

    /// Whether `cards` split into sets.
    private func splits(_ cards: UInt32) -> Bool {
        guard cards != 0 else { return true }
        guard cards.nonzeroBitCount % 3 == 0 else { return false }
        let p = cards.trailingZeroBitCount
        let rest = cards & (cards &- 1)
        var inner = rest
        while inner != 0 {
            let q = inner.trailingZeroBitCount
            inner &= inner &- 1
            let r = Int(third[p &* 27 &+ q])
            guard r > q, rest & (1 << UInt32(r)) != 0 else { continue }
            if splits(rest & ~(1 << UInt32(q) | 1 << UInt32(r))) { return true }
        }
        return false
    }
}
