import SetGame

extension InterpreterError {
    /// A refusal of the Set game, worded.
    static func describe(_ error: SetGameError) -> String {
        switch error {
        case .slotOutOfRange(let slot, let count): slotOutOfRangeText(slot, count: count)
        case .cardNotOnTable(let card): "card \(card.code) is not on the table"
        case .repeatedCard(let card): "card \(card.code) is named twice"
        case .deckEmpty: "the deck is empty: no more cards to deal"
        case .emptyLayout: "layout needs at least one card code"
        case .notInDeck(let card, let deck):
            "card \(card.code) is not in the \(deck.rawValue) deck" + (deck == .junior ? ": its cards are all solid (fill S)" : "")
        case .gameOver: "the game is over: start another with new-game"
        case .notInPuzzle(let move): "a puzzle has no \(move): its 12 cards stay; find the sets, or start another game with new-game"
        case .notInTrial(let move): "a time trial has no \(move): find the sets on the table, or start another game with new-game"
        case .seating(let error): describe(error, name: nil)
        case .matchOnShow(let command): "\(command) needs the match on show put away first: unselect, or choose the next card"
        case .standardOnly(let command, let variant):
            "\(command) is for standard Set only, not \(variant.title): start a standard game with new-game --variant standard"
        case .solveBudgetSpent(let positions):
            "solve examined \(positions) positions, its budget, without proving a line best: no answer (a larger budget: solve --budget N)"
        case .alreadyFound(let cards, let number):
            "\(cards.map(\.code).joined(separator: " ")) is set \(number), found already: find another"
        case .chainCarriesTwo(let first, let second):
            "\(first.code) and \(second.code) are both from the previous set: a chain set shares exactly one card with it"
        case .chainCarriesNone(let cards, let previous):
            "\(cards.map(\.code).joined(separator: " ")) shares no card with the previous set "
                + "(\(previous.map(\.code).joined(separator: " "))): a chain set shares exactly one card with it"
        }
    }
}
