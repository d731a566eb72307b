import Concentration
import CardKit
import Matching

extension InterpreterError {
    /// A slot outside the table, worded the same in every game.
    static func slotOutOfRangeText(_ slot: Int, count: Int) -> String {
        count == 0 ? "slot \(slot) does not exist: the table is empty"
            : "slot \(slot) is out of range: the table has slots 1 to \(count)"
    }

    static func describe(_ error: ConcentrationError) -> String {
        switch error {
        case .slotOutOfRange(let slot, let count): slotOutOfRangeText(slot, count: count)
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

    static func describe(_ error: MatchingError) -> String {
        switch error {
        case .slotOutOfRange(let slot, let count): slotOutOfRangeText(slot, count: count)
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

    /// A game's refusal of a player, naming the one joining when known.
    static func describe(_ error: SeatingError, name: String?) -> String {
        switch error {
        case .noSuchPlayer(let index): "no player number \(index + 1) in this game"
        case .nameTaken(let taken): "a player called '\(clip(name ?? taken))' is in the game already"
        case .full(let limit): "the game seats \(limit) players already" + (name.map { ": '\(clip($0))' cannot join" } ?? "")
        case .notYourTurn: "it is another player's turn"
        }
    }
}
