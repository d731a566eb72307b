import CardKit
import JSONCoding
import SetGame
import WireFormat

/// Set's commands on its table.
extension SetTable {
    /// Starts a new game of Set with `seed`.
    mutating func newSetGame(seed: UInt64, _ env: inout TableContext, into context: inout CommandContext) {
        let options = env.options
        replaceGame(
            with: SetGame(seed: seed, rule: options.rule, now: env.clock, deck: options.deck, variant: options.variant),
            &env, &context)
        context.output.text =
            "New game of Set, seed \(seed), rule \(options.rule.rawValue)" + SetTable.deckNote(options.deck)
            + SetTable.variantNote(options.variant) + "."
        context.drawBoard = true
    }

    /// Puts `game` (a new game, puzzle or trial) in place of the Set game: the old cards go
    /// back to the deck under the old game's rule, the new table is dealt, and the speed clock
    /// and the tally of mismatches and hints start again; `why` has nothing to explain.
    mutating func replaceGame(with game: SetGame, _ env: inout TableContext, _ context: inout CommandContext) {
        record([.returnedToDeck(self.game.table + self.game.discard)], &env, in: &context)
        self.game = game
        moves = SetMoveLog()
        context.restartsSpeedClock = true
        env.seat.playTally = PlayTally()
        env.seat.lastMismatch = nil
        record([.dealt(self.game.table)], &env, in: &context)
    }

    /// `deal`: 3 more cards.
    mutating func deal(_ env: inout TableContext, into context: inout CommandContext) throws(InterpreterError) {
        let actor = context.actor
        let changes = try move(&env, &context) { game, now throws(SetGameError) in try game.deal(by: actor, now: now) }
        context.restartsSpeedClock = true
        context.output.text = describe(changes, env)
        context.drawBoard = true
    }

    /// `shuffle`: the cards on the table in a new order.
    mutating func shuffle(_ env: inout TableContext, into context: inout CommandContext) {
        let changes = game.shuffle()
        record(changes, &env, in: &context)
        env.seat.shownHint = []
        context.output.text = describe(changes, env)
        context.drawBoard = true
    }

    /// `why`: three cards explained, or (none named) the last mismatch.
    mutating func explain(_ targets: [Target], _ env: inout TableContext, into context: inout CommandContext)
        throws(InterpreterError)
    {
        let explanation: SetExplanation
        if targets.isEmpty {
            guard let last = env.seat.lastMismatch else { throw .nothingToExplain }
            explanation = last
        } else {
            let cards = try setCards(targets)
            if cards.count == 2 {
                // NB: issue 37, item 23: two cards name the one that completes them.
                let third = Solver.third(cards[0], cards[1])
                context.output.text =
                    "\(cards[0].code) and \(cards[1].code) need \(third.code) to make a set: \(place(of: third))."
                if game.slot(of: third) != nil, let charge = chargeHint(&env) { context.output.text += "\n" + charge }
                return
            }
            if cards.count == 4 {
                guard game.variant == .ultra else { throw .whyNeedsThree(4) }
                context.output.text = ultraWhyText(cards)
                return
            }
            explanation = SetExplanation(cards[0], cards[1], cards[2])
        }
        context.output.gamePart[RecordKey.why] = JSONFragment.write { explanation.write(to: &$0) }
        context.output.text = whyText(explanation) + (chainWhyLine(explanation.cards).map { "\n" + $0 } ?? "")
        // NB: a pair's third card on the table, not one of the three, shows a set there (issue 37, item 10).
        let shown = explanation.completions.contains {
            !explanation.cards.contains($0.card) && game.slot(of: $0.card) != nil
        }
        if shown, let charge = chargeHint(&env) { context.output.text += "\n" + charge }
    }

    /// `unselect`: clears the Set selection, putting a match or mismatch on show away first.
    mutating func unselect(_ env: inout TableContext, into context: inout CommandContext) throws(InterpreterError) {
        let before = game
        guard !before.selected.isEmpty else {
            context.output.text = "Nothing is selected."
            return
        }
        let actor = context.actor
        let changes = try move(&env, &context) { game, _ throws(SetGameError) in
            var changes = try game.putAwayShown(by: actor)
            changes += game.deselectAll()
            return changes
        }
        context.output.text = describe(changes, env, before: before)
        context.drawBoard = true
    }

    /// `layout`: exactly these cards on the table.
    mutating func layOut(_ cards: [Card], _ env: inout TableContext, into context: inout CommandContext)
        throws(InterpreterError)
    {
        let changes = try move(&env, &context) { game, _ throws(SetGameError) in try game.layout(cards) }
        env.seat.lastMismatch = nil
        context.output.text = describe(changes, env)
        context.drawBoard = true
    }

    /// `rule [RULE]`: lists the rules, or sets the rule of new games.
    func setRule(_ rule: SetRule?, _ env: inout TableContext, into context: inout CommandContext) {
        if let rule {
            env.options.rule = rule
            context.output.text = "Rule \(rule.rawValue) for new games: \(rule.summary). Start one with new-game."
        } else {
            context.output.text =
                SetRule.allCases.map { ($0 == env.options.rule ? "* " : "  ") + "\($0.rawValue): \($0.summary)" }
                .joined(separator: "\n") + "\nThis game: \(game.rule.rawValue)."
        }
    }
}
