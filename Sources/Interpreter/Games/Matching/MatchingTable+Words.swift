import Board
import CardKit
import Choreography
import JSONCoding
import Matching

/// The matching game's commands and words.
extension MatchingTable {
    /// A matching game dealt from `seed`: the default table, face down, in 2-card mode.
    static func newGame(seed: UInt64) -> MatchingGame {
        var generator = SeededGenerator(seed: seed)
        return MatchingGame(standardTableIn: .two, using: &generator)
    }

    /// Re-deals the matching game with `seed`, keeping its mode and table size.
    mutating func newGame(
        _ seed: UInt64, _ given: NewGameOptions, _ env: inout TableContext,
        _ context: inout CommandContext
    ) throws(InterpreterError) {
        var generator = SeededGenerator(seed: seed)
        let old = game.cards.count
        do { try game.newGame(using: &generator) } catch { throw .matching(error) }
        context.recordRedeal(old: old, new: game.cards.count)
        context.output.text =
            "New game of Matching, seed \(seed): \(game.cards.count) cards face down, "
            + "\(game.mode.count)-card mode."
        context.drawBoard = true
    }

    /// `help rules` in the matching game, above how the score is counted.
    static let rules = [
        "Matching: playing cards lie face down; turn up 2 (3 in 3-card mode) to compare.",
        "  choose 7         turn the card in slot 7 face up (a face-up one turns down)",
        "  mode 2|3         compare 2 or 3 cards, before the first choice",
        "Cards sharing a rank or a suit match and stay up; the others turn down again.",
    ].joined(separator: "\n")

    /// `mode 2|3`: how many cards are compared, before the first choice.
    mutating func setMode(_ count: Int, into context: inout CommandContext) throws(InterpreterError) {
        var game = game
        do { try game.setMode(MatchMode(count: count)) } catch { throw .matching(error) }
        self.game = game
        context.output.text = "\(count)-card mode: choose \(count == 2 ? "two" : "three") cards to compare them."
        context.drawBoard = true
    }

    func cardText(_ shown: String, _ env: TableContext) -> String {
        MatchingTable.playingCardText(shown, unicode: env.options.unicode, color: env.options.color)
    }

    func matchedText(_ cards: [String], _ slots: String) -> String {
        "Match! " + cards.joined(separator: " ") + " in \(slots)."
    }
    func mismatchedText(_ cards: [String], _ slots: String) -> String {
        "No match: " + cards.joined(separator: " ") + " in \(slots)."
    }

    func scoreReason(_ points: Int, _ changes: [FlipChange]) -> String {
        let cost = MatchingRules.costToChoose
        let matched = changes.contains { if case .matched = $0 { true } else { false } }
        let mismatched = changes.contains { if case .mismatched = $0 { true } else { false } }
        return matched
            ? "match +\(points + cost), choosing -\(cost)"
            : mismatched
                ? "mismatch -\(MatchingRules.mismatchPenalty), choosing -\(cost)"
                : "choosing costs \(cost)"
    }

    func overText(_ env: TableContext) -> String {
        MatchingTable.overText(game) { cardText($0, env) }
    }

    func faceWords(slot: Int) -> [String] { game.snapshot().cards[slot - 1].card.map { [$0] } ?? [] }
    func normalize(_ word: String) -> String { PlayingCard(code: word)?.code ?? word.uppercased() }

    /// The end of a matching game and why: the cards left unmatched, shown, cannot make a
    /// match (too few for the mode, or no two share a rank or a suit).
    static func overText(_ game: MatchingGame, cardText: (String) -> String) -> String {
        let left = game.cards.filter { !$0.isMatched }.map(\.card)
        let shown = left.map { cardText($0.code) }.joined(separator: " ")
        let why =
            switch left.count {
            case 0: "every card is matched"
            case ..<game.mode.count:
                """
                \(Words.count(left.count, "card")) \(left.count == 1 ? "is" : "are") left unmatched (\(shown)) and \
                a match takes \(game.mode.count)
                """
            case 2: "the 2 cards left unmatched (\(shown)) share no rank and no suit"
            default: "no two of the \(left.count) cards left unmatched (\(shown)) share a rank or a suit"
            }
        return "No match is left: \(why). Game over, score \(game.score)."
    }

    /// A card code as the terminal shows it: `A♠` (red suits red, with colour), or `AS`.
    static func playingCardText(_ code: String, unicode: Bool, color: Bool) -> String {
        guard unicode, let card = PlayingCard(code: code) else { return code }
        return card.suit.isRed ? Words.colored(card.symbolCode, "31", when: color) : card.symbolCode
    }

    /// The status line and the matching table, drawn by the board: rank and suit for a
    /// face-up card (marked once matched), a back for a face-down one.
    func boardText(_ env: TableContext) -> String {
        let dot = env.dot
        let view = game.snapshot()
        let matched = view.cards.filter(\.matched).count
        let scores =
            game.hasRivals
            ? env.seat.scoresText(game.players) + "\(dot)" + Words.turnText(game.players[game.turn].name)
            : "score \(view.score)"
        var status =
            """
            Matching\(dot)\(view.mode)-card mode\(dot)\(scores)\(dot)\(matched) of \(view.cards.count) \
            cards matched
            """
        if view.over { status += "\(dot)game over" } else if !game.hasStarted { status += "\(dot)mode can change" }
        return draw(status: status, env)
    }

    /// The matching score and how it is counted.
    func scoreText(_ env: TableContext) -> String {
        let scores =
            game.hasRivals
            ? "Scores: " + env.seat.scoresText(game.players) + " (" + Words.turnText(game.players[game.turn].name)
                + ");" : "Score \(game.score)"
        return scores + " after \(game.choices) choices, \(game.mode.count)-card mode.\n"
            // NB: the rules are help's too (help rules, help score): lines of at most 80 columns.
            + "Choosing a card costs \(MatchingRules.costToChoose), a mismatch \(MatchingRules.mismatchPenalty); "
            + "a match earns \(MatchingRules.matchBonus) x its match score,\n"
            + "summed over every two cards compared: \(MatchingRules.rankScore) for the same rank, "
            + "\(MatchingRules.suitScore) for the same suit."
            + (game.hasRivals ? "\nA match gives another turn; a mismatch passes the turn on." : "")
    }

    func writeExtraState(to writer: inout JSONWriter) {
        // NB: solo play's state is as it always was; players and turn only when several play.
        guard game.hasRivals else { return }
        Session.writePlayers(game.players, to: &writer)
        writer.field(StateKey.turn, game.players[game.turn].name)
    }

    /// Checks an `expect` of the matching game alone.
    func checkOwn(_ expectation: Expectation) throws(InterpreterError) {
        switch expectation {
        case .mode(let value): try Expectation.expectEqual("mode", String(value), String(game.mode.count))
        default:
            throw .notInThisGame(command: "expect \(expectation.kind.rawValue)", game: .matching)
        }
    }
}
