import CardKit
import Choreography
import JSONCoding
import SetGame

/// `review`'s object in the record (`RecordKey.review`): written by the interpreter, read back
/// by the replay page. The reader is strict about shape and bounds, as the stream's is: the
/// file may come from anywhere.
extension GameReview {
    /// The keys of the review object and of each set in it.
    public enum Key {
        public static let exact: JSONKey = "exact"
        public static let unrecorded: JSONKey = "unrecorded"
        public static let over = StateKey.over
        public static let left: JSONKey = "left"
        public static let moves = StateKey.moves
        public static let costliest: JSONKey = "costliest"
        public static let set: JSONKey = "set"
        public static let cards = StateKey.cards
        public static let unseen: JSONKey = "unseen"
        public static let samples: JSONKey = "samples"
        public static let chance: JSONKey = "chance"
        public static let low = Estimate.Key.low
        public static let high = Estimate.Key.high
        public static let best: JSONKey = "best"
        public static let cost: JSONKey = "cost"
        public static let mark: JSONKey = "mark"
        public static let player = AnimationEvent.Key.player
        public static let computer: JSONKey = "computer"
        public static let help: JSONKey = "help"
    }

    /// The most sets a review read back may hold.
    public static let maximumMoves = 1_000
    /// The most samples a chance read back may have been played on.
    public static let maximumSamples = 1 << 40

    /// Writes the review object.
    public func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.field(Key.exact, exact)
            writer.field(Key.unrecorded, unrecorded)
            writer.field(Key.over, over)
            writer.field(Key.left, left)
            writer.key(Key.moves)
            writer.array { writer in
                for move in moves { move.write(to: &writer) }
            }
            writer.key(Key.costliest)
            if let costliest { writer.integer(costliest.number) } else { writer.null() }
        }
    }

    /// Reads a review object written by `write(to:)`; its first fault worded for the stream.
    public init(_ object: JSONCursor) throws(RecordedCommand.Failure) {
        guard object.value.isObject else { throw RecordedCommand.Failure("'\(object.bracketed)' must be an object") }
        exact = try object.bool(Key.exact) ?? false
        unrecorded = try object.count(Key.unrecorded, upTo: Self.maximumMoves)
        over = try object.bool(Key.over) ?? false
        left = try object.count(Key.left, upTo: 81)
        let items = try object.array(Key.moves) ?? []
        guard items.count <= Self.maximumMoves else {
            throw RecordedCommand.Failure("'\(object.place(of: Key.moves))' holds more than \(Self.maximumMoves) sets")
        }
        var moves: [Move] = []
        for item in items {
            let move = try Move(item)
            if let last = moves.last, move.number <= last.number {
                throw RecordedCommand.Failure("'\(item.place(of: Key.set))' must come after the set before")
            }
            moves.append(move)
        }
        self.moves = moves
    }
}

extension GameReview.Move {
    typealias Key = GameReview.Key

    /// Writes one set's object.
    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.field(Key.set, number)
            writer.field(Key.cards, strings: cards)
            writer.field(Key.unseen, unseen)
            writer.field(Key.samples, samples)
            chance.write(to: &writer)
            writer.key(Key.best)
            writer.object { writer in
                writer.field(Key.cards, strings: bestCards)
                best.write(to: &writer)
            }
            writer.field(Key.cost, cost)
            writer.key(Key.mark)
            if let mark { writer.string(mark.rawValue) } else { writer.null() }
            if let player { writer.field(Key.player, player) }
            if computer { writer.field(Key.computer, true) }
            if !help.isEmpty { writer.field(Key.help, strings: help) }
        }
    }

    /// Reads one set's object.
    init(_ object: JSONCursor) throws(RecordedCommand.Failure) {
        guard object.value.isObject else { throw RecordedCommand.Failure("'\(object.bracketed)' must be an object") }
        number = try object.count(Key.set, upTo: GameReview.maximumMoves)
        cards = try object.cardCodes(Key.cards)
        unseen = try object.count(Key.unseen, upTo: 81)
        samples = try object.count(Key.samples, upTo: GameReview.maximumSamples)
        chance = try GameReview.Chance(object)
        guard let best = try object.worded({ () throws(JSONCursor.Fault) in try object.nullable(Key.best) }),
            best.value.isObject
        else { throw RecordedCommand.Failure("'\(object.place(of: Key.best))' must be an object") }
        bestCards = try best.cardCodes(Key.cards)
        self.best = try GameReview.Chance(best)
        let markName = try object.string(Key.mark)
        mark = try markName.map { name throws(RecordedCommand.Failure) in
            guard let mark = GameReview.Mark(rawValue: name) else {
                throw RecordedCommand.Failure(
                    """
                    '\(object.place(of: Key.mark))' must be one of \
                    \(GameReview.Mark.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")) or null
                    """
                )
            }
            return mark
        }
        player = try object.string(Key.player).map { $0.printable(limit: 40) }
        computer = try object.bool(Key.computer) ?? false
        help = try (object.strings(Key.help) ?? []).prefix(8).map { $0.printable(limit: 20) }
    }
}

extension GameReview.Chance {
    /// Writes `"chance"`, `"low"` and `"high"` into the object being written.
    func write(to writer: inout JSONWriter) {
        writer.field(GameReview.Key.chance, value)
        writer.field(GameReview.Key.low, low)
        writer.field(GameReview.Key.high, high)
    }

    /// Reads `chance`, `low` and `high` of `object`: shares from 0 to 1, low <= chance <= high.
    init(_ object: JSONCursor) throws(RecordedCommand.Failure) {
        var values: [Double] = []
        for key in [GameReview.Key.chance, GameReview.Key.low, GameReview.Key.high] {
            guard let value = try object.number(key), value >= 0, value <= 1 else {
                throw RecordedCommand.Failure("'\(object.place(of: key))' must be a share from 0 to 1")
            }
            values.append(value)
        }
        guard values[1] <= values[0], values[0] <= values[2] else {
            throw RecordedCommand.Failure("'\(object.bracketed)' must have low <= chance <= high")
        }
        self.init(value: values[0], low: values[1], high: values[2])
    }
}

extension JSONCursor {
    /// A whole number from 0 to `limit` under `key` (0 when absent).
    fileprivate func count(_ key: JSONKey, upTo limit: Int) throws(RecordedCommand.Failure) -> Int {
        let value = try int(key) ?? 0
        guard value >= 0, value <= limit else {
            throw RecordedCommand.Failure("'\(place(of: key))' must be a whole number from 0 to \(limit)")
        }
        return value
    }

    /// Three Set card codes under `key`, in upper case.
    fileprivate func cardCodes(_ key: JSONKey) throws(RecordedCommand.Failure) -> [String] {
        let codes = try strings(key) ?? []
        guard codes.count == 3, codes.allSatisfy({ Card(code: $0) != nil }) else {
            throw RecordedCommand.Failure("'\(place(of: key))' must be three Set card codes")
        }
        return codes.compactMap { Card(code: $0)?.code }
    }
}
