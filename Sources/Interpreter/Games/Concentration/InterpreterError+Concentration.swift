import Concentration

/// The Concentration game's refusals, worded.
extension ConcentrationError: GameRefusal {
    public var message: String {
        let slotOutOfRangeText = InterpreterError.slotOutOfRangeText
        let clip = InterpreterError.clip
        let didYouMean = InterpreterError.didYouMean
        return switch self {
        case .slotOutOfRange(let slot, let count): slotOutOfRangeText(slot, count)
        case .alreadyMatched(let slot): "slot \(slot) is already matched: choose a card still in play"
        case .alreadyFaceUp(let slot): "slot \(slot) is already face up: choose a face-down card"
        case .gameOver: "every pair is found: start a new game with new-game"
        case .unknownTheme(let name, let suggestion):
            "unknown theme '\(clip(name))'" + didYouMean(suggestion)
                + " Themes: " + ConcentrationTheme.names.joined(separator: ", ") + "."
        case .themeTooSmall(let theme, let faces, let pairs):
            "theme \(theme) has only \(faces) faces, but this game has \(pairs) pairs"
        case .invalidPairCount(let pairs, let maximum):
            "a game needs 1 to \(maximum) pairs, not \(pairs)"
        case .invalidLayout(let pair, let occurrences):
            "pair \(pair) appears \(occurrences) times in the layout; each pair must appear exactly twice"
        }
    }
}

/// The Concentration game's refusals as the interpreter throws them (`throw .concentration(error)`).
extension InterpreterError {
    static func concentration(_ error: ConcentrationError) -> InterpreterError { .game(GameError(error)) }
}
