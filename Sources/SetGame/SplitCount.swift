/// The split count W(M) of issue 39: the number of ways to split the cards M into disjoint
/// sets (0 if there is none), memoised on M.
///
/// Take the card of M that lies in the fewest sets inside M; W(M) is the sum, over the sets B
/// inside M that hold it, of w(B) times W(M without B), and W of no card is 1. Unweighted,
/// w(B) = 1; weighted, w(B) = `tableWeight` when all three cards of B are in `table` (none is
/// unseen), else 1. The unweighted counts depend on M alone and stay memoised until the memo
/// fills; the weighted ones are kept for one `table` (`beginWeighted`).
///
/// Counts are `Double`: exact below 2^53, and only ever compared.
public struct SplitCount: ~Copyable {
    private let storage: UnsafeMutableRawPointer
    /// The memo's keys: the mask's low word, and its high word with the tag above bit 17.
    private let keyLow: UnsafeMutablePointer<UInt64>
    private let keyHigh: UnsafeMutablePointer<UInt64>
    private let values: UnsafeMutablePointer<Double>
    /// The cards of each level of the recursion (by index), `levelStride` bytes a level.
    private let levels: UnsafeMutablePointer<UInt8>
    /// Twice the sets each card of a level lies in, by its place in the level.
    private let degrees: UnsafeMutablePointer<UInt8>
    /// [0] the epoch (entries of another are free), [1] entries of this epoch, [2] the tag of
    /// weighted counts (0 for unweighted), [3] the weight of a set on the table (as bits).
    private let state: UnsafeMutablePointer<UInt64>
    /// By card index: its place in the level being counted.
    private let place: UnsafeMutablePointer<UInt8>
    /// The cards on the table, for the weighted count.
    private let table: UnsafeMutablePointer<CardMask>
    private let third = Solver.thirdBase

    /// The memo holds 2^`capacityBits` counts.
    private let capacityBits: Int
    private var capacity: Int { 1 << capacityBits }
    /// The memo's size unless told: 2^17 counts (3 MB).
    public static let defaultCapacityBits = 17
    private static let levelStride = 96
    private static let levelCount = 28
    /// The most cards counted: deeper, the recursion would leave its levels.
    public static let largest = 3 * (levelCount - 1)

    /// An empty memo of 2^`capacityBits` counts (24 bytes each).
    public init(capacityBits: Int = defaultCapacityBits) {
        self.capacityBits = capacityBits
        let capacity = 1 << capacityBits
        let levelBytes = Self.levelStride * Self.levelCount
        let size = capacity * 24 + 2 * levelBytes + 64 + MemoryLayout<CardMask>.stride + 96
        storage = .allocate(byteCount: size, alignment: 64)
        keyLow = storage.bindMemory(to: UInt64.self, capacity: capacity)
        keyHigh = (storage + capacity * 8).bindMemory(to: UInt64.self, capacity: capacity)
        values = (storage + capacity * 16).bindMemory(to: Double.self, capacity: capacity)
        levels = (storage + capacity * 24).bindMemory(to: UInt8.self, capacity: levelBytes)
        degrees = (storage + capacity * 24 + levelBytes).bindMemory(to: UInt8.self, capacity: levelBytes)
        state = (storage + capacity * 24 + 2 * levelBytes).bindMemory(to: UInt64.self, capacity: 8)
        table = (storage + capacity * 24 + 2 * levelBytes + 64).bindMemory(to: CardMask.self, capacity: 1)
        place = (storage + capacity * 24 + 2 * levelBytes + 64 + MemoryLayout<CardMask>.stride)
            .bindMemory(to: UInt8.self, capacity: 81)
        place.initialize(repeating: 0, count: 81)
        keyHigh.initialize(repeating: 0, count: capacity)
        keyLow.initialize(repeating: 0, count: capacity)
        values.initialize(repeating: 0, count: capacity)
        levels.initialize(repeating: 0, count: levelBytes)
        degrees.initialize(repeating: 0, count: levelBytes)
        state.initialize(repeating: 0, count: 8)
        state[0] = 1
        table.initialize(to: CardMask())
    }

    deinit { storage.deallocate() }

    /// Starts the weighted counts of a new position: `table` holds the cards on the table and
    /// a set of three of them weighs `weight`. Forgets the weighted counts of the last one.
    public func beginWeighted(table cards: CardMask, weight: Double, pairWeight: Double = 1) {
        table.pointee = cards
        state[2] &+= 1
        if state[2] >= 1 << 23 { clear() }
        state[3] = weight.bitPattern
        state[4] = pairWeight.bitPattern
    }

    /// W(`cards`), unweighted or weighted (by the last `beginWeighted`); 0 when `cards` holds
    /// more than `largest` cards (never counted).
    public func count(_ cards: CardMask, weighted: Bool) -> Double {
        guard cards.count <= Self.largest else { return 0 }
        return count(cards, tag: weighted ? state[2] : 0, weight: weighted ? Double(bitPattern: state[3]) : 1, level: 0)
    }

    /// Forgets every count.
    private func clear() {
        state[0] &+= 1
        if state[0] >= 1 << 23 {
            keyHigh.update(repeating: 0, count: capacity)
            state[0] = 1
        }
        state[1] = 0
        state[2] = 1
    }

    private func count(_ cards: CardMask, tag: UInt64, weight: Double, level: Int) -> Double {
        if cards.isEmpty { return 1 }
        let epoch = state[0]
        let high = cards.high | tag << 17 | epoch << 41
        var slot = slot(cards.low, high)
        let mask = capacity &- 1
        while keyHigh[slot] >> 41 == epoch {
            if keyHigh[slot] == high, keyLow[slot] == cards.low { return values[slot] }
            slot = (slot &+ 1) & mask
        }
        let list = levels + level &* Self.levelStride
        let degree = degrees + level &* Self.levelStride
        let n = cards.indices(into: list)
        var result = 0.0
        if n % 3 == 0 {
            degree.update(repeating: 0, count: n)
            for index in 0..<n { place[Int(list[index])] = UInt8(truncatingIfNeeded: index) }
            // Each set once, from its two lowest cards.
            for a in 0..<n {
                let row = third + Int(list[a]) &* 81
                for b in (a &+ 1)..<max(a &+ 1, n) {
                    let c = Int(row[Int(list[b])])
                    if c > Int(list[b]), cards.contains(c) {
                        degree[a] &+= 1
                        degree[b] &+= 1
                        degree[Int(place[c])] &+= 1
                    }
                }
            }
            // The card in the fewest sets.
            var pivot = 0
            for index in 0..<n where degree[index] < degree[pivot] { pivot = index }
            let first = Int(list[pivot])
            let row = third + first &* 81
            var rest = cards
            rest.remove(first)
            let onTable = table.pointee
            for b in 0..<n where b != pivot {
                let second = Int(list[b])
                let c = Int(row[second])
                guard c > second, rest.contains(c) else { continue }
                var child = rest
                child.remove(second)
                child.remove(c)
                let inner = count(child, tag: tag, weight: weight, level: level &+ 1)
                guard inner != 0 else { continue }
                guard tag != 0 else {
                    result += inner
                    continue
                }
                let held =
                    (onTable.contains(first) ? 1 : 0) &+ (onTable.contains(second) ? 1 : 0)
                    &+ (onTable.contains(c) ? 1 : 0)
                result += held == 3 ? weight * inner : held == 2 ? Double(bitPattern: state[4]) * inner : inner
            }
        }
        if state[1] >= UInt64(capacity / 4 * 3) {
            clear()
            return result
        }
        // Probe again: the recursion may have filled the slot found above.
        let stamped = cards.high | tag << 17 | state[0] << 41
        slot = self.slot(cards.low, stamped)
        while keyHigh[slot] >> 41 == state[0] { slot = (slot &+ 1) & mask }
        keyLow[slot] = cards.low
        keyHigh[slot] = stamped
        values[slot] = result
        state[1] &+= 1
        return result
    }

    @inline(__always)
    private func slot(_ low: UInt64, _ high: UInt64) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - capacityBits))
    }
}
