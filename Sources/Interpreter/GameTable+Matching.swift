import Choreography
import CardKit
import Matching

extension GameTable {
    /// The playing-card matching game: one person, cards named by slot or (face up) by code.
    static let matching = GameTable(
        dealsFaceUp: false,
        boardText: { $0.matchingBoardText() },
        scoreText: { $0.matchingScoreText() },
        scoreRules: { session in String(session.matchingScoreText().split(separator: "\n").dropFirst().joined(separator: "\n")) },
        writeState: { session, writer in session.writeFlipState(session.matchingTable, to: &writer) },
        check: { session, expectation throws(InterpreterError) in try session.checkMatching(expectation) },
        tableCodes: { $0.matching.cards.indices.map { Session.cardID(slot: $0 + 1) } },
        faceDownCodes: { games in
            Set(games.matching.cards.indices.filter { !games.matching.cards[$0].isFaceUp }.map { Session.cardID(slot: $0 + 1) })
        },
        restingTable: { session, frame, gathered in session.matchingRestingTable(frame: frame, gathered: gathered) },
        recordRestore: { session, old, context in
            context.recordFlipsBack(old.matching.cards.map(\.isFaceUp), session.games.matching.cards.map(\.isFaceUp))
        },
        newGame: { session, seed, _, context throws(InterpreterError) in try session.newMatchingGame(seed: seed, into: &context) },
        choose: { session, targets, context throws(InterpreterError) in try session.chooseFlips(targets, session.matchingTable, &context) },
        rivals: { _ in [] },
        turn: { _ in nil },
        seatPlayers: { _, _ throws(InterpreterError) in throw .notInThisGame(command: "new-game --players/--opponent", game: .matching) },
        opponent: { _ in nil },
        dropOpponent: { _, _ in },
        seatComputer: { _, _, _ throws(InterpreterError) in throw .notInThisGame(command: "opponent", game: .matching) })
}

extension Session {
    /// The matching game at rest: codes only for face-up cards, matched ones marked.
    func matchingRestingTable(frame: (Int) -> Rect, gathered: Rect?) -> RestingTable {
        let cards = games.matching.snapshot().cards.enumerated().map { index, card in
            // NB: the snapshot holds no code for a face-down card.
            RestingTable.Card(
                code: Session.cardID(slot: index + 1), face: card.card, frame: frame(index), faceUp: card.card != nil,
                highlight: card.matched ? .match : card.faceUp ? .selected : .none)
        }
        return RestingTable(game: .matching, bounds: options.bounds, cards: cards, gathered: gathered)
    }
}
