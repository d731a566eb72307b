import CardKit
import SetGame

/// A move a `SoloGamePlayer` takes: the table slots whose cards leave, ascending, and in
/// Set-Chain the card of the previous set it carries.
struct SoloMove: Equatable {
    /// The slots (0-based, ascending) in `slots[0..<count]`.
    var slots: SIMD4<Int>
    /// How many table cards leave: 3 (a set), 2 (a chain set), 4 (an ultraset).
    var count: Int
    /// The previous set's card of a chain set; `nil` otherwise.
    var carried: Card?
}

/// Finding moves: the solver's loops over the table, by variant and policy.
extension SoloGamePlayer {
    /// The move to take on `cards` (the table): the first found, or a random one drawn from
    /// `generator`; `nil` when the table holds none. `chained`: Set-Chain after the first set.
    /// `Rules` and `Pick` are the player's variant and policy, as types (a constant once the
    /// loop is specialized).
    @inline(__always)
    func findMove<Rules: SoloRules, Pick: SoloPick>(
        in cards: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>, chained: Bool,
        using generator: inout SeededGenerator,
        _: Rules.Type, _: Pick.Type
    ) -> SoloMove? {
        switch Rules.variant {
        case .ultra: ultraSet(in: cards, using: &generator, Pick.self)
        case .chain where chained: chainSet(in: cards, using: &generator, Pick.self)
        case .standard, .chain: set(in: cards, unseen: unseen, using: &generator, Pick.self)
        }
    }

    /// A set, as `Solver.firstSet` finds it or drawn from all of them.
    @inline(__always)
    private func set<Pick: SoloPick>(
        in cards: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>, using generator: inout SeededGenerator,
        _: Pick.Type
    ) -> SoloMove? {
        let set: SetTriple?
        switch Pick.policy {
        case .first:
            set = Solver.firstSet(in: cards, slots: slots, third: third)
        case .random:
            let total = Solver.allSets(in: cards, slots: slots, third: third, into: found)
            set = total == 0 ? nil : found[generator.index(below: total)]
        case .best:
            let total = Solver.allSets(in: cards, slots: slots, third: third, into: found)
            let index =
                cardDeck == .junior && total > 1
                ? optimalSet(in: cards, unseen: unseen, sets: UnsafeBufferPointer(rebasing: found[0..<total]))
                : choice.choose(table: cards, unseen: unseen, sets: UnsafeBufferPointer(rebasing: found[0..<total]))
            set = total == 0 ? nil : found[index]
        }
        guard let set else { return nil }
        return SoloMove(slots: SIMD4(set.i, set.j, set.k, 0), count: 3, carried: nil)
    }

    /// With the junior deck, the index in `sets` of a set of the highest exact chance
    /// (`JuniorOptimum.best`, the first of them).
    private func optimalSet(
        in cards: UnsafeBufferPointer<Card>, unseen: UnsafeBufferPointer<Card>, sets: UnsafeBufferPointer<SetTriple>
    ) -> Int {
        guard let table = JuniorSpace.mask(of: cards), let deck = JuniorSpace.mask(of: unseen) else { return 0 }
        let masks = sets.map { set in JuniorSpace.mask(of: [cards[set.i], cards[set.j], cards[set.k]]) ?? 0 }
        return junior.best(table: table, unseen: deck, sets: masks) ?? 0
    }

    /// The index of the move to take among `total` (the first, or a random one); `nil` when
    /// there is none. Draws from `generator` only for a random move among some.
    @inline(__always)
    private func pick<Pick: SoloPick>(among total: () -> Int, using generator: inout SeededGenerator, _: Pick.Type)
        -> Int?
    {
        guard Pick.policy == .random else { return 0 }
        let total = total()
        return total == 0 ? nil : generator.index(below: total)
    }

    /// A chain set carrying a card of `previous`, in `Solver.forEachChainSet` order.
    private func chainSet<Pick: SoloPick>(
        in cards: UnsafeBufferPointer<Card>, using generator: inout SeededGenerator, _: Pick.Type
    ) -> SoloMove? {
        let previous = UnsafeBufferPointer(start: UnsafePointer(previous), count: 3)
        let slots = slots
        let counted = pick(
            among: {
                var total = 0
                Solver.forEachChainSet(in: cards, slots: slots, previous: previous) { _, _, _ in
                    total &+= 1
                    return true
                }
                return total
            }, using: &generator, Pick.self)
        guard var target = counted else { return nil }
        var move: SoloMove?
        Solver.forEachChainSet(in: cards, slots: slots, previous: previous) { carried, i, j in
            guard target == 0 else {
                target &-= 1
                return true
            }
            move = SoloMove(slots: SIMD4(i, j, 0, 0), count: 2, carried: previous[carried])
            return false
        }
        return move
    }

    /// An ultraset, in `Solver.forEachUltraSet` order, its four slots sorted.
    private func ultraSet<Pick: SoloPick>(
        in cards: UnsafeBufferPointer<Card>, using generator: inout SeededGenerator, _: Pick.Type
    ) -> SoloMove? {
        guard var target = pick(among: { Solver.countUltraSets(in: cards) }, using: &generator, Pick.self) else {
            return nil
        }
        var move: SoloMove?
        Solver.forEachUltraSet(in: cards) { i, j, k, l, _ in
            guard target == 0 else {
                target &-= 1
                return true
            }
            // NB: i < j and k < l, so the least is min(i, k), the greatest max(j, l).
            let (low, high) = (max(i, k), min(j, l))
            move = SoloMove(slots: SIMD4(min(i, k), min(low, high), max(low, high), max(j, l)), count: 4, carried: nil)
            return false
        }
        return move
    }

    /// Whether a move is left among the table's `count` cards and the deck's `left` together
    /// (`SetGame.hasMoveLeft` in the variants); checked only when the table holds none.
    func hasMove<Rules: SoloRules>(table count: Int, deck left: Int, chained: Bool, _: Rules.Type) -> Bool {
        let variant = Rules.variant
        union.update(from: table, count: count)
        (union + count).update(from: deck, count: left)
        let cards = UnsafeBufferPointer(start: UnsafePointer(union), count: count &+ left)
        if variant == .ultra {
            return !Solver.forEachUltraSet(in: cards) { _, _, _, _, _ in false }
        }
        unionSlots.update(repeating: 0, count: 81)
        for slot in 0..<cards.count { unionSlots[Int(cards[slot].index)] = UInt8(truncatingIfNeeded: slot &+ 1) }
        guard variant == .chain, chained else { return Solver.firstSet(in: cards, slots: unionSlots) != nil }
        let previous = UnsafeBufferPointer(start: UnsafePointer(previous), count: 3)
        return !Solver.forEachChainSet(in: cards, slots: unionSlots, previous: previous) { _, _, _ in false }
    }
}
