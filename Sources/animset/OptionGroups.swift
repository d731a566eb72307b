import ArgumentParser
import Board
import CardKit
import Choreography
import Interpreter
import LineEditing
import SetGame

// The options of the command line, in groups by concern. Each subcommand takes the groups it
// uses and no others, so that an option where it would mean nothing is refused as a usage
// error (exit 64) naming it, never accepted and ignored:
//
//   group              options                                   taken by
//   SeedOption         --seed                                    animset, run, simulate
//   PlayOptions        --game --rule --discard --events          animset, run
//                      --deal-spin --record-stats
//   FormatOption       --format                                  animset, run, simulate, merge
//   BoundsOption       --bounds                                  animset, run, replay, export, join
//   StyleOptions       --color --ascii --palette                 animset, run, replay, join
//   PaletteOption      --palette (in StyleOptions)               export too
//   PlaybackOptions    --animate --speed                         animset, run, replay, join
//   InputOptions       --mouse --keys                            animset, join
//   PromptOptions      --no-pager (and InputOptions)             animset
//
// `ScriptOptions` is the bare command's and `run`'s (and a transcript's `# options:`
// header's): every group. A new option is one property in its group, one entry in
// `man/animset.1`, and its row in MisplacedOptionTests.

/// `--seed N`: the seed of the first game, or of a simulation.
struct SeedOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            Seed of the first game (default: a new one at each launch of the prompt, 1 in scripts), or of the \
            simulation (default 1).
            """,
            valueName: "N"))
    var seed: UInt64?
}

/// How a session of play starts and what its text shows: `--game`, `--rule`, `--discard`,
/// `--events`, `--deal-spin`, `--record-stats`.
struct PlayOptions: ParsableArguments {
    @Option(help: "The game to start in.")
    var game: GameKind = .standard

    @Option(help: "The Set rule of new games.")
    var rule: SetRule = .refill

    @Option(help: "The Set discard pile's top card: face-up (seed 002) or face-down (seed 000).")
    var discard: DiscardFace = .faceUp

    @Option(help: "How much of the animation event log the text shows.")
    var events: EventsMode = .summary

    // NB: a play option, not a playback one: the spin is in the events, so scripts print it.
    @Option(
        help: ArgumentHelp(
            "Dealt cards turn 0, 1 or 2 whole turns on their way from the deck (the events carry the spin).",
            valueName: "TURNS"))
    var dealSpin: DealSpin = .none

    @Flag(help: "Scripts too keep finished games in the statistics history (the prompt always does; see stats).")
    var recordStats = false
}

/// `--format text|json|html`.
struct FormatOption: ParsableArguments {
    @Option(
        help:
            """
            Text for people, one JSON object per command (a result for simulate and merge), or a self-contained \
            HTML page.
            """
    )
    var format: OutputFormat = .text

    /// The values of `--format`.
    enum OutputFormat: String, CaseIterable, ExpressibleByArgument { case text, json, html }
}

/// `--bounds WxH`: the table's size in character cells.
struct BoundsOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("Table size in character cells (default: the terminal's, or 80x24).", valueName: "WxH"),
        transform: Size.init(option:))
    var bounds: Size?

    /// The size asked for, else the terminal's (less the rows the text takes), else 80x24.
    var table: Size { bounds ?? Program.terminalBounds() ?? .standard }
}

/// How the board is drawn: `--color` (`--colour`), `--ascii`.
struct StyleOptions: ParsableArguments {
    @Option(
        name: [.customLong("color"), .customLong("colour")],
        help: "Colour the board (auto: at a terminal, not with NO_COLOR or TERM unset or dumb).")
    var color: ColorChoice = .auto

    @Flag(help: "Draw with 7-bit ASCII only.")
    var ascii = false

    @OptionGroup var paletteOption: PaletteOption

    /// Set's colours (`--palette`).
    var palette: Palette { paletteOption.palette }

    /// The values of `--color`.
    enum ColorChoice: String, CaseIterable, ExpressibleByArgument { case auto, always, never }

    /// Whether to colour: as asked, or (auto) when standard output is a terminal and
    /// `NO_COLOR` is not set.
    func colors(stdoutIsTerminal: Bool, noColor: Bool) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: stdoutIsTerminal && !noColor
        }
    }
}

/// `--palette`: Set's colours on the board and on the pages.
struct PaletteOption: ParsableArguments {
    @Option(help: "Set's colours: default, okabe-ito (for colour-blind players) or high-contrast.")
    var palette: Palette = .standard
}

/// Live animation on the terminal: `--animate`, `--speed`.
struct PlaybackOptions: ParsableArguments {
    @Option(
        help:
            """
            Live animation on the terminal: auto (the prompt and replay, when standard output is a terminal), \
            always (scripts too), never.
            """
    )
    var animate: AnimateChoice = .auto

    @Option(
        help: ArgumentHelp("Animation speed, a factor from 0.1 to 10 (2 is twice as fast).", valueName: "X"),
        transform: Double.init(speed:))
    var speed: Double = 1

    /// The values of `--animate`.
    enum AnimateChoice: String, CaseIterable, ExpressibleByArgument { case auto, always, never }
}

/// How a person plays at a prompt: `--mouse`, `--keys`. Bare `animset` takes it (in
/// `PromptOptions`) and so does `join`; `run` has no prompt.
struct InputOptions: ParsableArguments {
    @Option(
        help:
            """
            Mouse play at the prompt (click a card to choose it, the deck to deal): auto (at a terminal whose TERM \
            is set), always (at any terminal), never; never with TERM=dumb.
            """
    )
    var mouse: MouseChoice = .auto

    @Flag(help: "One-key play at the prompt: a card's key chooses it at once, Space deals (see keys).")
    var keys = false

    /// The values of `--mouse`.
    enum MouseChoice: String, CaseIterable, ExpressibleByArgument { case auto, always, never }

    /// Whether the prompt starts with the mouse on: as asked, but never where the terminal
    /// cannot report it (not a terminal, `TERM=dumb`); auto also wants `TERM` set.
    func mouseOn(terminalTakesMouse: Bool, terminalNamed: Bool) -> Bool {
        switch mouse {
        case .never: false
        case .always: true  // NB: the prompt then warns when the terminal cannot (TERM=dumb)
        case .auto: terminalTakesMouse && terminalNamed
        }
    }

    /// Whether the prompt starts with the mouse on at this terminal.
    var mouseOnHere: Bool {
        mouseOn(terminalTakesMouse: TerminalMouse.terminalTakesMouse, terminalNamed: Terminal.terminalNamed)
    }
}

/// What only the home prompt uses: its input, and `--no-pager`. Bare `animset` alone takes it.
struct PromptOptions: ParsableArguments {
    @OptionGroup var input: InputOptions

    @Flag(help: "Print long help at the prompt without a pager (as NO_PAGER does; the pager is PAGER, else less -FRX).")
    var noPager = false
}

// Values the options take, case-insensitively; their names complete in the shells.
extension GameKind: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension EventsMode: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension SetRule: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension DiscardFace: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension DealSpin: ExpressibleByArgument {
    public init?(argument: String) { self.init(word: argument) }
}

extension Palette: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension Double {
    /// Parses `--speed X`: a factor from 0.1 to 10, as `animate SPEED` takes.
    init(speed text: String) throws(ValidationError) {
        guard case .speed(let value)? = AnimationSetting(word: text) else {
            throw ValidationError("takes a factor from 0.1 to 10, such as 0.5 or 2")
        }
        self = value
    }
}

extension Size {
    /// Parses `--bounds WxH`, within `Size.minimum ... Size.maximum`.
    init(option text: String) throws(ValidationError) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw ValidationError("takes WxH, such as \(Size.standard.w)x\(Size.standard.h)")
        }
        guard Size(w: w, h: h).isInRange else {
            throw ValidationError(InterpreterError.boundsOutOfRange(width: w, height: h).message)
        }
        self.init(w: w, h: h)
    }
}
