import Board

/// What a press on the board becomes (the `mouse` setting itself is the seat's).
extension Session {
    /// The command line a press at `column`, `row` of the table (cells, from 0) becomes, or
    /// nil: `choose N` on a card (Set, and a flip in Concentration and matching), `deal` on
    /// Set's deck, `restore` on the gathered pile; nothing on the discard pile, a matched
    /// card's empty slot or the cloth. It is typed in as the person would have typed it, so
    /// the history, a transcript and the JSON stream hold it as any other line.
    public func mouseCommand(column: Int, row: Int) -> String? {
        switch BoardHit.at(column: column, row: row, in: restingTable) {
        case .card(let slot)?: "choose \(slot)"
        case .deck?: type(of: gameTable).deckCommand
        case .gathered?: "restore"
        case .discard?, nil: nil
        }
    }
}
