/// One thing a Set move did to the cards, for the choreographer and the text output.
public enum SetChange: Equatable, Sendable {
    /// A card became selected.
    case selected(Card)
    /// A card stopped being selected.
    case deselected(Card)
    /// Three selected cards were revealed to be a set.
    case matched([Card])
    /// Three selected cards were revealed not to be a set.
    case mismatched([Card])
    /// Cards left the table for the discard pile.
    case discarded([Card])
    /// Cards came from the deck onto the table, in deal order.
    case dealt([Card])
    /// The table's cards were put in a new order.
    case shuffled
    /// Cards went back into the deck (new game, layout).
    case returnedToDeck([Card])
    /// The score moved.
    case scored(points: Int, reason: ScoreReason)
    /// The game ended: deck empty and no set on the table.
    case gameOver
}

/// Why the score moved.
public enum ScoreReason: String, Equatable, Sendable {
    /// A set was found.
    case match
    /// Three cards were not a set.
    case mismatch
    /// 3 more were dealt while a set was on the table.
    case missedSet
    /// A hint was asked while a set was on the table.
    case hint
}
