/// Why a `TableTransition` does not describe a possible change of the table.
public enum TransitionError: Error, Hashable, Sendable {
    /// A card appears twice in `before` or in `after`.
    case duplicate(card: String)
    /// A card left the table without being discarded or returned to the deck.
    case vanished(card: String)
    /// A card arrived on the table without being dealt.
    case appeared(card: String)
    /// A card was discarded, but it was not on the table or is still there afterwards.
    case notDiscardable(card: String)
    /// A card was dealt but is not on the table afterwards, or was already there and was not
    /// returned to the deck first.
    case notDealable(card: String)
    /// A card was restored to the discard pile but is on the table afterwards, or was on it
    /// before and was not returned to the deck first.
    case notRestorable(card: String)
    /// A card was selected, deselected, flipped, matched or mismatched but is not on the table.
    case notOnTable(card: String)
    /// A layout has room for `slots` cards but the table holds `cards`.
    case layoutMismatch(slots: Int, cards: Int)
}
