/// What a move is under the game's variant: which moves the table holds, whether any is left,
/// and the chain rule checked as a card is chosen.
extension SetGame {
    /// The rules this game is played by (see `SetVariant`).
    public var variant: SetVariant { variantChoice ?? .standard }

    /// In Set-Chain after the first set, the previous set: a move carries exactly one of these
    /// cards (they have left the table) and takes two of the table. Empty otherwise.
    public var chainPrevious: [Card] { chain ?? [] }

    /// Every move among the live cards, by cards: sets in `setsOnTable` order, chain sets, or
    /// ultrasets with their fifth card (see `Solver.forEachChainSet`, `forEachUltraSet`).
    public var movesOnTable: [SetMove] {
        switch variant {
        case .chain where !chainPrevious.isEmpty:
            let live = liveCards
            return Solver.allChainSets(in: live, previous: chainPrevious).map {
                SetMove(cards: [$0.carried, live[$0.i], live[$0.j]])
            }
        case .ultra:
            let live = liveCards
            return Solver.allUltraSets(in: live).map { SetMove(cards: $0.slots.map { live[$0] }, fifth: $0.fifth) }
        case .standard, .chain:
            return setsOnTable.map { SetMove(cards: $0.slots.map { table[$0] }) }
        }
    }

    /// Whether a move lies among the live cards: dealing more then costs points.
    public var hasMoveOnTable: Bool { hasMove(among: liveCards) }

    /// Whether a move can still be made: standard Set while the deck has cards or the table a
    /// set; the variants, as Set with Friends' `findSet` over the cards still in play, while
    /// a move lies among the table and the deck together (a chain can break with cards left).
    public var hasMoveLeft: Bool {
        guard variant != .standard else { return !deck.isEmpty || hasSetOnTable }
        return hasMove(among: liveCards + deck)
    }

    /// Whether `cards` hold a move of this game's variant (after the chain's previous set).
    func hasMove(among cards: [Card]) -> Bool {
        switch variant {
        case .chain where !chainPrevious.isEmpty: Solver.hasChainSet(in: cards, previous: chainPrevious)
        case .ultra: Solver.firstUltraSet(in: cards) != nil
        case .standard, .chain: Solver.hasSet(in: cards)
        }
    }

    /// How many cards `deal` adds: 3; in the variants, up to the next multiple of 3, as Set
    /// with Friends' `splitDeck` deals (a chain set taken from 15 cards leaves 13, and 2 more
    /// make 15 again).
    var dealCount: Int {
        variant == .standard ? SetGame.dealSize : SetGame.dealSize - table.count % SetGame.dealSize
    }

    /// Whether `card` can be chosen: a table card, or in Set-Chain a card of the previous set.
    public func isChoosable(_ card: Card) -> Bool {
        table.contains(card) || chainPrevious.contains(card)
    }

    /// Refuses a choice that would break the chain rule: a second card of the previous set, or a
    /// third card with none of it. `held` is the selection the card joins.
    func checkChain(adding card: Card, to held: [Card]) throws(SetGameError) {
        guard variant == .chain, !chainPrevious.isEmpty else { return }
        let carried = held.filter(chainPrevious.contains)
        if chainPrevious.contains(card) {
            if let other = carried.first { throw .chainCarriesTwo(other, card) }
        } else if carried.isEmpty, held.count == SetVariant.chain.moveSize - 1 {
            throw .chainCarriesNone(held + [card], previous: chainPrevious)
        }
    }

    /// Whether `cards` would be a move of this variant now: a set (in Set-Chain after the first
    /// set, one carrying exactly one card of the previous set), or four cards of an ultraset.
    public func isMove(_ cards: [Card]) -> Bool {
        guard cards.count == variant.moveSize, Set(cards).count == cards.count else { return false }
        if variant == .ultra { return Solver.ultraSet(cards[0], cards[1], cards[2], cards[3]) != nil }
        if variant == .chain, !chainPrevious.isEmpty, cards.filter(chainPrevious.contains).count != 1 { return false }
        return Solver.isSet(cards[0], cards[1], cards[2])
    }

    /// Whether the selected cards are a move of this variant (the chain rule checked already).
    var selectionIsMove: Bool {
        switch variant {
        case .ultra: selected.count == 4 && Solver.ultraSet(selected[0], selected[1], selected[2], selected[3]) != nil
        case .standard, .chain: selected.count == 3 && Solver.isSet(selected[0], selected[1], selected[2])
        }
    }

    /// Notes a found chain set as the previous set, its carried card first.
    mutating func extendChain() {
        guard variant == .chain else { return }
        let previous = chainPrevious
        chain = selected.filter(previous.contains) + selected.filter { !previous.contains($0) }
    }
}
