/// The set-finding functions: the one copy that the engine, `hint`, the simulator and the
/// tests all call.
public enum Solver {
    /// The card that completes a set with `a` and `b` (for `a == b`, that card itself).
    @inlinable
    public static func third(_ a: Card, _ b: Card) -> Card {
        Card(unchecked: thirdBase[Int(a.index) &* 81 &+ Int(b.index)])
    }

    /// Whether three cards form a set: on each attribute all the same or all different.
    @inlinable
    public static func isSet(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        a != b && third(a, b) == c
    }

    /// Every set among `cards`, as slot index triples `i < j < k`, in order of `(i, j)`.
    ///
    /// O(n²): for each pair the third card is a table look-up, and a slot map says where
    /// it lies (`forEachSet(in:slots:_:)` is the loop).
    public static func allSets(in cards: [Card]) -> [SetTriple] {
        cards.withUnsafeBufferPointer { buffer in
            withSlots(of: buffer) { slots in
                // n cards hold at most n(n-1)/6 sets: collect them on the stack, then copy.
                withUnsafeTemporaryAllocation(
                    of: SetTriple.self, capacity: max(1, buffer.count * (buffer.count - 1) / 6)
                ) { found in
                    let count = allSets(in: buffer, slots: slots, into: found)
                    return count == 0 ? [] : Array(UnsafeBufferPointer(rebasing: found[..<count]))
                }
            }
        }
    }

    /// The first set in `(i, j)` order, or `nil`.
    public static func firstSet(in cards: [Card]) -> SetTriple? {
        cards.withUnsafeBufferPointer { buffer in
            withSlots(of: buffer) { firstSet(in: buffer, slots: $0) }
        }
    }

    /// How many sets lie among `cards`.
    public static func countSets(in cards: [Card]) -> Int {
        cards.withUnsafeBufferPointer { buffer in
            withSlots(of: buffer) { countSets(in: buffer, slots: $0) }
        }
    }

    /// Whether any set lies among `cards`.
    public static func hasSet(in cards: [Card]) -> Bool { firstSet(in: cards) != nil }
}

/// Three slot indices (0-based, ascending) that hold a set.
public struct SetTriple: Hashable, Sendable {
    /// The slots, ascending.
    public let i: Int, j: Int, k: Int

    /// A triple of slots.
    @inlinable
    public init(_ i: Int, _ j: Int, _ k: Int) {
        (self.i, self.j, self.k) = (i, j, k)
    }

    /// The three slots as an array.
    public var slots: [Int] { [i, j, k] }
}
