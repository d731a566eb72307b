/// One timed animation: what happens to which cards, from where to where, and when.
///
/// Every event carries the frames it starts and ends with (`from` and `to`, equal for the
/// kinds that do not move), so a renderer needs nothing but the events to draw a command.
/// An event with no `cards` moves a whole stack (the deck or the discard pile on `resize`).
public struct AnimationEvent: Hashable, Sendable {
    /// Start, in seconds from the start of the command.
    public var t: Double
    /// Length in seconds.
    public var duration: Double
    /// What the event shows.
    public var kind: EventKind
    /// The cards involved, by code (`2RTO`, `AS`, `c7`); several when they move as one.
    public var cards: [String]
    /// The cards' frame at the start.
    public var from: Rect?
    /// The cards' frame at the end.
    public var to: Rect?
    /// Where the cards are at the start.
    public var fromPlace: Place?
    /// Where the cards are at the end.
    public var toPlace: Place?
    /// For `flip`: the side shown at the end.
    public var faceUp: Bool?
    /// For `flyaway`: the sampled flight, first keyframe at `t`, last at `end`.
    public var path: [Keyframe]?

    /// An event; the optional parts default to absent.
    public init(
        t: Double, duration: Double, kind: EventKind, cards: [String],
        from: Rect? = nil, to: Rect? = nil, fromPlace: Place? = nil, toPlace: Place? = nil,
        faceUp: Bool? = nil, path: [Keyframe]? = nil
    ) {
        (self.t, self.duration, self.kind, self.cards) = (t, duration, kind, cards)
        (self.from, self.to, self.fromPlace, self.toPlace) = (from, to, fromPlace, toPlace)
        (self.faceUp, self.path) = (faceUp, path)
    }

    /// When the event is over, in seconds from the start of the command.
    public var end: Double { t + duration }
}

extension Array where Element == AnimationEvent {
    /// How long the whole command animates: the latest end of any event, 0 when there is none.
    ///
    /// The interpreter advances its virtual clock by this much.
    public var totalDuration: Double {
        reduce(0) { Swift.max($0, Rounding.seconds($1.end)) }
    }
}
