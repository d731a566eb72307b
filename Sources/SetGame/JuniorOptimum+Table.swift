/// The chances shipped with the program: every position of a junior game under the refill
/// rule with 12 or more cards unseen, computed once (`animset-bench juniortable` writes
/// `JuniorTable.swift`) so that `hint best` answers at once from the first moves, where a
/// search takes seconds; deeper positions are searched as before.
extension JuniorOptimum {
    /// The fewest cards unseen of a shipped position.
    public static let shippedFewest = 12

    /// Every class of position (`canonicalKey`) that a junior game under `rule` reaches from
    /// some opening with at least `fewest` cards unseen, whatever the player takes, with one
    /// position of each: the openings, then each set taken (or the deal, with none) and every
    /// way the cards dealt next can fall.
    public func reachable(fewest: Int) -> [UInt64: (table: UInt32, unseen: UInt32)] {
        var found: [UInt64: (table: UInt32, unseen: UInt32)] = [:]
        var queue: [(table: UInt32, unseen: UInt32)] = []
        // NB: in key order, so that the positions kept (and the table written) are the same each run.
        for (_, opening) in openingClasses().sorted(by: { $0.key < $1.key }) {
            let position = (table: opening.table, unseen: Self.all & ~opening.table)
            found[canonicalKey(table: position.table, unseen: position.unseen)] = position
            queue.append(position)
        }
        var next = 0
        while next < queue.count {
            let (table, unseen) = queue[next]
            next += 1
            let sets = JuniorSpace.lineMasks.filter { $0 & table == $0 }
            let moves = sets.isEmpty ? [table] : sets.map { table & ~$0 }
            for kept in moves {
                let fresh = sets.isEmpty ? min(3, unseen.nonzeroBitCount) : self.fresh(kept: kept, unseen: unseen)
                guard unseen.nonzeroBitCount - fresh >= fewest, unseen.nonzeroBitCount - fresh > 0 else { continue }
                Self.forEachDeal(of: fresh, from: unseen) { dealt in
                    let child = (table: kept | dealt, unseen: unseen & ~dealt)
                    let key = canonicalKey(table: child.table, unseen: child.unseen)
                    if found[key] == nil {
                        found[key] = child
                        queue.append(child)
                    }
                }
            }
        }
        return found
    }

    /// Calls `body` with every mask of `fresh` (0 to 3) points of `unseen`.
    static func forEachDeal(of fresh: Int, from unseen: UInt32, _ body: (UInt32) -> Void) {
        guard fresh > 0 else { return body(0) }
        var first = unseen
        while first != 0 {
            let a = first & (0 &- first)
            first &= first &- 1
            guard fresh > 1 else {
                body(a)
                continue
            }
            var second = first
            while second != 0 {
                let b = second & (0 &- second)
                second &= second &- 1
                guard fresh > 2 else {
                    body(a | b)
                    continue
                }
                var third = second
                while third != 0 {
                    let c = third & (0 &- third)
                    third &= third &- 1
                    body(a | b | c)
                }
            }
        }
    }

    /// The shipped chances, by class key (refill only): read once from `JuniorTable.entries`,
    /// 32 hexadecimal digits an entry (the key, then the chance's bits).
    static let shipped: [(key: UInt64, chance: Double)] = {
        var result: [(key: UInt64, chance: Double)] = []
        var (key, bits, digits) = (UInt64(0), UInt64(0), 0)
        for byte in JuniorTable.entries.utf8 {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a") + 10)
            default: continue
            }
            if digits < 16 { key = key << 4 | digit } else { bits = bits << 4 | digit }
            digits += 1
            if digits == 32 {
                result.append((key, Double(bitPattern: bits)))
                (key, bits, digits) = (0, 0, 0)
            }
        }
        return result
    }()

    /// The Swift source of `JuniorTable`: `chances` by class key, in key order.
    public static func tableSource(_ chances: [(key: UInt64, chance: Double)]) -> String {
        func hex(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        var lines: [String] = []
        var line = ""
        for entry in chances.sorted(by: { $0.key < $1.key }) {
            line += hex(entry.key) + hex(entry.chance.bitPattern)
            if line.count >= 96 {
                lines.append(line)
                line = ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        return """
            // Generated by `animset-bench juniortable` (do not edit): the chances of a perfect game under
            // optimal play of every junior position (refill rule) with \(shippedFewest) or more cards unseen, \
            \(chances.count) classes.

            /// The shipped chances (`JuniorOptimum.shipped`): 32 hexadecimal digits an entry.
            enum JuniorTable {
                static let entries = \"\"\"
            \(lines.map { "        " + $0 }.joined(separator: "\n"))
                    \"\"\"
            }

            """
    }
}
