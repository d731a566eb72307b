import CardKit
import Choreography
import JSONCoding

/// A game's table: the game with what belongs to it (its players, its computer seat), and what
/// differs between games: how its board, score and state read for a seat, how it checks an
/// `expect` and a save, what its table holds for the choreographer, which options `new-game`
/// takes for it and how it starts, how a card is chosen, who plays, how the computer sits at
/// it, its words. Its methods are given a narrow `TableContext` (the seat, the clock, the
/// seeds) and the command's `CommandContext`, never the session; the session holds every
/// game's table in `Games` and never asks which game it holds. Each game's type lives in its
/// own folder (`Games/Set/SetTable.swift`, ...), and a new game is its folder and its lines in
/// `Games.swift`.
protocol GameTable: Sendable {
    /// Which game this is (for its error messages).
    static var kind: GameKind { get }
    /// Whether cards are dealt face up (Set) or face down (the flip games).
    static var dealsFaceUp: Bool { get }
    /// Whether a move is a claim of several cards at once that the players race for (Set: in a
    /// room the first claim to arrive wins; a seat gathers its picks before it claims), rather
    /// than one card at a time in turns (the flip games).
    static var claimsRace: Bool { get }
    /// The options `new-game` takes for this game (Tab offers them; the others are refused).
    static var newGameOptions: Set<NewGameKind.Option> { get }
    /// The `new-game` options this game alone takes (`--pile`), read by it from
    /// `NewGameOptions.own` in `accept` and `newGame`.
    static var ownOptions: [String] { get }
    /// The command a click on the deck, or Space and Return at the prompt's keys, types in;
    /// `nil` where the game has no deck to deal from.
    static var deckCommand: String? { get }
    /// Why `word`, a card's code, is refused where a slot number is wanted.
    static func slotExpectedText(_ word: String) -> String
    /// The status line and the table, for the seat in `env`.
    func boardText(_ env: TableContext) -> String
    /// How many lines the board text holds under the table.
    var linesBelowBoard: Int { get }
    /// The score, and how it is counted.
    func scoreText(_ env: TableContext) -> String
    /// How the score is counted (`help score`).
    func scoreRules(_ env: TableContext) -> String
    /// The game's rules in a screen (`help rules`).
    func rulesText(_ env: TableContext) -> String
    /// The SPEC's `state` object's fields.
    func writeState(_ env: TableContext, to writer: inout JSONWriter)
    /// Checks an `expect` (the common ones aside).
    func check(_ expectation: Expectation, _ env: TableContext) throws(InterpreterError)
    /// Checks this game's part of a loaded save, naming the game in the refusal.
    func validateSave() throws(InvalidState)
    /// The table as card codes (by place for the flip games), in slot order.
    var tableCodes: [String] { get }
    /// The table's face-down cards, as in `tableCodes`.
    var faceDownCodes: Set<String> { get }
    /// The codes Tab offers where a card may be named by its code.
    var completableCodes: [String] { get }
    /// The game at rest, given each slot's frame and the gathered pile's, if gathered.
    func restingTable(_ env: TableContext, _ frame: (Int) -> Rect, _ gathered: Rect?) -> RestingTable
    /// Notes for the choreographer how `undo` or `redo` took the table from `old`.
    func recordRestore(from old: any GameTable, _ env: TableContext, _ context: inout CommandContext)
    /// Why `undo` is refused now; `nil` where it may go ahead.
    var undoRefusal: InterpreterError? { get }
    /// What the seat keeps of this game once its view is reset (a new game, a switch, undo):
    /// the mismatch on show, which `why` explains.
    func resetView(_ seat: inout Seat)
    /// Reads `option` of `given`, one this game takes (Concentration's theme), refusing a bad value.
    static func accept(_ option: NewGameKind.Option, of given: NewGameOptions) throws(InterpreterError)
    /// Reads the option `word` of this game's own, refusing a bad value.
    static func accept(own word: String, of given: NewGameOptions) throws(InterpreterError)
    /// Checks the options given together (Set's variant with its deck) before a new game.
    static func check(_ given: NewGameOptions, _ env: TableContext) throws(InterpreterError)
    /// The options of this game that a new game keeps from before when not given again.
    func keptOptions(_ given: NewGameOptions, _ env: TableContext) -> [(option: String, value: String, default: String)]
    /// Keeps the options given for the games of this kind to come (Set's rule, deck, variant).
    static func keep(_ given: NewGameOptions, in options: inout SessionOptions)
    /// Starts a new game with a seed and the options given for it.
    mutating func newGame(
        _ seed: UInt64, _ given: NewGameOptions, _ env: inout TableContext,
        _ context: inout CommandContext) throws(InterpreterError)
    /// `choose TARGETS`: the move's text.
    mutating func choose(_ targets: [Target], _ env: inout TableContext, _ context: inout CommandContext)
        throws(InterpreterError) -> String
    /// The players when several play; empty in solo play (and where only one can).
    var rivals: [Player] { get }
    /// The player whose turn it is, where players take turns; `nil` where anyone may move.
    var turn: Int? { get }
    /// Seats the players named for a new game (`--players`).
    mutating func seatPlayers(_ names: [String]) throws(InterpreterError)
    /// `sit NAME`: a person takes a seat with no points (a room's newcomer); says who sits now.
    mutating func sit(_ name: String) throws(InterpreterError) -> String
    /// `pass`: the player whose turn it is gives it to the next, where players take turns;
    /// the move's text.
    mutating func pass(_ env: inout TableContext, _ context: inout CommandContext) throws(InterpreterError) -> String
    /// The computer at this game's table: `nil` while it does not play here.
    var computer: ComputerSeat? { get }
    /// Takes the computer from this game's table, or only drops its plan (`planOnly`).
    mutating func dropOpponent(planOnly: Bool)
    /// Seats the computer at a level, its generator from a new game's seed or (`nil`) the
    /// game's own.
    mutating func seatComputer(_ level: OpponentLevel, seed: UInt64?, _ env: TableContext) throws(InterpreterError)
    /// After a command: the computer at this table (if the game still seats it) looks at the
    /// table again when it changed from `before` and plans its next move from `clock`.
    mutating func replanOpponent(after before: any GameTable, clock: Double)
    /// Whether the computer in `seat` holds the turn, so that it cannot stop now.
    func computerHoldsTurn(seat: Int) -> Bool
    /// How the computer plays once it sits down (after `The computer plays at LEVEL: `).
    var opponentJoinedText: String { get }
}

/// What most games do.
extension GameTable {
    /// Which game this is.
    var kind: GameKind { Self.kind }
    static var deckCommand: String? { nil }
    static var ownOptions: [String] { [] }
    static func accept(own word: String, of given: NewGameOptions) throws(InterpreterError) {}
    var linesBelowBoard: Int { 0 }
    var completableCodes: [String] { [] }
    var undoRefusal: InterpreterError? { nil }
    func resetView(_ seat: inout Seat) {}
    static func accept(_ option: NewGameKind.Option, of given: NewGameOptions) throws(InterpreterError) {}
    static func check(_ given: NewGameOptions, _ env: TableContext) throws(InterpreterError) {}
    func keptOptions(_ given: NewGameOptions, _ env: TableContext) -> [(option: String, value: String, default: String)]
    { [] }
    static func keep(_ given: NewGameOptions, in options: inout SessionOptions) {}
    static func slotExpectedText(_ word: String) -> String {
        "'\(InterpreterError.clip(word))' is not a slot number: the \(kind.rawValue) game's cards are chosen by slot"
    }
    var rivals: [Player] { [] }
    var turn: Int? { nil }
    mutating func seatPlayers(_ names: [String]) throws(InterpreterError) {
        throw .notInThisGame(command: "new-game --players/--opponent", game: kind)
    }
    mutating func sit(_ name: String) throws(InterpreterError) -> String {
        throw .notInThisGame(command: "sit", game: kind)
    }
    mutating func pass(_ env: inout TableContext, _ context: inout CommandContext) throws(InterpreterError) -> String {
        throw .notInThisGame(command: "pass", game: kind)
    }
    var computer: ComputerSeat? { nil }
    mutating func dropOpponent(planOnly: Bool) {}
    mutating func seatComputer(_ level: OpponentLevel, seed: UInt64?, _ env: TableContext) throws(InterpreterError) {
        throw .notInThisGame(command: "opponent", game: kind)
    }
    mutating func replanOpponent(after before: any GameTable, clock: Double) {}
    func computerHoldsTurn(seat: Int) -> Bool { false }
    var opponentJoinedText: String { "it takes its turns after its think time." }
}

/// What the session needs to know of the computer at a table, whatever the game.
struct ComputerSeat: Sendable {
    /// Its index among the players.
    var player: Int
    /// When it moves, on the session's clock; `nil` with nothing to do.
    var due: Double?
    /// How well it plays.
    var level: OpponentLevel
    /// The move it planned, as a command: `nil` with nothing to do.
    var move: Command?
}

extension OpponentSeat {
    /// The computer in this seat, as the session sees it.
    var computerSeat: ComputerSeat {
        ComputerSeat(player: player, due: due, level: policy.level, move: plan.command)
    }
}

extension Optional {
    /// Takes the computer from its table, or only drops its plan (`planOnly`).
    mutating func dropComputer<Policy, Plan>(planOnly: Bool) where Wrapped == OpponentSeat<Policy, Plan> {
        if planOnly { self?.plan = .idle } else { self = nil }
    }
}
