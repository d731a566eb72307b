/// `LineSearch`'s memo: the value of each position searched, keyed by the exact state (the
/// cards taken, as an 81-bit mask, and how many cards have been dealt).
///
/// Open addressing with linear probing in a power-of-two table that doubles at half full, so a
/// small search allocates little. An entry is two words: the low 64 bits of the mask, then the
/// mask's high 17 bits, the cards dealt (7 bits), a bit saying the entry is used, and the value
/// in the top byte.
struct LineMemo {
    private var entries: UnsafeMutablePointer<UInt64>
    private var capacity = 1 << 12
    private var used = 0

    init() {
        entries = .allocate(capacity: 2 * capacity)
        entries.initialize(repeating: 0, count: 2 * capacity)
    }

    /// Frees the table.
    func release() { entries.deallocate() }

    private static let usedBit: UInt64 = 1 << 24
    private static let keyBits: UInt64 = (1 << 25) - 1

    @inline(__always)
    private static func key(_ removed: CardMask, _ dealt: Int) -> (UInt64, UInt64) {
        (removed.low, removed.high | UInt64(truncatingIfNeeded: dealt) << 17 | usedBit)
    }

    @inline(__always)
    private func slot(of low: UInt64, _ high: UInt64) -> Int {
        let mixed = (low ^ (high &* 0xC2B2_AE3D_27D4_EB4F)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (capacity &- 1)
    }

    /// The value stored for the position, if any.
    @inline(__always)
    func value(of removed: CardMask, dealt: Int) -> UInt8? {
        let (low, high) = Self.key(removed, dealt)
        var slot = slot(of: low, high)
        while true {
            let tag = entries[2 &* slot &+ 1]
            if tag == 0 { return nil }
            if tag & Self.keyBits == high, entries[2 &* slot] == low { return UInt8(truncatingIfNeeded: tag >> 56) }
            slot = (slot &+ 1) & (capacity &- 1)
        }
    }

    /// Stores the position's value (a position is stored once).
    mutating func store(_ value: UInt8, for removed: CardMask, dealt: Int) {
        if 2 &* (used &+ 1) > capacity { grow() }
        let (low, high) = Self.key(removed, dealt)
        insert(low, high | UInt64(value) << 56)
        used &+= 1
    }

    @inline(__always)
    private func insert(_ low: UInt64, _ tag: UInt64) {
        var slot = slot(of: low, tag & Self.keyBits)
        while entries[2 &* slot &+ 1] != 0 { slot = (slot &+ 1) & (capacity &- 1) }
        entries[2 &* slot] = low
        entries[2 &* slot &+ 1] = tag
    }

    private mutating func grow() {
        let old = entries
        let oldCapacity = capacity
        capacity &*= 2
        entries = .allocate(capacity: 2 * capacity)
        entries.initialize(repeating: 0, count: 2 * capacity)
        for slot in 0..<oldCapacity where old[2 &* slot &+ 1] != 0 {
            insert(old[2 &* slot], old[2 &* slot &+ 1])
        }
        old.deallocate()
    }
}
