import CardKit
import Choreography
import JSONCoding

/// One line of a recorded JSON stream (what `--format json` prints), read back for
/// `animset replay`: the command, whether it worked, the state after it and its events.
///
/// Reading is tolerant of other versions (unknown keys are ignored, unknown event kinds and
/// places skipped) and strict about shape (a known key with the wrong type is an error) and
/// size (bounded counts and magnitudes), since the file may come from anywhere. Strings are
/// kept as they are; print them with `printable()`.
public struct RecordedCommand: Sendable {
    /// The command line as typed.
    public var input: String
    /// Whether it worked.
    public var ok: Bool
    /// Its refusal, when it was refused.
    public var error: String?
    /// What animset printed for it above the board (the `text` key), when the stream has it.
    public var text: String?
    /// The game the state belongs to; nil when the name is unknown to this version.
    public var game: GameKind?
    /// The SPEC's `state` object after the command (`.null` when absent).
    public var state: JSONValue
    /// The command's animation events, those this version understands.
    public var events: [AnimationEvent]
    /// `review`'s judgement of the sets taken, when the command was a review.
    public var review: GameReview?
    /// What this version did not understand and skipped, one note each: `key 'players'`,
    /// `event kind 'zap'`, `event key 'spin'` (a newer version's additions).
    public var skipped: [String] = []

    /// Why a line is not a record, worded for `FILE:LINE: error: MESSAGE`.
    public struct Failure: Error, Equatable, Sendable {
        /// The message.
        public var message: String
        init(_ message: String) { self.message = message }
    }

    /// The longest line read, in bytes.
    public static let maximumLineLength = 4 << 20
    /// The most events one command may have.
    public static let maximumEvents = 10_000
    /// The most keyframes one flight may have.
    public static let maximumKeyframes = 10_000
    /// The latest instant (seconds) an event may start or end.
    public static let maximumSeconds = 600.0
    /// The largest coordinate (cells) a frame may have.
    public static let maximumCoordinate = 10_000.0

    /// Reads one line (without its newline).
    public init(line: some Collection<UInt8>) throws(Failure) {
        guard line.count <= RecordedCommand.maximumLineLength else {
            throw Failure("the line is longer than \(RecordedCommand.maximumLineLength) bytes")
        }
        let value: JSONValue
        do { value = try JSONReader.parse(line) } catch {
            throw Failure("not JSON: \(error.message) (at byte \(error.offset + 1))")
        }
        guard case .object(let fields) = value else { throw Failure("a line must be a JSON object") }
        let object = JSONCursor(value)
        // NB: every record animset writes has these; a line without one is no record of ours
        // (a `simulate` result, `{"hello":1}`), not an empty command that succeeded.
        for key in RecordKey.required where !fields.contains(where: { $0.0 == key.name }) {
            throw Failure(
                """
                a record needs the key '\(key)' (every record of 'animset --format json' has \
                \(RecordKey.required.map { "'\($0)'" }.joined(separator: ", ")))
                """
            )
        }
        input = try object.string(RecordKey.input) ?? ""
        ok = try object.bool(RecordKey.ok) ?? true
        error = try object.string(RecordKey.error)
        if !ok, error == nil { throw Failure("a refused command ('ok' false) needs its 'error'") }
        text = try object.string(RecordKey.text)
        game = try object.string(RecordKey.game).flatMap { GameKind(rawValue: $0) }
        guard game != nil else {
            throw Failure(
                "'game' must be one of \(GameKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))")
        }
        state = fields.first { $0.0 == RecordKey.state.name }?.1 ?? .null
        if state != .null, !state.isObject { throw Failure("'state' must be an object") }
        review = try object.worded { () throws(JSONCursor.Fault) in try object.nullable(RecordKey.review) }
            .map { review throws(Failure) in try GameReview(review) }
        let items = try object.array(RecordKey.events) ?? []
        guard items.count <= RecordedCommand.maximumEvents else {
            throw Failure("more than \(RecordedCommand.maximumEvents) events")
        }
        var events: [AnimationEvent] = []
        var skipped = RecordedCommand.unknownKeys(fields, known: RecordKey.all).map { "key '\($0)'" }
        for item in items {
            if let event = try RecordedCommand.event(item) {
                events.append(event)
                if case .object(let eventFields) = item.value {
                    skipped += RecordedCommand.unknownKeys(eventFields, known: AnimationEvent.Key.all).map {
                        "event key '\($0)'"
                    }
                }
            } else if case .object(let eventFields) = item.value,
                case .string(let kind)? = eventFields.last(where: { $0.0 == AnimationEvent.Key.kind.name })?.1
            {
                skipped.append("event kind '\(kind.printable(limit: 32))'")
            }
        }
        self.events = events
        self.skipped = skipped
    }

    /// An event, or nil for a kind this version does not know.
    static func event(_ object: JSONCursor) throws(Failure) -> AnimationEvent? {
        let path = object.bracketed
        guard object.value.isObject else { throw Failure("\(path) must be an object") }
        guard let kindName = try object.string(AnimationEvent.Key.kind) else {
            throw Failure("\(path) has no '\(AnimationEvent.Key.kind)'")
        }
        guard let kind = EventKind(rawValue: kindName) else { return nil }
        let t = try object.seconds(AnimationEvent.Key.t) ?? 0
        let duration = try object.seconds(AnimationEvent.Key.duration) ?? 0
        guard t + duration <= maximumSeconds else { throw Failure("\(path) ends after \(Int(maximumSeconds)) s") }
        let cards = try object.strings(AnimationEvent.Key.cards) ?? []
        for card in cards where card.isEmpty || card.utf8.count > 32 || card.printable() != card {
            throw Failure("\(path).cards holds a bad card name '\(card.printable(limit: 32))'")
        }
        let samples = try object.array(AnimationEvent.Key.path) ?? []
        guard samples.count <= maximumKeyframes else {
            throw Failure("\(path) has more than \(maximumKeyframes) keyframes")
        }
        let keyframes = try samples.map { item throws(Failure) in try keyframe(item) }
        return AnimationEvent(
            t: t, duration: duration, kind: kind, cards: cards,
            from: try object.rect(AnimationEvent.Key.from), to: try object.rect(AnimationEvent.Key.to),
            fromPlace: try object.string(AnimationEvent.Key.fromPlace).flatMap(Place.init(words:)),
            toPlace: try object.string(AnimationEvent.Key.toPlace).flatMap(Place.init(words:)),
            faceUp: try object.bool(AnimationEvent.Key.faceUp), path: keyframes.isEmpty ? nil : keyframes)
    }

    static func keyframe(_ object: JSONCursor) throws(Failure) -> Keyframe {
        let path = object.bracketed
        guard object.value.isObject else { throw Failure("\(path) must be an object") }
        guard let frame = try object.rect(nil) else { throw Failure("\(path) needs x, y, w and h") }
        let rotation = try object.number(Keyframe.Key.rotation) ?? 0
        guard abs(rotation) <= 1_000_000 else { throw Failure("\(path).rotation is out of range") }
        return Keyframe(t: try object.seconds(Keyframe.Key.t) ?? 0, frame: frame, rotation: rotation)
    }
}
