import Choreography
import Concentration
import CardKit
import JSONCoding

/// What the session does differently for each game, as one table per game: how its board,
/// score and state read, how it checks an `expect`, what its table holds for the
/// choreographer, how a new game starts and a card is chosen, who plays, and how the
/// computer sits at it. The session calls through `Session.gameTable` instead of switching on
/// the game in front; a game's table lives in its own file (`GameTable+Set.swift`, ...), and
/// a new game is its files and one line in `GameTable.of(_:)`.
///
/// The flip games' own differences (wording, where the game lives) are the finer
/// `FlipGameTable`, which their entries here pass on.
struct GameTable: Sendable {
    /// Whether cards are dealt face up (Set) or face down (the flip games).
    let dealsFaceUp: Bool
    /// The status line and the table.
    let boardText: @Sendable (Session) -> String
    /// The score, and how it is counted.
    let scoreText: @Sendable (Session) -> String
    /// How the score is counted (`help score`).
    let scoreRules: @Sendable (Session) -> String
    /// The SPEC's `state` object's fields.
    let writeState: @Sendable (Session, inout JSONWriter) -> Void
    /// Checks an `expect` (the common ones aside).
    let check: @Sendable (Session, Expectation) throws(InterpreterError) -> Void
    /// The table as card codes (by place for the flip games), in slot order.
    let tableCodes: @Sendable (Games) -> [String]
    /// The table's face-down cards, as in `tableCodes`.
    let faceDownCodes: @Sendable (Games) -> Set<String>
    /// The game at rest, given each slot's frame and the gathered pile's, if gathered.
    let restingTable: @Sendable (Session, (Int) -> Rect, Rect?) -> RestingTable
    /// Notes for the choreographer how `undo` or `redo` took the table from the old games.
    let recordRestore: @Sendable (Session, Games, inout CommandContext) -> Void
    /// Starts a new game with a seed (and a theme, where the game has themes).
    let newGame: @Sendable (inout Session, UInt64, ConcentrationTheme?, inout CommandContext) throws(InterpreterError) -> Void
    /// `choose TARGETS`: the move's text.
    let choose: @Sendable (inout Session, [Target], inout CommandContext) throws(InterpreterError) -> String
    /// The players when several play; empty in solo play (and where only one can).
    let rivals: @Sendable (Games) -> [Player]
    /// The player whose turn it is, where players take turns; `nil` where anyone may move.
    let turn: @Sendable (Games) -> Int?
    /// Seats the players named for a new game (`--players`).
    let seatPlayers: @Sendable (inout Games, [String]) throws(InterpreterError) -> Void
    /// The computer at this game's table: `nil` while it does not play here.
    let opponent: @Sendable (Games) -> ComputerSeat?
    /// Takes the computer from this game's table, or only drops its plan (`idle`).
    let dropOpponent: @Sendable (inout Games, _ planOnly: Bool) -> Void
    /// Seats the computer at a level, its generator from a new game's seed or the session's.
    let seatComputer: @Sendable (inout Session, OpponentLevel, UInt64?) throws(InterpreterError) -> Void
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

extension GameTable {
    /// The table of `kind`: the registration of every game.
    static func of(_ kind: GameKind) -> GameTable {
        switch kind {
        case .set: .set
        case .concentration: .concentration
        case .matching: .matching
        }
    }
}

extension GameTable {
    /// The `opponent` entry of a game whose computer sits at `path` in the games.
    static func opponent<Policy, Plan>(at path: KeyPath<Games, OpponentSeat<Policy, Plan>?> & Sendable)
        -> @Sendable (Games) -> ComputerSeat? {
        { games in
            games[keyPath: path].map { ComputerSeat(player: $0.player, due: $0.due, level: $0.policy.level, move: $0.plan.command) }
        }
    }

    /// The `dropOpponent` entry of a game whose computer sits at `path` in the games.
    static func dropOpponent<Policy, Plan>(at path: WritableKeyPath<Games, OpponentSeat<Policy, Plan>?> & Sendable)
        -> @Sendable (inout Games, Bool) -> Void {
        { games, planOnly in
            if planOnly { games[keyPath: path]?.plan = .idle } else { games[keyPath: path] = nil }
        }
    }
}

extension Session {
    /// The table of the game in front.
    var gameTable: GameTable { GameTable.of(games.current) }
}
