import Choreography
import Concentration
import CardKit
import JSONCoding

/// Concentration: emoji pairs face down, named by slot; players take turns, the computer
/// remembers what it saw.
struct ConcentrationTable: FlipTable {
    var kind: GameKind { .concentration }
    var newGameOptions: Set<NewGameKind.Option> { [.seed, .theme, .players, .opponent] }
    func boardText(_ session: Session) -> String { session.concentrationBoardText() }
    func scoreText(_ session: Session) -> String { session.concentrationScoreText() }

    func scoreRules(_ session: Session) -> String {
        String(session.concentrationScoreText().split(separator: "\n").dropFirst().joined(separator: "\n"))
    }

    func rulesText(_ session: Session) -> String {
        Session.concentrationRules + "\n" + scoreRules(session)
    }

    func writeState(_ session: Session, _ writer: inout JSONWriter) { session.writeFlipState(session.concentrationTable, to: &writer) }

    func check(_ session: Session, _ expectation: Expectation) throws(InterpreterError) {
        try session.checkConcentration(expectation)
    }

    func validateSave(_ games: Games) throws(InvalidState) {
        let game = games.concentration
        do {
            try game.validate()
            try Games.validateNames(game.roster)
            if let seat = games.concentrationOpponent {
                try seat.validate(players: game.players)
                try seat.plan.validate(cards: game.cards)
                try seat.policy.validate(cards: game.cards)
            }
        } catch { throw InvalidState("concentration: \(error.reason)") }
    }

    func faceUp(_ games: Games) -> [Bool] { games.concentration.cards.map(\.isFaceUp) }

    func restingTable(_ session: Session, _ frame: (Int) -> Rect, _ gathered: Rect?) -> RestingTable {
        session.concentrationRestingTable(frame: frame, gathered: gathered)
    }

    func newGame(_ session: inout Session, _ seed: UInt64, _ theme: ConcentrationTheme?, _ context: inout CommandContext)
        throws(InterpreterError) {
        try session.newConcentrationGame(seed: seed, theme: theme, into: &context)
    }

    func choose(_ session: inout Session, _ targets: [Target], _ context: inout CommandContext) throws(InterpreterError) -> String {
        try session.chooseFlips(targets, session.concentrationTable, &context)
    }

    func rivals(_ games: Games) -> [Player] { games.concentration.hasRivals ? games.concentration.players : [] }
    func turn(_ games: Games) -> Int? { games.concentration.turn }
    func seatPlayers(_ games: inout Games, _ names: [String]) { games.concentration.seat(names) }
    func opponent(_ games: Games) -> ComputerSeat? { games.computerSeat(at: \.concentrationOpponent) }

    func dropOpponent(_ games: inout Games, _ planOnly: Bool) {
        games.dropComputer(at: \.concentrationOpponent, planOnly: planOnly)
    }

    func seatComputer(_ session: inout Session, _ level: OpponentLevel, _ seed: UInt64?) throws(InterpreterError) {
        try session.seatConcentrationComputer(level, seed: seed)
    }

    // NB: the computer first sees the cards turned up since it last looked.
    func replanOpponent(_ games: inout Games, after before: Games, clock: Double) {
        if let seat = games.concentrationOpponent, !Session.seats(seat.player, in: games.concentration) {
            games.concentrationOpponent = nil
        }
        let cardsChanged = games.concentration.cards != before.concentration.cards || games.concentration.turn != before.concentration.turn
        if var seat = games.concentrationOpponent, seat != before.concentrationOpponent || cardsChanged {
            let game = games.concentration
            let old = before.concentration.cards
            if old.count == game.cards.count {
                let turnedUp = game.cards.indices.filter { game.cards[$0].isFaceUp && !old[$0].isFaceUp }.map { $0 + 1 }
                seat.policy.observe(slots: turnedUp, in: game, using: &seat.generator)
            } else {
                seat.policy.forget()
            }
            seat.plan = game.turn == seat.player ? seat.policy.plan(for: game, using: &seat.generator) : .idle
            seat.plannedAt = clock
            games.concentrationOpponent = seat
        }
    }

    // NB: the turn would stay with a computer that no longer moves.
    func computerHoldsTurn(_ games: Games, seat: Int) -> Bool { games.concentration.turn == seat && !games.concentration.isOver }
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
