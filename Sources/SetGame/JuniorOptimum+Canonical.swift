/// Naming a position's class under the junior deck's affine symmetries.
extension JuniorOptimum {
    /// The key of the class of the position (table, unseen; the other points gone): the least,
    /// over the admissible frames, of the position seen from the frame.
    ///
    /// A frame is four points p0, p1, p2, p3 not in one plane; seen from it, point
    /// p0 + c1 (p1 - p0) + c2 (p2 - p0) + c3 (p3 - p0) is numbered c1 + 3 c2 + 9 c3, and the key
    /// is the table's mask so numbered plus the unseen mask's shifted by 27. Every affine map g
    /// takes frames to frames and sees g(position) from g(frame) exactly as the position from
    /// the frame, and the key gives the position back up to the map that numbers it: so two
    /// positions have the same least key over all frames exactly when one maps to the other.
    ///
    /// Admissible frames are few of the 303,264: each point's colour (table, unseen, gone) and
    /// signature (how many of its 13 lines have their other two points of each pair of
    /// colours) are kept by every map, so p0 is taken among the points of the first colour
    /// present with the least signature, then p1 (not p0), p2 (off the line p0 p1), p3 (off
    /// their plane) each among the points of the first colour that has one, by the least
    /// (signature, colours of the third points of its lines with the points before). A map
    /// takes the admissible frames of a position to those of its image, so the least key over
    /// them names the class as well.
    func canonicalKey(table: UInt32, unseen: UInt32) -> UInt64 {
        counters[2] &+= 1
        for p in 0..<27 {
            let bit = UInt32(1) << UInt32(p)
            colors[p] = table & bit != 0 ? 0 : unseen & bit != 0 ? 1 : 2
            signatures[p] = UInt64.max
        }
        let classes = (table, unseen, Self.all & ~(table | unseen))
        var best = UInt64.max
        let p0Candidates = candidates(Self.all, classes) { p in signature(p) }
        var outer = p0Candidates
        while outer != 0 {
            let p0 = outer.trailingZeroBitCount
            outer &= outer &- 1
            let ones = candidates(Self.all & ~(1 << UInt32(p0)), classes) { q in
                signature(q) << 2 | thirdColor(p0, q)
            }
            var w1 = ones
            while w1 != 0 {
                let p1 = w1.trailingZeroBitCount
                w1 &= w1 &- 1
                let line = UInt32(1) << UInt32(p0) | 1 << UInt32(p1) | 1 << UInt32(third[p0 &* 27 &+ p1])
                let twos = candidates(Self.all & ~line, classes) { q in
                    signature(q) << 4 | thirdColor(p0, q) << 2 | thirdColor(p1, q)
                }
                var w2 = twos
                while w2 != 0 {
                    let p2 = w2.trailingZeroBitCount
                    w2 &= w2 &- 1
                    let plane = self.plane(p0, p1, p2)
                    let threes = candidates(Self.all & ~plane, classes) { q in
                        let thirds = thirdColor(p0, q) << 4 | thirdColor(p1, q) << 2 | thirdColor(p2, q)
                        return signature(q) << 6 | thirds
                    }
                    var w3 = threes
                    while w3 != 0 {
                        let p3 = w3.trailingZeroBitCount
                        w3 &= w3 &- 1
                        best = min(best, image(p0, p1, p2, p3))
                    }
                }
            }
        }
        return best
    }

    /// The points of `allowed` in the first colour class that has one (table, unseen, gone).
    @inline(__always)
    private static func firstClass(_ classes: (UInt32, UInt32, UInt32), among allowed: UInt32) -> UInt32 {
        if classes.0 & allowed != 0 { return classes.0 & allowed }
        if classes.1 & allowed != 0 { return classes.1 & allowed }
        return classes.2 & allowed
    }

    /// The points of `allowed` in the first colour class that has one with the least `key`.
    @inline(__always)
    private func candidates(_ allowed: UInt32, _ classes: (UInt32, UInt32, UInt32), key: (Int) -> UInt64) -> UInt32 {
        var word = Self.firstClass(classes, among: allowed)
        var least = UInt64.max
        var result: UInt32 = 0
        while word != 0 {
            let q = word.trailingZeroBitCount
            word &= word &- 1
            let value = key(q)
            if value < least { (least, result) = (value, 0) }
            if value == least { result |= 1 << UInt32(q) }
        }
        return result
    }

    /// The colour of the third point of the line of `p` and `q`.
    @inline(__always)
    private func thirdColor(_ p: Int, _ q: Int) -> UInt64 {
        UInt64(colors[Int(third[p &* 27 &+ q])])
    }

    /// The count of `p`'s lines by the colours of their other two points, 4 bits a pair of
    /// colours (computed once a key).
    @inline(__always)
    private func signature(_ p: Int) -> UInt64 {
        if signatures[p] != UInt64.max { return signatures[p] }
        let row = lines + p &* 26
        var result: UInt64 = 0
        for l in 0..<13 {
            let a = UInt64(colors[Int(row[2 &* l])])
            let b = UInt64(colors[Int(row[2 &* l &+ 1])])
            result &+= 1 << (4 &* (a &* a &+ b &* b))
        }
        signatures[p] = result
        return result
    }

    /// The nine points of the plane through p0, p1, p2 (not on one line): p0 + a (p1 - p0) +
    /// b (p2 - p0).
    @inline(__always)
    private func plane(_ p0: Int, _ p1: Int, _ p2: Int) -> UInt32 {
        let minus = Int(add[p0 &* 28])
        let v1 = Int(add[p1 &* 27 &+ minus])
        let v2 = Int(add[p2 &* 27 &+ minus])
        let twice1 = Int(add[v1 &* 28])
        let twice2 = Int(add[v2 &* 28])
        var mask: UInt32 = 0
        for a in 0..<3 {
            let along = Int(add[p0 &* 27 &+ (a == 0 ? 0 : a == 1 ? v1 : twice1)])
            for b in 0..<3 { mask |= 1 << UInt32(add[along &* 27 &+ (b == 0 ? 0 : b == 1 ? v2 : twice2)]) }
        }
        return mask
    }

    /// The position seen from the frame p0, p1, p2, p3.
    @inline(__always)
    private func image(_ p0: Int, _ p1: Int, _ p2: Int, _ p3: Int) -> UInt64 {
        // p - p0 = p + 2 p0 (digit by digit, modulo 3); 2 v = v + v.
        let minus = Int(add[p0 &* 28])
        let v1 = Int(add[p1 &* 27 &+ minus])
        let v2 = Int(add[p2 &* 27 &+ minus])
        let v3 = Int(add[p3 &* 27 &+ minus])
        let twice1 = Int(add[v1 &* 28])
        let twice2 = Int(add[v2 &* 28])
        let twice3 = Int(add[v3 &* 28])
        var tableBits: UInt64 = 0
        var unseenBits: UInt64 = 0
        var index: UInt64 = 0
        for c3 in 0..<3 {
            let base3 = Int(add[p0 &* 27 &+ (c3 == 0 ? 0 : c3 == 1 ? v3 : twice3)])
            for c2 in 0..<3 {
                let base2 = Int(add[base3 &* 27 &+ (c2 == 0 ? 0 : c2 == 1 ? v2 : twice2)])
                for c1 in 0..<3 {
                    let y = Int(add[base2 &* 27 &+ (c1 == 0 ? 0 : c1 == 1 ? v1 : twice1)])
                    let color = colors[y]
                    if color == 0 { tableBits |= 1 << index } else if color == 1 { unseenBits |= 1 << index }
                    index &+= 1
                }
            }
        }
        return tableBits | unseenBits << 27
    }
}

/// `JuniorOptimum`'s memo: chances by canonical key, open addressing, doubled when 70% full.
struct Memo {
    private var keys: UnsafeMutablePointer<UInt64>
    private var values: UnsafeMutablePointer<Double>
    private var capacityBits: Int
    /// Entries.
    private(set) var count = 0

    init(capacityBits: Int) {
        self.capacityBits = capacityBits
        keys = .allocate(capacity: 1 << capacityBits)
        keys.initialize(repeating: 0, count: 1 << capacityBits)
        values = .allocate(capacity: 1 << capacityBits)
        values.initialize(repeating: 0, count: 1 << capacityBits)
    }

    func release() {
        keys.deallocate()
        values.deallocate()
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 &- capacityBits))
    }

    /// The chance stored for `key` (never 0: no position has key 0 but the empty one).
    func find(_ key: UInt64) -> Double? {
        let mask = (1 << capacityBits) &- 1
        var at = slot(key)
        while keys[at] != 0 {
            if keys[at] == key { return values[at] }
            at = (at &+ 1) & mask
        }
        return nil
    }

    mutating func insert(_ key: UInt64, _ value: Double) {
        if (count &+ 1) &* 10 > (1 << capacityBits) &* 7 { grow() }
        let mask = (1 << capacityBits) &- 1
        var at = slot(key)
        while keys[at] != 0 {
            if keys[at] == key { return }
            at = (at &+ 1) & mask
        }
        keys[at] = key
        values[at] = value
        count &+= 1
    }

    /// Stores `value` for `key`, in place of what was stored.
    mutating func store(_ key: UInt64, _ value: Double) {
        let mask = (1 << capacityBits) &- 1
        var at = slot(key)
        while keys[at] != 0 {
            if keys[at] == key {
                values[at] = value
                return
            }
            at = (at &+ 1) & mask
        }
        insert(key, value)
    }

    private mutating func grow() {
        let (oldKeys, oldValues, oldCapacity) = (keys, values, 1 << capacityBits)
        capacityBits &+= 1
        keys = .allocate(capacity: 1 << capacityBits)
        keys.initialize(repeating: 0, count: 1 << capacityBits)
        values = .allocate(capacity: 1 << capacityBits)
        values.initialize(repeating: 0, count: 1 << capacityBits)
        count = 0
        for index in 0..<oldCapacity where oldKeys[index] != 0 { insert(oldKeys[index], oldValues[index]) }
        oldKeys.deallocate()
        oldValues.deallocate()
    }
}
