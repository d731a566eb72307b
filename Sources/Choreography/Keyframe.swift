/// One sample of a card's flight: where it is and how far it has turned at time `t`.
///
/// A renderer interpolates linearly between consecutive keyframes. The frame is the card's
/// unrotated rectangle; `rotation` turns it about its centre, in degrees clockwise as seen on
/// screen (where a row is about twice as tall as a column is wide). Rotations accumulate
/// (540 is one and a half turns), so interpolation never takes the short way round.
public struct Keyframe: Hashable, Sendable {
    /// Seconds from the start of the command (the same clock as `AnimationEvent.t`).
    public var t: Double
    /// The card's unrotated frame at `t`.
    public var frame: Rect
    /// Degrees turned clockwise since the flight began.
    public var rotation: Double

    /// A keyframe at time `t`.
    public init(t: Double, frame: Rect, rotation: Double) {
        (self.t, self.frame, self.rotation) = (t, frame, rotation)
    }
}
