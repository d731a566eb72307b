/// One run of `PerfectSolver`'s search: its buffers, its memo and its count of positions.
///
/// A position is a table (in slot order, with its slot map, as `Solver.forEachSet` wants
/// them) and how many cards of the deck's order have been dealt; each depth of the search has
/// its own table and map, so a child is built without touching its parent. The moves follow
/// `SetGame`'s: a set taken leaves, its lowest slots refilled from the deck as the rule says
/// (`SetGame.clearMatch`), the rest of the table closing up; a deal adds up to 3 cards at the
/// end. Lives for one call of `PerfectSolver.solve`, which releases it.
final class LineSearch {
    /// The deck in the order it is dealt: `order[0]` first, `orderCount` cards.
    private let order: UnsafeMutablePointer<Card>
    private let orderCount: Int
    private let rule: SetRule
    private let refillTo: Int
    private let budget: Int
    /// Tables by depth, `width` cards each.
    private let tables: UnsafeMutablePointer<Card>
    /// Slot maps by depth, 81 bytes each.
    private let maps: UnsafeMutablePointer<UInt8>
    private let width = 81
    private let depths: Int
    private var memo = LineMemo()
    /// Positions examined (memo misses).
    private(set) var positions = 0
    /// Whether the budget ran out, or `stop` said to give up (`stopped`).
    private(set) var spent = false
    /// Whether the search gave up because `stop` said so.
    private(set) var stopped = false
    /// Asked every `pollInterval` positions whether to give up; set only while `search` runs.
    var stop: (() -> Bool)?
    /// How many positions pass between two questions to `stop` (a power of 2): a few
    /// milliseconds of search at most.
    static let pollInterval = 4096

    init(table: [Card], deck: [Card], rule: SetRule, refillTo: Int, budget: Int) {
        orderCount = deck.count
        order = .allocate(capacity: max(1, deck.count))
        for (index, card) in deck.reversed().enumerated() { (order + index).initialize(to: card) }
        (self.rule, self.refillTo, self.budget) = (rule, refillTo, budget)
        // NB: each move takes a set (3 cards of at most 81) or deals (at most one deal a 3
        // cards of the deck, rounded up), and the end is one more.
        depths = (table.count + deck.count) / 3 + (deck.count + 2) / 3 + 2
        tables = .allocate(capacity: depths * width)
        maps = .allocate(capacity: depths * width)
        maps.initialize(repeating: 0, count: depths * width)
        let first = table.first ?? Card(unchecked: 0)
        tables.initialize(repeating: first, count: depths * width)
        for (slot, card) in table.prefix(width).enumerated() {
            tables[slot] = card
            maps[Int(card.index)] = UInt8(truncatingIfNeeded: slot &+ 1)
        }
    }

    /// Frees the buffers.
    func release() {
        tables.deallocate()
        order.deallocate()
        maps.deallocate()
        memo.release()
    }

    /// The fewest cards any line leaves from the position at `depth` (its table of `count`
    /// cards, `dealt` cards of the order dealt, the cards of `removed` taken); 0 once `spent`.
    func search(depth: Int, count: Int, dealt: Int, removed: CardMask) -> UInt8 {
        if let known = memo.value(of: removed, dealt: dealt) { return known }
        guard !spent else { return 0 }
        positions &+= 1
        guard positions <= budget else {
            spent = true
            return 0
        }
        if positions & (Self.pollInterval &- 1) == 0, let stop, stop() {
            (spent, stopped) = (true, true)
            return 0
        }
        let table = tables + depth &* width
        let map = maps + depth &* width
        // Cards left always differ from the cards in play by a multiple of 3: a line leaving
        // this few cannot be beaten.
        let floor = UInt8(truncatingIfNeeded: (count &+ orderCount &- dealt) % 3)
        var best = UInt8.max
        Solver.forEachSet(in: UnsafeBufferPointer(start: table, count: count), slots: map) { i, j, k in
            let (childCount, childDealt) = take(i, j, k, at: depth, count: count, dealt: dealt)
            let removed = removed.adding(table[i]).adding(table[j]).adding(table[k])
            let value = search(depth: depth &+ 1, count: childCount, dealt: childDealt, removed: removed)
            guard !spent else { return false }
            best = min(best, value)
            return best > floor
        }
        guard !spent else { return 0 }
        if best == .max {
            if dealt == orderCount {
                best = UInt8(truncatingIfNeeded: count)
            } else {
                let (childCount, childDealt) = deal(at: depth, count: count, dealt: dealt)
                best = search(depth: depth &+ 1, count: childCount, dealt: childDealt, removed: removed)
                guard !spent else { return 0 }
            }
        }
        memo.store(best, for: removed, dealt: dealt)
        return best
    }

    /// The moves of a best line from the first position, whose value is `value`: at each
    /// position the first move (in the search's order) whose position after has the same value.
    func line(from count: Int, value: UInt8) -> [LineMove] {
        var moves: [LineMove] = []
        var (depth, count, dealt, removed) = (0, count, 0, CardMask())
        while true {
            let table = tables + depth &* width
            let map = maps + depth &* width
            var next: (count: Int, dealt: Int, removed: CardMask, move: LineMove)?
            Solver.forEachSet(in: UnsafeBufferPointer(start: table, count: count), slots: map) { i, j, k in
                let move = LineMove.take(table[i], table[j], table[k])
                let after = removed.adding(table[i]).adding(table[j]).adding(table[k])
                let (childCount, childDealt) = take(i, j, k, at: depth, count: count, dealt: dealt)
                guard search(depth: depth &+ 1, count: childCount, dealt: childDealt, removed: after) == value else {
                    return true
                }
                next = (childCount, childDealt, after, move)
                return false
            }
            if next == nil, Solver.firstSet(in: UnsafeBufferPointer(start: table, count: count), slots: map) == nil,
                dealt < orderCount
            {
                let (childCount, childDealt) = deal(at: depth, count: count, dealt: dealt)
                next = (childCount, childDealt, removed, .deal)
            }
            guard let next else { return moves }
            moves.append(next.move)
            (depth, count, dealt, removed) = (depth &+ 1, next.count, next.dealt, next.removed)
        }
    }

    /// Builds at `depth + 1` the table after the set in slots `i < j < k` is taken, refilled
    /// from the deck as the rule says. Returns the new table's size and the cards dealt.
    @inline(__always)
    private func take(_ i: Int, _ j: Int, _ k: Int, at depth: Int, count: Int, dealt: Int) -> (Int, Int) {
        let fresh = min(rule.freshCards(taken: 3, kept: count &- 3, tableSize: refillTo), orderCount &- dealt)
        let size = TableMoves.take(
            i, j, k, from: tables + depth &* width, count: count, fresh: order + dealt, freshCount: fresh,
            into: tables + (depth &+ 1) &* width, map: maps + (depth &+ 1) &* width)
        return (size, dealt &+ fresh)
    }

    /// Builds at `depth + 1` the table after a deal of up to 3 cards at its end.
    @inline(__always)
    private func deal(at depth: Int, count: Int, dealt: Int) -> (Int, Int) {
        let fresh = min(3, orderCount &- dealt)
        let size = TableMoves.deal(
            from: tables + depth &* width, count: count, fresh: order + dealt, freshCount: fresh,
            into: tables + (depth &+ 1) &* width, map: maps + (depth &+ 1) &* width)
        return (size, dealt &+ fresh)
    }
}
