import CardKit
import Choreography
import JSONCoding
import WireFormat

/// What evaluating one line produced: text for people, the state and events for programs,
/// and any file or process work the caller must do (the interpreter does none itself).
public struct Output: Sendable {
    /// The line as given.
    public var input: String
    /// False for blank and comment lines, which produce nothing.
    public var isCommand: Bool
    /// The refusal, when the command was refused (the state is then unchanged).
    public var error: InterpreterError?
    /// Text for people: messages and the board.
    public var text: String
    /// The game the command ran in (after a switch, the new one).
    public var game: GameKind
    /// The game's state after the command, as the SPEC's `state` object (`null` when the
    /// session does not render states).
    public var state: JSONFragment
    /// The animation events of the command (the SPEC's `events` array in `json(line:)`).
    /// A session that renders no state, records no animation and logs events only as a
    /// summary leaves the flyaways unflown (`Choreographer.fliesCards`): nothing shows them.
    public var events: [AnimationEvent]
    /// What the game adds to the record, written by the game (Set's `why` after `why` and a
    /// mismatch, its `perfect` after `hint best`): each key only when the game wrote it.
    public var gamePart = GamePart()
    /// Work the caller must do: quit, write or read a file.
    public var request: Request?
    /// The Set game, puzzle or trial this command finished, for the statistics history
    /// (which the program keeps, or not).
    public var finished: GameRecord?
    /// What `stats` shows, as the JSON `stats` object (present only after `stats`).
    public var stats: JSONFragment?
    /// The player who made the move, when several play (the JSON `player` key, on the
    /// command and on each of its events).
    public var player: String?
    /// The command's animation, when `SessionOptions.recordsAnimation` asked for it and the
    /// command succeeded: what the REPL plays.
    public var animation: Animation?
    /// The lines of `text` (counted from 0) that draw the table under the status line, when the
    /// text shows the board: what live playback animates in place, between the messages and
    /// status line above and any lines below (a puzzle's sets found).
    public var tableRows: Range<Int>?
    /// Whether the text is reference to read (`help`), which the prompt shows through a pager
    /// when it is taller than the screen; scripts print it as any text.
    public var isReference = false
    /// Whether the prompt clears the screen before the text (`clear`); scripts print the text alone.
    public var clearsScreen = false

    /// Whether the command succeeded.
    public var ok: Bool { error == nil }

    /// What the text printed above the board: the messages and the status line (the JSON
    /// `text` key, which lets a page made from a recorded stream show them).
    public var messages: String {
        // NB: the lines up to the first empty one, found byte by byte (splitting the text into
        // Characters was 8% of a JSON script's instructions). A line ends at a line feed not
        // after a carriage return: CR LF is one Character, which `split` did not split at.
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        var previous: UInt8 = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0A, previous != 0x0D {
                if index == lineStart { break }
                lineStart = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        // `lineStart` begins the first empty line (or the empty end after a last line feed),
        // or the last line when there is none.
        guard index == lineStart else { return text }
        return lineStart == bytes.startIndex ? "" : String(text[..<bytes.index(before: lineStart)])
    }

    /// The SPEC's JSON object for this command, on one line; `file` names the sourced file the
    /// line comes from (the key is left out for the main script or stream).
    public func json(line: Int, file: String? = nil) -> String {
        var writer = JSONWriter(capacity: 4096)
        writer.object { writer in
            writer.field(RecordKey.line, line)
            if let file { writer.field(RecordKey.file, file) }
            writer.field(RecordKey.input, input)
            writer.field(RecordKey.ok, ok)
            writer.key(RecordKey.error)
            if let error { writer.string(error.message) } else { writer.null() }
            writer.field(RecordKey.game, game.rawValue)
            if let player { writer.field(RecordKey.player, player) }
            writer.key(RecordKey.state)
            writer.fragment(state)
            writer.key(RecordKey.events)
            writer.array { writer in
                for event in events { event.write(to: &writer, player: player) }
            }
            // NB: before `stats`, which no command that writes a game's part writes.
            for (key, value) in gamePart.fields {
                writer.key(key)
                writer.fragment(value)
            }
            if let stats {
                writer.key(RecordKey.stats)
                writer.fragment(stats)
            }
            writer.field(RecordKey.text, messages)
        }
        return writer.text
    }
}

/// A game's own keys in a command's record, in the order the game wrote them.
public struct GamePart: Sendable {
    /// Each key and its value.
    public private(set) var fields: [(key: JSONKey, value: JSONFragment)] = []

    /// The value of `key`, when the game wrote it.
    public subscript(key: JSONKey) -> JSONFragment? {
        get { fields.first { $0.key == key }?.value }
        set {
            fields.removeAll { $0.key == key }
            if let newValue { fields.append((key, newValue)) }
        }
    }
}

/// Work that only the program (not the interpreter) may do.
public enum Request: Equatable, Sendable {
    /// Leave the REPL or stop the script.
    case quit
    /// Write `contents` to `path` atomically, then report with `Session.saved(path:error:)`.
    case save(path: String, contents: String)
    /// Read `path` and hand its contents to `Session.load(contents:path:)`.
    case load(path: String)
    /// Read `path` and evaluate its lines.
    case source(path: String)
    /// Read the statistics and hand them to `Session.showStats(_:source:notes:into:)`.
    case stats
}
