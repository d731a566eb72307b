import Board
import CardKit
import Choreography
import JSONCoding
import SetGame

extension SetTable {
    /// What a Set move did, in words, one line per happening. `before` is the game before the
    /// move: a card chosen as the last of a game-ending set has already left the table, and
    /// is named with the slot it was chosen from.
    func describe(_ changes: [SetChange], _ env: TableContext, before: SetGame? = nil) -> String {
        var lines: [String] = []
        for change in changes {
            switch change {
            case .selected(let card):
                let slot = game.slot(of: card) ?? before?.slot(of: card)
                let carried = slot == nil && game.chainPrevious.contains(card) ? " (of the previous set)" : ""
                lines.append("Selected \(card.code)" + (slot.map { " (slot \($0 + 1))" } ?? carried) + ".")
            case .deselected(let card):
                lines.append("Deselected \(card.code).")
            case .matched(let cards) where game.variant != .standard:
                lines.append(SetTable.variantMatchText(cards, game.variant, previous: before?.chainPrevious ?? []))
            case .matched(let cards):
                lines.append("Set! " + Words.codes(cards) + "." + (puzzleFoundText().map { " " + $0 } ?? ""))
            case .mismatched(let cards) where game.variant == .ultra:
                lines.append("Not an ultraset: " + Words.codes(cards) + ".")
                lines.append(SetTable.ultraWhyLine(cards))
            case .mismatched(let cards):
                lines.append("Not a set: " + Words.codes(cards) + ".")
                if cards.count == 3 { lines.append(SetTable.whyLine(SetExplanation(cards[0], cards[1], cards[2]))) }
            case .discarded(let cards):
                lines.append("Discarded " + Words.codes(cards) + ".")
                // NB: slots typed on the same line were read from the board before the table
                // closed up; the lines after name the cards' new slots, so say they moved.
                if let before, !game.isOver,
                    game.table.contains(where: { card in
                        before.slot(of: card).map { $0 != game.slot(of: card) } ?? false
                    })
                {
                    lines.append("Slots renumbered: the cards after the match moved up to fill its place.")
                }
            case .dealt(let cards):
                lines.append("Dealt " + Words.codes(cards) + ".")
            case .shuffled:
                lines.append("Shuffled the table.")
            case .returnedToDeck(let cards):
                if !cards.isEmpty { lines.append("\(cards.count) cards went back to the deck.") }
            case .scored(let points, let reason):
                let scores = game.hasRivals ? env.seat.scoresText(game.players) : "score \(game.score)"
                lines.append(
                    "\(points > 0 ? "+" : "")\(points) (\(SetTable.reasonText(reason, game.variant))), \(scores).")
            case .gameOver:
                lines.append(gameOverText(env))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Why the score moved, in the words of `variant` ("ultraset found" in UltraSet).
    static func reasonText(_ reason: ScoreReason, _ variant: SetVariant) -> String {
        switch reason {
        case .match: "\(variant.moveName) found"
        case .mismatch: "not \(variant.aMove)"
        case .missedSet: "dealt while \(variant.aMove) was on the table"
        case .hint: "hint"
        }
    }

    /// The closing summary of a finished Set game.
    func gameOverText(_ env: TableContext) -> String {
        let clock = env.clock
        if let puzzle = game.puzzle { return puzzleSolvedText(puzzle, env) }
        if let trial = game.trial { return trialFinishedText(trial, env) }
        if game.hasRivals, let verdict = Words.verdictText(game.players) {
            return
                """
                Game over: \(verdict) \(Words.count(game.setsFound, game.variant.moveName)) found, \
                \(Words.count(game.table.count, "card")) left,\u{20}
                """
                    + "\(Words.seconds(clock - game.startedAt))."
        }
        return
            """
            Game over: \(Words.count(game.setsFound, game.variant.moveName)) found, \
            \(Words.count(game.table.count, "card")) left, score \(game.score),\u{20}
            """
                + "\(Words.seconds(clock - game.startedAt))."
    }

    /// The status line and the table, drawn by the board at the current layout.
    func boardText(_ env: TableContext) -> String {
        if let puzzle = game.puzzle { return puzzleBoardText(puzzle, env) }
        if let trial = game.trial { return draw(status: trialStatus(trial, env), env) }
        let scores = game.hasRivals ? env.seat.scoresText(game.players) : "score \(game.score)"
        let carried = game.reveal == .none ? game.selected.filter(game.chainPrevious.contains) : []
        let previous =
            game.chainPrevious.isEmpty
            ? ""
            : "previous " + Words.codes(game.chainPrevious)
                + (carried.isEmpty ? "" : ", carrying " + Words.codes(carried)) + " · "
        let moves = game.variant == .standard ? game.setsOnTable.count : game.movesOnTable.count
        // NB: with no move besides a match that is about to be replaced, the table's count says
        // nothing true: the new cards are what comes next.
        let refill = moves == 0 ? game.refillAfterMatch : 0
        let count =
            refill > 0
            ? "no other \(game.variant.moveName), \(refill) new cards next"
            : Words.count(moves, game.variant.moveName) + (game.hasRivals ? "" : " on the table")
        var status =
            (game.deckKind == .standard ? game.variant.title : "Set \(game.deckKind.rawValue)")
            + " · \(scores) · deck \(game.deck.count) · discard \(game.discard.count) · "
            + previous + count
        if game.isOver { status += " · game over" }
        return draw(status: status, env)
    }

    /// The table drawn at rest for the seat in `env`, under `status`.
    func draw(status: String, _ env: TableContext) -> String {
        let (frame, gathered) = env.seat.frames(cardCount: game.table.count)
        return env.seat.draw(restingTable(env, frame, gathered), status: status)
    }

    /// How a Set card is marked on the board for `seat`.
    func highlight(of card: Card, _ seat: Seat) -> Highlight {
        if game.selected.contains(card) {
            switch game.reveal {
            case .match: return .match
            case .mismatch: return .mismatch
            case .none: return .selected
            }
        }
        return seat.shownHint.contains(card) ? .hint : .none
    }

    /// `hint`, `hint all`, `hint count`.
    mutating func hint(_ form: HintForm, _ env: inout TableContext, _ context: inout CommandContext)
        throws(InterpreterError) -> String
    {
        let table = game.table
        switch form {
        case .count:
            let variant = game.variant
            let count = variant == .standard ? game.setsOnTable.count : game.movesOnTable.count
            if count == 0, let replaced = matchReplacedText {
                return Words.count(0, variant.moveName) + " besides the match: " + replaced
            }
            return Words.count(count, variant.moveName) + " on the table."
        case .next:
            if game.puzzle != nil { return puzzleHint(&env, &context) }
            guard let (triple, changes) = game.hint() else {
                if finishedWithSets { return SetTable.overWithSets }
                let noun = game.variant.moveName
                if let replaced = matchReplacedText { return "No \(noun) besides the match: " + replaced }
                return game.deck.isEmpty
                    ? "No \(noun) on the table, and the deck is empty."
                    : "No \(noun) on the table: deal " + (game.variant == .standard ? "3 more." : "more.")
            }
            env.seat.shownHint = triple.cards
            env.seat.playTally.hints += 1
            context.drawBoard = true
            return "Hint: " + SetTable.moveText(triple, table, previous: game.chainPrevious) + ".\n"
                + describe(changes, env)
        case .best:
            return try hintBest(&env, &context)
        case .all:
            let (sets, changes) = game.hintAll()
            guard !sets.isEmpty else {
                return finishedWithSets ? SetTable.overWithSets : "No \(game.variant.moveName) on the table."
            }
            env.seat.playTally.hints += 1
            let lines = sets.enumerated().map {
                "\($0.offset + 1). " + SetTable.moveText($0.element, table, previous: game.chainPrevious)
            }
            return lines.joined(separator: "\n") + "\n" + describe(changes, env)
        }
    }

    /// What happens to the match on show at the next move, when one shows and the deck has
    /// cards: "3 cards from the deck replace it at your next move." (or, when the rule brings
    /// none, what `deal` does); nil otherwise.
    private var matchReplacedText: String? {
        guard game.reveal == .match, game.puzzle == nil, !game.isOver, !game.deck.isEmpty else { return nil }
        let refill = game.refillAfterMatch
        return refill > 0
            ? "\(Words.count(refill, "card")) from the deck replace it at your next move."
            : "deal puts it away and brings \(min(SetGame.dealSize, game.deck.count)) more."
    }

    /// Whether the game is over with sets still on the table (a finished time trial): hints
    /// are then refused rather than shown and charged.
    private var finishedWithSets: Bool { game.isOver && game.hasSetOnTable }

    private static let overWithSets = "The game is over: start another with new-game."

    static func slotsText(_ triple: SetTriple, _ table: [Card]) -> String {
        slotsText(triple.slots.map { table[$0] }, table)
    }

    /// `slots 1 5 9 (2RTO 1GOS 3PSD)` for cards on `table`, in the order given.
    static func slotsText(_ cards: [Card], _ table: [Card]) -> String {
        let slots = cards.map { card in table.firstIndex(of: card).map { String($0 + 1) } ?? "?" }
        return "slots " + slots.joined(separator: " ") + " (" + cards.map(\.code).joined(separator: " ") + ")"
    }

    /// A move in words: a set's slots; a chain set's carried card (of `previous`, which may
    /// still show as a match) and slots; an ultraset's two pairs and its fifth card.
    static func moveText(_ move: SetMove, _ table: [Card], previous: [Card] = []) -> String {
        if let fifth = move.fifth, move.cards.count == 4 {
            return slotsText(Array(move.cards.prefix(2)), table) + " and "
                + slotsText(Array(move.cards.suffix(2)), table).dropFirst(6)
                + ", each a set with \(fifth.code)"
        }
        let carried = move.cards.filter(previous.contains)
        let prefix = carried.map { "\($0.code) from the previous set with " }.joined()
        return prefix + slotsText(move.cards.filter { !previous.contains($0) }, table)
    }

    /// `analyze`: the sets on the table, the card completing each selected pair and where it
    /// is, the exact odds that the next deal makes a set, and a largest set-free subset. It
    /// lists the sets as `hint all` does, so it costs what `hint all` costs (issue 37, item 10).
    mutating func analyze(_ env: inout TableContext) -> String {
        let selected = game.selected.compactMap { game.slot(of: $0) }.sorted()
        let analysis = TableAnalysis(table: game.table, selected: selected, deck: game.deck, discard: game.discard)
        var lines = [
            Words.count(analysis.sets.count, "set") + " among \(game.table.count) cards"
                + (analysis.sets.isEmpty ? "." : ":")
        ]
        lines += analysis.sets.map { "  " + SetTable.slotsText($0, game.table) }
        if game.variant != .standard {
            // NB: the rest of the analysis (completions, odds) is of plain sets; the variant's
            // moves are listed here.
            let moves = game.movesOnTable
            lines.append(
                game.variant.title + ": " + Words.count(moves.count, game.variant.moveName)
                    + (moves.isEmpty ? "." : ":"))
            lines += moves.map { "  " + SetTable.moveText($0, game.table, previous: game.chainPrevious) }
        }
        if selected.count >= 2 {
            lines.append("Completing the selected pairs:")
            for completion in analysis.completions {
                let place: String =
                    switch completion.place {
                    case .table(let slot): "on the table, slot \(slot + 1)"
                    case .deck: "in the deck"
                    case .discard: "in the discard pile"
                    case .elsewhere: "selected already"
                    }
                lines.append(
                    "  slots \(completion.first + 1) \(completion.second + 1) need \(completion.card.code): \(place)")
            }
        } else {
            lines.append("Select two cards to see what completes them.")
        }
        if let odds = analysis.nextDeal {
            let percent = (odds.value * 1000).rounded() / 10
            lines.append("The next deal of 3 makes a new set with probability \(odds) (\(percent)%).")
        } else {
            lines.append("The deck has fewer than 3 cards: no next deal.")
        }
        if let free = analysis.largestSetFree {
            lines.append(
                "A largest set-free subset has \(free.count) cards: slots "
                    + free.map { String($0 + 1) }.joined(separator: " ") + ".")
        }
        if let charge = chargeHint(&env) { lines.append(charge) }
        return lines.joined(separator: "\n")
    }

    /// Charges what `hint all` costs for a command that shows sets on the table (`analyze`,
    /// `why` naming a card there) and says so; `nil`, charging nothing, when the table holds
    /// no set or the game is over.
    mutating func chargeHint(_ env: inout TableContext) -> String? {
        guard !finishedWithSets else { return nil }
        let (moves, changes) = game.hintAll()
        guard !moves.isEmpty else { return nil }
        env.seat.playTally.hints += 1
        return "Showing a set on the table costs as a hint does: " + describe(changes, env)
    }

    /// The score and how it is counted.
    func scoreText(_ env: TableContext) -> String {
        let scores = game.hasRivals ? "Scores: " + env.seat.scoresText(game.players) + ";" : "Score \(game.score):"
        return scores + " " + Words.count(game.setsFound, "set")
            + " found, \(Words.seconds(env.clock - game.startedAt)) played.\n"
            + Scoring.explanation
    }

    /// Checks an `expect`.
    func check(_ expectation: Expectation, _ env: TableContext) throws(InterpreterError) {
        func compare<T: Equatable>(_ what: String, _ expected: T, _ actual: T, _ show: (T) -> String)
            throws(InterpreterError)
        {
            guard expected == actual else {
                throw .expectationFailed(what: what, expected: show(expected), actual: show(actual))
            }
        }
        switch expectation {
        case .score(let value): try compare("score", value, game.score) { String($0) }
        case .deck(let value): try compare("deck", value, game.deck.count) { String($0) }
        case .table(let value): try compare("table", value, game.table.count) { String($0) }
        case .sets(let value): try compare("sets", value, game.setsOnTable.count) { String($0) }
        case .slot(let slot, let code):
            let actual =
                (1...max(1, game.table.count)).contains(slot) && slot <= game.table.count
                ? game.table[slot - 1].code : "nothing"
            try compare("slot \(slot)", code, actual) { $0 }
        case .selected(let slots):
            let actual = game.selected.compactMap { game.slot(of: $0).map { $0 + 1 } }.sorted()
            try compare("selected", slots.sorted(), actual) {
                $0.isEmpty ? "none" : $0.map(String.init).joined(separator: " ")
            }
        case .over(let value): try compare("over", value, game.isOver) { String($0) }
        case .error, .game, .clock: break  // NB: checked by the session first (`Session.checkCommon`)
        case .flips, .theme, .mode: throw .notInThisGame(command: "expect \(expectation.kind.rawValue)", game: .set)
        }
    }

    /// The SPEC's `state` object for the Set game.
    func writeState(_ env: TableContext, to writer: inout JSONWriter) {
        let layout = env.seat.layout(cardCount: game.table.count)
        let arrangement = env.seat.arrangement
        writer.object { writer in
            writer.field(StateKey.deck, game.deck.count)
            writer.key(StateKey.table)
            writer.array { writer in
                for (index, card) in game.table.enumerated() {
                    writer.object { writer in
                        writer.field(StateKey.slot, index + 1)
                        writer.field(StateKey.card, card.code)
                        writer.field(StateKey.selected, game.selected.contains(card))
                        // NB: only a card of the hint on show carries `hint`, so that other states are unchanged.
                        if highlight(of: card, env.seat) == .hint { writer.field(StateKey.hint, true) }
                        writer.field(StateKey.faceUp, true)
                        writer.field(StateKey.frame, arrangement.frame(ofSlot: index, in: layout))
                    }
                }
            }
            writer.field(StateKey.discard, strings: game.discard.map(\.code))
            // NB: written only when not the default, so that the key is absent under the default.
            if !env.options.discard.isFaceUp { writer.field(StateKey.discardFaceUp, false) }
            writer.field(StateKey.score, game.score)
            writer.field(StateKey.sets, game.setsOnTable.count)
            writer.field(StateKey.over, game.isOver)
            writer.field(StateKey.clock, JSONWriter.rounded(env.clock))
            env.seat.writeBounds(to: &writer)
            writer.field(StateKey.reveal, game.reveal.rawValue)
            writer.field(StateKey.rule, game.rule.rawValue)
            writer.field(StateKey.seed, String(game.seed))
            Session.writePlayers(game.players, to: &writer)
            if game.hasRivals { writer.field(StateKey.mover, game.players[game.lastMover].name) }
            if let puzzle = game.puzzle {
                writer.key(StateKey.puzzle)
                puzzle.write(to: &writer, startedAt: game.startedAt)
            }
            if game.deckKind != .standard { writer.field(StateKey.deckKind, game.deckKind.rawValue) }
            if game.variant != .standard {
                writer.field(StateKey.variant, game.variant.rawValue)
                writer.field(StateKey.moves, game.movesOnTable.count)
                if !game.chainPrevious.isEmpty {
                    writer.field(StateKey.previous, strings: game.chainPrevious.map(\.code))
                }
            }
            if let trial = game.trial {
                writer.key(StateKey.trial)
                trial.write(to: &writer, found: game.setsFound, now: env.clock)
            }
        }
    }
}
