import CardKit
import Choreography
import JSONCoding
import SetGame
import WireFormat

/// Set's moves as its table makes them: applied to a copy, the cards named, what changed
/// told to the choreographer (for undo and redo too), the options a new game keeps.
extension SetTable {
    /// Applies a Set move to a copy and keeps it only when it succeeds.
    mutating func move(
        _ env: inout TableContext, _ context: inout CommandContext,
        _ move: (inout SetGame, Double) throws(SetGameError) -> [SetChange]
    ) throws(InterpreterError) -> [SetChange] {
        var game = game
        do {
            let changes = try move(&game, env.clock)
            let before = self.game
            self.game = game
            record(changes, &env, in: &context)
            // NB: a layout empties the discard pile and the sets found with it: the log starts again.
            if game.setsFound < before.setsFound { moves = SetMoveLog() }
            for case .matched(let cards) in changes {
                context.restartsSpeedClock = true
                moves.note(
                    cards, from: before, by: context.actor,
                    help: context.computerActing ? [] : env.seat.playTally.sinceSet)
                env.seat.playTally.sinceSet = []
            }
            env.seat.shownHint = []
            return changes
        } catch {
            throw .set(error)
        }
    }

    /// Chooses the cards named, all or nothing. Slots name the cards as the table showed them
    /// before the command. Several cards name exactly those: a match or mismatch on show is put
    /// away first, as the next single choice would, so that none of them is toggled off (a
    /// puzzle's card of the set on show was dropped, and the choice became a mismatch). A card
    /// of a match on show that leaves the table cannot be chosen, and the refusal says so. Codes
    /// name cards on the table once the match is put away, so a card its refill brings in can be
    /// named (as `solve`'s lines do); one code alone of such a card puts the match away first.
    mutating func choose(_ targets: [Target], _ env: inout TableContext, _ context: inout CommandContext)
        throws(InterpreterError) -> String
    {
        let game = game
        let codeComesLater = targets.contains { target in
            if case .card(let card) = target { !game.isChoosable(card) } else { false }
        }
        let putsAway = game.reveal != .none && (targets.count > 1 || (game.reveal == .match && codeComesLater))
        guard putsAway else { return try choose(setCards(targets), &env, &context) }
        // NB: in Set-Chain the cards of the match on show stay choosable: they become the
        // previous set, one of which the next set carries.
        let leaves = game.reveal == .match && game.puzzle == nil && game.variant != .chain
        var slotted: [Card?] = []
        for target in targets {
            switch target {
            case .slot(let slot):
                let card: Card
                do { card = try game.card(atSlot: slot) } catch { throw .set(error) }
                if leaves, game.selected.contains(card) { throw .cardLeavesWithMatch(card) }
                slotted.append(card)
            case .card(let card):
                if leaves, game.selected.contains(card) { throw .cardLeavesWithMatch(card) }
                slotted.append(nil)
            case .playingCard(let other):
                throw .badTarget(other.code)
            }
        }
        let actor = context.actor
        let changes = try move(&env, &context) { game, _ throws(SetGameError) in try game.putAwayShown(by: actor) }
        var cards: [Card] = []
        for (target, card) in zip(targets, slotted) {
            let named: Card
            if let card {
                named = card
            } else if case .card(let code) = target {
                guard self.game.isChoosable(code) else { throw .set(.cardNotOnTable(code)) }
                named = code
            } else {
                continue
            }
            guard !cards.contains(named) else { throw .set(.repeatedCard(named)) }
            cards.append(named)
        }
        return describe(changes, env, before: game) + (try choose(cards, &env, &context))
    }

    /// Chooses `cards` one after another (nothing is on show when there are several).
    private mutating func choose(_ cards: [Card], _ env: inout TableContext, _ context: inout CommandContext)
        throws(InterpreterError) -> String
    {
        var text = ""
        for card in cards {
            let before = self.game
            let actor = context.actor
            let changes = try move(&env, &context) { game, now throws(SetGameError) in
                try game.choose(card, by: actor, now: now)
            }
            for case .mismatched(let three) in changes where three.count == 3 {
                let explanation = SetExplanation(three[0], three[1], three[2])
                env.seat.lastMismatch = explanation
                context.output.gamePart[RecordKey.why] = JSONFragment.write { explanation.write(to: &$0) }
            }
            text += describe(changes, env, before: before)
        }
        return text
    }

    /// The Set cards that `targets` name on the table (or, in Set-Chain, a card of the
    /// previous set, by code), refusing slots out of range, codes not on the table and a card
    /// named twice.
    func setCards(_ targets: [Target]) throws(InterpreterError) -> [Card] {
        var cards: [Card] = []
        for target in targets {
            let card: Card
            switch target {
            case .slot(let slot):
                do { card = try game.card(atSlot: slot) } catch { throw .set(error) }
            case .card(let named):
                guard game.isChoosable(named) else { throw .set(.cardNotOnTable(named)) }
                card = named
            case .playingCard(let other):
                throw .badTarget(other.code)
            }
            guard !cards.contains(card) else { throw .set(.repeatedCard(card)) }
            cards.append(card)
        }
        return cards
    }

    /// Notes what a Set move did, for the choreographer.
    func record(_ changes: [SetChange], _ env: inout TableContext, in context: inout CommandContext) {
        for change in changes {
            switch change {
            case .selected(let card):
                context.transition.selected.append(card.code)
                if let carried = carriedCard(among: [card]) { context.transition.carried = carried.code }
            case .deselected(let card): context.transition.deselected.append(card.code)
            case .matched(let cards):
                context.transition.matched += cards.map(\.code)
                if let fifth = SetTable.ultraFifth(cards) { context.transition.matchedGhost = fifth.code }
                if let carried = carriedCard(among: cards) { context.transition.carried = carried.code }
            case .mismatched(let cards):
                context.transition.mismatched += cards.map(\.code)
                if let carried = carriedCard(among: cards) { context.transition.carried = carried.code }
                env.seat.playTally.mismatches += 1
            case .discarded(let cards):
                context.transition.discarded += cards.map(\.code)
                context.transition.keepDiscardFaceUp = env.options.discard.isFaceUp
                if let fifth = SetTable.ultraFifth(cards) { context.transition.discardedGhost = fifth.code }
            case .dealt(let cards): context.transition.dealt += cards.map(\.code)
            case .shuffled: context.transition.shuffled = true
            case .returnedToDeck(let cards):
                context.transition.returnedToDeck += cards.map(\.code)
                context.transition.shuffled = true
                // NB: a face-up discard pile turns down before it goes back to the deck.
                context.transition.keepDiscardFaceUp = env.options.discard.isFaceUp
            case .scored, .gameOver: break
            }
        }
    }

    /// In Set-Chain, the card of `cards` chosen off the table: a chain set's carried card.
    func carriedCard(among cards: [Card]) -> Card? {
        guard game.variant == .chain else { return nil }
        return cards.first { !game.table.contains($0) }
    }

    /// The fifth card of four cards that are an ultraset (UltraSet's ghost); nil otherwise.
    static func ultraFifth(_ cards: [Card]) -> Card? {
        guard cards.count == 4 else { return nil }
        return Solver.ultraSet(cards[0], cards[1], cards[2], cards[3])?.fifth
    }

    /// Undo and redo in Set: what left or came back, through the deck and the discard pile.
    func recordRestore(from old: any GameTable, _ env: TableContext, _ context: inout CommandContext) {
        guard let before = (old as? SetTable)?.game else { return }
        let after = game
        let oldTable = Set(before.table)
        let newTable = Set(after.table)
        // The piles share a bottom (none across rules); above it cards leave and arrive.
        var common = 0
        while before.rule == after.rule, common < min(before.discard.count, after.discard.count),
            before.discard[common] == after.discard[common]
        { common += 1 }
        let leaving = before.discard[common...]
        let arriving = after.discard[common...]
        let fly = arriving.allSatisfy(oldTable.contains)
        let landing = fly ? Set(arriving) : []
        context.transition.returnedToDeck +=
            (before.table.filter { !newTable.contains($0) && !landing.contains($0) } + leaving)
            .map(\.code)
        context.transition.discarded += fly ? arriving.map(\.code) : []
        context.transition.restoredToDiscard += fly ? [] : arriving.map(\.code)
        context.transition.dealt += after.table.filter { !oldTable.contains($0) }.map(\.code)
        context.transition.shuffled = before.seed != after.seed && !context.transition.returnedToDeck.isEmpty
        context.transition.keepDiscardFaceUp = env.options.discard.isFaceUp
        let staying = oldTable.intersection(newTable)
        context.transition.selected += after.selected.filter { staying.contains($0) && !before.selected.contains($0) }
            .map(\.code)
        context.transition.deselected += before.selected.filter { staying.contains($0) && !after.selected.contains($0) }
            .map(\.code)
    }

    /// The Set settings a `new-game set` keeps from before because it does not name them and
    /// they are not the default (`--variant ultra` stays for the next game): each option, its
    /// value and its default, said so that no game is a surprise.
    func keptOptions(_ given: NewGameOptions, _ env: TableContext) -> [(option: String, value: String, default: String)]
    {
        let options = env.options
        let rule = given.rule
        let deck = given.deck
        let variant = given.variant
        var kept: [(option: String, value: String, default: String)] = []
        if rule == nil, options.rule != .refill {
            kept.append(("--rule", options.rule.rawValue, SetRule.refill.rawValue))
        }
        if deck == nil, options.deck != .standard {
            kept.append(("--deck", options.deck.rawValue, SetDeck.standard.rawValue))
        }
        if variant == nil, options.variant != .standard {
            kept.append(("--variant", options.variant.rawValue, SetVariant.standard.rawValue))
        }
        return kept
    }
}
