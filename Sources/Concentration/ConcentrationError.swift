/// Why a Concentration move or set-up was refused; the game is unchanged when one is thrown.
///
/// Cases carry structured data (slots are 1-based, as the user typed them); the interpreter
/// words them once.
public enum ConcentrationError: Error, Hashable, Sendable {
    /// `slot` is not in `1...count`.
    case slotOutOfRange(slot: Int, count: Int)
    /// The card in `slot` has already been matched and left play.
    case alreadyMatched(slot: Int)
    /// The card in `slot` is already face up (choose another card).
    case alreadyFaceUp(slot: Int)
    /// Every pair is matched; start a new game.
    case gameOver
    /// No theme is called `name`; `suggestion` is the closest theme name, if any is close.
    case unknownTheme(name: String, suggestion: String?)
    /// `theme` has only `faces` faces but the game has `pairs` pairs in play.
    case themeTooSmall(theme: String, faces: Int, pairs: Int)
    /// A game needs `1...maximum` pairs; `pairs` was asked for.
    case invalidPairCount(pairs: Int, maximum: Int)
    /// A layout must hold each pair index `0..<count/2` exactly twice; `pair` occurs
    /// `occurrences` times (or is out of that range).
    case invalidLayout(pair: Int, occurrences: Int)
}
