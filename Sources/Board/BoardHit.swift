import Choreography

/// What lies at a cell of a table at rest, as the board draws it: a card, the deck, the
/// discard pile, or the gathered pile. Mouse presses are read with it.
public enum BoardHit: Equatable, Sendable {
    /// The card in slot `slot` (from 1).
    case card(slot: Int)
    /// The deck.
    case deck
    /// The discard pile.
    case discard
    /// The cards gathered in one pile (`gather`).
    case gathered

    /// What `table` shows at `column`, `row` (cells of the table, from 0), or nil for the
    /// cloth between things and for a matched card's empty slot.
    ///
    /// The boxes are the renderer's own (`Box(Rect)`, frames rounded to whole cells), so a
    /// press lands on exactly the cells a thing is drawn in.
    public static func at(column: Int, row: Int, in table: RestingTable) -> BoardHit? {
        func holds(_ frame: Rect) -> Bool {
            let box = Box(frame)
            return column >= box.x && column < box.maxX && row >= box.y && row < box.maxY
        }
        if let gathered = table.gathered {
            if holds(gathered), table.cards.contains(where: { !$0.gone }) { return .gathered }
        } else if let index = table.cards.indices.last(where: { !table.cards[$0].gone && holds(table.cards[$0].frame) })
        {
            return .card(slot: index + 1)
        }
        if let deck = table.deck, holds(deck.frame) { return .deck }
        if let discard = table.discard, holds(discard.frame) { return .discard }
        return nil
    }
}
