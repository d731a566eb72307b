import CardKit
import JSONCoding
import WireFormat

/// One line a room sent, read back (`animset join`): its kind and the words a person sees.
/// The room's keys are `RoomKey`'s; a move's record keys are the stream's.
public struct RoomLine: Equatable, Sendable {
    /// The kind of line.
    public var kind: RoomKey.Kind
    /// Who it is from, when it says.
    public var by: String?
    /// The table drawn for this seat, when the line has it.
    public var screen: String?
    /// Words for people (a move's messages, a word said, a reply).
    public var text: String?
    /// Why the seat's line was refused (`error` lines).
    public var error: String?
    /// The seat's name (`seated` lines; nil watching).
    public var name: String?
    /// The cards on the table, when the line has the state (for Tab).
    public var cards: [String]?
    /// The line of the room's log a move played (`input`), which a seat plays again itself.
    public var input: String?
    /// The log of the game in front (`seated` lines), which deals a seat's copy of the table.
    public var log: [String]?

    /// The longest line a seat reads: a table drawn at the largest size, with its state.
    public static let limit = 4 << 20

    /// Reads one line; nil for a line that is not a room's (not JSON, no known kind).
    public init?(_ line: some Sequence<UInt8>) {
        guard case .object(let members)? = try? JSONReader.parse(line) else { return nil }
        func string(_ key: JSONKey) -> String? {
            guard case .string(let value)? = members.first(where: { $0.0 == key.name })?.1 else { return nil }
            return value
        }
        guard let word = string(RoomKey.room), let kind = RoomKey.Kind(rawValue: word) else { return nil }
        self.kind = kind
        by = string(RoomKey.by)
        screen = string(RoomKey.screen)
        text = string(RoomKey.text)
        error = string(RoomKey.error)
        name = string(RoomKey.name)
        input = kind == .move ? string(RecordKey.input) : nil
        if case .array(let lines)? = members.first(where: { $0.0 == RoomKey.log.name })?.1 {
            log = lines.compactMap { line in
                guard case .string(let text) = line else { return nil }
                return text
            }
        }
        if case .object(let state)? = members.first(where: { $0.0 == RecordKey.state.name })?.1,
            case .array(let slots)? = state.first(where: { $0.0 == StateKey.table.name })?.1
        {
            cards = slots.compactMap { slot in
                guard case .object(let fields) = slot,
                    case .string(let code)? = fields.first(where: { $0.0 == StateKey.card.name })?.1
                else { return nil }
                return code
            }
        }
    }

    /// Whether the line is a move that the room draws with a later one, under the words of
    /// both (a new game's seats follow its deal): a move's line without a `screen`.
    public var drawnLater: Bool { kind == .move && screen == nil }

    /// Tab completion in a room: the first `words` a seat types (the room's), then the cards on
    /// the table.
    public static func completions(for line: String, cards: [String], words: [String] = Room.words) -> [String] {
        let split = CommandParser.splitWords(line).words
        let typingNewWord = line.last.map(\.isWhitespace) ?? true
        let prefix = typingNewWord ? "" : (split.last ?? "")
        let first = split.count <= 1 && !typingNewWord || split.isEmpty
        let candidates = first ? words : (split.first?.lowercased() == "choose" ? cards : [])
        return candidates.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    /// Tab at a seat whose copy of the table is in `session`: the first `words`, then after
    /// `choose` the cards as the seat names them: Set's by code (its claim is sent so), the
    /// flip games' by slot, as Tab offers them at home.
    public static func completions(for line: String, at session: Session, words: [String]) -> [String] {
        let games = session.games
        let cards = games.currentClaimsRace ? games.set.table.map(\.code) : session.completions(for: "choose ")
        return completions(for: line, cards: cards, words: words)
    }

    /// What a person is shown: the table drawn when the line has it, else its words (a refusal
    /// as `error: ...`); nothing for a move a later line draws (`drawnLater`).
    public var shown: String {
        if let error { return "error: " + error }
        if drawnLater { return "" }
        return screen ?? text ?? ""
    }
}
