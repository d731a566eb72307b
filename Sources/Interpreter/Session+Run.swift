import Concentration
import Choreography
import CardKit
import SetGame

extension Session {
    /// Runs one parsed command of the row `spec`: the one exhaustive switch from command to
    /// engine call. The row says which games allow it.
    mutating func run(_ command: Command, of spec: CommandSpec, into output: inout Output) throws(InterpreterError) {
        guard spec.applies(to: games.current) else { throw .notInThisGame(command: spec.name, game: games.current) }
        switch command {
        case .newGame(let game, let seed, let rule, let deck, let seating, let themeName, let variant):
            let kind = game ?? games.current
            if rule != nil, kind != .set { throw .notInThisGame(command: "new-game --rule", game: kind) }
            if themeName != nil, kind != .concentration { throw .notInThisGame(command: "new-game --theme", game: kind) }
            let theme: ConcentrationTheme?
            do { theme = try themeName.map(ConcentrationTheme.named) } catch { throw .concentration(error) }
            if deck != nil, kind != .set { throw .notInThisGame(command: "new-game --deck", game: kind) }
            if variant != nil, kind != .set { throw .notInThisGame(command: "new-game --variant", game: kind) }
            if kind == .set, (variant ?? options.variant) != .standard, (deck ?? options.deck) != .standard {
                throw .variantNeedsStandardDeck(variant ?? options.variant)
            }
            if !seating.isSolo, kind == .matching { throw .notInThisGame(command: "new-game --players/--opponent", game: kind) }
            let chosenSeed = seed ?? seeds.next()
            if let rule { options.rule = rule }
            if let deck { options.deck = deck }
            if let variant { options.variant = variant }
            games.current = kind
            resetView()
            switch kind {
            case .set: newSetGame(seed: chosenSeed, into: &output)
            case .concentration: try newConcentrationGame(seed: chosenSeed, theme: theme, into: &output)
            case .matching: try newMatchingGame(seed: chosenSeed, into: &output)
            }
            try seat(seating, seed: chosenSeed, into: &output)
        case .choose(let targets):
            let mover = games.current == .concentration ? games.concentration.turn : actor
            if games.current == .concentration, mover == opponentSeat, !computerActing {
                throw .notYourTurn(rivals[actor].name, turn: rivals[mover].name)
            }
            switch games.current {
            case .set: output.text = try choose(targets, into: &output)
            case .concentration: output.text = try chooseFlips(targets, concentrationTable)
            case .matching: output.text = try chooseFlips(targets, matchingTable)
            }
            sign(&output, by: mover)
            drawBoard = true
        case .claim(let name, let move): try claim(name, move, of: spec, into: &output)
        case .opponent(let choice): try setOpponent(choice, into: &output)
        case .opponentMove: try computerMoves(into: &output)
        // The rows of these allow one game each.
        case .deal:
            try deal(into: &output)
            sign(&output, by: actor)
        case .unselect:
            try unselect(into: &output)
            sign(&output, by: actor)
        case .shuffle: shuffle(into: &output)
        case .hint(let form): output.text = hint(form)
        case .analyze: output.text = analyze()
        case .why(let targets): try explain(targets, into: &output)
        case .layout(let cards): try layOut(cards, into: &output)
        case .rule(let rule): setRule(rule, into: &output)
        case .theme(let name): try setTheme(name, into: &output)
        case .mode(let count): try setMode(count, into: &output)
        case .newPuzzle(let date, let seed, let sets):
            newPuzzle(date: date, seed: seed, sets: sets, into: &output)
        case .newTrial(let sets, let seed, let deck):
            newTrial(sets: sets, seed: seed ?? seeds.next(), deck: deck ?? options.deck, into: &output)
        case .game(let kind):
            games.current = kind
            resetView()
            drawBoard = true
        case .board:
            drawBoard = true
        case .score:
            output.text = scoreText()
        case .resize(let width, let height):
            let size = Size(w: width, h: height)
            guard size.isInRange else { throw .boundsOutOfRange(width: width, height: height) }
            options.bounds = size
            output.text = "The table is now \(width)x\(height)."
            drawBoard = true
        case .gather:
            arrangement = .pile(dx: 0, dy: 0)
            output.text = "The cards are gathered in a pile; pan DX DY moves it, restore lays them out again."
        case .pan(let dx, let dy):
            guard arrangement.isGathered else { throw .notGathered }
            let before = arrangement
            arrangement = arrangement.panned(dx: dx, dy: dy, in: layout)
            // The pile stops at the table's edge: say how far it really went.
            if case .pile(let x0, let y0) = before, case .pile(let x1, let y1) = arrangement, (x1 - x0, y1 - y0) != (dx, dy) {
                output.text = "The pile moved by \(x1 - x0), \(y1 - y0) (it stops at the edge of the table)."
            } else {
                output.text = "The pile moved by \(dx), \(dy)."
            }
        case .restore:
            guard arrangement.isGathered else { throw .notGathered }
            arrangement = .grid
            drawBoard = true
        case .wait(let seconds):
            try wait(seconds, into: &output)
        case .events(let mode):
            if let mode { options.events = mode }
            output.text = "Events: \(options.events.rawValue)."
        case .animate(let setting):
            output.text = animate(setting)
        case .expect(let expectation):
            try check(expectation)
        case .undo:
            // NB: a finished trial too: undone, its last set found again counted it twice.
            if games.current == .set, games.set.trial != nil { throw .noUndoInTrial }
            guard let previous = undoStack.popLast() else { throw .nothingToUndo }
            redoStack.append(games)
            let current = games
            games = previous
            recordRestore(from: current)
            resetView()
            output.text = "Undone."
            drawBoard = true
        case .redo:
            guard let next = redoStack.popLast() else { throw .nothingToRedo }
            undoStack.append(games)
            let current = games
            games = next
            recordRestore(from: current)
            resetView()
            output.text = "Redone."
            drawBoard = true
        case .save(let path):
            output.request = .save(path: path, contents: try saveText())
        case .load(let path):
            output.request = .load(path: path)
        case .source(let path):
            output.request = .source(path: path)
        case .help(let topic):
            output.text = try help(topic)
        case .stats:
            output.request = .stats
        case .quit:
            output.request = .quit
        }
    }

    /// Clears what the board shows beyond the game itself, and what `why` would explain: a
    /// new game, a load, a switch of game, undo or redo leave no mismatch to explain but the
    /// one the Set table shows (before, `why` explained the previous game's mismatch against
    /// the new game's cards).
    mutating func resetView() {
        shownHint = []
        arrangement = .grid
        let set = games.set
        lastMismatch = games.current == .set && set.reveal == .mismatch && set.selected.count == 3
            ? SetExplanation(set.selected[0], set.selected[1], set.selected[2]) : nil
    }

    /// Applies a Set move to a copy and keeps it only when it succeeds.
    mutating func setMove(_ move: (inout SetGame, Double) throws(SetGameError) -> [SetChange]) throws(InterpreterError) -> [SetChange] {
        var game = games.set
        do {
            let changes = try move(&game, clock)
            games.set = game
            record(changes)
            if changes.contains(where: { if case .matched = $0 { true } else { false } }) { restartsSpeedClock = true }
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
    mutating func choose(_ targets: [Target], into output: inout Output) throws(InterpreterError) -> String {
        let cards = try setCards(targets)
        var text = ""
        let game = games.set
        if cards.count > 1, game.reveal != .none {
            // NB: in Set-Chain the cards of the match on show stay choosable: they become the
            // previous set, one of which the next set carries.
            if game.reveal == .match, game.puzzle == nil, game.variant != .chain, let leaving = cards.first(where: game.selected.contains) {
                throw .cardLeavesWithMatch(leaving)
            }
            let changes = try setMove { [actor] game, _ throws(SetGameError) in try game.putAwayShown(by: actor) }
            text += describe(changes, before: game)
        }
        for card in cards {
            let before = games.set
            let changes = try setMove { [actor] game, now throws(SetGameError) in try game.choose(card, by: actor, now: now) }
            for case .mismatched(let three) in changes where three.count == 3 {
                lastMismatch = SetExplanation(three[0], three[1], three[2])
                output.why = lastMismatch
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
