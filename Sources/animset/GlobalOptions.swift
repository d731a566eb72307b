import Choreography
import Interpreter
import GameKit

/// The options every subcommand takes, and what is left for the subcommand itself.
struct GlobalOptions {
    /// `--seed N`.
    var seed: UInt64?
    /// `--game GAME`.
    var game: GameKind = .set
    /// `--format json`.
    var json = false
    /// `--color auto|always|never`.
    var color: ColorChoice = .auto
    /// `--ascii`.
    var ascii = false
    /// `--bounds WxH`.
    var bounds: Size?
    /// `--events off|summary|full`.
    var events: EventsMode = .summary
    /// `--version`, `--help`.
    var showVersion = false
    var showHelp = false
    /// Words not taken by the options above, in order.
    var rest: [String] = []

    enum ColorChoice: String { case auto, always, never }

    /// Parses `arguments` (after the subcommand name). Throws a usage message.
    static func parse(_ arguments: [String], subcommandFlags: Set<String> = []) throws(UsageError) -> GlobalOptions {
        var options = GlobalOptions()
        var words = arguments[...]
        func value(_ flag: String) throws(UsageError) -> String {
            guard let word = words.popFirst() else { throw UsageError("\(flag) needs a value") }
            return word
        }
        var onlyFiles = false
        while let word = words.popFirst() {
            if onlyFiles || !word.hasPrefix("-") || word == "-" {
                options.rest.append(word)
                continue
            }
            var flag = word
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                flag = String(word[..<equals])
                words.insert(String(word[word.index(after: equals)...]), at: words.startIndex)
            }
            switch flag {
            case "--":
                onlyFiles = true
            case "--seed":
                let text = try value(flag)
                guard let seed = UInt64(text) else { throw UsageError("--seed needs a number from 0 to \(UInt64.max), not '\(text)'") }
                options.seed = seed
            case "--game":
                let text = try value(flag)
                guard let game = GameKind(rawValue: text.lowercased()) else {
                    throw UsageError("unknown game '\(text)' for --game; games: " + GameKind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.game = game
            case "--format":
                switch try value(flag) {
                case "json": options.json = true
                case "text": options.json = false
                case let other: throw UsageError("--format takes text or json, not '\(other)'")
                }
            case "--color", "--colour":
                let text = try value(flag)
                guard let choice = ColorChoice(rawValue: text) else {
                    throw UsageError("--color takes auto, always or never, not '\(text)'")
                }
                options.color = choice
            case "--ascii":
                options.ascii = true
            case "--bounds":
                let text = try value(flag)
                let parts = text.lowercased().split(separator: "x")
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                      w >= Size.minimum.w, h >= Size.minimum.h, w <= 1000, h <= 1000
                else { throw UsageError("--bounds takes WxH from \(Size.minimum.w)x\(Size.minimum.h) to 1000x1000, not '\(text)'") }
                options.bounds = Size(w: w, h: h)
            case "--events":
                let text = try value(flag)
                guard let mode = EventsMode(rawValue: text) else {
                    throw UsageError("--events takes off, summary or full, not '\(text)'")
                }
                options.events = mode
            case "--version":
                options.showVersion = true
            case "--help", "-h":
                options.showHelp = true
            default:
                guard subcommandFlags.contains(flag) else { throw UsageError("unknown option '\(word)'") }
                options.rest.append(word)
            }
        }
        return options
    }

    /// The session settings these options ask for, given what the terminal says.
    func sessionOptions(stdoutIsTerminal: Bool, terminalSize: Size?, noColor: Bool) -> SessionOptions {
        var session = SessionOptions()
        session.seed = seed ?? 1
        session.game = game
        session.bounds = bounds ?? terminalSize ?? .standard
        session.unicode = !ascii
        session.color = switch color {
        case .always: true
        case .never: false
        case .auto: stdoutIsTerminal && !noColor
        }
        session.events = events
        session.rendersText = !json
        session.rendersState = json
        return session
    }
}

/// A mistake on the command line: exit code 64.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
