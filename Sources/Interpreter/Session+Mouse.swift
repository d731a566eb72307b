import Board

/// The `mouse` command, and what a press on the board becomes.
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

    /// Applies `on` (nil only shows the setting) and says what is in force. Nothing else
    /// changes: scripts and pipes print the same with the mouse on or off, and the program
    /// switches the terminal's reporting as the setting says, at the prompt only.
    mutating func mouse(_ on: Bool?) -> String {
        if let on { options.mouse = on }
        return options.mouse
            ? """
            Mouse: on (at a terminal's prompt: click a card to choose it, the deck to deal; Shift-drag selects \
            text).
            """
            : "Mouse: off."
    }
}
