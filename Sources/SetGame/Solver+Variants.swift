/// The move-finding loops of the variants (`SetVariant`): UltraSet's four cards and Set-Chain's
/// sets that carry a card of the previous set. Like `forEachSet`, they work on raw buffers and
/// allocate nothing; the array APIs below wrap them.
extension Solver {
    /// The fifth card of an ultraset, if `a`, `b`, `c`, `d` are one: the card that makes a set
    /// with both pairs of some split of the four into two pairs, with the split, first pair
    /// first. The four may come in any order; a split, when there is one, is unique.
    public static func ultraSet(_ a: Card, _ b: Card, _ c: Card, _ d: Card) -> UltraSet? {
        let cards = [a, b, c, d]
        guard Set(cards).count == 4 else { return nil }
        // NB: Set with Friends' `checkSetUltra` tries the same three splits in this order.
        for (w, x, y, z) in [(a, b, c, d), (a, c, b, d), (a, d, b, c)] where third(w, x) == third(y, z) {
            return UltraSet(cards: [w, x, y, z], fifth: third(w, x))
        }
        return nil
    }

    /// Calls `body` with each ultraset among `cards` until it returns `false`: the slots
    /// `(i, j)` and `(k, l)` of its two pairs, `i < j`, `k < l`, `(i, j)` the pair met first in
    /// `(i, j)` order, and the fifth card's index. Ultrasets come in order of their second pair.
    ///
    /// O(n²) plus the ultrasets: each pair's third card (a table look-up) is its *sum class*,
    /// and two pairs with the same third card are an ultraset (they cannot share a card: `a`
    /// and a third card fix the other). Pairs are chained per class in two small stack arrays.
    /// - Returns: `false` when `body` stopped the search, `true` when it ran to the end.
    @inlinable
    @discardableResult
    public static func forEachUltraSet(
        in cards: UnsafeBufferPointer<Card>,
        _ body: (_ i: Int, _ j: Int, _ k: Int, _ l: Int, _ fifth: UInt8) -> Bool
    ) -> Bool {
        let count = cards.count
        guard count >= 4, count <= 81, let base = cards.baseAddress else { return true }
        let pairs = count &* (count &- 1) / 2
        // NB: a table of up to 21 cards (every table of a game of Set) gets a scratch of constant
        // size, which the compiler keeps on the stack; a larger one, one sized to fit.
        if count <= 21 {
            return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 81 + 3 * 210) { scratch in
                ultraSets(in: base, count: count, scratch: scratch.baseAddress.unsafelyUnwrapped, pairs: 210, body)
            }
        }
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 81 &+ 3 &* pairs) { scratch in
            ultraSets(in: base, count: count, scratch: scratch.baseAddress.unsafelyUnwrapped, pairs: pairs, body)
        }
    }

    /// The loop of `forEachUltraSet`, given `81 + 3 * pairs` scratch counters.
    ///
    /// Two passes: the first chains every pair to the last one before it with the same third
    /// card and notes, without a branch, the pairs that have one; the second walks only those
    /// pairs' chains. NB: a branch per pair on "is there one before it?" is taken by about a
    /// pair in four at random, and its mispredictions cost more than the rest of the search
    /// (237 ns a table of 12 with it, against 32 ns to count).
    @inlinable
    static func ultraSets(
        in base: UnsafePointer<Card>, count: Int, scratch: UnsafeMutablePointer<UInt16>, pairs: Int,
        _ body: (_ i: Int, _ j: Int, _ k: Int, _ l: Int, _ fifth: UInt8) -> Bool
    ) -> Bool {
        let table = thirdBase
        // NB: `head[e]` is 1 + the last pair seen with third card `e` (0: none); `link[p]` the
        // pair before it with the same third card; `pair[p]` packs its slots as i << 8 | j;
        // `hits` lists, in order, the pairs with a pair before them.
        let head = scratch
        let link = head + 81
        let pair = link + pairs
        let hits = pair + pairs
        head.initialize(repeating: 0, count: 81)
        return base.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            var p = 0
            var found = 0
            var i = 0
            while i < count &- 1 {
                let row = table + Int(bytes[i]) &* 81
                var j = i &+ 1
                while j < count {
                    let e = Int(row[Int(bytes[j])])
                    let other = head[e]
                    pair[p] = UInt16(truncatingIfNeeded: i &<< 8 | j)
                    link[p] = other
                    head[e] = UInt16(truncatingIfNeeded: p &+ 1)
                    hits[found] = UInt16(truncatingIfNeeded: p)
                    found &+= other == 0 ? 0 : 1
                    p &+= 1
                    j &+= 1
                }
                i &+= 1
            }
            var h = 0
            while h < found {
                let q = Int(hits[h])
                let second = Int(pair[q])
                let k = second &>> 8
                let l = second & 0xFF
                let fifth = third(table, bytes, k, l)
                var other = Int(link[q])
                while other != 0 {
                    let packed = Int(pair[other &- 1])
                    if !body(packed &>> 8, packed & 0xFF, k, l, fifth) { return false }
                    other = Int(link[other &- 1])
                }
                h &+= 1
            }
            return true
        }
    }

    /// The third card of the cards in slots `k` and `l`, as a byte.
    @inlinable
    static func third(_ table: UnsafePointer<UInt8>, _ bytes: UnsafePointer<UInt8>, _ k: Int, _ l: Int) -> UInt8 {
        table[Int(bytes[k]) &* 81 &+ Int(bytes[l])]
    }

    /// How many ultrasets lie among `cards` (at most 81).
    ///
    /// The count alone needs no pair lists: `C(m, 2)` for each third card met by `m` pairs.
    public static func countUltraSets(in cards: [Card]) -> Int {
        cards.withUnsafeBufferPointer { countUltraSets(in: $0) }
    }

    /// How many ultrasets lie among `cards`, from a buffer (see `countUltraSets(in:)`).
    @inlinable
    public static func countUltraSets(in cards: UnsafeBufferPointer<Card>) -> Int {
        let count = cards.count
        guard count >= 4, count <= 81, let base = cards.baseAddress else { return 0 }
        let table = thirdBase
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 81) { scratch in
            let seen = scratch.baseAddress.unsafelyUnwrapped
            seen.initialize(repeating: 0, count: 81)
            return base.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                // NB: each pair adds the pairs met before it with the same third card.
                var total = 0
                var i = 0
                while i < count &- 1 {
                    let row = table + Int(bytes[i]) &* 81
                    var j = i &+ 1
                    while j < count {
                        let e = Int(row[Int(bytes[j])])
                        total &+= Int(seen[e])
                        seen[e] &+= 1
                        j &+= 1
                    }
                    i &+= 1
                }
                return total
            }
        }
    }

    /// Every ultraset among `cards` (no card twice), in the order of `forEachUltraSet`.
    public static func allUltraSets(in cards: [Card]) -> [UltraQuad] {
        var found: [UltraQuad] = []
        _ = cards.withUnsafeBufferPointer { buffer in
            forEachUltraSet(in: buffer) { i, j, k, l, fifth in
                found.append(UltraQuad(i, j, k, l, fifth: Card(unchecked: fifth)))
                return true
            }
        }
        return found
    }

    /// The first ultraset among `cards` in the order of `forEachUltraSet`, or `nil`.
    public static func firstUltraSet(in cards: [Card]) -> UltraQuad? {
        var found: UltraQuad?
        _ = cards.withUnsafeBufferPointer { buffer in
            forEachUltraSet(in: buffer) { i, j, k, l, fifth in
                found = UltraQuad(i, j, k, l, fifth: Card(unchecked: fifth))
                return false
            }
        }
        return found
    }

    /// Calls `body` with each Set-Chain move: a set of one card of `previous` (the cards of the
    /// previous set, off the table) and two cards of `cards` at slots `i < j`; `carried` is the
    /// index in `previous` of the card it carries. In order of `(i, j)`'s first card, then of
    /// `previous`. O(n) per previous card: the partner of a card is one look-up.
    /// - Returns: `false` when `body` stopped the search.
    @inlinable
    @discardableResult
    public static func forEachChainSet(
        in cards: UnsafeBufferPointer<Card>,
        slots: UnsafePointer<UInt8>,
        previous: UnsafeBufferPointer<Card>,
        _ body: (_ carried: Int, _ i: Int, _ j: Int) -> Bool
    ) -> Bool {
        let table = thirdBase
        for i in 0..<cards.count {
            for carried in 0..<previous.count {
                let partner = Int(table[Int(previous[carried].index) &* 81 &+ Int(cards[i].index)])
                let j = Int(slots[partner]) &- 1
                if j > i, !body(carried, i, j) { return false }
            }
        }
        return true
    }

    /// Every Set-Chain move on `cards` carrying a card of `previous` (see `forEachChainSet`).
    public static func allChainSets(in cards: [Card], previous: [Card]) -> [ChainTriple] {
        var found: [ChainTriple] = []
        _ = cards.withUnsafeBufferPointer { buffer in
            previous.withUnsafeBufferPointer { previousBuffer in
                withSlots(of: buffer) { slots in
                    forEachChainSet(in: buffer, slots: slots, previous: previousBuffer) { carried, i, j in
                        found.append(ChainTriple(carried: previous[carried], i: i, j: j))
                        return true
                    }
                }
            }
        }
        return found
    }

    /// Whether `cards` hold a Set-Chain move carrying a card of `previous`.
    public static func hasChainSet(in cards: [Card], previous: [Card]) -> Bool {
        cards.withUnsafeBufferPointer { buffer in
            previous.withUnsafeBufferPointer { previousBuffer in
                withSlots(of: buffer) { slots in
                    !forEachChainSet(in: buffer, slots: slots, previous: previousBuffer) { _, _, _ in false }
                }
            }
        }
    }
}

/// Four cards that are an ultraset, split into their two pairs, and the fifth card that makes a
/// set with each pair.
public struct UltraSet: Hashable, Sendable {
    /// The four cards, first pair then second pair.
    public let cards: [Card]
    /// The card completing both pairs (it need not be on the table).
    public let fifth: Card
}

/// An ultraset on a table: the slots of its two pairs (0-based) and its fifth card.
public struct UltraQuad: Hashable, Sendable {
    /// The first pair's slots, `i < j`.
    public let i: Int, j: Int
    /// The second pair's slots, `k < l`.
    public let k: Int, l: Int
    /// The card that makes a set with each pair.
    public let fifth: Card

    /// An ultraset's slots and fifth card.
    @inlinable
    public init(_ i: Int, _ j: Int, _ k: Int, _ l: Int, fifth: Card) {
        (self.i, self.j, self.k, self.l, self.fifth) = (i, j, k, l, fifth)
    }

    /// The four slots, pair by pair.
    public var slots: [Int] { [i, j, k, l] }
}

/// A Set-Chain move on a table: the previous set's card it carries and the slots (0-based,
/// `i < j`) of the two table cards that make a set with it.
public struct ChainTriple: Hashable, Sendable {
    /// The card of the previous set.
    public let carried: Card
    /// The table slots, ascending.
    public let i: Int, j: Int
}
