import ArgumentParser
import CardKit
import Choreography
import Interpreter
import LineEditing

/// The program: parses the command line into a command, runs it, and turns what went wrong
/// into words and an exit code (the one place that does).
enum Program {
    static let version = "animset 0.1.0"

    static func main(_ arguments: [String]) -> Int32 {
        do {
            var words = CheckOptions.expandingBareJobs(arguments)
            try refuseMisspeltSubcommand(words)
            let parsed: ParsableCommand
            do { parsed = try Animset.parseAsRoot(words) } catch {
                // NB: swift-argument-parser reads `--games -1` as `--games` with no value and an
                // option `-1`, and said "Missing value" (issue 37, item 9): the number is joined to
                // its option and parsed again, so that it is refused as a value, by name.
                let joined = negativeValuesJoined(words)
                guard joined != words, Animset.message(for: error).hasPrefix("Missing value for") else { throw error }
                words = joined
                parsed = try Animset.parseAsRoot(words)
            }
            guard let command = parsed as? AnimsetCommand else {
                // swift-argument-parser's own commands (`help`); they print and end.
                var builtIn = parsed
                try builtIn.run()
                return ExitCode.success.rawValue
            }
            // NB: a subcommand runs as its own parse made it: swift-argument-parser gives an option
            // that the root takes too to the root's copy when the subcommand declares it apart from
            // the root's groups (issue 40: host --game concentration dealt Set, --rule was lost).
            let own = try refuseMisplacedOptions(words, command)
            return try (own ?? command).execute().rawValue
        } catch {
            return report(error).rawValue
        }
    }

    /// `arguments` with each negative number that follows a long option joined to it
    /// (`--games -1` becomes `--games=-1`), none after `--`.
    static func negativeValuesJoined(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for word in arguments {
            if result.contains("--") {
                result.append(word)
                continue
            }
            let digit = word.dropFirst().first.map { ("0"..."9").contains($0) } ?? false
            if word.hasPrefix("-"), digit, let option = result.last, option.hasPrefix("--"), option.count > 2,
                !option.contains("=")
            {
                result[result.count - 1] = option + "=" + word
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// Refuses an option that the subcommand does not take: before its name
    /// (`animset --rule remove simulate ...`) or after it (`animset simulate --rule remove`).
    /// NB: swift-argument-parser reads bare `animset`'s options wherever they are on the line,
    /// also after a subcommand's name, and bare `animset` does not run when a subcommand does:
    /// the option was dropped without a word. So the words after the name are parsed again by
    /// the subcommand alone, where an option it does not take is unknown; that parse is the
    /// subcommand returned (nil for bare `animset`), the one that runs.
    @discardableResult
    static func refuseMisplacedOptions(_ arguments: [String], _ command: any AnimsetCommand) throws(MisplacedOption)
        -> (any AnimsetCommand)?
    {
        guard !(command is Animset), let first = arguments.first else { return nil }
        let subcommand = type(of: command)
        let name = subcommand.configuration.commandName ?? ""
        guard !first.hasPrefix("-") else {
            let option = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
            throw MisplacedOption(
                message:
                    """
                    '\(option)' comes before '\(name)', where no option is read: options go after the subcommand's \
                    name
                    """
            )
        }
        do { return try subcommand.parse(Array(arguments.dropFirst())) } catch {
            let line = subcommand.message(for: error).split(separator: "\n").first.map(String.init) ?? ""
            let problem = line.firstRange(of: ". Did you mean").map { String(line[..<$0.lowerBound]) } ?? line
            throw MisplacedOption(message: "\(problem) for 'animset \(name)'")
        }
    }

    /// Refuses a first word that is no subcommand but close to one (`animset simulat --games 5`)
    /// with the subcommand it suggests: bare `animset` takes no word, and swift-argument-parser
    /// would complain of the options after it instead ("Did you mean '--game'?", issue 37, item 16).
    static func refuseMisspeltSubcommand(_ arguments: [String]) throws(MisplacedOption) {
        guard let first = arguments.first, !first.hasPrefix("-") else { return }
        var names = ["help"]
        for subcommand in Animset.configuration.subcommands {
            if let name = subcommand.configuration.commandName { names.append(name) }
        }
        guard !names.contains(first), let near = Suggestion.nearest(to: first, in: names) else { return }
        throw MisplacedOption(message: "unknown subcommand '\(SafeText.visible(first))'. Did you mean '\(near)'?")
    }

    /// An option where the subcommand does not read it: a usage error (64) on one line, without
    /// the root's usage that swift-argument-parser would print after it (the subcommand's
    /// options are what the person wants, and `--help` shows them).
    struct MisplacedOption: Error { var message: String }

    /// The exit status of a run that ended with `status`: 74 (after a one-line error, where
    /// standard error still takes one) when a write to standard output or error failed, so
    /// that a shard written to a full disk, or help sent to `/dev/full`, never counts as a
    /// success.
    static func finish(_ status: Int32) -> Int32 {
        let failures = Console.writeFailures
        if let reason = failures.output {
            error("cannot write to standard output: \(reason)")
        } else if failures.error == nil {
            return status
        }
        return ExitCode.ioError.rawValue
    }

    /// Prints what `error` asks for (help, the version and completion scripts go to standard
    /// output, mistakes to standard error) and returns its exit code.
    static func report(_ error: any Error) -> ExitCode {
        if let failure = error as? FileError {
            Program.error(failure.message)
            // NB: 66 says "cannot read"; a file we could not write is 73 (EX_CANTCREAT).
            if case .cannotWrite = failure { return .cannotCreate }
            return .noInput
        }
        if let misplaced = error as? MisplacedOption {
            Program.error(misplaced.message)
            return .validationFailure
        }
        let code = Animset.exitCode(for: error)
        if code == .success {
            let text = Animset.fullMessage(for: error)
            Console.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
            Console.flushOutput()
            return code
        }
        let text = ours(Animset.fullMessage(for: error), message: Animset.message(for: error))
        if !text.isEmpty {
            // NB: swift-argument-parser words these and quotes the user's arguments in them
            // raw: each line is cleaned as every message of ours is (`say`), so an argument
            // holding an escape (`--rule $'x\e[31m'`) cannot drive the terminal.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                SafeText.visible(withoutFarSuggestion($0))
            }
            Console.writeError(lines.joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n"))
        }
        return code
    }

    /// swift-argument-parser's whole text for a mistake (its `Error: ` prefix, the message, a
    /// help line and the usage) with our prefix instead: `animset: error: MESSAGE`, as every
    /// message of ours reads. Public API only: the parser's own hook for the prefix
    /// (`_errorPrefix`) is underscored, experimental and may go in any release; the message is
    /// found in the text rather than the prefix assumed, so a new wording of theirs keeps ours.
    static func ours(_ text: String, message: String) -> String {
        guard !message.isEmpty, let found = text.firstRange(of: message) else { return text }
        return "animset: error: " + message + text[found.upperBound...]
    }

    /// `line` without swift-argument-parser's "Did you mean '--X'?" when `--X` is far from what
    /// was typed: more edits than a third of the word (`--quiet` is 3 edits from `--rule`, a
    /// guess that misleads), where our own suggestions (`Suggestion`) are read the same way.
    static func withoutFarSuggestion(_ line: Substring) -> String {
        guard let typedStart = line.firstRange(of: "Unknown option '--"),
            let suggested = line.firstRange(of: "'. Did you mean '--")
        else {
            return String(line)
        }
        let typed = line[typedStart.upperBound..<suggested.lowerBound]
        let rest = line[suggested.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return String(line) }
        let guess = rest[..<end]
        let limit = max(1, typed.count / 3)
        guard Suggestion.editDistance(String(typed), String(guess)) > limit else { return String(line) }
        return String(line[..<suggested.lowerBound]) + "'."
    }

    /// The rows of a terminal the board leaves to the rest of a command's output: its messages
    /// and event summary (up to six lines), the status line and the prompt.
    static let rowsForText = 8

    /// The table that fits a terminal: its width, and its height less `rowsForText`, so that
    /// after a move what it printed, the status line, the board and the prompt are on the
    /// screen together (with 5 rows left, Concentration's messages scrolled away).
    static func tableBounds(forTerminal size: (width: Int, height: Int)) -> Size {
        Size(
            w: min(Size.maximum.w, max(Size.minimum.w, size.width)),
            h: min(Size.maximum.h, max(Size.minimum.h, size.height - rowsForText)))
    }

    /// The table that fits the terminal standard output is, or nil when it is not one.
    static func terminalBounds() -> Size? {
        Terminal.isTerminal(1) ? Terminal.terminalSize().map(tableBounds(forTerminal:)) : nil
    }

    /// Whether `NO_COLOR` is set (to anything but the empty string), or the terminal is dumb
    /// (`TERM` unset, empty or `dumb`: issue 29, item 3): no colour unless asked.
    static var noColor: Bool {
        (Platform.environment("NO_COLOR").map { !$0.isEmpty } ?? false) || !Terminal.terminalNamed
    }

    /// A session set up as the options and the terminal ask.
    /// `recordsAnimation` asks for each command's animation, to play it live.
    /// `seed`, when given, stands in for a missing `--seed` (the prompt's random first seed).
    static func makeSession(
        _ options: ScriptOptions, recordsAnimation: Bool = false, mouse: Bool = false, keys: Bool = false,
        seed: UInt64? = nil
    ) -> Session {
        var settings = options.sessionOptions(
            stdoutIsTerminal: Terminal.isTerminal(1), terminalSize: terminalBounds(), noColor: noColor)
        if options.seed.seed == nil, let seed { settings.seed = seed }
        settings.recordsAnimation = recordsAnimation
        settings.mouse = mouse
        settings.keys = keys
        return Session(options: settings)
    }
}

/// A command of the command line: parsed by swift-argument-parser, then run to an exit code.
/// A new subcommand is a type conforming to this, listed in `Animset.configuration`.
protocol AnimsetCommand: ParsableCommand {
    /// Runs the command; a thrown `FileError` exits with 66 (73 for one that could not be
    /// written), anything else as
    /// `Program.report` says.
    func execute() throws -> ExitCode
}
