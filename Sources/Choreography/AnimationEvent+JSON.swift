import CardKit
import JSONCoding

extension AnimationEvent {
    /// The keys of an event in the JSON stream, in the SPEC's order: the writer below writes
    /// them, `replay` reads them, and a reader knows exactly `all`.
    public enum Key {
        public static let t: JSONKey = "t"
        public static let duration: JSONKey = "duration"
        public static let kind: JSONKey = "kind"
        /// The same key as a state's cards (`StateKey.cards`).
        public static let cards = StateKey.cards
        public static let from: JSONKey = "from"
        public static let to: JSONKey = "to"
        public static let fromPlace: JSONKey = "fromPlace"
        public static let toPlace: JSONKey = "toPlace"
        /// The same key as a state card's (`StateKey.faceUp`).
        public static let faceUp = StateKey.faceUp
        public static let path: JSONKey = "path"
        public static let player: JSONKey = "player"
        /// Every key an event may have.
        public static let all: Set<JSONKey> = [
            t, duration, kind, cards, from, to, fromPlace, toPlace, faceUp, path, player,
        ]
    }
}

extension AnimationEvent: JSONWritable {
    /// Writes the event's fields in SPEC order: `t`, `duration`, `kind`, `cards`, then those
    /// present of `from`, `to` (frames `{"x","y","w","h"}`), `fromPlace`, `toPlace` (words
    /// such as `"slot 7"`), `faceUp`, and `path` (keyframes `{"t","x","y","w","h","rotation"}`);
    /// times and frames rounded to 3 decimals.
    public func write(to writer: inout JSONWriter) {
        write(to: &writer, player: nil)
    }

    /// Writes the event as `write(to:)` does, then `player`, the name of who made the move,
    /// when several play.
    public func write(to writer: inout JSONWriter, player: String?) {
        writer.object { writer in
            writer.field(Key.t, JSONWriter.rounded(t))
            writer.field(Key.duration, JSONWriter.rounded(duration))
            writer.field(Key.kind, kind.rawValue)
            writer.field(Key.cards, strings: cards)
            if let from { writer.field(Key.from, from) }
            if let to { writer.field(Key.to, to) }
            if let fromPlace { writer.field(Key.fromPlace, fromPlace.words) }
            if let toPlace { writer.field(Key.toPlace, toPlace.words) }
            if let faceUp { writer.field(Key.faceUp, faceUp) }
            if let path { writer.field(Key.path, path) }
            if let player { writer.field(Key.player, player) }
        }
    }
}

extension Keyframe {
    /// The keys of a keyframe in an event's `path`: a frame's, and its time and rotation.
    public enum Key {
        /// The same key as an event's time (`AnimationEvent.Key.t`).
        public static let t = AnimationEvent.Key.t
        public static let rotation: JSONKey = "rotation"
    }
}

extension Keyframe: JSONWritable {
    /// Writes `{"t","x","y","w","h","rotation"}`, rounded to 3 decimals.
    public func write(to writer: inout JSONWriter) {
        let frame = Rounding.rect(self.frame)
        writer.object { writer in
            writer.field(Key.t, JSONWriter.rounded(t))
            writer.field(Rect.Key.x, frame.x)
            writer.field(Rect.Key.y, frame.y)
            writer.field(Rect.Key.w, frame.w)
            writer.field(Rect.Key.h, frame.h)
            writer.field(Key.rotation, JSONWriter.rounded(rotation))
        }
    }
}
