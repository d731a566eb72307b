import CardKit
import Choreography
import JSONCoding

/// What every command that shows or checks "the game" does: dispatch to the game in front.
extension Session {
    /// The table of the game in front.
    var gameTable: any GameTable { games.table(of: games.current) }

    /// What a game's table is given: this seat, the clock, the seeds.
    var tableContext: TableContext {
        get { TableContext(seat: seat, clock: clock, seeds: seeds, today: today, interruption: interruption) }
        set {
            seat = newValue.seat
            seeds = newValue.seeds
        }
    }

    /// Runs `body` on the table of the game in front with this session's context, and keeps
    /// what it changed.
    mutating func onTable<Result>(
        _ body: (inout any GameTable, inout TableContext) throws(InterpreterError) -> Result
    ) throws(InterpreterError) -> Result {
        var table = gameTable
        var env = tableContext
        let result = try body(&table, &env)
        games.store(table)
        tableContext = env
        return result
    }

    /// Runs `body` on the Set table with this session's context, and keeps what it changed.
    mutating func onSet<Result>(
        _ body: (inout SetTable, inout TableContext) throws(InterpreterError) -> Result
    ) throws(InterpreterError) -> Result {
        var env = tableContext
        let result = try body(&games.setTable, &env)
        tableContext = env
        return result
    }

    /// The status line and the table of the game in front.
    func boardText() -> String { gameTable.boardText(tableContext) }

    /// The score of the game in front, and how it is counted.
    func scoreText() -> String { gameTable.scoreText(tableContext) }

    /// The SPEC's `state` object for the game in front.
    func stateJSON() -> JSONFragment {
        let table = gameTable
        let env = tableContext
        return JSONFragment.write { writer in table.writeState(env, to: &writer) }
    }

    /// Checks an `expect` against the game in front.
    func check(_ expectation: Expectation) throws(InterpreterError) {
        if try checkCommon(expectation) { return }
        try gameTable.check(expectation, tableContext)
    }

    /// `stats`: fills in `output` (the command's) with the statistics of `records`, which
    /// `source` describes; `notes` are problems the program met reading the history.
    public func showStats(_ records: [GameRecord], source: String, notes: [String], into output: inout Output) {
        SetTable.showStats(records, source: source, notes: notes, options: options, into: &output)
    }

    /// What `stats` describes in a script run without `--record-stats`.
    public static let scriptStatsSource = "this script's games (the history file is kept only with --record-stats)"

    /// Checks the expectations that mean the same in every game; `false` when `expectation`
    /// is about the game itself.
    func checkCommon(_ expectation: Expectation) throws(InterpreterError) -> Bool {
        switch expectation {
        case .error:
            guard lastFailed else {
                throw .expectationFailed(what: "error", expected: "a failed command", actual: "success")
            }
        case .game(let kind):
            try Expectation.expectEqual("game", kind.rawValue, games.current.rawValue)
        case .clock(let value):
            try Expectation.expectEqual("clock", Words.clockText(value), Words.clockText(clock))
        default:
            return false
        }
        return true
    }

    /// How the animation events name the card in `slot` of Concentration and the matching
    /// game: by place, never by face, so events cannot give a face-down card away.
    static func cardID(slot: Int) -> String { FlipCardID.ofSlot(slot) }

    /// What separates the parts of a status line: a middle dot, or ` - ` on ASCII terminals.
    var dot: String { seat.dot }
}
