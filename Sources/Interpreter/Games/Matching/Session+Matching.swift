import Board
import Choreography
import CardKit
import Matching

extension Session {
    /// A matching game dealt from `seed`: the default table, face down, in 2-card mode.
    static func newMatching(seed: UInt64) -> MatchingGame {
        var generator = SeededGenerator(seed: seed)
        return MatchingGame(standardTableIn: .two, using: &generator)
    }

    /// Re-deals the matching game with `seed`, keeping its mode and table size.
    mutating func newMatchingGame(seed: UInt64, into context: inout CommandContext) throws(InterpreterError) {
        var generator = SeededGenerator(seed: seed)
        let old = games.matching.cards.count
        do { try games.matching.newGame(using: &generator) } catch { throw .matching(error) }
        let game = games.matching
        context.recordRedeal(old: old, new: game.cards.count)
        context.output.text = "New game of Matching, seed \(seed): \(game.cards.count) cards face down, "
            + "\(game.mode.count)-card mode."
        context.drawBoard = true
    }

    /// `help rules` in the matching game, above how the score is counted.
    static let matchingRules = [
        "Matching: playing cards lie face down; turn up 2 (3 in 3-card mode) to compare.",
        "  choose 7         turn the card in slot 7 face up (a face-up one turns down)",
        "  mode 2|3         compare 2 or 3 cards, before the first choice",
        "Cards sharing a rank or a suit match and stay up; the others turn down again.",
    ].joined(separator: "\n")

    /// `mode 2|3`: how many cards are compared, before the first choice.
    mutating func setMode(_ count: Int, into context: inout CommandContext) throws(InterpreterError) {
        var game = games.matching
        do { try game.setMode(MatchMode(count: count)) } catch { throw .matching(error) }
        games.matching = game
        context.output.text = "\(count)-card mode: choose \(count == 2 ? "two" : "three") cards to compare them."
        context.drawBoard = true
    }

    /// How the session drives the matching game: cards named by code (face-up ones only),
    /// the score's parts spelt out.
    var matchingTable: FlipGameTable<MatchingGame> {
        FlipGameTable(
            kind: .matching, path: \.matching, failure: { .matching($0) }, takesCodes: true, namedGroup: { $0.mode.count },
            // NB: the closures capture the two settings, never `self`: a whole session held in
            // a closure context leaked under AddressSanitizer (Scripts/fuzz).
            cardText: { [unicode = options.unicode, color = options.color] in
                Session.playingCardText($0, unicode: unicode, color: color)
            },
            matched: { cards, slots in "Match! " + cards.joined(separator: " ") + " in \(slots)." },
            mismatched: { cards, slots in "No match: " + cards.joined(separator: " ") + " in \(slots)." },
            scoreReason: { points, changes in
                let cost = MatchingRules.costToChoose
                let matched = changes.contains { if case .matched = $0 { true } else { false } }
                let mismatched = changes.contains { if case .mismatched = $0 { true } else { false } }
                return matched ? "match +\(points + cost), choosing -\(cost)"
                    : mismatched ? "mismatch -\(MatchingRules.mismatchPenalty), choosing -\(cost)"
                    : "choosing costs \(cost)"
            },
            over: { [unicode = options.unicode, color = options.color] game in
                Session.matchingOverText(game) { Session.playingCardText($0, unicode: unicode, color: color) }
            },
            faceWords: { game, slot in game.snapshot().cards[slot - 1].card.map { [$0] } ?? [] },
            normalize: { PlayingCard(code: $0)?.code ?? $0.uppercased() },
            extraState: { _, _ in })
    }

    /// The end of a matching game and why: the cards left unmatched, shown, cannot make a
    /// match (too few for the mode, or no two share a rank or a suit).
    static func matchingOverText(_ game: MatchingGame, cardText: (String) -> String) -> String {
        let left = game.cards.filter { !$0.isMatched }.map(\.card)
        let shown = left.map { cardText($0.code) }.joined(separator: " ")
        let why = switch left.count {
        case 0: "every card is matched"
        case ..<game.mode.count:
            "\(Session.count(left.count, "card")) \(left.count == 1 ? "is" : "are") left unmatched (\(shown)) and a match takes \(game.mode.count)"
        case 2: "the 2 cards left unmatched (\(shown)) share no rank and no suit"
        default: "no two of the \(left.count) cards left unmatched (\(shown)) share a rank or a suit"
        }
        return "No match is left: \(why). Game over, score \(game.score)."
    }

    /// A card code as the terminal shows it: `A♠` (red suits red, with colour), or `AS`.
    static func playingCardText(_ code: String, unicode: Bool, color: Bool) -> String {
        guard unicode, let card = PlayingCard(code: code) else { return code }
        return card.suit.isRed ? colored(card.symbolCode, "31", when: color) : card.symbolCode
    }

    /// The status line and the matching table, drawn by the board: rank and suit for a
    /// face-up card (marked once matched), a back for a face-down one.
    func matchingBoardText() -> String {
        let game = games.matching
        let view = game.snapshot()
        let matched = view.cards.filter(\.matched).count
        var status = "Matching\(dot)\(view.mode)-card mode\(dot)score \(view.score)\(dot)\(matched) of \(view.cards.count) cards matched"
        if view.over { status += "\(dot)game over" } else if !game.hasStarted { status += "\(dot)mode can change" }
        return drawResting(status: status)
    }

    /// The matching score and how it is counted.
    func matchingScoreText() -> String {
        let game = games.matching
        return "Score \(game.score) after \(game.choices) choices, \(game.mode.count)-card mode.\n"
            + "Choosing a card costs \(MatchingRules.costToChoose), a mismatch \(MatchingRules.mismatchPenalty); "
            + "a match earns \(MatchingRules.matchBonus) x its match score: \(MatchingRules.rankScore) for two cards "
            + "of the same rank, \(MatchingRules.suitScore) for the same suit, summed over every two cards compared."
    }

    /// Checks an `expect` in the matching game.
    func checkMatching(_ expectation: Expectation) throws(InterpreterError) {
        if try checkCommon(expectation) { return }
        if try checkFlips(expectation, matchingTable) { return }
        switch expectation {
        case .mode(let value): try Session.expectEqual("mode", String(value), String(games.matching.mode.count))
        default:
            throw .notInThisGame(command: "expect \(expectation.kind.rawValue)", game: .matching)
        }
    }
}
