import CardKit
import Concentration
import SetGame

/// The computer as a player: `opponent LEVEL`, `new-game ... --opponent LEVEL`, and its moves,
/// made when its think time has passed on the session's clock (virtual in scripts, where
/// `wait` lets it move; real at the prompt, where the REPL wakes it).
extension Session {
    /// The computer's index among the players of the game in front, while it plays there.
    var opponentSeat: Int? { gameTable.computer?.player }

    /// When the computer moves in the game in front, on the session's clock; `nil` when it
    /// does not play there or has nothing to do.
    public var computerDue: Double? { gameTable.computer?.due }

    /// The computer's move at the prompt, once `computerDue` has come: evaluated like a
    /// command (its text, events and animation), `nil` when it is not due by `now`.
    public mutating func computerTurn(now: Double) -> Output? {
        guard let due = computerDue, due <= max(now, clock) else { return nil }
        let output = perform(
            input: Session.opponentInput, parsed: .success((CommandSpec.opponentMove, .opponentMove)), now: now)
        if !output.ok {
            // NB: a plan that cannot be carried out (a broken save) is dropped, or it would be
            // due again at once, for ever; the next change of the table plans afresh.
            games.dropOpponent(of: games.current, planOnly: true)
        }
        return output
    }

    /// What the JSON stream shows as the input of the computer's move at the prompt.
    static let opponentInput = "(computer)"

    /// `opponent [LEVEL|off]`: shows who plays, brings the computer in at a level, or stops it.
    mutating func setOpponent(_ choice: OpponentChoice?, into context: inout CommandContext) throws(InterpreterError) {
        guard let choice else {
            context.output.text =
                gameTable.computer.map(\.level).map { "The computer plays at \($0.rawValue)." }
                ?? "The computer does not play (opponent easy|medium|hard brings it in)."
            return
        }
        guard case .level(let level) = choice else {
            guard let seat = opponentSeat else { throw .noOpponent }
            if gameTable.computerHoldsTurn(seat: seat) { throw .computerOnTurn }
            games.dropOpponent(of: games.current, planOnly: false)
            context.output.text = "The computer stops playing; its score stays."
            return
        }
        try seatComputer(level, seed: nil)
        context.output.text =
            "The computer plays at \(level.rawValue): " + gameTable.opponentJoinedText
            + " In scripts wait lets it move."
        context.drawBoard = true
    }

    /// Seats the computer at `level` in the game in front (Set or Concentration): as the
    /// player called computer, who joins unless seated already. Its generator comes from
    /// `seed` (a new game's) or the session seed.
    mutating func seatComputer(_ level: OpponentLevel, seed: UInt64?) throws(InterpreterError) {
        let env = tableContext
        try onTable { table, _ throws(InterpreterError) in try table.seatComputer(level, seed: seed, env) }
    }

    /// Whether `game` seats the computer as player `index`.
    static func seats(_ index: Int, in game: some Seated) -> Bool {
        game.hasRivals && game.players.indices.contains(index) && game.players[index].name == Player.computerName
    }

    /// The computer's index among `players`: its seat when it has one (it played before), or
    /// the one `join` gives it.
    static func computerSeat(_ players: [Player], join: () throws(SeatingError) -> Int) throws(InterpreterError) -> Int
    {
        if let known = players.firstIndex(where: { $0.name == Player.computerName }) { return known }
        do throws(SeatingError) { return try join() } catch { throw .seating(error, name: Player.computerName) }
    }

    /// The computer makes the move it planned, in the game in front: a claim or a deal at
    /// Set, a card at Concentration. Nothing when it does not play or has nothing to do.
    mutating func computerMoves(into context: inout CommandContext) throws(InterpreterError) {
        guard let seat = gameTable.computer, let move = seat.move else { return }
        let player = seat.player
        context.computerActing = true
        defer { context.computerActing = false }
        guard let spec = CommandSpec.named(move == .deal ? "deal" : "choose") else { return }
        try claim(rivals[player].name, move, of: spec, into: &context)
    }

    /// After a command: each computer whose game changed looks at the table again and plans
    /// its next move from now (each game's `GameTable.replanOpponent`).
    mutating func replanOpponents(after before: Games) {
        for kind in GameKind.allCases {
            var table = games.table(of: kind)
            table.replanOpponent(after: before.table(of: kind), clock: clock)
            games.store(table)
        }
    }

    /// `wait SECONDS`: the clock moves on, or, when the computer's think time ends first, to
    /// that instant, where the computer moves and the wait ends (as a person's wait at the
    /// prompt does).
    mutating func wait(_ seconds: Double, into context: inout CommandContext) throws(InterpreterError) {
        let end = clock + seconds
        if let due = computerDue, due <= end {
            clock = max(clock, due)
            try computerMoves(into: &context)
            if !context.output.text.isEmpty, !context.output.text.hasSuffix("\n") { context.output.text += "\n" }
            context.output.text += "Clock: \(Words.seconds(clock)) (the computer moved)."
        } else {
            clock = end
            context.output.text = "Clock: \(Words.seconds(clock))."
        }
    }
}

/// What `opponent` takes: a level, or `off`.
public enum OpponentChoice: Equatable, Sendable {
    case level(OpponentLevel)
    case off
}
