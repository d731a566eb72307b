import CardKit
import Choreography
import JSONCoding

/// The keys of one record of the JSON stream (one command), in the SPEC's order: `Output`
/// writes them, `RecordedCommand` reads them back, and a reader knows exactly `all`.
public enum RecordKey {
    public static let line: JSONKey = "line"
    public static let file: JSONKey = "file"
    public static let input: JSONKey = "input"
    public static let ok: JSONKey = "ok"
    public static let error: JSONKey = "error"
    public static let game: JSONKey = "game"
    /// The same key as an event's player (`AnimationEvent.Key.player`).
    public static let player = AnimationEvent.Key.player
    public static let state: JSONKey = "state"
    public static let events: JSONKey = "events"
    public static let why: JSONKey = "why"
    public static let stats: JSONKey = "stats"
    public static let text: JSONKey = "text"
    /// `hint best`'s chances (issue 33).
    public static let perfect: JSONKey = "perfect"
    /// `review`'s judgement of the sets taken (issue 39, `GameReview`).
    public static let review: JSONKey = "review"

    /// Every key a record may have.
    public static let all: Set<JSONKey> = [
        line, file, input, ok, error, game, player, state, events, why, stats, text, perfect, review,
    ]
    /// The keys every record has (`text` came later and may be missing), in order.
    public static let required: [JSONKey] = [line, input, ok, error, game, state, events]
}
