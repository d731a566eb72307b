/// A recorded session: prompt lines (`animset> CMD`) each followed by the output it must
/// produce, as a person would paste it. `animset check` replays it and compares.
///
/// Lines before the first prompt are the header: `#` comments, and `# options: ...` giving the
/// options to replay with (`--seed N`, `--game GAME`, `--bounds WxH`, `--ascii`,
/// `--events MODE`, `--rule RULE`). Refused commands print `error: MESSAGE`.
public struct Transcript: Sendable, Equatable {
    /// The prompt that starts a command line.
    public static let prompt = "animset> "

    /// One command and what it printed.
    public struct Entry: Sendable, Equatable {
        /// The command as typed.
        public var command: String
        /// The 1-based line of the prompt in the file.
        public var line: Int
        /// The output lines recorded after it.
        public var output: [String]
    }

    /// The header lines, kept as they are.
    public var header: [String]
    /// The commands in order.
    public var entries: [Entry]

    /// Parses a transcript's text.
    public init(text: String) {
        var header: [String] = []
        var entries: [Entry] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(Transcript.prompt) || line == Transcript.prompt.trimmingWhitespace {
                entries.append(Entry(command: String(line.dropFirst(Transcript.prompt.count)), line: index + 1, output: []))
            } else if entries.isEmpty {
                header.append(line)
            } else {
                entries[entries.count - 1].output.append(line)
            }
        }
        self.header = header
        self.entries = entries
    }

    /// The options the header asks for, on top of the transcript defaults (seed 1, 80x24, no
    /// colour, Unicode, event summaries). Throws a message for an unknown option.
    public func options() throws(TranscriptError) -> SessionOptions {
        var options = SessionOptions()
        for line in header {
            let trimmed = line.trimmingWhitespace
            guard trimmed.hasPrefix("# options:") else { continue }
            var words = CommandParser.splitWords(String(trimmed.dropFirst("# options:".count))).words[...]
            while let word = words.popFirst() {
                func value() throws(TranscriptError) -> String {
                    guard let next = words.popFirst() else { throw .badOption("\(word) needs a value") }
                    return next
                }
                switch word {
                case "--seed":
                    let text = try value()
                    guard let seed = UInt64(text) else { throw .badOption("'\(text)' is not a seed") }
                    options.seed = seed
                case "--game":
                    let text = try value()
                    guard let game = GameKindParser.parse(text) else { throw .badOption("unknown game '\(text)'") }
                    options.game = game
                case "--bounds":
                    let text = try value()
                    let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
                    guard parts.count == 2, parts[0] >= 20, parts[1] >= 8 else { throw .badOption("bad bounds '\(text)'") }
                    options.bounds = .init(w: parts[0], h: parts[1])
                case "--ascii": options.unicode = false
                case "--events":
                    let text = try value()
                    guard let mode = EventsMode(rawValue: text) else { throw .badOption("bad events mode '\(text)'") }
                    options.events = mode
                case "--rule":
                    let text = try value()
                    guard let rule = try? CommandParser.parseRule(text) else { throw .badOption("unknown rule '\(text)'") }
                    options.rule = rule
                default: throw .badOption("unknown option '\(word)'")
                }
            }
        }
        return options
    }

    /// The output a person sees for one command: its text, then `error: MESSAGE` if refused.
    public static func lines(of output: Output) -> [String] {
        var lines: [String] = []
        if !output.text.isEmpty {
            var text = output.text
            if text.hasSuffix("\n") { text.removeLast() }
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        if let error = output.error { lines.append("error: " + error.message) }
        return lines
    }

    /// Replays the commands in a fresh session; returns the transcript as it should read.
    /// File requests (save, load, source) are not carried out in a transcript.
    public func replay() throws(TranscriptError) -> Transcript {
        var session = Session(options: try options())
        var actual = self
        for index in actual.entries.indices {
            let output = session.evaluate(actual.entries[index].command)
            actual.entries[index].output = Transcript.lines(of: output)
        }
        return actual
    }

    /// The transcript's text.
    public var text: String {
        var lines = header
        for entry in entries {
            lines.append(Transcript.prompt + entry.command)
            lines += entry.output
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

/// Why a transcript could not be replayed.
public enum TranscriptError: Error, Equatable, Sendable {
    /// The `# options:` header holds something unknown.
    case badOption(String)

    /// The message.
    public var message: String {
        switch self {
        case .badOption(let text): "bad '# options:' header: \(text)"
        }
    }
}

import GameKit

/// Game names as the parser reads them.
enum GameKindParser {
    static func parse(_ word: String) -> GameKind? { GameKind(rawValue: word.lowercased()) }
}
