import Matching

/// The matching game's refusals, worded.
extension MatchingError: GameRefusal {
    public var message: String {
        let slotOutOfRangeText = InterpreterError.slotOutOfRangeText
        return switch self {
        case .slotOutOfRange(let slot, let count): slotOutOfRangeText(slot, count)
        case .alreadyMatched(let slot): "slot \(slot) is already matched: it can no longer be played"
        case .modeLocked(let current):
            "the mode can change only before the first choice: this game plays \(current.count)-card matches; "
                + "start a new game with new-game"
        case .unsupportedMode(let count): "there is no \(count)-card mode: use mode 2 or mode 3"
        case .gameOver: "no match is left on the table: start a new game with new-game"
        case .invalidTableSize(let count): "a table holds 1 to 52 cards, not \(count)"
        case .duplicateCard(let card): "card \(card.code) is named twice"
        }
    }
}

/// The matching game's refusals as the interpreter throws them (`throw .matching(error)`).
extension InterpreterError {
    static func matching(_ error: MatchingError) -> InterpreterError { .game(GameError(error)) }
}
