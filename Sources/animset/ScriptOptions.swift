import ArgumentParser
import Choreography
import Interpreter
import LineEditing

/// The options of a session of play: bare `animset`, `animset run`, and a transcript's
/// `# options:` header (one definition, so the header and the command line accept the same
/// words). Every group of `OptionGroups.swift`.
struct ScriptOptions: ParsableArguments {
    @OptionGroup var seed: SeedOption
    @OptionGroup var play: PlayOptions
    @OptionGroup var output: FormatOption
    @OptionGroup var bounds: BoundsOption
    @OptionGroup var style: StyleOptions
    @OptionGroup var playback: PlaybackOptions

    /// `--format`.
    var format: FormatOption.OutputFormat { output.format }

    /// Whether `--format json` was asked for.
    var json: Bool { format == .json }

    /// Whether `--format html` was asked for.
    var html: Bool { format == .html }

    /// Whether scripts (`run`, standard input) play each command's animation live: only with
    /// `--animate always`, in text, on a terminal. What they print stays the same.
    var animatesScripts: Bool { playback.animate == .always && format == .text && Terminal.isTerminal(1) }

    /// The session settings these options ask for, given what the terminal says.
    func sessionOptions(stdoutIsTerminal: Bool, terminalSize: Size?, noColor: Bool) -> SessionOptions {
        var session = SessionOptions()
        session.seed = seed.seed ?? 1
        session.game = play.game
        session.rule = play.rule
        session.discard = play.discard
        session.bounds = bounds.bounds ?? terminalSize ?? .standard
        session.unicode = !style.ascii
        session.color = style.colors(stdoutIsTerminal: stdoutIsTerminal, noColor: noColor)
        session.palette = style.palette
        session.events = play.events
        session.dealSpin = play.dealSpin
        session.animates = playback.animate != .never
        session.animationSpeed = playback.speed
        // NB: the page shows what the text printed beside what the JSON says.
        session.rendersText = format != .json
        session.rendersState = format != .text
        return session
    }
}
