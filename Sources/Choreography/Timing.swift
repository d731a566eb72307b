/// How long each kind of animation takes, in seconds; defaults from the seeds' solutions.
public struct Timing: Hashable, Sendable {
    /// Selecting or deselecting a card.
    public var select = 0.2
    /// Turning a card over.
    public var flip = 0.6
    /// The pulse that shows a match.
    public var match = 0.6
    /// The shake that shows a mismatch.
    public var mismatch = 0.5
    /// Bouncing around the table after flying away.
    public var flyaway = 2.0
    /// Snapping from the air onto the discard pile.
    public var snap = 0.4
    /// Moving to a new resting frame.
    public var rearrange = 0.6
    /// One card's flight from the deck to its slot.
    public var deal = 0.5
    /// The gap between the starts of two consecutive deals (at least 0.001: no two deals
    /// start together).
    public var dealStagger = 0.15
    /// How long matched cards fly before the first replacement leaves the deck.
    public var dealLead = 0.3
    /// Table cards and the discard pile going back into the deck (new game).
    public var returnToDeck = 0.5
    /// Each half of a shuffle: into the middle, then out to the new slots.
    public var shuffle = 0.4
    /// Gathering the cards into a pile.
    public var gather = 0.6
    /// Moving the gathered pile.
    public var pan = 0.3
    /// Taking the cards from the pile back to their slots.
    public var restore = 0.6
    /// Moving to the frames of new table bounds.
    public var resize = 0.6
    /// The spacing of flyaway keyframes.
    public var keyframeInterval = 0.1

    /// The default timing.
    public init() {}

    /// The timing everything uses unless told otherwise.
    public static let standard = Timing()
}
