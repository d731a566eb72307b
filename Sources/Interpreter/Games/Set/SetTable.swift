import CardKit
import Choreography
import JSONCoding
import SetGame

/// Set's table: the game (with its puzzle or trial, its players) and the computer's seat.
/// Cards are named by their codes, face up; the computer claims sets or deals.
struct SetTable: SeatedTable, Equatable {
    /// The game.
    var game: SetGame
    /// The computer at the table, while it plays there.
    var opponent: SetOpponentSeat? = nil
    /// The sets taken so far, with the tables they were taken from (`review`).
    var moves = SetMoveLog()

    static var kind: GameKind { .set }
    static var dealsFaceUp: Bool { true }
    static var claimsRace: Bool { true }
    static var newGameOptions: Set<NewGameKind.Option> { Set(NewGameKind.Option.allCases).subtracting([.theme]) }
    static var deckCommand: String? { "deal" }
    var linesBelowBoard: Int { game.puzzle?.found.isEmpty == false ? 1 : 0 }
    func scoreRules(_ env: TableContext) -> String { Scoring.explanation }

    func validateSave() throws(InvalidState) {
        do {
            try game.validate()
            try moves.validate(against: game)
            try Games.validateNames(game.roster)
            if let seat = opponent {
                try seat.validate(players: game.players)
                try seat.plan.validate(in: game, by: seat.policy)
            }
        } catch { throw InvalidState("set: \(error.reason)") }
    }

    var tableCodes: [String] { game.table.map(\.code) }
    var faceDownCodes: Set<String> { [] }
    var completableCodes: [String] { game.table.map(\.code) }

    // NB: a finished trial too: undone, its last set found again counted it twice.
    var undoRefusal: InterpreterError? { game.trial != nil ? .noUndoInTrial : nil }

    func resetView(_ seat: inout Seat) {
        seat.lastMismatch =
            game.reveal == .mismatch && game.selected.count == 3
            ? SetExplanation(game.selected[0], game.selected[1], game.selected[2]) : nil
    }

    mutating func newGame(
        _ seed: UInt64, _ given: NewGameOptions, _ env: inout TableContext, _ context: inout CommandContext
    ) {
        newSetGame(seed: seed, &env, into: &context)
    }

    static func check(_ given: NewGameOptions, _ env: TableContext) throws(InterpreterError) {
        let variant = given.variant ?? env.options.variant
        if variant != .standard, (given.deck ?? env.options.deck) != .standard {
            throw .variantNeedsStandardDeck(variant)
        }
    }

    static func keep(_ given: NewGameOptions, in options: inout SessionOptions) {
        if let rule = given.rule { options.rule = rule }
        if let deck = given.deck { options.deck = deck }
        if let variant = given.variant { options.variant = variant }
    }

    var computer: ComputerSeat? { opponent?.computerSeat }
    mutating func dropOpponent(planOnly: Bool) { opponent.dropComputer(planOnly: planOnly) }

    mutating func replanOpponent(after before: any GameTable, clock: Double) {
        guard let before = before as? SetTable else { return }
        // NB: a seat lives only in a game that seats the computer: a new puzzle, trial or solo
        // game leaves it behind.
        if let seat = opponent, !Session.seats(seat.player, in: game) { opponent = nil }
        let set = game
        let old = before.game
        // NB: the table, not the game: a hint or the speed clock changes the game, not what
        // the computer looks at, and does not start its think again.
        let tableChanged =
            set.seed != old.seed || set.table != old.table || set.selected != old.selected
            || set.reveal != old.reveal || set.deck.count != old.deck.count
        if var seat = opponent, seat != before.opponent || tableChanged {
            seat.plan = seat.policy.plan(for: game, using: &seat.generator)
            seat.plannedAt = clock
            opponent = seat
        }
    }

    var opponentJoinedText: String { "it claims \(game.variant.aMove) after its think time." }

    /// The Set game at rest: its cards in their frames (`frame`), the deck, the discard pile.
    func restingTable(_ env: TableContext, _ frame: (Int) -> Rect, _ gathered: Rect?) -> RestingTable {
        let layout = env.seat.layout(cardCount: game.table.count)
        let cards = game.table.enumerated().map { index, card in
            RestingTable.Card(
                code: card.code, face: card.code, frame: frame(index), highlight: highlight(of: card, env.seat))
        }
        let top = env.options.discard.isFaceUp ? game.discard.last?.code : nil
        // NB: Set-Chain's carried card is chosen from the discard pile and stays there: drawn
        // over it, with its mark, while it is selected or shows with its match.
        let carried = game.selected.first { !game.table.contains($0) && game.chainPrevious.contains($0) }.map { card in
            RestingTable.Card(
                code: card.code, face: card.code, frame: layout.discard, highlight: highlight(of: card, env.seat))
        }
        return RestingTable(
            game: .set, bounds: env.options.bounds, cards: cards,
            deck: RestingTable.Pile(frame: layout.deck, count: game.deck.count),
            discard: RestingTable.Pile(frame: layout.discard, count: game.discard.count, top: top), gathered: gathered,
            carried: gathered == nil ? carried : nil)
    }

    /// Seats the computer at the Set table (not in a puzzle, a time trial or a variant).
    mutating func seatComputer(_ level: OpponentLevel, seed: UInt64?, _ env: TableContext) throws(InterpreterError) {
        guard game.puzzle == nil else { throw .soloOnly("puzzle") }
        guard game.trial == nil else { throw .soloOnly("time trial") }
        var game = game
        let index = try Session.computerSeat(game.hasRivals ? game.players : []) { () throws(SeatingError) in
            try game.join(Player.computerName)
        }
        self.game = game
        let generator = SeededGenerator(seed: (seed ?? game.seed) ^ OpponentSalt.set)
        opponent = SetOpponentSeat(
            policy: SetOpponent(level: level), player: index, generator: generator,
            plan: .idle, plannedAt: env.clock)
    }
}
