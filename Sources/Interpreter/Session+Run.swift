import CardKit
import Choreography
import Concentration
import SetGame

extension Session {
    /// Runs one parsed command of the row `spec`: the one exhaustive switch from command to
    /// engine call. The row says which games allow it.
    mutating func run(_ command: Command, of spec: CommandSpec, into context: inout CommandContext)
        throws(InterpreterError)
    {
        guard spec.applies(to: games.current) else { throw .notInThisGame(command: spec.name, game: games.current) }
        switch command {
        case .newGame(let game, let seed, let given, let seating):
            let kind = game ?? games.current
            let table = Games.type(of: kind)
            // NB: each option in the order its refusal was always given.
            for option in [NewGameKind.Option.rule, .theme, .deck, .variant] where given.contains(option) {
                guard table.newGameOptions.contains(option) else {
                    throw .notInThisGame(command: "new-game " + option.word, game: kind)
                }
                try table.accept(option, of: given)
            }
            for word in given.own.keys.sorted() {
                guard table.ownOptions.contains(word) else {
                    throw .notInThisGame(command: "new-game " + word, game: kind)
                }
                try table.accept(own: word, of: given)
            }
            try table.check(given, tableContext)
            if !seating.isSolo, !table.newGameOptions.contains(.players) {
                throw .notInThisGame(command: "new-game --players/--opponent", game: kind)
            }
            let chosenSeed = seed ?? seeds.nextShortSeed()
            let kept = games.table(of: kind).keptOptions(given, tableContext)
            table.keep(given, in: &options)
            games.current = kind
            resetView()
            try onTable { table, env throws(InterpreterError) in try table.newGame(chosenSeed, given, &env, &context) }
            try seat(seating, seed: chosenSeed, into: &context)
            if !kept.isEmpty {
                context.output.text +=
                    "\nKept from before: " + kept.map { "\($0.option) \($0.value)" }.joined(separator: " ")
                    + " (new-game set " + kept.map { "\($0.option) \($0.default)" }.joined(separator: " ")
                    + " goes back to the default)."
            }
        case .choose(let targets):
            let turn = gameTable.turn
            let mover = turn ?? context.actor
            if turn != nil, mover == opponentSeat, !context.computerActing {
                throw .notYourTurn(rivals[context.actor].name, turn: rivals[mover].name)
            }
            context.output.text = try onTable { table, env throws(InterpreterError) in
                try table.choose(targets, &env, &context)
            }
            sign(&context.output, by: mover)
            context.drawBoard = true
        case .claim(let name, let move): try claim(name, move, of: spec, into: &context)
        case .opponent(let choice): try setOpponent(choice, into: &context)
        case .opponentMove: try computerMoves(into: &context)
        case .sit(let name):
            context.output.text = try onTable { table, _ throws(InterpreterError) in try table.sit(name) }
            context.drawBoard = true
        case .pass:
            let turn = gameTable.turn
            let mover = turn ?? context.actor
            if let turn, turn == opponentSeat, !context.computerActing {
                throw .notYourTurn(rivals[context.actor].name, turn: rivals[turn].name)
            }
            context.output.text = try onTable { table, env throws(InterpreterError) in
                try table.pass(&env, &context)
            }
            sign(&context.output, by: mover)
            context.drawBoard = true
        // The rows of these allow one game each.
        case .deal:
            try onSet { table, env throws(InterpreterError) in try table.deal(&env, into: &context) }
            sign(&context.output, by: context.actor)
        case .unselect:
            try onSet { table, env throws(InterpreterError) in try table.unselect(&env, into: &context) }
            sign(&context.output, by: context.actor)
        case .shuffle: try onSet { table, env in table.shuffle(&env, into: &context) }
        case .hint(let form):
            context.output.text = try onSet { table, env throws(InterpreterError) in
                try table.hint(form, &env, &context)
            }
        case .analyze: context.output.text = try onSet { table, env in table.analyze(&env) }
        case .solve(let budget): context.output.text = try games.setTable.solve(budget: budget, stop: interruption)
        case .review: context.output.text = try games.setTable.review(tableContext, &context)
        case .why(let targets):
            try onSet { table, env throws(InterpreterError) in try table.explain(targets, &env, into: &context) }
        case .layout(let cards):
            try onSet { table, env throws(InterpreterError) in try table.layOut(cards, &env, into: &context) }
        case .rule(let rule): try onSet { table, env in table.setRule(rule, &env, into: &context) }
        case .theme(let name): try games.concentrationTable.setTheme(name, into: &context)
        case .mode(let count): try games.matchingTable.setMode(count, into: &context)
        case .newPuzzle(let date, let seed, let sets):
            games.current = .set
            resetView()
            try onSet { table, env in table.newPuzzle(date: date, seed: seed, sets: sets, &env, into: &context) }
        case .newTrial(let sets, let seed, let deck):
            let seed = seed ?? seeds.nextShortSeed()
            games.current = .set
            resetView()
            try onSet { table, env in
                table.newTrial(sets: sets, seed: seed, deck: deck ?? env.options.deck, &env, into: &context)
            }
            // NB: issue 37, item 12: the deck a trial keeps from the Set game is said, as new-game says it.
            if deck == nil, options.deck != .standard {
                context.output.text +=
                    """
                    \nKept from before: --deck \(options.deck.rawValue) (new-game trial --deck \
                    \(SetDeck.standard.rawValue) deals the full deck).
                    """
            }
        case .game(let kind):
            games.current = kind
            resetView()
            context.drawBoard = true
        case .board:
            context.drawBoard = true
        case .clearScreen:
            context.output.clearsScreen = true
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
            if case .pile(let x0, let y0) = before, case .pile(let x1, let y1) = arrangement,
                (x1 - x0, y1 - y0) != (dx, dy)
            {
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
            context.output.text = seat.animate(setting)
        case .mouse(let on):
            context.output.text = seat.mouse(on)
        case .keys(let on):
            context.output.text = seat.keys(on)
            context.drawBoard = on != nil  // NB: the cards' keys show (or go) at once
        case .expect(let expectation):
            try check(expectation)
        case .undo:
            if let refusal = gameTable.undoRefusal { throw refusal }
            guard let previous = undoStack.popLast() else { throw .nothingToUndo }
            redoStack.append(UndoStep(games: games, input: previous.input))
            let current = games
            games = previous.games
            recordRestore(from: current, in: &context)
            resetView()
            context.output.text =
                "Undone: \(previous.shown)"
                + (games.current == current.current ? "." : " (now in \(games.current.rawValue)).")
            context.drawBoard = true
        case .redo:
            guard let next = redoStack.popLast() else { throw .nothingToRedo }
            undoStack.append(UndoStep(games: games, input: next.input))
            let current = games
            games = next.games
            recordRestore(from: current, in: &context)
            resetView()
            context.output.text =
                "Redone: \(next.shown)"
                + (games.current == current.current ? "." : " (now in \(games.current.rawValue)).")
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
        seat.shownHint = []
        seat.arrangement = .grid
        seat.lastMismatch = nil
        gameTable.resetView(&seat)
    }
}
