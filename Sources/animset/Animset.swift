import ArgumentParser
import CardKit
import LineEditing
import SetGame

/// `animset`: the prompt when standard input and output are terminals, otherwise a script read
/// from standard input. The root of the command line; its subcommands are listed here.
struct Animset: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "animset",
        abstract: "The Animated Set card games (set, concentration, matching) at a prompt and from scripts.",
        usage: "animset [<options>]\nanimset <subcommand> [<options>] ...",
        discussion: """
            With no subcommand animset starts the prompt when standard input is a terminal, and \
            otherwise reads commands from standard input. Type 'help' at the prompt for the \
            commands; see animset(1).
            """,
        version: Program.version,
        subcommands: [
            RunCommand.self, CheckCommand.self, SimulateCommand.self, MergeCommand.self, ReplayCommand.self,
            ExportCommand.self,
            OptimumCommand.self, HostCommand.self, JoinCommand.self,
        ]
    )

    @OptionGroup var options: ScriptOptions

    @OptionGroup var prompt: PromptOptions

    func execute() throws -> ExitCode {
        if Terminal.isTerminal(0) && Terminal.isTerminal(1) && options.format == .text {
            // NB: issue 30, item 1: without --seed each launch of the prompt deals a new game,
            // from a seed it says (REPL's opening line); scripts keep seed 1.
            var session = Program.makeSession(
                options, recordsAnimation: true,
                mouse: prompt.input.mouseOnHere, keys: prompt.input.keys,
                seed: options.seed.seed == nil ? SeedSource.randomSeed(in: SeededGenerator.shortSeeds) : nil)
            let date = SystemClock.localDate()
            session.today = PuzzleDate(year: date.year, month: date.month, day: date.day)
            // NB: a dumb terminal (TERM unset, empty or dumb) moves no cursor: no live animation
            // unless asked for (--animate always), no pager (issue 29, item 3).
            let live = Terminal.terminalNamed || options.playback.animate == .always
            return REPL.run(session: session, live: live, pages: !prompt.noPager)
        }
        var runner = ScriptRunner(
            session: Program.makeSession(options, recordsAnimation: options.animatesScripts), json: options.json,
            bail: true)
        runner.live = options.animatesScripts ? LivePlayback(session: runner.session) : nil
        if options.play.recordStats { runner.recordStatistics() }
        if options.html { runner.scenes = [] }
        let code = runner.runStandardInput()
        if options.html { runner.writePage(files: ["-"]) }
        return code
    }
}

/// `animset run [--bail|--keep-going] FILE...`: batch play.
struct RunCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Play script files (- is standard input).",
        // NB: spelt out, as the option list grew too long for the parser's own usage line.
        usage: "animset run [--bail] [--keep-going] [--transcript <OUT>] [<options>] <FILE> ...",
        discussion: "Errors are reported as FILE:LINE: error: MESSAGE."
    )

    /// What a failing command does to the rest of the script.
    enum OnError: EnumerableFlag {
        case bail, keepGoing

        static func help(for value: OnError) -> ArgumentHelp? {
            switch value {
            case .bail: "Stop at the first failing command."
            case .keepGoing: "Run every line."
            }
        }
    }

    @Flag(exclusivity: .chooseLast) var onError: OnError = .bail

    @OptionGroup var recording: RunTranscriptOptions

    @OptionGroup var options: ScriptOptions

    @Argument(help: ArgumentHelp("Script files; - is standard input.", valueName: "FILE"), completion: .file())
    var files: [String]

    func execute() throws -> ExitCode {
        var runner = ScriptRunner(
            session: Program.makeSession(options, recordsAnimation: options.animatesScripts),
            json: options.json, bail: onError == .bail)
        runner.live = options.animatesScripts ? LivePlayback(session: runner.session) : nil
        if options.play.recordStats { runner.recordStatistics() }
        if options.html { runner.scenes = [] }
        let code = try runner.run(files: files)
        if options.html { runner.writePage(files: files) }
        if let out = recording.transcript {
            try Files.writeFileAtomically(try RunTranscriptOptions.record(files: files, options: options), to: out)
        }
        return code
    }

    func validate() throws {
        guard recording.transcript != nil else { return }
        guard options.format == .text else {
            throw ValidationError("--transcript records text, not --format \(options.format.rawValue)")
        }
        guard !files.contains("-") else {
            throw ValidationError("--transcript needs script files: standard input is read once")
        }
    }
}
