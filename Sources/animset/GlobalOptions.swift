import ArgumentParser
import Choreography
import CardKit
import Interpreter
import LineEditing
import SetGame

/// The options every subcommand takes after its name (and bare `animset` too), and that a
/// transcript's `# options:` header takes: one definition, so the two accept the same words.
/// A new global option is one property here and one entry in `man/animset.1`.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Seed of the first game (default 1).", valueName: "N"))
    var seed: UInt64?

    @Option(help: "The game to start in.")
    var game: GameKind = .set

    @Option(help: "Text for people, one JSON object per command, or a self-contained HTML page (run, simulate, merge).")
    var format: OutputFormat = .text

    @Option(name: [.customLong("color"), .customLong("colour")], help: "Colour the board (auto honours NO_COLOR).")
    var color: ColorChoice = .auto

    @Flag(help: "Scripts too keep finished games in the statistics history (the prompt always does; see stats).")
    var recordStats = false

    @Flag(help: "Draw with 7-bit ASCII only.")
    var ascii = false

    @Option(help: ArgumentHelp("Table size in character cells (default: the terminal's, or 80x24).", valueName: "WxH"),
            transform: Size.init(option:))
    var bounds: Size?

    @Option(help: "How much of the animation event log the text shows.")
    var events: EventsMode = .summary

    @Option(help: "The Set rule of new games.")
    var rule: SetRule = .refill

    @Option(help: "The Set discard pile's top card: face-up (seed 002) or face-down (seed 000).")
    var discard: DiscardFace = .faceUp

    @Option(help: "Live animation on the terminal: auto (the prompt and replay, when standard output is a terminal), always (scripts too), never.")
    var animate: AnimateChoice = .auto

    @Option(help: ArgumentHelp("Animation speed, a factor from 0.1 to 10 (2 is twice as fast).", valueName: "X"),
            transform: Double.init(speed:))
    var speed: Double = 1

    /// `--format`.
    enum OutputFormat: String, CaseIterable, ExpressibleByArgument { case text, json, html }

    /// `--color`.
    enum ColorChoice: String, CaseIterable, ExpressibleByArgument { case auto, always, never }

    /// `--animate`.
    enum AnimateChoice: String, CaseIterable, ExpressibleByArgument { case auto, always, never }

    /// Whether `--format json` was asked for.
    var json: Bool { format == .json }

    /// Whether `--format html` was asked for.
    var html: Bool { format == .html }

    /// The session settings these options ask for, given what the terminal says.
    func sessionOptions(stdoutIsTerminal: Bool, terminalSize: Size?, noColor: Bool) -> SessionOptions {
        var session = SessionOptions()
        session.seed = seed ?? 1
        session.game = game
        session.rule = rule
        session.discard = discard
        session.bounds = bounds ?? terminalSize ?? .standard
        session.unicode = !ascii
        session.color = switch color {
        case .always: true
        case .never: false
        case .auto: stdoutIsTerminal && !noColor
        }
        session.events = events
        session.animates = animate != .never
        session.animationSpeed = speed
        // NB: the page shows what the text printed beside what the JSON says.
        session.rendersText = format != .json
        session.rendersState = format != .text
        return session
    }
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
        guard Size(w: w, h: h).isInRange else { throw ValidationError(InterpreterError.boundsOutOfRange(width: w, height: h).message) }
        self.init(w: w, h: h)
    }
}

extension GlobalOptions {
    /// Whether scripts (`run`, standard input) play each command's animation live: only with
    /// `--animate always`, in text, on a terminal. What they print stays the same.
    var animatesScripts: Bool { animate == .always && format == .text && Platform.isTerminal(1) }
}
