import Choreography

/// Everything the board draws: the cards in slot order, the stacks, and the status lines.
///
/// Neutral on purpose: every game turns its own state into one of these.
public struct BoardModel: Hashable, Sendable {
    /// The cards in slot order; card `i` is drawn at the layout's slot `i`.
    public var cards: [BoardCard]
    /// The deck, or `nil` when the game has none.
    public var deck: BoardPile?
    /// The discard pile, or `nil` when the game has none.
    public var discard: BoardPile?
    /// Lines printed above the table, e.g. `Set · score 6 · deck 66 · 2 sets`.
    public var status: [String]
    /// Where the table's cards lie gathered in one pile (after `gather`, moved by `pan`);
    /// `nil` when they rest in their slots.
    public var gathered: Rect?
    /// Set-Chain's carried card over the discard pile, with its mark, and its frame.
    public var carried: BoardCard?
    /// Where the carried card is drawn (the discard pile's frame).
    public var carriedFrame: Rect?

    /// A model of `cards` with optional stacks, status lines and gathered pile.
    public init(
        cards: [BoardCard], deck: BoardPile? = nil, discard: BoardPile? = nil,
        status: [String] = [], gathered: Rect? = nil
    ) {
        self.cards = cards
        self.deck = deck
        self.discard = discard
        self.status = status
        self.gathered = gathered
    }
}
