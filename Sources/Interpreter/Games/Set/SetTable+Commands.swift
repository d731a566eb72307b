import CardKit
import SetGame

extension Session {
    /// Starts a new game of Set with `seed`.
    mutating func newSetGame(seed: UInt64, into context: inout CommandContext) {
        replaceSetGame(with: SetGame(seed: seed, rule: options.rule, now: clock, deck: options.deck, variant: options.variant), &context)
        context.output.text = "New game of Set, seed \(seed), rule \(options.rule.rawValue)" + Session.deckNote(options.deck)
            + Session.variantNote(options.variant) + "."
        context.drawBoard = true
    }

    /// Puts `game` (a new game, puzzle or trial) in place of the Set game: the old cards go
    /// back to the deck under the old game's rule, the new table is dealt, and the speed clock
    /// and the tally of mismatches and hints start again; `why` has nothing to explain.
    mutating func replaceSetGame(with game: SetGame, _ context: inout CommandContext) {
        record([.returnedToDeck(games.set.table + games.set.discard)], in: &context)
        games.set = game
        context.restartsSpeedClock = true
        playTally = PlayTally()
        lastMismatch = nil
        record([.dealt(games.set.table)], in: &context)
    }

    /// `deal`: 3 more cards.
    mutating func deal(into context: inout CommandContext) throws(InterpreterError) {
        let actor = context.actor
        let changes = try setMove(&context) { game, now throws(SetGameError) in try game.deal(by: actor, now: now) }
        context.restartsSpeedClock = true
        context.output.text = describe(changes)
        context.drawBoard = true
    }

    /// `shuffle`: the cards on the table in a new order.
    mutating func shuffle(into context: inout CommandContext) {
        let changes = games.set.shuffle()
        record(changes, in: &context)
        shownHint = []
        context.output.text = describe(changes)
        context.drawBoard = true
    }

    /// `why`: three cards explained, or (none named) the last mismatch.
    mutating func explain(_ targets: [Target], into context: inout CommandContext) throws(InterpreterError) {
        let explanation: SetExplanation
        if targets.isEmpty {
            guard let last = lastMismatch else { throw .nothingToExplain }
            explanation = last
        } else {
            let cards = try setCards(targets)
            if cards.count == 2 {
                // NB: issue 37, item 23: two cards name the one that completes them.
                let third = Solver.third(cards[0], cards[1])
                context.output.text = "\(cards[0].code) and \(cards[1].code) need \(third.code) to make a set: \(place(of: third))."
                if games.set.slot(of: third) != nil, let charge = chargeHint() { context.output.text += "\n" + charge }
                return
            }
            if cards.count == 4 {
                guard games.set.variant == .ultra else { throw .whyNeedsThree(4) }
                context.output.text = ultraWhyText(cards)
                return
            }
            explanation = SetExplanation(cards[0], cards[1], cards[2])
        }
        context.output.why = explanation
        context.output.text = whyText(explanation) + (chainWhyLine(explanation.cards).map { "\n" + $0 } ?? "")
        // NB: a pair's third card on the table, not one of the three, shows a set there (issue 37, item 10).
        let shown = explanation.completions.contains { !explanation.cards.contains($0.card) && games.set.slot(of: $0.card) != nil }
        if shown, let charge = chargeHint() { context.output.text += "\n" + charge }
    }

    /// `unselect`: clears the Set selection, putting a match or mismatch on show away first.
    mutating func unselect(into context: inout CommandContext) throws(InterpreterError) {
        let before = games.set
        guard !before.selected.isEmpty else {
            context.output.text = "Nothing is selected."
            return
        }
        let actor = context.actor
        let changes = try setMove(&context) { game, _ throws(SetGameError) in
            var changes = try game.putAwayShown(by: actor)
            changes += game.deselectAll()
            return changes
        }
        context.output.text = describe(changes, before: before)
        context.drawBoard = true
    }

    /// `layout`: exactly these cards on the table.
    mutating func layOut(_ cards: [Card], into context: inout CommandContext) throws(InterpreterError) {
        let changes = try setMove(&context) { game, _ throws(SetGameError) in try game.layout(cards) }
        lastMismatch = nil
        context.output.text = describe(changes)
        context.drawBoard = true
    }

    /// `rule [RULE]`: lists the rules, or sets the rule of new games.
    mutating func setRule(_ rule: SetRule?, into context: inout CommandContext) {
        if let rule {
            options.rule = rule
            context.output.text = "Rule \(rule.rawValue) for new games: \(rule.summary). Start one with new-game."
        } else {
            context.output.text = SetRule.allCases.map { ($0 == options.rule ? "* " : "  ") + "\($0.rawValue): \($0.summary)" }
                .joined(separator: "\n") + "\nThis game: \(games.set.rule.rawValue)."
        }
    }
}
