import CardKit

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
            writer.field("t", JSONWriter.rounded(t))
            writer.field("duration", JSONWriter.rounded(duration))
            writer.field("kind", kind.rawValue)
            writer.field("cards", strings: cards)
            if let from { writer.field("from", from) }
            if let to { writer.field("to", to) }
            if let fromPlace { writer.field("fromPlace", fromPlace.words) }
            if let toPlace { writer.field("toPlace", toPlace.words) }
            if let faceUp { writer.field("faceUp", faceUp) }
            if let path { writer.field("path", path) }
            if let player { writer.field("player", player) }
        }
    }
}

extension Keyframe: JSONWritable {
    /// Writes `{"t","x","y","w","h","rotation"}`, rounded to 3 decimals.
    public func write(to writer: inout JSONWriter) {
        let frame = Rounding.rect(self.frame)
        writer.object { writer in
            writer.field("t", JSONWriter.rounded(t))
            writer.field("x", frame.x)
            writer.field("y", frame.y)
            writer.field("w", frame.w)
            writer.field("h", frame.h)
            writer.field("rotation", JSONWriter.rounded(rotation))
        }
    }
}
