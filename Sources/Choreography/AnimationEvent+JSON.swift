extension AnimationEvent: JSONFields {
    /// Gives `writer` the fields in SPEC order: `t`, `duration`, `kind`, `cards`, then those
    /// present of `from`, `to` (frames `{"x","y","w","h"}`), `fromPlace`, `toPlace` (words
    /// such as `"slot 7"`), `faceUp`, and `path` (keyframes `{"t","x","y","w","h","rotation"}`).
    func writeFields<Writer: JSONFieldWriter & ~Copyable>(to writer: inout Writer) {
        writer.number("t", Rounding.seconds(t))
        writer.number("duration", Rounding.seconds(duration))
        writer.string("kind", kind.rawValue)
        writer.strings("cards", cards)
        if let from { writer.object("from", from) }
        if let to { writer.object("to", to) }
        if let fromPlace { writer.string("fromPlace", fromPlace.words) }
        if let toPlace { writer.string("toPlace", toPlace.words) }
        if let faceUp { writer.bool("faceUp", faceUp) }
        if let path { writer.objects("path", path) }
    }

    /// The event's JSON fields in SPEC order: `t`, `duration`, `kind`, `cards`, then those
    /// present of `from`, `to` (frames `{"x","y","w","h"}`), `fromPlace`, `toPlace` (words
    /// such as `"slot 7"`), `faceUp`, and `path` (keyframes `{"t","x","y","w","h","rotation"}`).
    public var jsonFields: [EventField] { eventFields }

    /// The event as a JSON object.
    public var jsonValue: EventValue { .object(jsonFields) }

    /// The event as compact JSON text: `jsonValue.json`, written without building the value.
    public var json: String { jsonText }
}

extension Keyframe: JSONFields {
    /// Gives `writer` `t`, `x`, `y`, `w`, `h`, `rotation`, rounded to 3 decimals.
    func writeFields<Writer: JSONFieldWriter & ~Copyable>(to writer: inout Writer) {
        let frame = Rounding.rect(self.frame)
        writer.number("t", Rounding.seconds(t))
        writer.number("x", frame.x)
        writer.number("y", frame.y)
        writer.number("w", frame.w)
        writer.number("h", frame.h)
        writer.number("rotation", Rounding.seconds(rotation))
    }

    /// `{"t","x","y","w","h","rotation"}`, rounded to 3 decimals.
    public var jsonValue: EventValue { .object(eventFields) }
}
