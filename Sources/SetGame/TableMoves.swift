/// The two moves on a table held in a buffer with its slot map (as `Solver.forEachSet` reads
/// them), the way `SetGame` makes them: the cheat's search and the rollouts of `hint best`
/// both call these.
enum TableMoves {
    /// Writes to `child` the table after the set in slots `i < j < k` of `table` leaves:
    /// `fresh` cards (`freshCount` of them, at most 3) fill its lowest slots, the others close
    /// up (`SetGame.clearMatch`); `map` becomes the child's slot map. `child` may be `table`.
    /// Returns the child's size.
    @inline(__always)
    static func take(
        _ i: Int, _ j: Int, _ k: Int, from table: UnsafePointer<Card>, count: Int,
        fresh: UnsafePointer<Card>, freshCount: Int,
        into child: UnsafeMutablePointer<Card>, map: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var used = 0
        var size = 0
        map.update(repeating: 0, count: 81)
        for slot in 0..<count {
            let card: Card
            if slot == i || slot == j || slot == k {
                guard used < freshCount else { continue }
                card = fresh[used]
                used &+= 1
            } else {
                card = table[slot]
            }
            child[size] = card
            map[Int(card.index)] = UInt8(truncatingIfNeeded: size &+ 1)
            size &+= 1
        }
        return size
    }

    /// Writes to `child` the table with `freshCount` cards dealt at its end; `map` becomes its
    /// slot map. `child` may be `table`. Returns the child's size.
    @inline(__always)
    static func deal(
        from table: UnsafePointer<Card>, count: Int, fresh: UnsafePointer<Card>, freshCount: Int,
        into child: UnsafeMutablePointer<Card>, map: UnsafeMutablePointer<UInt8>
    ) -> Int {
        map.update(repeating: 0, count: 81)
        for slot in 0..<count {
            child[slot] = table[slot]
            map[Int(table[slot].index)] = UInt8(truncatingIfNeeded: slot &+ 1)
        }
        for index in 0..<freshCount {
            child[count &+ index] = fresh[index]
            map[Int(fresh[index].index)] = UInt8(truncatingIfNeeded: count &+ index &+ 1)
        }
        return count &+ freshCount
    }
}
