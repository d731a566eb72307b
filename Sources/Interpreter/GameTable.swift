import Choreography
import Concentration
import CardKit
import JSONCoding
import SetGame

/// A game as the session plays it: how its board, score and state read, how it checks an
/// `expect` and a save, what its table holds for the choreographer, which options `new-game`
/// takes for it and how it starts, how a card is chosen, who plays, how the computer sits at
/// it, its words. The session holds the game in front as `any GameTable` (`Session.gameTable`)
/// and never asks which game it is; each game's type lives in its own folder
/// (`Games/Set/SetTable.swift`, ...), and a new game is its folder and one line in
/// `Session.gameTable(of:)` (`GameTable+Registry.swift`).
///
/// The flip games' own differences (wording, where the game lives) are the finer
/// `FlipGameTable`, which their types pass on.
protocol GameTable: Sendable {
    /// Which game this is (for its error messages).
    var kind: GameKind { get }
    /// Whether cards are dealt face up (Set) or face down (the flip games).
    var dealsFaceUp: Bool { get }
    /// The options `new-game` takes for this game (Tab offers them; the others are refused).
    var newGameOptions: Set<NewGameKind.Option> { get }
    /// The command a click on the deck, or Space and Return at the prompt's keys, types in;
    /// `nil` where the game has no deck to deal from.
    var deckCommand: String? { get }
    /// The status line and the table.
    func boardText(_ session: Session) -> String
    /// How many lines the board text holds under the table.
    func linesBelowBoard(_ games: Games) -> Int
    /// The score, and how it is counted.
    func scoreText(_ session: Session) -> String
    /// How the score is counted (`help score`).
    func scoreRules(_ session: Session) -> String
    /// The game's rules in a screen (`help rules`).
    func rulesText(_ session: Session) -> String
    /// The SPEC's `state` object's fields.
    func writeState(_ session: Session, _ writer: inout JSONWriter)
    /// Checks an `expect` (the common ones aside).
    func check(_ session: Session, _ expectation: Expectation) throws(InterpreterError)
    /// Checks this game's part of a loaded save, naming the game in the refusal.
    func validateSave(_ games: Games) throws(InvalidState)
    /// The table as card codes (by place for the flip games), in slot order.
    func tableCodes(_ games: Games) -> [String]
    /// The table's face-down cards, as in `tableCodes`.
    func faceDownCodes(_ games: Games) -> Set<String>
    /// The codes Tab offers where a card may be named by its code.
    func completableCodes(_ games: Games) -> [String]
    /// The game at rest, given each slot's frame and the gathered pile's, if gathered.
    func restingTable(_ session: Session, _ frame: (Int) -> Rect, _ gathered: Rect?) -> RestingTable
    /// Notes for the choreographer how `undo` or `redo` took the table from the old games.
    func recordRestore(_ session: Session, _ old: Games, _ context: inout CommandContext)
    /// Why `undo` is refused now; `nil` where it may go ahead.
    func undoRefusal(_ games: Games) -> InterpreterError?
    /// The mismatch the table shows, which `why` explains; `nil` where there is none.
    func mismatchToExplain(_ games: Games) -> SetExplanation?
    /// The options of this game that a new game keeps from before when not given again.
    func keptOptions(_ session: Session, rule: SetRule?, deck: SetDeck?, variant: SetVariant?)
        -> [(option: String, value: String, default: String)]
    /// Starts a new game with a seed (and a theme, where the game has themes).
    func newGame(_ session: inout Session, _ seed: UInt64, _ theme: ConcentrationTheme?, _ context: inout CommandContext)
        throws(InterpreterError)
    /// `choose TARGETS`: the move's text.
    func choose(_ session: inout Session, _ targets: [Target], _ context: inout CommandContext) throws(InterpreterError) -> String
    /// Why `word`, a card's code, is refused where a slot number is wanted.
    func slotExpectedText(_ word: String) -> String
    /// The players when several play; empty in solo play (and where only one can).
    func rivals(_ games: Games) -> [Player]
    /// The player whose turn it is, where players take turns; `nil` where anyone may move.
    func turn(_ games: Games) -> Int?
    /// Seats the players named for a new game (`--players`).
    func seatPlayers(_ games: inout Games, _ names: [String]) throws(InterpreterError)
    /// The computer at this game's table: `nil` while it does not play here.
    func opponent(_ games: Games) -> ComputerSeat?
    /// Takes the computer from this game's table, or only drops its plan (`idle`).
    func dropOpponent(_ games: inout Games, _ planOnly: Bool)
    /// Seats the computer at a level, its generator from a new game's seed or the session's.
    func seatComputer(_ session: inout Session, _ level: OpponentLevel, _ seed: UInt64?) throws(InterpreterError)
    /// After a command: the computer at this game's table (if the game still seats it) looks
    /// at the table again when it changed and plans its next move from `clock`.
    func replanOpponent(_ games: inout Games, after before: Games, clock: Double)
    /// Whether the computer in `seat` holds the turn, so that it cannot stop now.
    func computerHoldsTurn(_ games: Games, seat: Int) -> Bool
    /// How the computer plays once it sits down (after `The computer plays at LEVEL: `).
    func opponentJoinedText(_ games: Games) -> String
}

/// What most games do.
extension GameTable {
    var deckCommand: String? { nil }
    func linesBelowBoard(_ games: Games) -> Int { 0 }
    func completableCodes(_ games: Games) -> [String] { [] }
    func undoRefusal(_ games: Games) -> InterpreterError? { nil }
    func mismatchToExplain(_ games: Games) -> SetExplanation? { nil }
    func keptOptions(_ session: Session, rule: SetRule?, deck: SetDeck?, variant: SetVariant?)
        -> [(option: String, value: String, default: String)] { [] }
    func slotExpectedText(_ word: String) -> String {
        "'\(InterpreterError.clip(word))' is not a slot number: the \(kind.rawValue) game's cards are chosen by slot"
    }
    func rivals(_ games: Games) -> [Player] { [] }
    func turn(_ games: Games) -> Int? { nil }
    func seatPlayers(_ games: inout Games, _ names: [String]) throws(InterpreterError) {
        throw .notInThisGame(command: "new-game --players/--opponent", game: kind)
    }
    func opponent(_ games: Games) -> ComputerSeat? { nil }
    func dropOpponent(_ games: inout Games, _ planOnly: Bool) {}
    func seatComputer(_ session: inout Session, _ level: OpponentLevel, _ seed: UInt64?) throws(InterpreterError) {
        throw .notInThisGame(command: "opponent", game: kind)
    }
    func replanOpponent(_ games: inout Games, after before: Games, clock: Double) {}
    func computerHoldsTurn(_ games: Games, seat: Int) -> Bool { false }
    func opponentJoinedText(_ games: Games) -> String { "it takes its turns after its think time." }
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

extension Games {
    /// The computer that sits at `path` in the games, as the session sees it.
    func computerSeat<Policy, Plan>(at path: KeyPath<Games, OpponentSeat<Policy, Plan>?>) -> ComputerSeat? {
        self[keyPath: path].map { ComputerSeat(player: $0.player, due: $0.due, level: $0.policy.level, move: $0.plan.command) }
    }

    /// Takes the computer at `path` from its table, or only drops its plan (`idle`).
    mutating func dropComputer<Policy, Plan>(at path: WritableKeyPath<Games, OpponentSeat<Policy, Plan>?>, planOnly: Bool) {
        if planOnly { self[keyPath: path]?.plan = .idle } else { self[keyPath: path] = nil }
    }
}

/// A flip game's type (Concentration, matching): cards dealt face down and named by place.
protocol FlipTable: GameTable {
    /// Whether each card of the table, in slot order, is face up.
    func faceUp(_ games: Games) -> [Bool]
}

/// What the flip games share.
extension FlipTable {
    var dealsFaceUp: Bool { false }

    func tableCodes(_ games: Games) -> [String] { faceUp(games).indices.map { Session.cardID(slot: $0 + 1) } }

    func faceDownCodes(_ games: Games) -> Set<String> {
        Set(faceUp(games).enumerated().filter { !$0.element }.map { Session.cardID(slot: $0.offset + 1) })
    }

    func recordRestore(_ session: Session, _ old: Games, _ context: inout CommandContext) {
        context.recordFlipsBack(faceUp(old), faceUp(session.games))
    }
}
