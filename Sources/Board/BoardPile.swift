/// A stack of cards beside the grid: the deck or the discard pile.
public struct BoardPile: Hashable, Sendable {
    /// How many cards are in the stack.
    public var count: Int
    /// The top card when it lies face up; `nil` draws a card back.
    public var top: CardFace?

    /// A stack of `count` cards, face down unless `top` is given.
    public init(count: Int, top: CardFace? = nil) {
        self.count = count
        self.top = top
    }
}
