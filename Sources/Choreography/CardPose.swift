/// Where a card is at one moment: its place, its frame, how far it is turned, which side shows.
public struct CardPose: Hashable, Sendable {
    /// Where the card is (or, mid-move, where it is heading).
    public var place: Place
    /// Its unrotated frame.
    public var frame: Rect
    /// Degrees turned clockwise about the frame's centre (only in flight).
    public var rotation: Double
    /// Whether its face shows.
    public var faceUp: Bool

    /// A pose.
    public init(place: Place, frame: Rect, rotation: Double = 0, faceUp: Bool) {
        (self.place, self.frame, self.rotation, self.faceUp) = (place, frame, rotation, faceUp)
    }
}
