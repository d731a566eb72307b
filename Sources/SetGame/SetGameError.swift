import CardKit

/// Why the Set engine refused a move. The game is unchanged whenever one is thrown.
public enum SetGameError: Error, Equatable, Sendable {
    /// A slot number outside `1...count`.
    case slotOutOfRange(slot: Int, count: Int)
    /// A card code that names a card not on the table.
    case cardNotOnTable(Card)
    /// The same card named twice in one command.
    case repeatedCard(Card)
    /// `deal` with no cards left.
    case deckEmpty
    /// A card that the game's deck does not have (a striped card in a junior game).
    case notInDeck(Card, SetDeck)
    /// `layout` with no cards.
    case emptyLayout
    /// A move that a puzzle does not have (`deal`, `layout`).
    case notInPuzzle(String)
    /// A move that a time trial does not allow (`layout`).
    case notInTrial(String)
    /// Three cards of a puzzle set found before; its 1-based number in the found list.
    case alreadyFound([Card], number: Int)
    /// A move by a player the game does not seat.
    case seating(SeatingError)
    /// Set-Chain: a second card of the previous set chosen (the first, then this one).
    case chainCarriesTwo(Card, Card)
    /// Set-Chain: three cards with none of the previous set's (the cards, the previous set).
    case chainCarriesNone([Card], previous: [Card])
    /// A command of standard Set only (`solve`, `hint best`) in a variant (Set-Chain, UltraSet).
    case standardOnly(String, SetVariant)
    /// `solve` examined this many positions, its budget, without proving a line best.
    case solveBudgetSpent(positions: Int)
    /// A search (`solve`, `hint best`) stopped when its caller's check said so (Ctrl-C at the
    /// prompt); the command's name.
    case interrupted(String)
    /// A command that needs the match on show put away first (`hint best`).
    case matchOnShow(String)
    /// A move after the game ended (deck empty, no set on the table).
    case gameOver
}
