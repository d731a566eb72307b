import CardKit
import JSONCoding

/// What differs between the two flip games (Concentration, matching) when the session drives
/// them: where the game lives and how its moves are worded. One small table per game
/// (`Session.concentrationTable`, `Session.matchingTable`); `Session+FlipGame` does the rest.
struct FlipGameTable<Game: FlipGame> {
    /// The game, for errors.
    let kind: GameKind
    /// Where the session keeps it.
    let path: WritableKeyPath<Games, Game>
    /// The game's refusal as the interpreter's.
    let failure: (Game.Failure) -> InterpreterError
    /// Whether `choose` takes a card code for a face-up card (besides slot numbers).
    let takesCodes: Bool
    /// How many cards a move compares when that many or more are named at once (the
    /// matching game's mode); `nil` where naming several cards only flips them in turn.
    let namedGroup: (Game) -> Int?
    /// How a shown face or code reads in a message.
    let cardText: (String) -> String
    /// The line for a match, given the cards' texts and the slots' phrase.
    let matched: (_ cards: [String], _ slots: String) -> String
    /// The line for a mismatch, given the cards' texts and the slots' phrase.
    let mismatched: (_ cards: [String], _ slots: String) -> String
    /// Why the score moved by `points` in a move with these changes.
    let scoreReason: (_ points: Int, _ changes: [FlipChange]) -> String
    /// The line when a move ends the game, saying why it ended.
    let over: (Game) -> String
    /// Every word `expect slot N WORD` accepts for a card's face (the state words aside).
    let faceWords: (Game, _ slot: Int) -> [String]
    /// A face word as `expect slot` compares it.
    let normalize: (String) -> String
    /// Fields of the state after the common ones.
    let extraState: (Game, inout JSONWriter) -> Void
}
