import CardKit
import Choreography
import Concentration
import Matching
import SetGame

/// One player's games and settings. `evaluate` takes a line and returns an `Output`; it does
/// no I/O, so the REPL, the script runner and the tests all drive it the same way.
public struct Session: Sendable {
    /// Lines longer than this many bytes are refused.
    public static let maximumLineLength = 4096

    /// The seat at the prompt: its settings, where its cards lie, what it was shown.
    public internal(set) var seat: Seat
    /// Every game's state; what `undo` restores.
    public internal(set) var games: Games
    /// Seconds on the session's clock: virtual in scripts, real at the prompt.
    public internal(set) var clock: Double
    /// Whether the previous command failed (for `expect error`).
    public internal(set) var lastFailed = false
    /// Seeds for new games without `--seed`.
    var seeds: SeededGenerator
    /// Earlier states, newest last, each with the line that left it.
    var undoStack: [UndoStep] = []
    /// States taken back by `undo`, newest last, each with the line `redo` makes again.
    var redoStack: [UndoStep] = []
    /// Randomness for the animations only (the flyaway), so games never depend on them.
    var animation: SeededGenerator

    /// Today's date, which the prompt passes in for `new-game puzzle` (the session never
    /// reads the clock); `nil` in scripts.
    public var today: PuzzleDate?

    /// The settings in force: the seat's.
    public internal(set) var options: SessionOptions {
        get { seat.options }
        set { seat.options = newValue }
    }

    /// The cards in their grid, or gathered in a pile (gather, pan, restore).
    var arrangement: Arrangement {
        get { seat.arrangement }
        set { seat.arrangement = newValue }
    }
    /// Asked now and then by the long searches (`solve`, `hint best`) whether to give up:
    /// the prompt passes in whether Ctrl-C was pressed (the session reads no signal itself);
    /// never, by default. A search that gives up is refused (`interrupted`), nothing changed.
    public var interruption: @Sendable () -> Bool = { false }
    /// Whether the line being evaluated comes from a file run with `source` (the program says
    /// so): its moves make the game not the player's own (`PlayTally.help`).
    public var sourcing = false

    /// How many states `undo` keeps.
    static let undoLimit = 1000
    /// Whether `undo` can take lines back: a room's table keeps no history (nobody undoes at a
    /// shared table), and so no copies of its games.
    public var keepsUndo = true

    /// A session with every game dealt from `options.seed`, showing `options.game` first.
    public init(options: SessionOptions = SessionOptions(), clock: Double = 0) {
        seat = Seat(options: options)
        self.clock = clock
        seeds = SeededGenerator(seed: options.seed)
        animation = SeededGenerator(seed: options.seed ^ 0xA11_0CA7E)
        games = Games(current: options.game, options: options, clock: clock)
    }

    /// Evaluates one line. `now`, when given, moves the clock on to real time (the REPL).
    public mutating func evaluate(_ line: String, now: Double? = nil) -> Output {
        if let now, now > clock { clock = now }
        // NB: checked before trimming, so a form feed or U+0085 at either end is refused
        // like any control character rather than trimmed away as a space.
        let invalid: InterpreterError?
        do throws(InterpreterError) {
            try Session.validate(line)
            invalid = nil
        } catch { invalid = error }
        let trimmed = line.trimmingWhitespace
        if invalid == nil, trimmed.isEmpty || trimmed.hasPrefix("#") {
            return Output(
                input: line, isCommand: false, error: nil, text: "", game: games.current,
                state: .null, events: [], request: nil)
        }
        let parsed: Result<(CommandSpec, Command), InterpreterError>
        do throws(InterpreterError) {
            if let invalid { throw invalid }
            let words = try expandingShortClaim(try CommandParser.words(trimmed))
            parsed = .success(try CommandParser.parse(words))
        } catch {
            parsed = .failure(error)
        }
        return perform(input: line, parsed: parsed, now: nil)
    }

    /// Runs a parsed command (or reports why it could not be parsed) on a copy of the session
    /// and keeps the copy when it succeeds: the one evaluation path, for typed lines and the
    /// computer's moves alike. `now` moves the clock on first (the computer's move at the prompt).
    mutating func perform(input line: String, parsed: Result<(CommandSpec, Command), InterpreterError>, now: Double?)
        -> Output
    {
        if let now, now > clock { clock = now }
        var next = self
        // NB: the copy owns the undo history alone, so appending to it never copies the
        // whole history; a refused command hands it back unchanged (undo and redo only change
        // it once they cannot fail).
        undoStack = []
        redoStack = []
        var output = Output(
            input: line, isCommand: true, error: nil, text: "", game: games.current,
            state: .null, events: [], request: nil)
        do throws(InterpreterError) {
            let (spec, command) = try parsed.get()
            let before = next.games
            let picture = next.tablePicture
            let resting = options.recordsAnimation ? next.restingTable : nil
            var context = CommandContext(
                output: output,
                transition: TableTransition(
                    before: picture.cards, after: [], faceDown: next.faceDownCodes,
                    dealtFaceUp: type(of: next.gameTable).dealsFaceUp))
            try next.run(command, of: spec, into: &context)
            next.noteHelp(by: command, before: before.set)
            context.output.finished = next.games.setTable.finishedRecord(
                after: command, before: before.set, next.tableContext)
            if let note = next.games.setTable.unkeptNote(after: command, before: before.set, next.tableContext) {
                context.output.text +=
                    (context.output.text.isEmpty || context.output.text.hasSuffix("\n") ? "" : "\n") + note
            }
            next.finish(&context, from: picture)
            output = context.output
            next.replanOpponents(after: before)
            if let resting {
                output.animation = Animation(before: resting, after: next.restingTable, events: output.events)
            }
            if next.games != before, command.isUndoable, keepsUndo {
                next.undoStack.append(UndoStep(games: before, input: line))
                if next.undoStack.count > Session.undoLimit { next.undoStack.removeFirst(next.undoStack.count / 10) }
                next.redoStack = []
            }
            next.lastFailed = false
            self = next
        } catch {
            undoStack = next.undoStack
            redoStack = next.redoStack
            // NB: `output` is still the fresh record: the command's context is taken only once
            // the command succeeded, so no field needs resetting here.
            output.error = error
            lastFailed = true
        }
        output.game = games.current
        if options.rendersState { output.state = stateJSON() }
        return output
    }

    /// Notes that the command just run (`command`, from `before`) helped with the Set game in
    /// front: `solve` and `hint best` always; any other that changed the game while a sourced
    /// file runs (`sourcing`), but not one that starts a new game.
    mutating func noteHelp(by command: Command, before: SetGame) {
        switch command {
        case .solve:
            seat.playTally.help.insert(.solve)
            seat.playTally.sinceSet.insert(.solve)
        case .hint(.best):
            seat.playTally.help.insert(.hintBest)
            seat.playTally.sinceSet.insert(.hintBest)
        case .hint(.next), .hint(.all), .analyze: seat.playTally.sinceSet.insert(.hint)
        case .newGame, .newPuzzle, .newTrial, .load: break
        default: if sourcing, games.set != before { seat.playTally.help.insert(.source) }
        }
    }

    /// Refuses lines that are too long or hold control characters.
    static func validate(_ line: String) throws(InterpreterError) {
        let length = line.utf8.count
        guard length <= maximumLineLength else { throw .lineTooLong(length) }
        if let bad = line.unicodeScalars.first(where: {
            ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        }) {
            throw .controlCharacter(bad.value)
        }
    }

    /// The result of a line that could not be decoded as UTF-8.
    public mutating func invalidEncoding() -> Output {
        lastFailed = true
        return Output(
            input: "", isCommand: true, error: .invalidUTF8, text: "", game: games.current,
            state: options.rendersState ? stateJSON() : .null, events: [], request: nil)
    }

    /// The result of a line longer than `maximumLineLength` that the reader cut as it read it.
    public mutating func overlongLine() -> Output {
        unreadLine(.lineCut)
    }

    /// The result of a line the program could not read (`error`: cut for its length, endless,
    /// a read error), refused like any command, so that the JSON stream has a record of it.
    public mutating func unreadLine(_ error: InterpreterError) -> Output {
        lastFailed = true
        return Output(
            input: "", isCommand: true, error: error, text: "", game: games.current,
            state: options.rendersState ? stateJSON() : .null, events: [], request: nil)
    }

    /// The table's layout in the current bounds.
    var layout: TableLayout {
        TableLayout(cardCount: tableCodes.count, bounds: options.bounds)
    }
}
