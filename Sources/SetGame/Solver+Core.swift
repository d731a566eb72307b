/// The one set-finding loop, over raw buffers, that every solver API calls.
///
/// A table is a buffer of cards in slot order plus a *slot map*: 81 bytes, where
/// `slots[card.index]` is the card's slot + 1, or 0 when the card is not on the table. The map is
/// the table's presence mask and its inverse at once, so a pair's third card is one look-up in
/// the third-card table and one in the map. Callers that change a table a few cards at a time
/// (the simulator) keep the map up to date instead of rebuilding it.
extension Solver {
    /// The third-card table: `thirdBase[a * 81 + b]` is the index of the card completing a set
    /// with cards `a` and `b` (per attribute, `-(a + b) mod 3`). Built once, lives as long as
    /// the program.
    ///
    /// NB: `nonisolated(unsafe)` is sound here: the 6,561 bytes are written once, inside the
    /// lazy initializer, and only read afterwards.
    public nonisolated(unsafe) static let thirdBase: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 81 * 81)
        for a in 0..<81 {
            for b in 0..<81 {
                var (x, y, c, place) = (a, b, 0, 1)
                for _ in 0..<4 {
                    c += (3 - (x % 3 + y % 3) % 3) % 3 * place
                    x /= 3
                    y /= 3
                    place *= 3
                }
                table[a * 81 + b] = UInt8(c)
            }
        }
        return UnsafePointer(table)
    }()

    /// Calls `body` with each set among `cards` in `(i, j)` order until it returns `false`.
    ///
    /// - Parameters:
    ///   - cards: the table in slot order (no card twice).
    ///   - slots: the slot map of exactly these cards: `slots[c]` is the slot + 1 of the card
    ///     with index `c`, 0 when absent; 81 bytes.
    ///   - body: receives the slots `i < j < k` of a set; returns whether to go on.
    /// - Returns: `false` when `body` stopped the search, `true` when it ran to the end.
    @inlinable
    @discardableResult
    public static func forEachSet(
        in cards: UnsafeBufferPointer<Card>,
        slots: UnsafePointer<UInt8>,
        _ body: (_ i: Int, _ j: Int, _ k: Int) -> Bool
    ) -> Bool {
        forEachSet(in: cards, slots: slots, third: thirdBase, body)
    }

    /// `forEachSet(in:slots:_:)` with the third-card table given: a caller that searches in a
    /// loop (the simulator) reads `thirdBase` once, not once a search (its lazy initializer's
    /// check cost 4% of a simulation).
    @inlinable
    @discardableResult
    public static func forEachSet(
        in cards: UnsafeBufferPointer<Card>,
        slots: UnsafePointer<UInt8>,
        third table: UnsafePointer<UInt8>,
        _ body: (_ i: Int, _ j: Int, _ k: Int) -> Bool
    ) -> Bool {
        let count = cards.count
        guard count >= 3, let base = cards.baseAddress else { return true }
        // NB: Card is a single UInt8, so the buffer can be read as bytes. A set is met from
        // each of its three pairs; only its lowest pair has `k > j`, so it is reported once, in
        // `(i, j)` order (an absent third card has `k == -1`). A branch-free row scan was
        // measured slower on 12 cards (the usual table) and for the first set.
        return base.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            var i = 0
            while i < count &- 2 {
                let row = table + Int(bytes[i]) &* 81
                var j = i &+ 1
                while j < count &- 1 {
                    let k = Int(slots[Int(row[Int(bytes[j])])]) &- 1
                    if k > j, !body(i, j, k) { return false }
                    j &+= 1
                }
                i &+= 1
            }
            return true
        }
    }

    /// Calls `body` with the slot map of `cards` (see `forEachSet(in:slots:_:)`), built on the
    /// stack.
    @inlinable
    public static func withSlots<Result>(
        of cards: UnsafeBufferPointer<Card>,
        _ body: (UnsafePointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 81) { map in
            // NB: a temporary allocation of 81 bytes always has a base address.
            let slots = map.baseAddress.unsafelyUnwrapped
            slots.initialize(repeating: 0, count: 81)
            for slot in 0..<cards.count {
                slots[Int(cards[slot].index)] = UInt8(truncatingIfNeeded: slot &+ 1)
            }
            return body(slots)
        }
    }

    /// The first set among `cards` in `(i, j)` order, given their slot map.
    @inlinable
    public static func firstSet(in cards: UnsafeBufferPointer<Card>, slots: UnsafePointer<UInt8>) -> SetTriple? {
        firstSet(in: cards, slots: slots, third: thirdBase)
    }

    /// `firstSet(in:slots:)` with the third-card table given (see
    /// `forEachSet(in:slots:third:_:)`).
    ///
    /// NB: the first pair `(i, j)` whose third card is on the table at all has it at `k > j`
    /// (were it at `k < j`, the pair of `k` and the lower of `i`, `j` would come first and
    /// have the other as its third card), so this loop tests only that the card is present,
    /// which `forEachSet`, reporting each set once, cannot; and it looks at two pairs a turn,
    /// one branch for both (a quarter fewer instructions in the simulator).
    @inlinable
    public static func firstSet(
        in cards: UnsafeBufferPointer<Card>, slots: UnsafePointer<UInt8>, third table: UnsafePointer<UInt8>
    ) -> SetTriple? {
        let count = cards.count
        guard count >= 3, let base = cards.baseAddress else { return nil }
        return base.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            let end = count &- 1
            var i = 0
            while i < count &- 2 {
                let row = table + Int(bytes[i]) &* 81
                var j = i &+ 1
                while j &+ 1 < end {
                    let first = slots[Int(row[Int(bytes[j])])]
                    let second = slots[Int(row[Int(bytes[j &+ 1])])]
                    if first | second != 0 {
                        return first != 0 ? SetTriple(i, j, Int(first) &- 1) : SetTriple(i, j &+ 1, Int(second) &- 1)
                    }
                    j &+= 2
                }
                if j < end {
                    let slot = slots[Int(row[Int(bytes[j])])]
                    if slot != 0 { return SetTriple(i, j, Int(slot) &- 1) }
                }
                i &+= 1
            }
            return nil
        }
    }

    /// How many sets lie among `cards`, given their slot map.
    @inlinable
    public static func countSets(in cards: UnsafeBufferPointer<Card>, slots: UnsafePointer<UInt8>) -> Int {
        var count = 0
        forEachSet(in: cards, slots: slots) { _, _, _ in
            count &+= 1
            return true
        }
        return count
    }

    /// Writes every set among `cards` (in `(i, j)` order) to `output` and returns how many.
    ///
    /// `output` must have room for them all: `n(n-1)/6` sets at most for `n` cards (70 for 21).
    /// Allocates nothing.
    @inlinable
    public static func allSets(
        in cards: UnsafeBufferPointer<Card>,
        slots: UnsafePointer<UInt8>,
        into output: UnsafeMutableBufferPointer<SetTriple>
    ) -> Int {
        allSets(in: cards, slots: slots, third: thirdBase, into: output)
    }

    /// `allSets(in:slots:into:)` with the third-card table given (see
    /// `forEachSet(in:slots:third:_:)`).
    @inlinable
    public static func allSets(
        in cards: UnsafeBufferPointer<Card>,
        slots: UnsafePointer<UInt8>,
        third: UnsafePointer<UInt8>,
        into output: UnsafeMutableBufferPointer<SetTriple>
    ) -> Int {
        var count = 0
        forEachSet(in: cards, slots: slots, third: third) { i, j, k in
            guard count < output.count else { return false }
            output[count] = SetTriple(i, j, k)
            count &+= 1
            return true
        }
        return count
    }
}
