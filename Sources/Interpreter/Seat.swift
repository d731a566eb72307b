import Board
import CardKit
import Choreography
import JSONCoding
import SetGame

/// One seat's view of a table: what belongs to the person at the prompt and not to the games
/// (the table's size, the style, the animation, keys and mouse are its `options`; where its
/// cards lie; the hint shown to it; what it tallied and may ask `why` about). Two seats of one
/// table draw the same games each in its own way.
public struct Seat: Sendable, Equatable {
    /// The seat's settings (and, for now, the rule, deck and variant of its new games).
    public var options: SessionOptions
    /// The cards in their grid, or gathered in a pile (gather, pan, restore).
    var arrangement: Arrangement = .grid
    /// The set `hint` showed last, drawn on the board until the table changes.
    var shownHint: [Card] = []
    /// The last mismatch of the Set game, for `why` alone.
    var lastMismatch: SetExplanation?
    /// Mismatches and hints of the ordinary Set game in front, for its statistics record
    /// (puzzles and trials count their own): not saved or undone, but for what helped.
    var playTally = PlayTally()

    /// A seat with these settings, its cards in their grid.
    public init(options: SessionOptions) {
        self.options = options
    }

    /// What separates the parts of a status line: a middle dot, or ` - ` on ASCII terminals.
    var dot: String { options.unicode ? " · " : " - " }

    /// The layout of a table of `count` cards in the seat's bounds.
    func layout(cardCount count: Int) -> TableLayout {
        TableLayout(cardCount: count, bounds: options.bounds)
    }

    /// Each slot's frame in the seat's arrangement, and the gathered pile's (if gathered).
    func frames(cardCount count: Int) -> (frame: (Int) -> Rect, gathered: Rect?) {
        let layout = layout(cardCount: count)
        let arrangement = arrangement
        let frame = { (index: Int) in arrangement.frame(ofSlot: index, in: layout) }
        return (frame, arrangement.isGathered ? frame(0) : nil)
    }

    /// `table` drawn at rest under `status`, in the seat's style.
    /// While keys are on, the status line ends with how to type a command (issue 30, item 2:
    /// what `keys on` said has scrolled away by the time it is needed).
    func draw(_ table: RestingTable, status: String) -> String {
        let status = options.keys ? status + Seat.keysStatus : status
        return BoardRenderer.render(
            BoardModel(table, status: [status]), layout: table.layout, style: options.boardStyle)
    }

    /// Every player's score, for the status line and score messages: `ann 5 · bob 3`.
    func scoresText(_ players: [Player]) -> String {
        players.map { "\($0.name) \($0.score)" }.joined(separator: dot)
    }

    /// `text` in an ANSI colour (SGR parameter `code`) when colour is on.
    func colored(_ text: String, _ code: String) -> String {
        Words.colored(text, code, when: options.color)
    }

    /// Writes the table's size, `"bounds": {"w", "h"}` in character cells.
    func writeBounds(to writer: inout JSONWriter) {
        writer.key(StateKey.bounds)
        writer.object { writer in
            writer.field(Rect.Key.w, options.bounds.w)
            writer.field(Rect.Key.h, options.bounds.h)
        }
    }
}

/// What a game's table is given beside its own state when it runs a command or is drawn: the
/// seat it is drawn for, the clock, the seeds of new games. Never the session.
struct TableContext {
    /// The seat the command came from, or the table is drawn for.
    var seat: Seat
    /// Seconds on the table's clock.
    var clock: Double
    /// Seeds for new games without `--seed`.
    var seeds: SeededGenerator
    /// Today's date at the prompt, for `new-game puzzle`; `nil` in scripts.
    var today: PuzzleDate?
    /// Asked by the long searches whether to give up (`Session.interruption`).
    var interruption: @Sendable () -> Bool = { false }

    /// The seat's settings.
    var options: SessionOptions {
        get { seat.options }
        set { seat.options = newValue }
    }

    /// What separates the parts of a status line.
    var dot: String { seat.dot }
}

/// The mismatches and hints of an ordinary Set game, counted by the seat, and what helped
/// with the game in front beyond hints.
struct PlayTally: Sendable, Equatable {
    var mismatches = 0
    var hints = 0
    /// What helped: such a game is not the player's own, and is not kept in the statistics.
    var help: Set<Help> = []
    /// What helped since the last set taken: `review` names it beside the next set the person
    /// at the prompt takes.
    var sinceSet: Set<SetMoveLog.Help> = []
}

/// What helps with a game so much that it is no longer the player's own.
enum Help: String, Sendable, Hashable, Codable {
    /// `solve` read the deck's order and showed the best line.
    case solve
    /// `hint best` named the best set.
    case hintBest = "hint best"
    /// Moves came from a file run with `source`.
    case source
}
