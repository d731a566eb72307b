extension TableTransition {
    /// Checks that the transition describes a possible change of a table laid out by `from`
    /// before and `to` after; the first problem found is thrown.
    ///
    /// `Choreographer.plan` never fails: it reads an inconsistent transition as generously as
    /// it can (a card that vanished went back to the deck, a card that appeared was dealt).
    /// Games' tests call this to be sure they describe their moves exactly.
    public func validate(from: TableLayout, to: TableLayout) throws(TransitionError) {
        guard from.slots.count == before.count else {
            throw .layoutMismatch(slots: from.slots.count, cards: before.count)
        }
        guard to.slots.count == after.count else {
            throw .layoutMismatch(slots: to.slots.count, cards: after.count)
        }
        let beforeSet = try TableTransition.unique(before)
        let afterSet = try TableTransition.unique(after)
        let returned = Set(returnedToDeck), discards = Set(discarded), deals = Set(dealt)
        for card in discarded where !beforeSet.contains(card) || afterSet.contains(card) {
            throw .notDiscardable(card: card)
        }
        for card in dealt where !afterSet.contains(card) || (beforeSet.contains(card) && !returned.contains(card)) {
            throw .notDealable(card: card)
        }
        for card in restoredToDiscard where afterSet.contains(card) || (beforeSet.contains(card) && !returned.contains(card)) {
            throw .notRestorable(card: card)
        }
        for card in before where !afterSet.contains(card) && !discards.contains(card) && !returned.contains(card) {
            throw .vanished(card: card)
        }
        for card in after where !deals.contains(card) && (!beforeSet.contains(card) || returned.contains(card)) {
            throw .appeared(card: card)
        }
        let touched = selected + deselected + flips.map(\.card) + matched + mismatched
        for card in touched where !beforeSet.contains(card) && !afterSet.contains(card) {
            throw .notOnTable(card: card)
        }
    }

    /// The cards of `codes` as a set, or the first duplicate.
    private static func unique(_ codes: [String]) throws(TransitionError) -> Set<String> {
        var seen = Set<String>()
        for card in codes where !seen.insert(card).inserted {
            throw .duplicate(card: card)
        }
        return seen
    }
}

/// A transition read generously: who departs how, who stays, who arrives, with no overlap.
struct NormalizedTransition {
    /// Each card's slot before the command (its first, should it be listed twice).
    let beforeIndex: [String: Int]
    /// Each card's slot after the command (its first, should it be listed twice).
    let afterIndex: [String: Int]
    /// Table cards that fly to the discard pile, bottom first.
    let discarded: [String]
    /// Cards that go back to the deck from the table, in slot order.
    let returnedFromTable: [String]
    /// Cards that go back to the deck from the discard pile.
    let returnedFromDiscard: [String]
    /// Cards on the table before and after, not returned in between: (card, old index, new index).
    let staying: [(card: String, from: Int, to: Int)]
    /// Cards going from the deck onto the discard pile, bottom first.
    let restoredToDiscard: [String]
    /// Cards dealt from the deck in deal order: (card, new index).
    let dealt: [(card: String, to: Int)]

    init(_ transition: TableTransition) {
        let beforeIndex = NormalizedTransition.firstIndex(transition.before)
        let afterIndex = NormalizedTransition.firstIndex(transition.after)
        (self.beforeIndex, self.afterIndex) = (beforeIndex, afterIndex)
        let dealtSet = Set(transition.dealt.filter { afterIndex[$0] != nil })
        var discarded: [String] = [], discardSet = Set<String>()
        for card in transition.discarded where beforeIndex[card] != nil && afterIndex[card] == nil {
            if discardSet.insert(card).inserted { discarded.append(card) }
        }
        // A table card goes back to the deck when told so, when it vanishes unexplained, or
        // when it is dealt again.
        var returnedSet = Set(transition.returnedToDeck)
        returnedSet.reserveCapacity(transition.returnedToDeck.count + transition.before.count)
        for card in transition.before where !discardSet.contains(card) {
            if afterIndex[card] == nil || dealtSet.contains(card) { returnedSet.insert(card) }
        }
        returnedFromTable = transition.before.filter { returnedSet.contains($0) && !discardSet.contains($0) }
        var fromDiscard: [String] = [], seenDiscard = Set<String>()
        for card in transition.returnedToDeck where beforeIndex[card] == nil && seenDiscard.insert(card).inserted {
            fromDiscard.append(card)
        }
        returnedFromDiscard = fromDiscard
        var restoredSeen = Set<String>()
        restoredToDiscard = transition.restoredToDiscard.filter { card in
            afterIndex[card] == nil && !discardSet.contains(card) && restoredSeen.insert(card).inserted
        }
        self.discarded = discarded
        staying = transition.before.enumerated().compactMap { index, card in
            guard beforeIndex[card] == index, !returnedSet.contains(card), !discardSet.contains(card),
                  let to = afterIndex[card] else { return nil }
            return (card, index, to)
        }
        let stayingSet = Set(staying.map(\.card))
        var deals: [(card: String, to: Int)] = [], dealtSeen = Set<String>()
        for card in transition.dealt where !stayingSet.contains(card) {
            if let to = afterIndex[card], dealtSeen.insert(card).inserted { deals.append((card, to)) }
        }
        for (index, card) in transition.after.enumerated()
        where afterIndex[card] == index && !stayingSet.contains(card) && !dealtSeen.contains(card) {
            deals.append((card, index))
        }
        dealt = deals
    }
}

extension NormalizedTransition {
    /// Each card's first index in `cards`, hashed once per card into a table made big enough.
    static func firstIndex(_ cards: [String]) -> [String: Int] {
        Dictionary(cards.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }
}
