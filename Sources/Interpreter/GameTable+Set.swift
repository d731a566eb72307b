import Choreography
import CardKit
import SetGame

extension GameTable {
    /// Set: cards named by their codes, face up; the computer claims sets or deals.
    static let set = GameTable(
        dealsFaceUp: true,
        boardText: { $0.setBoardText() },
        scoreText: { $0.setScoreText() },
        scoreRules: { _ in Scoring.explanation },
        writeState: { session, writer in session.writeSetState(to: &writer) },
        check: { session, expectation throws(InterpreterError) in try session.checkSet(expectation) },
        tableCodes: { $0.set.table.map(\.code) },
        faceDownCodes: { _ in [] },
        restingTable: { session, frame, gathered in session.setRestingTable(frame: frame, gathered: gathered) },
        recordRestore: { session, old, context in session.recordSetRestore(from: old, in: &context) },
        newGame: { session, seed, _, context in session.newSetGame(seed: seed, into: &context) },
        choose: { session, targets, context throws(InterpreterError) in try session.choose(targets, into: &context) },
        rivals: { $0.set.hasRivals ? $0.set.players : [] },
        turn: { _ in nil },
        seatPlayers: { games, names in games.set.seat(names) },
        opponent: GameTable.opponent(at: \.setOpponent),
        dropOpponent: GameTable.dropOpponent(at: \.setOpponent),
        seatComputer: { session, level, seed throws(InterpreterError) in try session.seatSetComputer(level, seed: seed) })
}

extension Session {
    /// The Set game at rest: its cards in their frames (`frame`), the deck, the discard pile.
    func setRestingTable(frame: (Int) -> Rect, gathered: Rect?) -> RestingTable {
        let game = games.set, layout = layout
        let cards = game.table.enumerated().map { index, card in
            RestingTable.Card(code: card.code, face: card.code, frame: frame(index), highlight: highlight(of: card))
        }
        let top = options.discard.isFaceUp ? game.discard.last?.code : nil
        // NB: Set-Chain's carried card is chosen from the discard pile and stays there: drawn
        // over it, with its mark, while it is selected or shows with its match.
        let carried = game.selected.first { !game.table.contains($0) && game.chainPrevious.contains($0) }.map { card in
            RestingTable.Card(code: card.code, face: card.code, frame: layout.discard, highlight: highlight(of: card))
        }
        return RestingTable(
            game: .set, bounds: options.bounds, cards: cards,
            deck: RestingTable.Pile(frame: layout.deck, count: game.deck.count),
            discard: RestingTable.Pile(frame: layout.discard, count: game.discard.count, top: top), gathered: gathered,
            carried: gathered == nil ? carried : nil)
    }

    /// Seats the computer at the Set table (not in a puzzle, a time trial or a variant).
    mutating func seatSetComputer(_ level: OpponentLevel, seed: UInt64?) throws(InterpreterError) {
        guard games.set.puzzle == nil else { throw .soloOnly("puzzle") }
        guard games.set.trial == nil else { throw .soloOnly("time trial") }
        var game = games.set
        let index = try Session.computerSeat(game.hasRivals ? game.players : []) { () throws(SeatingError) in try game.join(Player.computerName) }
        games.set = game
        let generator = SeededGenerator(seed: (seed ?? game.seed) ^ OpponentSalt.set)
        games.setOpponent = SetOpponentSeat(policy: SetOpponent(level: level), player: index, generator: generator,
                                            plan: .idle, plannedAt: clock)
    }
}
