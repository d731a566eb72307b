import CardKit
import JSONCoding

extension RecordedCommand {
    /// The keys of a record this version reads (`line`, `file`, `player` and `why` are known
    /// and unused).
    static let knownKeys: Set<String> = ["line", "file", "input", "ok", "error", "game", "player", "state", "events", "why", "stats", "text"]
    /// The keys of an event this version reads (`player` is known and unused).
    static let knownEventKeys: Set<String> = [
        "t", "duration", "kind", "cards", "from", "to", "fromPlace", "toPlace", "faceUp", "path", "player",
    ]

    /// The keys of `fields` not in `known`, printable, in their order.
    static func unknownKeys(_ fields: [(String, JSONValue)], known: Set<String>) -> [String] {
        fields.map(\.0).filter { !known.contains($0) }.map { $0.printable(limit: 32) }
    }
}
