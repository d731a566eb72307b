/// Where a card is at the start or the end of an animation event.
public enum Place: Hashable, Sendable {
    /// The face-down stack of cards not yet dealt.
    case deck
    /// A table position, numbered from 1 in the order the board shows them.
    case slot(Int)
    /// The pile of discarded (matched) cards.
    case discard
    /// The gathered pile made by `gather`, wherever `pan` has moved it.
    case pile
    /// Flying around the table, between leaving a slot and snapping onto the discard pile.
    case air

    /// The place in words: `deck`, `slot 7`, `discard`, `pile`, `air`.
    ///
    /// Used by the text log and, unchanged, as the `fromPlace`/`toPlace` strings in JSON.
    public var words: String {
        switch self {
        case .deck: "deck"
        case .slot(let number): "slot \(number)"
        case .discard: "discard"
        case .pile: "pile"
        case .air: "air"
        }
    }
}
