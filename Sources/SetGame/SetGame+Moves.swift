/// The player's moves.
extension SetGame {
    /// Chooses the card in 1-based `slot`.
    public mutating func choose(slot: Int, by player: Int = 0, now: Double) throws(SetGameError) -> [SetChange] {
        try choose(card(atSlot: slot), by: player, now: now)
    }

    /// Chooses `card`: toggles it while fewer than 3 (4 in UltraSet) are selected; the last
    /// reveals a match or
    /// a mismatch. After a match the next choice sends it away (and selects the new card unless
    /// it was one of the three); after a mismatch it clears the three and selects the new card.
    /// The choice is `player`'s (0, the first, in solo play): a match scores for them. In
    /// Set-Chain a card of the previous set may be chosen too, one per move (see `checkChain`).
    public mutating func choose(_ card: Card, by player: Int = 0, now: Double) throws(SetGameError) -> [SetChange] {
        guard !isOver else { throw .gameOver }
        guard isChoosable(card) else { throw .cardNotOnTable(card) }
        // NB: the chain rule is checked before anything changes, against the selection the
        // card will join (none after a reveal, or when a rival's partial selection is put down).
        let keepsSelection = reveal == .none && (!hasRivals || lastMover == player)
        let held = keepsSelection ? selected : []
        if !held.contains(card) { try checkChain(adding: card, to: held) }
        var changes: [SetChange] = []
        try takeTurn(player, into: &changes)
        switch reveal {
        case .match where puzzle != nil:
            let wasMatched = selected.contains(card)
            changes.append(contentsOf: selected.map(SetChange.deselected))
            selected = []
            reveal = .none
            if wasMatched { return changes }
        case .match:
            let wasMatched = selected.contains(card)
            clearMatch(into: &changes)
            if wasMatched {
                finishIfOver(&changes)
                return changes
            }
        case .mismatch:
            changes.append(contentsOf: selected.map(SetChange.deselected))
            selected = []
            reveal = .none
        case .none:
            if let index = selected.firstIndex(of: card) {
                selected.remove(at: index)
                return [.deselected(card)]
            }
            if let puzzle, selected.count == 2, Solver.isSet(selected[0], selected[1], card),
                let number = puzzle.foundNumber(of: selected + [card])
            {
                throw .alreadyFound((selected + [card]).sorted(), number: number)
            }
        }
        selected.append(card)
        changes.append(.selected(card))
        if selected.count == variant.moveSize { reveal(now: now, into: &changes) }
        return changes
    }

    /// Puts away what the three selected cards show, as the next choice would before it
    /// chooses: a match leaves the table (in a puzzle its cards stay, deselected), a mismatch
    /// is deselected; nothing is shown, nothing changes. `choose A B C` then chooses exactly the
    /// cards it names, never toggling off one of the three on show.
    public mutating func putAwayShown(by player: Int = 0) throws(SetGameError) -> [SetChange] {
        guard reveal != .none else { return [] }
        guard !isOver else { throw .gameOver }
        var changes: [SetChange] = []
        try takeTurn(player, into: &changes)
        if reveal == .match, puzzle == nil {
            clearMatch(into: &changes)
            finishIfOver(&changes)
        } else {
            changes.append(contentsOf: selected.map(SetChange.deselected))
            selected = []
            reveal = .none
        }
        return changes
    }

    /// Deselects every selected card while nothing is shown (after `putAwayShown`, all of
    /// them); returns what changed.
    public mutating func deselectAll() -> [SetChange] {
        guard reveal == .none else { return [] }
        let changes = selected.map(SetChange.deselected)
        selected = []
        return changes
    }

    /// Judges the three selected cards.
    private mutating func reveal(now: Double, into changes: inout [SetChange]) {
        guard selectionIsMove else {
            puzzle?.mismatches += 1
            trial?.mismatches += 1
            reveal = .mismatch
            changes.append(.mismatched(selected))
            award(Scoring.mismatch, .mismatch, into: &changes)
            return
        }
        reveal = .match
        extendChain()
        setsFound += 1
        changes.append(.matched(selected))
        award(Scoring.points(forMatchAfter: now - lastProgress), .match, into: &changes)
        lastProgress = now
        if puzzle != nil {
            puzzle?.found.append(selected.sorted())
            if puzzle?.isSolved == true {
                puzzle?.finishedAt = now
                changes.append(.gameOver)
            }
            return
        }
        if let trial, setsFound >= trial.target {
            let start = trial.startedAt ?? startedAt
            self.trial?.startedAt = start
            self.trial?.finishedAt = max(now, start)
            changes.append(.gameOver)
            return
        }
        // NB: a last match that ends the game leaves at once, so the final table is clean.
        if !hasMoveLeft {
            clearMatch(into: &changes)
            finishIfOver(&changes)
        }
    }

    /// Deals 3 more cards (in the variants, up to a multiple of 3: see `dealCount`); a match on show is replaced
    /// instead. Costs points when a move was
    /// on the table (to `player`, who asked). Refused when the deck is empty.
    public mutating func deal(by player: Int = 0, now: Double) throws(SetGameError) -> [SetChange] {
        guard puzzle == nil else { throw .notInPuzzle("deal") }
        guard trial?.isFinished != true else { throw .gameOver }
        guard !deck.isEmpty else { throw .deckEmpty }
        var changes: [SetChange] = []
        try takeTurn(player, into: &changes)
        switch reveal {
        case .match:
            clearMatch(dealing: SetGame.dealSize, into: &changes)
        case .mismatch:
            changes.append(contentsOf: selected.map(SetChange.deselected))
            selected = []
            reveal = .none
            fallthrough
        case .none:
            if hasMoveOnTable { award(Scoring.missedSet, .missedSet, into: &changes) }
            let fresh = draw(dealCount)
            table.append(contentsOf: fresh)
            changes.append(.dealt(fresh))
            reshuffleIfTrial(into: &changes)
            hintCursor = 0
        }
        lastProgress = now
        finishIfOver(&changes)
        return changes
    }

    /// The board came to rest at `now` after a deal or a found set: the next set's speed
    /// bonus counts from then, not from when the move was made (the player cannot look for a
    /// set while the cards are still moving).
    public mutating func boardStill(at now: Double) {
        lastProgress = max(lastProgress, now)
    }

    /// Puts the table's cards in a new random order; selections stay with their cards.
    public mutating func shuffle() -> [SetChange] {
        table.seededShuffle(using: &generator)
        hintCursor = 0
        return [.shuffled]
    }

    /// The next set to show as a hint, cycling through the sets on the table; `nil` when there
    /// is none or the game is over (a finished trial can still show sets). Costs points when there is one.
    public mutating func hint() -> (move: SetMove, changes: [SetChange])? {
        let sets = isOver ? [] : movesOnTable
        guard !sets.isEmpty else { return nil }
        let chosen = sets[hintCursor % sets.count]
        hintCursor = (hintCursor + 1) % sets.count
        var changes: [SetChange] = []
        award(Scoring.hint, .hint, to: 0, into: &changes)
        trial?.hints += 1
        return (chosen, changes)
    }

    /// A puzzle's hint: one card of a set not found yet (the next one each time), costing
    /// a hint's points; `nil` outside a puzzle or when all are found.
    public mutating func puzzleHint() -> (card: Card, changes: [SetChange])? {
        let left = puzzleSetsLeft
        guard puzzle != nil, !left.isEmpty else { return nil }
        let chosen = left[hintCursor % left.count]
        hintCursor = (hintCursor + 1) % left.count
        puzzle?.hints += 1
        var changes: [SetChange] = []
        award(Scoring.hint, .hint, to: 0, into: &changes)
        return (table[chosen.i], changes)
    }

    /// Every set on the table (none once the game is over); costs points as a hint does when there is one.
    public mutating func hintAll() -> (moves: [SetMove], changes: [SetChange]) {
        let sets = isOver ? [] : movesOnTable
        var changes: [SetChange] = []
        if !sets.isEmpty {
            award(Scoring.hint, .hint, to: 0, into: &changes)
            trial?.hints += 1
        }
        return (sets, changes)
    }

    /// Puts exactly `cards` on the table in that order; the rest of the deck's cards are
    /// shuffled into the deck, the discard pile is emptied and the sets found with it. Refused
    /// for no cards, a repeated card or a card of another deck (a striped card in a junior game).
    public mutating func layout(_ cards: [Card]) throws(SetGameError) -> [SetChange] {
        guard puzzle == nil else { throw .notInPuzzle("layout") }
        guard trial == nil else { throw .notInTrial("layout") }
        guard !cards.isEmpty else { throw .emptyLayout }
        var seen = Set<Card>()
        for card in cards {
            guard deckKind.contains(card) else { throw .notInDeck(card, deckKind) }
            guard seen.insert(card).inserted else { throw .repeatedCard(card) }
        }
        let returned = table + discard
        var rest = deckKind.cards.filter { !seen.contains($0) }
        rest.seededShuffle(using: &generator)
        deck = rest
        table = cards
        discard = []
        // NB: the sets found leave with the discard pile: the game starts counting again, so
        // sets found stay the moves played and a game never finds more than its deck holds
        // (27 sets, then a layout and 27 more, recorded 54 and wiped the statistics; issue 28).
        setsFound = 0
        selected = []
        reveal = .none
        chain = nil
        hintCursor = 0
        var changes: [SetChange] = [.returnedToDeck(returned), .dealt(cards)]
        finishIfOver(&changes)
        return changes
    }

    /// Notes the end of the game.
    private func finishIfOver(_ changes: inout [SetChange]) {
        if isOver { changes.append(.gameOver) }
    }
}
