import CardKit
import Choreography
import Concentration
import JSONCoding

/// Concentration's table: emoji pairs face down, named by slot; players take turns, the
/// computer remembers what it saw.
struct ConcentrationTable: FlipTable, Equatable {
    /// The game.
    var game: ConcentrationGame
    /// The computer at the table, while it plays there.
    var opponent: ConcentrationOpponentSeat? = nil

    static var kind: GameKind { .concentration }
    static var newGameOptions: Set<NewGameKind.Option> { [.seed, .theme, .players, .opponent] }
    static var takesCodes: Bool { false }
    static func failure(_ error: ConcentrationError) -> InterpreterError { .concentration(error) }

    func scoreRules(_ env: TableContext) -> String {
        String(scoreText(env).split(separator: "\n").dropFirst().joined(separator: "\n"))
    }

    func rulesText(_ env: TableContext) -> String {
        ConcentrationTable.rules + "\n" + scoreRules(env)
    }

    func validateSave() throws(InvalidState) {
        do {
            try game.validate()
            try Games.validateNames(game.roster)
            if let seat = opponent {
                try seat.validate(players: game.players)
                try seat.plan.validate(cards: game.cards)
                try seat.policy.validate(cards: game.cards)
            }
        } catch { throw InvalidState("concentration: \(error.reason)") }
    }

    var faceUp: [Bool] { game.cards.map(\.isFaceUp) }

    /// The Concentration game at rest: faces only for face-up cards, matched cards gone.
    func restingTable(_ env: TableContext, _ frame: (Int) -> Rect, _ gathered: Rect?) -> RestingTable {
        let emoji = game.snapshot(ascii: false)
        let ascii = game.snapshot(ascii: true)
        let mismatch = game.faceUpSlots.count == 2
        let cards = zip(emoji.cards, ascii.cards).enumerated().map { index, pair in
            let (card, plain) = pair
            // NB: faces come from the snapshots only, which hold none for a face-down card.
            let highlight: Highlight = card.faceUp && !card.matched ? (mismatch ? .mismatch : .selected) : .none
            return RestingTable.Card(
                code: Session.cardID(slot: index + 1), face: card.face, asciiFace: plain.face ?? "??",
                frame: frame(index),
                faceUp: card.face != nil, highlight: highlight, gone: card.matched)
        }
        return RestingTable(
            game: .concentration, bounds: env.options.bounds, cards: cards, gathered: gathered,
            back: game.theme.back.rawValue)
    }

    var computer: ComputerSeat? { opponent?.computerSeat }

    mutating func dropOpponent(planOnly: Bool) { opponent.dropComputer(planOnly: planOnly) }

    /// Seats the computer at the Concentration table.
    mutating func seatComputer(_ level: OpponentLevel, seed: UInt64?, _ env: TableContext) throws(InterpreterError) {
        var game = game
        let index = try Session.computerSeat(game.hasRivals ? game.players : []) { () throws(SeatingError) in
            try game.join(Player.computerName)
        }
        self.game = game
        let generator = SeededGenerator(seed: (seed ?? env.options.seed) ^ OpponentSalt.concentration)
        opponent = ConcentrationOpponentSeat(
            policy: ConcentrationOpponent(level: level), player: index, generator: generator, plan: .idle,
            plannedAt: env.clock)
    }

    // NB: the computer first sees the cards turned up since it last looked.
    mutating func replanOpponent(after before: any GameTable, clock: Double) {
        guard let before = before as? ConcentrationTable else { return }
        if let seat = opponent, !Session.seats(seat.player, in: game) { opponent = nil }
        let cardsChanged = game.cards != before.game.cards || game.turn != before.game.turn
        if var seat = opponent, seat != before.opponent || cardsChanged {
            let old = before.game.cards
            if old.count == game.cards.count {
                let turnedUp = game.cards.indices.filter { game.cards[$0].isFaceUp && !old[$0].isFaceUp }.map { $0 + 1 }
                seat.policy.observe(slots: turnedUp, in: game, using: &seat.generator)
            } else {
                seat.policy.forget()
            }
            seat.plan = game.turn == seat.player ? seat.policy.plan(for: game, using: &seat.generator) : .idle
            seat.plannedAt = clock
            opponent = seat
        }
    }

    // NB: the turn would stay with a computer that no longer moves.
    func computerHoldsTurn(seat: Int) -> Bool { game.turn == seat && !game.isOver }
}
