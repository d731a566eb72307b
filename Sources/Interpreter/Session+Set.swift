import GameKit
import SetGame

extension Session {
    /// Runs the commands whose meaning depends on the game: for the one in front.
    mutating func runGameCommand(_ command: Command, named name: String, into output: inout Output) throws(InterpreterError) {
        switch games.current {
        case .set: try runSet(command, named: name, into: &output)
        case .concentration: try runConcentration(command, named: name, into: &output)
        case .matching: try runMatching(command, named: name, into: &output)
        }
    }

    /// Starts a new game of Set with `seed`.
    mutating func newSetGame(seed: UInt64, into output: inout Output) {
        record([.returnedToDeck(games.set.table + games.set.discard)])  // under the old game's rule
        games.set = SetGame(seed: seed, rule: options.rule, now: clock)
        restartsSpeedClock = true
        record([.dealt(games.set.table)])
        output.text = "New game of Set, seed \(seed), rule \(options.rule.rawValue)."
        drawBoard = true
    }

    /// The Set game's commands.
    mutating func runSet(_ command: Command, named name: String, into output: inout Output) throws(InterpreterError) {
        switch command {
        case .deal:
            let changes = try setMove { game, now throws(SetGameError) in try game.deal(now: now) }
            restartsSpeedClock = true
            output.text = describe(changes)
            drawBoard = true
        case .choose(let targets):
            output.text = try choose(targets, into: &output)
            drawBoard = true
        case .shuffle:
            let changes = games.set.shuffle()
            record(changes)
            shownHint = []
            output.text = describe(changes)
            drawBoard = true
        case .hint(let form):
            output.text = hint(form)
        case .analyze:
            output.text = analyze()
        case .why(let targets):
            let explanation: SetExplanation
            if targets.isEmpty {
                guard let last = lastMismatch else { throw .nothingToExplain }
                explanation = last
            } else {
                let cards = try setCards(targets)
                explanation = SetExplanation(cards[0], cards[1], cards[2])
            }
            output.why = explanation
            output.text = whyText(explanation)
        case .layout(let cards):
            let changes = try setMove { game, _ throws(SetGameError) in try game.layout(cards) }
            output.text = describe(changes)
            drawBoard = true
        case .rule(let rule):
            if let rule {
                options.rule = rule
                output.text = "Rule \(rule.rawValue) for new games: \(rule.summary). Start one with new-game."
            } else {
                output.text = SetRule.allCases.map { ($0 == options.rule ? "* " : "  ") + "\($0.rawValue): \($0.summary)" }
                    .joined(separator: "\n") + "\nThis game: \(games.set.rule.rawValue)."
            }
        default:
            throw .notInThisGame(command: name, game: .set)
        }
    }
}
