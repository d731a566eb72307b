import LineEditing
import Choreography
import Interpreter

/// The program: picks the subcommand, sets up the session, returns the exit code.
enum Program {
    static let version = "animset 0.1.0"

    static func main(_ arguments: [String]) -> Int32 {
        var words = arguments
        let subcommand = words.first.flatMap { Subcommand(rawValue: $0) }
        if subcommand != nil { words.removeFirst() }
        do {
            let options = try GlobalOptions.parse(words, subcommandFlags: (subcommand ?? .repl).flags)
            if options.showVersion {
                Platform.writeOutput(version + "\n")
                return ExitCode.success
            }
            if options.showHelp {
                Platform.writeOutput(Usage.text(for: subcommand))
                return ExitCode.success
            }
            return try run(subcommand ?? .repl, options)
        } catch {
            Platform.writeError("animset: error: \(error.message)\nUsage: \(Usage.synopsis(for: subcommand))\n")
            return ExitCode.usage
        }
    }

    static func run(_ subcommand: Subcommand, _ options: GlobalOptions) throws(UsageError) -> Int32 {
        let session = makeSession(options)
        switch subcommand {
        case .repl:
            guard options.rest.isEmpty else { throw UsageError("unexpected argument '\(options.rest[0])'") }
            if Platform.isTerminal(0) && Platform.isTerminal(1) && !options.json {
                var live = session.options
                live.recordsAnimation = true
                return REPL.run(session: Session(options: live), live: true)
            }
            var runner = ScriptRunner(session: session, json: options.json, bail: true)
            return runner.runStandardInput()
        case .run:
            var bail = true
            var files: [String] = []
            for word in options.rest {
                switch word {
                case "--bail": bail = true
                case "--keep-going": bail = false
                default: files.append(word)
                }
            }
            guard !files.isEmpty else { throw UsageError("run needs at least one FILE (- for standard input)") }
            var runner = ScriptRunner(session: session, json: options.json, bail: bail)
            return runner.run(files: files)
        case .check:
            return CheckCommand.run(options.rest)
        case .simulate:
            return SimulateCommand.run(options.rest, json: options.json, seed: options.seed, isTerminal: Platform.isTerminal(2))
        case .merge:
            return MergeCommand.run(options.rest, json: options.json)
        }
    }

    /// The table that fits a terminal: its width, and its height less the status line, a
    /// message line or two and the prompt.
    static func tableBounds(forTerminal size: (width: Int, height: Int)) -> Size {
        Size(w: min(1000, max(Size.minimum.w, size.width)), h: min(1000, max(Size.minimum.h, size.height - 5)))
    }

    static func makeSession(_ options: GlobalOptions) -> Session {
        let terminal = Platform.isTerminal(1) ? Platform.terminalSize().map(tableBounds(forTerminal:)) : nil
        let noColor = Platform.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        return Session(options: options.sessionOptions(stdoutIsTerminal: Platform.isTerminal(1), terminalSize: terminal, noColor: noColor))
    }
}

/// The subcommands of the command line.
enum Subcommand: String {
    case repl, run, check, simulate, merge

    /// Flags the subcommand takes besides the global options.
    var flags: Set<String> {
        switch self {
        case .repl: []
        case .run: ["--bail", "--keep-going"]
        case .check: ["--update"]
        case .simulate: ["--games", "--policy", "--threads", "--shard"]
        case .merge: []
        }
    }
}
