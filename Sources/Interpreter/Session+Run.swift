import Concentration
import Choreography
import CardKit
import SetGame

extension Session {
    /// Runs one parsed command of the row `spec`: the one exhaustive switch from command to
    /// engine call. The row says which games allow it.
    mutating func run(_ command: Command, of spec: CommandSpec, into context: inout CommandContext) throws(InterpreterError) {
        guard spec.applies(to: games.current) else { throw .notInThisGame(command: spec.name, game: games.current) }
        switch command {
        case .newGame(let game, let seed, let rule, let deck, let seating, let themeName, let variant):
            let kind = game ?? games.current
            let table = Session.gameTable(of: kind)
            func refuse(_ option: NewGameKind.Option, given: Bool) throws(InterpreterError) {
                guard !given || table.newGameOptions.contains(option) else {
                    throw .notInThisGame(command: "new-game " + option.word, game: kind)
                }
            }
            try refuse(.rule, given: rule != nil)
            try refuse(.theme, given: themeName != nil)
            let theme: ConcentrationTheme?
            do { theme = try themeName.map(ConcentrationTheme.named) } catch { throw .concentration(error) }
            try refuse(.deck, given: deck != nil)
            try refuse(.variant, given: variant != nil)
            if table.newGameOptions.contains(.variant), (variant ?? options.variant) != .standard, (deck ?? options.deck) != .standard {
                throw .variantNeedsStandardDeck(variant ?? options.variant)
            }
            if !seating.isSolo, !table.newGameOptions.contains(.players) {
                throw .notInThisGame(command: "new-game --players/--opponent", game: kind)
            }
            let chosenSeed = seed ?? seeds.next()
            let kept = table.keptOptions(self, rule: rule, deck: deck, variant: variant)
            if let rule { options.rule = rule }
            if let deck { options.deck = deck }
            if let variant { options.variant = variant }
            games.current = kind
            resetView()
            try table.newGame(&self, chosenSeed, theme, &context)
            try seat(seating, seed: chosenSeed, into: &context)
            if !kept.isEmpty {
                context.output.text += "\nKept from before: " + kept.map { "\($0.option) \($0.value)" }.joined(separator: " ")
                    + " (new-game set " + kept.map { "\($0.option) \($0.default)" }.joined(separator: " ") + " goes back to the default)."
            }
        case .choose(let targets):
            let turn = gameTable.turn(games)
            let mover = turn ?? context.actor
            if turn != nil, mover == opponentSeat, !context.computerActing {
                throw .notYourTurn(rivals[context.actor].name, turn: rivals[mover].name)
            }
            context.output.text = try gameTable.choose(&self, targets, &context)
            sign(&context.output, by: mover)
            context.drawBoard = true
        case .claim(let name, let move): try claim(name, move, of: spec, into: &context)
        case .opponent(let choice): try setOpponent(choice, into: &context)
        case .opponentMove: try computerMoves(into: &context)
        // The rows of these allow one game each.
        case .deal:
            try deal(into: &context)
            sign(&context.output, by: context.actor)
        case .unselect:
            try unselect(into: &context)
            sign(&context.output, by: context.actor)
        case .shuffle: shuffle(into: &context)
        case .hint(let form): context.output.text = try hint(form, &context)
        case .analyze: context.output.text = analyze()
        case .solve(let budget): context.output.text = try solve(budget: budget)
        case .why(let targets): try explain(targets, into: &context)
        case .layout(let cards): try layOut(cards, into: &context)
        case .rule(let rule): setRule(rule, into: &context)
        case .theme(let name): try setTheme(name, into: &context)
        case .mode(let count): try setMode(count, into: &context)
        case .newPuzzle(let date, let seed, let sets):
            newPuzzle(date: date, seed: seed, sets: sets, into: &context)
        case .newTrial(let sets, let seed, let deck):
            newTrial(sets: sets, seed: seed ?? seeds.next(), deck: deck ?? options.deck, into: &context)
        case .game(let kind):
            games.current = kind
            resetView()
            context.drawBoard = true
        case .board:
            context.drawBoard = true
        case .score:
            context.output.text = scoreText()
        case .resize(let width, let height):
            let size = Size(w: width, h: height)
            guard size.isInRange else { throw .boundsOutOfRange(width: width, height: height) }
            options.bounds = size
            context.output.text = "The table is now \(width)x\(height)."
            context.drawBoard = true
        case .gather:
            arrangement = .pile(dx: 0, dy: 0)
            context.output.text = "The cards are gathered in a pile; pan DX DY moves it, restore lays them out again."
        case .pan(let dx, let dy):
            guard arrangement.isGathered else { throw .notGathered }
            let before = arrangement
            arrangement = arrangement.panned(dx: dx, dy: dy, in: layout)
            // The pile stops at the table's edge: say how far it really went.
            if case .pile(let x0, let y0) = before, case .pile(let x1, let y1) = arrangement, (x1 - x0, y1 - y0) != (dx, dy) {
                context.output.text = "The pile moved by \(x1 - x0), \(y1 - y0) (it stops at the edge of the table)."
            } else {
                context.output.text = "The pile moved by \(dx), \(dy)."
            }
        case .restore:
            guard arrangement.isGathered else { throw .notGathered }
            arrangement = .grid
            context.drawBoard = true
        case .wait(let seconds):
            try wait(seconds, into: &context)
        case .events(let mode):
            if let mode { options.events = mode }
            context.output.text = "Events: \(options.events.rawValue)."
        case .animate(let setting):
            context.output.text = animate(setting)
        case .mouse(let on):
            context.output.text = mouse(on)
        case .keys(let on):
            context.output.text = keys(on)
            context.drawBoard = on != nil  // NB: the cards' keys show (or go) at once
        case .expect(let expectation):
            try check(expectation)
        case .undo:
            if let refusal = gameTable.undoRefusal(games) { throw refusal }
            guard let previous = undoStack.popLast() else { throw .nothingToUndo }
            redoStack.append(games)
            let current = games
            games = previous
            recordRestore(from: current, in: &context)
            resetView()
            context.output.text = "Undone."
            context.drawBoard = true
        case .redo:
            guard let next = redoStack.popLast() else { throw .nothingToRedo }
            undoStack.append(games)
            let current = games
            games = next
            recordRestore(from: current, in: &context)
            resetView()
            context.output.text = "Redone."
            context.drawBoard = true
        case .save(let path):
            context.output.request = .save(path: path, contents: try saveText())
        case .load(let path):
            context.output.request = .load(path: path)
        case .source(let path):
            context.output.request = .source(path: path)
        case .help(let topic):
            context.output.text = try help(topic)
            context.output.isReference = true
        case .stats:
            context.output.request = .stats
        case .quit:
            context.output.request = .quit
        }
    }

    /// Clears what the board shows beyond the game itself, and what `why` would explain: a
    /// new game, a load, a switch of game, undo or redo leave no mismatch to explain but the
    /// one the Set table shows (before, `why` explained the previous game's mismatch against
    /// the new game's cards).
    mutating func resetView() {
        shownHint = []
        arrangement = .grid
        lastMismatch = gameTable.mismatchToExplain(games)
    }

    /// Applies a Set move to a copy and keeps it only when it succeeds.
    mutating func setMove(_ context: inout CommandContext, _ move: (inout SetGame, Double) throws(SetGameError) -> [SetChange]) throws(InterpreterError) -> [SetChange] {
        var game = games.set
        do {
            let changes = try move(&game, clock)
            games.set = game
            record(changes, in: &context)
            if changes.contains(where: { if case .matched = $0 { true } else { false } }) { context.restartsSpeedClock = true }
            shownHint = []
            return changes
        } catch {
            throw .set(error)
        }
    }

    /// Chooses the cards named, all or nothing. Slots name the cards as the table showed them
    /// before the command. Several cards name exactly those: a match or mismatch on show is put
    /// away first, as the next single choice would, so that none of them is toggled off (a
    /// puzzle's card of the set on show was dropped, and the choice became a mismatch). A card
    /// of a match on show that leaves the table cannot be chosen, and the refusal says so.
    mutating func choose(_ targets: [Target], into context: inout CommandContext) throws(InterpreterError) -> String {
        let cards = try setCards(targets)
        var text = ""
        let game = games.set
        if cards.count > 1, game.reveal != .none {
            // NB: in Set-Chain the cards of the match on show stay choosable: they become the
            // previous set, one of which the next set carries.
            if game.reveal == .match, game.puzzle == nil, game.variant != .chain, let leaving = cards.first(where: game.selected.contains) {
                throw .cardLeavesWithMatch(leaving)
            }
            let actor = context.actor
            let changes = try setMove(&context) { game, _ throws(SetGameError) in try game.putAwayShown(by: actor) }
            text += describe(changes, before: game)
        }
        for card in cards {
            let before = games.set
            let actor = context.actor
            let changes = try setMove(&context) { game, now throws(SetGameError) in try game.choose(card, by: actor, now: now) }
            for case .mismatched(let three) in changes where three.count == 3 {
                lastMismatch = SetExplanation(three[0], three[1], three[2])
                context.output.why = lastMismatch
            }
            text += describe(changes, before: before)
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
                do { card = try games.set.card(atSlot: slot) } catch { throw .set(error) }
            case .card(let named):
                guard games.set.isChoosable(named) else { throw .set(.cardNotOnTable(named)) }
                card = named
            case .playingCard(let other):
                throw .badTarget(other.code)
            }
            guard !cards.contains(card) else { throw .set(.repeatedCard(card)) }
            cards.append(card)
        }
        return cards
    }

    /// Formats seconds for people.
    static func seconds(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return "\(tenths) s"
    }
}

extension Session {
    /// The Set settings a `new-game set` keeps from before because it does not name them and
    /// they are not the default (`--variant ultra` stays for the next game): each option, its
    /// value and its default, said so that no game is a surprise.
    func keptSetOptions(rule: SetRule?, deck: SetDeck?, variant: SetVariant?) -> [(option: String, value: String, default: String)] {
        var kept: [(option: String, value: String, default: String)] = []
        if rule == nil, options.rule != .refill { kept.append(("--rule", options.rule.rawValue, SetRule.refill.rawValue)) }
        if deck == nil, options.deck != .standard { kept.append(("--deck", options.deck.rawValue, SetDeck.standard.rawValue)) }
        if variant == nil, options.variant != .standard { kept.append(("--variant", options.variant.rawValue, SetVariant.standard.rawValue)) }
        return kept
    }
}
