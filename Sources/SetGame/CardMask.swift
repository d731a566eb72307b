/// A set of cards of the 81 as a bit mask: card `i` is bit `i` of `low` below 64, bit `i - 64`
/// of `high` from 64 on. What `SplitCount` and `solve`'s search memoise on.
public struct CardMask: Hashable, Sendable {
    /// Cards 0 to 63.
    public var low: UInt64
    /// Cards 64 to 80.
    public var high: UInt64

    /// No card.
    @inlinable
    public init() {
        (low, high) = (0, 0)
    }

    /// The mask of these words.
    @inlinable
    public init(low: UInt64, high: UInt64) {
        (self.low, self.high) = (low, high)
    }

    /// The cards of `cards`.
    @inlinable
    public init(_ cards: UnsafeBufferPointer<Card>) {
        self.init()
        for card in cards { insert(Int(card.index)) }
    }

    /// How many cards.
    @inlinable
    public var count: Int { low.nonzeroBitCount &+ high.nonzeroBitCount }

    /// The mask with `card` added.
    @inline(__always)
    func adding(_ card: Card) -> CardMask {
        let index = UInt64(card.index)
        return index < 64
            ? CardMask(low: low | (1 &<< index), high: high)
            : CardMask(low: low, high: high | (1 &<< (index &- 64)))
    }

    /// Whether it holds no card.
    @inlinable
    public var isEmpty: Bool { low | high == 0 }

    /// Whether card `index` (0 to 80) is in.
    @inlinable
    public func contains(_ index: Int) -> Bool {
        index < 64 ? (low >> UInt64(index)) & 1 != 0 : (high >> UInt64(index &- 64)) & 1 != 0
    }

    /// Puts card `index` (0 to 80) in.
    @inlinable
    public mutating func insert(_ index: Int) {
        if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index &- 64) }
    }

    /// Takes card `index` (0 to 80) out.
    @inlinable
    public mutating func remove(_ index: Int) {
        if index < 64 { low &= ~(1 << UInt64(index)) } else { high &= ~(1 << UInt64(index &- 64)) }
    }

    /// Writes the cards' indices, ascending, to `into` and returns how many.
    @inlinable
    public func indices(into: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        var word = low
        while word != 0 {
            into[count] = UInt8(truncatingIfNeeded: word.trailingZeroBitCount)
            count &+= 1
            word &= word &- 1
        }
        word = high
        while word != 0 {
            into[count] = UInt8(truncatingIfNeeded: word.trailingZeroBitCount &+ 64)
            count &+= 1
            word &= word &- 1
        }
        return count
    }
}
