/// The optimum over every opening deal of the junior deck.
extension JuniorOptimum {
    /// The optimum over every opening: what `openings()` found.
    public struct Openings: Hashable, Sendable {
        /// The opening tables: C(27, 9) = 4,686,825, each as likely.
        public var openings: Int
        /// Their classes under the deck's affine symmetries.
        public var classes: Int
        /// Openings whose optimal chance is 1.
        public var certain: Int
        /// The sum of the optimal chances of all openings (`chance` times `openings`).
        public var sum: Double
        /// The chance of a perfect game under optimal play, a random opening.
        public var chance: Double { openings == 0 ? 0 : sum / Double(openings) }
    }

    /// The chance of a perfect game under optimal play over every opening deal of 9 of the 27
    /// cards, each as likely: each opening's class is named (`canonicalKey`) and each class's
    /// chance computed once, weighed by how many openings it holds.
    public func openings() -> Openings {
        let classes = openingClasses()
        let openings = classes.values.reduce(0) { $0 + $1.count }
        var result = Openings(openings: openings, classes: classes.count, certain: 0, sum: 0)
        for key in classes.keys.sorted() {
            guard let opening = classes[key] else { continue }
            let chance = value(table: opening.table, unseen: Self.all & ~opening.table)
            result.sum += chance * Double(opening.count)
            if chance >= 1 { result.certain += opening.count }
        }
        return result
    }

    /// Every opening's class (`canonicalKey`), with one opening table of it and how many
    /// openings it holds.
    func openingClasses() -> [UInt64: (table: UInt32, count: Int)] {
        var classes: [UInt64: (table: UInt32, count: Int)] = [:]
        // Every 9-subset of the 27 points, in increasing order (Gosper's hack).
        var table: UInt32 = (1 << 9) - 1
        while table <= Self.all {
            let key = canonicalKey(table: table, unseen: Self.all & ~table)
            classes[key, default: (table, 0)].count += 1
            let lowest = table & (0 &- table)
            let ripple = table &+ lowest
            table = (((ripple ^ table) >> 2) / lowest) | ripple
        }
        return classes
    }
}
