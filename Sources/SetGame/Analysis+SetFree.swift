extension Analysis {
    /// The most cards `largestSetFreeSubset(of:)` searches exactly.
    public static let setFreeLimit = 32

    /// The slots (ascending) of a largest subset of `table` that holds no set — the first in
    /// include-before-exclude order — or `nil` for a table of more than `setFreeLimit` cards.
    ///
    /// Exact, by branch and bound over the slots: take or skip each slot in turn; taking one
    /// rules out every slot that would complete a set with it and a card already taken; a
    /// branch stops when what is taken plus what could still be taken cannot beat the best.
    /// Any 21 cards hold a set (the largest set-free table has 20), which bounds the answer.
    public static func largestSetFreeSubset(of table: [Card]) -> [Int]? {
        let n = table.count
        guard n <= setFreeLimit else { return nil }
        guard n > 2 else { return Array(table.indices) }
        // thirdSlot[a * n + b]: the slot of the card completing slots a and b, or -1.
        var slotOf = [Int](repeating: -1, count: 81)
        for (slot, card) in table.enumerated() { slotOf[Int(card.index)] = slot }
        var thirdSlot = [Int](repeating: -1, count: n * n)
        for a in 0..<n {
            for b in 0..<n where a != b {
                thirdSlot[a * n + b] = slotOf[Int(Solver.third(table[a], table[b]).index)]
            }
        }
        var search = SetFreeSearch(count: n, thirdSlot: thirdSlot)
        search.explore(taken: 0, candidates: UInt32.max >> (32 - n), size: 0)
        return (0..<n).filter { search.best & (UInt32(1) << $0) != 0 }
    }
}

/// The branch-and-bound state of `Analysis.largestSetFreeSubset(of:)`.
private struct SetFreeSearch {
    let count: Int
    let thirdSlot: [Int]
    /// The largest set-free subset found so far, as a slot mask, and its size.
    var best: UInt32 = 0
    var bestSize = 0
    /// Any 21 cards hold a set: nothing beats 20.
    static let ceiling = 20

    init(count: Int, thirdSlot: [Int]) {
        (self.count, self.thirdSlot) = (count, thirdSlot)
    }

    /// Extends `taken` (set-free, `size` slots) with slots of `candidates`: those above every
    /// slot decided so far that complete no set with two taken ones.
    mutating func explore(taken: UInt32, candidates: UInt32, size: Int) {
        if size > bestSize { (best, bestSize) = (taken, size) }
        guard candidates != 0, bestSize < Self.ceiling,
            size + candidates.nonzeroBitCount > bestSize
        else { return }
        let slot = candidates.trailingZeroBitCount
        let bit = UInt32(1) << slot
        // Take `slot`: rule out the third card of it and each taken card.
        var ruledOut = bit
        var others = taken
        while others != 0 {
            let other = others.trailingZeroBitCount
            others &= others - 1
            let third = thirdSlot[slot * count + other]
            if third >= 0 { ruledOut |= UInt32(1) << third }
        }
        explore(taken: taken | bit, candidates: candidates & ~ruledOut, size: size + 1)
        // Skip `slot`.
        explore(taken: taken, candidates: candidates & ~bit, size: size)
    }
}
