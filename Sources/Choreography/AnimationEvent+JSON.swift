extension AnimationEvent {
    /// The event's JSON fields in SPEC order: `t`, `duration`, `kind`, `cards`, then those
    /// present of `from`, `to` (frames `{"x","y","w","h"}`), `fromPlace`, `toPlace` (words
    /// such as `"slot 7"`), `faceUp`, and `path` (keyframes `{"t","x","y","w","h","rotation"}`).
    public var jsonFields: [EventField] {
        var fields = [
            EventField("t", .number(Rounding.seconds(t))),
            EventField("duration", .number(Rounding.seconds(duration))),
            EventField("kind", .string(kind.rawValue)),
            EventField("cards", .array(cards.map(EventValue.string))),
        ]
        if let from { fields.append(EventField("from", from.jsonValue)) }
        if let to { fields.append(EventField("to", to.jsonValue)) }
        if let fromPlace { fields.append(EventField("fromPlace", .string(fromPlace.words))) }
        if let toPlace { fields.append(EventField("toPlace", .string(toPlace.words))) }
        if let faceUp { fields.append(EventField("faceUp", .bool(faceUp))) }
        if let path { fields.append(EventField("path", .array(path.map(\.jsonValue)))) }
        return fields
    }

    /// The event as a JSON object.
    public var jsonValue: EventValue { .object(jsonFields) }
}

extension Keyframe {
    /// `{"t","x","y","w","h","rotation"}`, rounded to 3 decimals.
    public var jsonValue: EventValue {
        let frame = Rounding.rect(self.frame)
        return .object([
            EventField("t", .number(Rounding.seconds(t))),
            EventField("x", .number(frame.x)), EventField("y", .number(frame.y)),
            EventField("w", .number(frame.w)), EventField("h", .number(frame.h)),
            EventField("rotation", .number(Rounding.seconds(rotation))),
        ])
    }
}
