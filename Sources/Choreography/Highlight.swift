/// How a card is marked on the board; each mark is visible without colour.
///
/// It lives with the poses (a card's mark changes during an animation); the board draws it.
public enum Highlight: Hashable, Sendable, CaseIterable {
    /// No mark.
    case none
    /// Chosen by the player: a heavy border (`#`/`=` in ASCII) and `>1<` around the slot.
    case selected
    /// Part of a match: a double border (`*` in ASCII), `!1!` and the word `MATCH`.
    case match
    /// Part of a mismatch: a dashed heavy border (`X`/`~` in ASCII), `x1x` and `NO MATCH`.
    case mismatch
    /// Part of the set a hint shows: a dotted border, `*1*` and the word `HINT`.
    case hint
}
