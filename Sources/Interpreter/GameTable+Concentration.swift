import Choreography
import Concentration
import CardKit

extension GameTable {
    /// Concentration: emoji pairs face down, named by slot; players take turns, the computer
    /// remembers what it saw.
    static let concentration = GameTable(
        dealsFaceUp: false,
        boardText: { $0.concentrationBoardText() },
        scoreText: { $0.concentrationScoreText() },
        scoreRules: { session in String(session.concentrationScoreText().split(separator: "\n").dropFirst().joined(separator: "\n")) },
        writeState: { session, writer in session.writeFlipState(session.concentrationTable, to: &writer) },
        check: { session, expectation throws(InterpreterError) in try session.checkConcentration(expectation) },
        tableCodes: { $0.concentration.cards.indices.map { Session.cardID(slot: $0 + 1) } },
        faceDownCodes: { games in
            Set(games.concentration.cards.indices.filter { !games.concentration.cards[$0].isFaceUp }.map { Session.cardID(slot: $0 + 1) })
        },
        restingTable: { session, frame, gathered in session.concentrationRestingTable(frame: frame, gathered: gathered) },
        recordRestore: { session, old, context in
            context.recordFlipsBack(old.concentration.cards.map(\.isFaceUp), session.games.concentration.cards.map(\.isFaceUp))
        },
        newGame: { session, seed, theme, context throws(InterpreterError) in
            try session.newConcentrationGame(seed: seed, theme: theme, into: &context)
        },
        choose: { session, targets, context throws(InterpreterError) in try session.chooseFlips(targets, session.concentrationTable, &context) },
        rivals: { $0.concentration.hasRivals ? $0.concentration.players : [] },
        turn: { $0.concentration.turn },
        seatPlayers: { games, names in games.concentration.seat(names) },
        opponent: GameTable.opponent(at: \.concentrationOpponent),
        dropOpponent: GameTable.dropOpponent(at: \.concentrationOpponent),
        seatComputer: { session, level, seed throws(InterpreterError) in try session.seatConcentrationComputer(level, seed: seed) })
}

extension Session {
    /// The Concentration game at rest: faces only for face-up cards, matched cards gone.
    func concentrationRestingTable(frame: (Int) -> Rect, gathered: Rect?) -> RestingTable {
        let game = games.concentration
        let emoji = game.snapshot(ascii: false), ascii = game.snapshot(ascii: true)
        let mismatch = game.faceUpSlots.count == 2
        let cards = zip(emoji.cards, ascii.cards).enumerated().map { index, pair in
            let (card, plain) = pair
            // NB: faces come from the snapshots only, which hold none for a face-down card.
            let highlight: Highlight = card.faceUp && !card.matched ? (mismatch ? .mismatch : .selected) : .none
            return RestingTable.Card(
                code: Session.cardID(slot: index + 1), face: card.face, asciiFace: plain.face ?? "??", frame: frame(index),
                faceUp: card.face != nil, highlight: highlight, gone: card.matched)
        }
        return RestingTable(
            game: .concentration, bounds: options.bounds, cards: cards, gathered: gathered, back: game.theme.back.rawValue)
    }

    /// Seats the computer at the Concentration table.
    mutating func seatConcentrationComputer(_ level: OpponentLevel, seed: UInt64?) throws(InterpreterError) {
        var game = games.concentration
        let index = try Session.computerSeat(game.hasRivals ? game.players : []) { () throws(SeatingError) in try game.join(Player.computerName) }
        games.concentration = game
        let generator = SeededGenerator(seed: (seed ?? options.seed) ^ OpponentSalt.concentration)
        games.concentrationOpponent = ConcentrationOpponentSeat(
            policy: ConcentrationOpponent(level: level), player: index, generator: generator, plan: .idle, plannedAt: clock)
    }
}
