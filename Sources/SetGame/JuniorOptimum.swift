/// The exact chance of a perfect game with the junior deck under optimal honest play
/// (issue 39): expectimax over what the player knows, the table and which cards are unseen
/// (never their order): the best set, then the average over the cards dealt next; with no set
/// on the table, the average over the three dealt; with the deck empty, whether the table
/// splits into sets.
///
/// Positions are memoised up to the junior deck's affine symmetries (`JuniorSpace`): a
/// position is three masks of points (table, unseen, gone), and every map of AGL(3,3) keeps
/// sets and the rules, so it keeps the chance. `canonicalKey` names each class by one of its
/// positions (see there), so the memo holds one entry a class. The position between a set
/// taken and the deal (the cards kept, the unseen) is memoised the same way, exact or as a bound
/// when cut short, and a small direct-mapped cache on the exact masks answers a position met
/// again before its class is named. The classes with 12 or more cards unseen come shipped
/// (`JuniorOptimum+Table`, refill), so `hint best` answers from the first moves at once.
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
    /// The memo and its counters ([2] canonical keys computed, [3] 1 once the stop check said
    /// to give up in the current call).
    private let memo: UnsafeMutablePointer<Memo>
    let counters: UnsafeMutablePointer<Int>
    /// Chances by the exact position (not its class), direct-mapped: keys, then values' bits.
    private let raw: UnsafeMutablePointer<UInt64>
    private static let rawBits = 16

    /// The junior deck's table size.
    static let tableSize = 9
    static let all: UInt32 = (1 << 27) - 1

    /// A memo for games under `rule`, holding the shipped chances (`JuniorTable`, refill only)
    /// unless `shipped` is false.
    public init(rule: SetRule = .refill, shipped: Bool = true) {
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
        memo.initialize(to: Memo(capacityBits: rule == .refill ? 15 : 12))
        if rule == .refill, shipped {
            for entry in Self.shipped { memo.pointee.insert(entry.key, entry.chance) }
        }
        raw = .allocate(capacity: 2 << Self.rawBits)
        raw.initialize(repeating: 0, count: 2 << Self.rawBits)
        for index in 0..<729 {
            add[index] = JuniorSpace.add[index]
            third[index] = JuniorSpace.third[index]
        }
        for index in 0..<(27 * 26) { lines[index] = JuniorSpace.lines[index] }
    }

    deinit {
        memo.pointee.release()
        raw.deallocate()
        storage.deallocate()
    }

    /// Positions (classes of them) in the memo.
    public var positions: Int { memo.pointee.count }

    /// Positions named (`canonicalKey`) so far, found in the memo or not.
    public var named: Int { counters[2] }

    /// The chance of a perfect game from the table `table` with the cards `unseen` unseen, under
    /// optimal play (masks of points, `JuniorSpace`).
    public func value(table: UInt32, unseen: UInt32) -> Double {
        begin()
        return value(table, unseen, stop: { false })
    }

    /// The exact chance of a perfect game of each set on `table` taken now, in the order of
    /// `sets` (masks of three points), and of the deal when `sets` is empty; `nil` when `stop`
    /// (asked every `pollInterval` positions named: the caller's Ctrl-C) said to give up. What
    /// was computed before the stop stays in the memo; nothing after it is kept.
    public func chances(table: UInt32, unseen: UInt32, sets: [UInt32], stop: () -> Bool = { false }) -> [Double]? {
        begin()
        guard !sets.isEmpty else {
            let deal = expectation(kept: table, unseen: unseen, fresh: min(3, unseen.nonzeroBitCount), floor: -1, stop)
            return stopped ? nil : [deal]
        }
        var result: [Double] = []
        result.reserveCapacity(sets.count)
        for set in sets {
            let kept = table & ~set
            result.append(
                expectation(kept: kept, unseen: unseen, fresh: fresh(kept: kept, unseen: unseen), floor: -1, stop))
            if stopped { return nil }
        }
        return result
    }

    /// The index in `sets` of a set of the highest chance (the first of them); `nil` when
    /// `stop` said to give up (as in `chances`).
    public func best(table: UInt32, unseen: UInt32, sets: [UInt32], stop: () -> Bool = { false }) -> Int? {
        begin()
        var best = 0
        var top = -1.0
        for (index, set) in sets.enumerated() {
            let kept = table & ~set
            let chance = expectation(
                kept: kept, unseen: unseen, fresh: fresh(kept: kept, unseen: unseen), floor: top, stop)
            if stopped { return nil }
            if chance > top { (best, top) = (index, chance) }
        }
        return best
    }

    /// Positions named (`canonicalKey`) between two asks of the stop check.
    public static let pollInterval = 1024

    /// Whether the stop check said to give up in the current call.
    var stopped: Bool { counters[3] != 0 }

    /// Starts a call: the stop is forgotten.
    private func begin() { counters[3] = 0 }

    /// The cards dealt after a set taken leaves `kept` on the table.
    @inline(__always)
    func fresh(kept: UInt32, unseen: UInt32) -> Int {
        min(rule.freshCards(taken: 3, kept: kept.nonzeroBitCount, tableSize: Self.tableSize), unseen.nonzeroBitCount)
    }

    private func value(_ table: UInt32, _ unseen: UInt32, stop: () -> Bool) -> Double {
        if unseen == 0 { return splits(table) ? 1 : 0 }
        let exact = UInt64(table) | UInt64(unseen) << 27 | 1 << 60
        let rawSlot = Int(truncatingIfNeeded: (exact &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 &- Self.rawBits))
        if raw[rawSlot] == exact { return Double(bitPattern: raw[rawSlot &+ (1 << Self.rawBits)]) }
        let key = named(table, unseen, stop)
        if let known = memo.pointee.find(key) {
            raw[rawSlot] = exact
            raw[rawSlot &+ (1 << Self.rawBits)] = known.bitPattern
            return known
        }
        if stopped { return 0 }
        // The sets on the table, the least matchable first (their cards make the fewest sets
        // among the cards in play): the likeliest best, so that the others are cut short.
        // NB: 117 lines in all: room for the sets of any table.
        let result = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 117) { list in
            let found = setsOn(table, inPlay: table | unseen, into: list)
            guard found > 0 else {
                return expectation(kept: table, unseen: unseen, fresh: min(3, unseen.nonzeroBitCount), floor: -1, stop)
            }
            var top = 0.0
            for index in 0..<found {
                let kept = table & ~list[index]
                let chance = expectation(
                    kept: kept, unseen: unseen, fresh: fresh(kept: kept, unseen: unseen), floor: top, stop)
                if chance > top { top = chance }
                if top >= 1 || stopped { break }
            }
            return top
        }
        // NB: a search the stop cut short leaves a number that is not the chance: never kept.
        if !stopped {
            memo.pointee.insert(key, result)
            raw[rawSlot] = exact
            raw[rawSlot &+ (1 << Self.rawBits)] = result.bitPattern
        }
        return result
    }

    /// The key of the position's class (`canonicalKey`), asking the stop check every
    /// `pollInterval` keys.
    @inline(__always)
    private func named(_ table: UInt32, _ unseen: UInt32, _ stop: () -> Bool) -> UInt64 {
        let key = canonicalKey(table: table, unseen: unseen)
        if counters[2] & (Self.pollInterval &- 1) == 0, stop() { counters[3] = 1 }
        return key
    }

    /// Marks the key of a position between a set taken and the deal (`kept`, `unseen`), apart
    /// from a table's.
    private static let dealTag: UInt64 = 1 << 63

    /// The average chance over every way to deal `fresh` of `unseen` onto `kept`; once it can
    /// no longer exceed `floor` (or the stop said to give up), a number no larger than `floor`.
    ///
    /// Memoised up to symmetry as a table's chance is: exact, or, when cut short, as a bound
    /// (stored as -1 - bound) that answers a later ask whose floor is no lower.
    private func expectation(kept: UInt32, unseen: UInt32, fresh: Int, floor: Double, _ stop: () -> Bool) -> Double {
        guard fresh > 0 else { return value(kept, unseen, stop: stop) }
        let key = named(kept, unseen, stop) | Self.dealTag
        if let known = memo.pointee.find(key) {
            if known >= 0 { return known }
            if -1 - known <= floor { return -1 - known }
        }
        if stopped { return min(floor, 0) }
        var cut = false
        let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 27) { list in
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
                sum += value(kept | dealt, unseen & ~dealt, stop: stop)
                done += 1
                // Cut short: even if every deal left were perfect, no better than `floor`.
                cut = sum + (total - done) <= floor * total
                return cut || stopped
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
        // NB: a search the stop cut short leaves a number that is not the chance: never kept.
        if !stopped { memo.pointee.store(key, cut ? -1 - result : result) }
        return result
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
