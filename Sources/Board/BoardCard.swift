import Choreography

/// One card on the table as the board draws it.
public struct BoardCard: Hashable, Sendable {
    /// What the card shows.
    public var face: CardFace
    /// How the card is marked.
    public var highlight: Highlight
    /// Matched and removed from play (Concentration): its slot is drawn empty.
    public var gone: Bool

    /// A card with `face`, unmarked and in play unless told otherwise.
    public init(face: CardFace, highlight: Highlight = .none, gone: Bool = false) {
        self.face = face
        self.highlight = highlight
        self.gone = gone
    }
}
