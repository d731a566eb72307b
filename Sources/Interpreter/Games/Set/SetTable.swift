import Choreography
import Concentration
import CardKit
import JSONCoding
import SetGame

/// Set: cards named by their codes, face up; the computer claims sets or deals.
struct SetTable: GameTable {
    var kind: GameKind { .set }
    var dealsFaceUp: Bool { true }
    var newGameOptions: Set<NewGameKind.Option> { Set(NewGameKind.Option.allCases).subtracting([.theme]) }
    var deckCommand: String? { "deal" }
    func boardText(_ session: Session) -> String { session.setBoardText() }
    func linesBelowBoard(_ games: Games) -> Int { games.set.puzzle?.found.isEmpty == false ? 1 : 0 }
    func scoreText(_ session: Session) -> String { session.setScoreText() }
    func scoreRules(_ session: Session) -> String { Scoring.explanation }
    func rulesText(_ session: Session) -> String { session.setRulesText() }
    func writeState(_ session: Session, _ writer: inout JSONWriter) { session.writeSetState(to: &writer) }
    func check(_ session: Session, _ expectation: Expectation) throws(InterpreterError) { try session.checkSet(expectation) }

    func validateSave(_ games: Games) throws(InvalidState) {
        do {
            try games.set.validate()
            try Games.validateNames(games.set.roster)
            if let seat = games.setOpponent {
                try seat.validate(players: games.set.players)
                try seat.plan.validate(in: games.set, by: seat.policy)
            }
        } catch { throw InvalidState("set: \(error.reason)") }
    }

    func tableCodes(_ games: Games) -> [String] { games.set.table.map(\.code) }
    func faceDownCodes(_ games: Games) -> Set<String> { [] }
    func completableCodes(_ games: Games) -> [String] { games.set.table.map(\.code) }

    func restingTable(_ session: Session, _ frame: (Int) -> Rect, _ gathered: Rect?) -> RestingTable {
        session.setRestingTable(frame: frame, gathered: gathered)
    }

    func recordRestore(_ session: Session, _ old: Games, _ context: inout CommandContext) {
        session.recordSetRestore(from: old, in: &context)
    }

    // NB: a finished trial too: undone, its last set found again counted it twice.
    func undoRefusal(_ games: Games) -> InterpreterError? { games.set.trial != nil ? .noUndoInTrial : nil }

    func mismatchToExplain(_ games: Games) -> SetExplanation? {
        let set = games.set
        return set.reveal == .mismatch && set.selected.count == 3 ? SetExplanation(set.selected[0], set.selected[1], set.selected[2]) : nil
    }

    func keptOptions(_ session: Session, rule: SetRule?, deck: SetDeck?, variant: SetVariant?)
        -> [(option: String, value: String, default: String)] {
        session.keptSetOptions(rule: rule, deck: deck, variant: variant)
    }

    func newGame(_ session: inout Session, _ seed: UInt64, _ theme: ConcentrationTheme?, _ context: inout CommandContext) {
        session.newSetGame(seed: seed, into: &context)
    }

    func choose(_ session: inout Session, _ targets: [Target], _ context: inout CommandContext) throws(InterpreterError) -> String {
        try session.choose(targets, into: &context)
    }

    func rivals(_ games: Games) -> [Player] { games.set.hasRivals ? games.set.players : [] }
    func seatPlayers(_ games: inout Games, _ names: [String]) { games.set.seat(names) }
    func opponent(_ games: Games) -> ComputerSeat? { games.computerSeat(at: \.setOpponent) }
    func dropOpponent(_ games: inout Games, _ planOnly: Bool) { games.dropComputer(at: \.setOpponent, planOnly: planOnly) }

    func seatComputer(_ session: inout Session, _ level: OpponentLevel, _ seed: UInt64?) throws(InterpreterError) {
        try session.seatSetComputer(level, seed: seed)
    }

    func replanOpponent(_ games: inout Games, after before: Games, clock: Double) {
        // NB: a seat lives only in a game that seats the computer: a new puzzle, trial or solo
        // game leaves it behind.
        if let seat = games.setOpponent, !Session.seats(seat.player, in: games.set) { games.setOpponent = nil }
        let set = games.set, old = before.set
        // NB: the table, not the game: a hint or the speed clock changes the game, not what
        // the computer looks at, and does not start its think again.
        let tableChanged = set.seed != old.seed || set.table != old.table || set.selected != old.selected
            || set.reveal != old.reveal || set.deck.count != old.deck.count
        if var seat = games.setOpponent, seat != before.setOpponent || tableChanged {
            seat.plan = seat.policy.plan(for: games.set, using: &seat.generator)
            seat.plannedAt = clock
            games.setOpponent = seat
        }
    }

    func opponentJoinedText(_ games: Games) -> String { "it claims \(games.set.variant.aMove) after its think time." }
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
