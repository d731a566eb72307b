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
        let returned = Set(returnedToDeck)
        let discards = Set(discarded)
        let deals = Set(dealt)
        for card in discarded where !beforeSet.contains(card) || afterSet.contains(card) {
            throw .notDiscardable(card: card)
        }
        for card in dealt where !afterSet.contains(card) || (beforeSet.contains(card) && !returned.contains(card)) {
            throw .notDealable(card: card)
        }
        for card in restoredToDiscard
        where afterSet.contains(card) || (beforeSet.contains(card) && !returned.contains(card)) {
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
// NB: a command moves a few of a few dozen cards: every look-up here scans a short array of
// short codes, which costs less than hashing them (the dictionaries and sets this used were
// 7% of a text script's instructions).
struct NormalizedTransition {
    /// Each card's slot before the command (its first, should it be listed twice).
    let beforeIndex: CardSlots
    /// Each card's slot after the command (its first, should it be listed twice).
    let afterIndex: CardSlots
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
        let beforeIndex = CardSlots(transition.before)
        let afterIndex = CardSlots(transition.after)
        (self.beforeIndex, self.afterIndex) = (beforeIndex, afterIndex)
        let dealtHere = transition.dealt.filter { afterIndex[$0] != nil }
        var discarded: [String] = []
        for card in transition.discarded
        where beforeIndex[card] != nil && afterIndex[card] == nil && !discarded.contains(card) {
            discarded.append(card)
        }
        // A table card goes back to the deck when told so, when it vanishes unexplained, or
        // when it is dealt again.
        var returned = transition.returnedToDeck
        for card in transition.before where !discarded.contains(card) {
            if afterIndex[card] == nil || dealtHere.contains(card) { returned.append(card) }
        }
        returnedFromTable = transition.before.filter { returned.contains($0) && !discarded.contains($0) }
        var fromDiscard: [String] = []
        for card in transition.returnedToDeck where beforeIndex[card] == nil && !fromDiscard.contains(card) {
            fromDiscard.append(card)
        }
        returnedFromDiscard = fromDiscard
        var restored: [String] = []
        for card in transition.restoredToDiscard
        where afterIndex[card] == nil && !discarded.contains(card) && !restored.contains(card) {
            restored.append(card)
        }
        restoredToDiscard = restored
        self.discarded = discarded
        staying = transition.before.enumerated().compactMap { index, card in
            guard beforeIndex.slot(of: card, at: index), !returned.contains(card), !discarded.contains(card),
                let to = afterIndex[card]
            else { return nil }
            return (card, index, to)
        }
        let stayingCards = staying.map(\.card)
        var deals: [(card: String, to: Int)] = []
        var dealtCards: [String] = []
        for card in transition.dealt where !stayingCards.contains(card) {
            if let to = afterIndex[card], !dealtCards.contains(card) {
                dealtCards.append(card)
                deals.append((card, to))
            }
        }
        for (index, card) in transition.after.enumerated()
        where afterIndex.slot(of: card, at: index) && !stayingCards.contains(card) && !dealtCards.contains(card) {
            deals.append((card, index))
        }
        dealt = deals
    }
}

/// Each card's first slot in a table of card codes.
struct CardSlots {
    let cards: [String]

    init(_ cards: [String]) {
        self.cards = cards
    }

    /// The first slot of `card`; nil when it is not on the table.
    subscript(card: String) -> Int? {
        cards.firstIndex(of: card)
    }

    /// Whether `index` is `card`'s first slot (the card in slot `index` is `card`).
    func slot(of card: String, at index: Int) -> Bool {
        cards.indices.contains(index) && cards[index] == card && !cards[..<index].contains(card)
    }
}

extension NormalizedTransition {
    /// Each card's first index in `cards`, hashed once per card into a table made big enough.
    static func firstIndex(_ cards: [String]) -> [String: Int] {
        Dictionary(cards.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }
}
