import CardKit
import SetGame

/// Set's refusals beyond its engine's: its commands', its puzzle's and trial's options'.
enum SetRefusal: GameRefusal, Equatable {
    case unknownRule(String, suggestion: String?)
    case whyNeedsThree(Int)
    case badDate(String)
    case badSetCount(String)
    case badTrialLength(String)
    case noUndoInTrial
    /// `choose` of several cards naming one of the match on show, which leaves the table first.
    case cardLeavesWithMatch(Card)
    case nothingToExplain
    /// `new-game --variant` with a deck other than the standard one.
    case variantNeedsStandardDeck(SetVariant)

    var message: String {
        let clip = InterpreterError.clip
        return switch self {
        case .unknownRule(let word, let suggestion):
            "unknown rule '\(clip(word))'" + InterpreterError.didYouMean(suggestion)
                + " Rules: " + SetRule.allCases.map(\.rawValue).joined(separator: ", ") + "."
        case .whyNeedsThree(let count):
            "why takes two cards (to name the third), three, or none (the last mismatch), not \(count)"
        case .badDate(let word):
            "'\(clip(word))' is not a date: use YYYY-MM-DD, as in 2026-11-22"
        case .badSetCount(let word):
            """
            '\(clip(word))' is not a number of sets: a puzzle holds \(PuzzleMaker.setCounts.lowerBound) to \
            \(PuzzleMaker.setCounts.upperBound)
            """
        case .badTrialLength(let word):
            "'\(clip(word))' is not a trial length: a trial is of "
                + TrialProgress.setCounts.map(String.init).joined(separator: ", ") + " sets"
        case .cardLeavesWithMatch(let card):
            """
            card \(card.code) is in the set on show, which goes to the discard pile before the others are chosen: \
            choose it alone to put the set away
            """
        case .noUndoInTrial:
            "a time trial cannot be undone, running or finished (start another with new-game trial)"
        case .nothingToExplain:
            "no mismatch to explain yet: name three cards, as in 'why 1 2 3'"
        case .variantNeedsStandardDeck(let variant):
            "\(variant.title) is played with the standard deck: use --deck standard with --variant \(variant.rawValue)"
        }
    }
}

/// Set's refusals as the interpreter throws them (`throw .set(error)`, `throw .noUndoInTrial`).
extension InterpreterError {
    static func set(_ error: SetGameError) -> InterpreterError { .game(GameError(error)) }
    static func unknownRule(_ word: String, suggestion: String?) -> InterpreterError {
        .game(GameError(SetRefusal.unknownRule(word, suggestion: suggestion)))
    }
    static func whyNeedsThree(_ count: Int) -> InterpreterError { .game(GameError(SetRefusal.whyNeedsThree(count))) }
    static func badDate(_ word: String) -> InterpreterError { .game(GameError(SetRefusal.badDate(word))) }
    static func badSetCount(_ word: String) -> InterpreterError { .game(GameError(SetRefusal.badSetCount(word))) }
    static func badTrialLength(_ word: String) -> InterpreterError { .game(GameError(SetRefusal.badTrialLength(word))) }
    static var noUndoInTrial: InterpreterError { .game(GameError(SetRefusal.noUndoInTrial)) }
    static func cardLeavesWithMatch(_ card: Card) -> InterpreterError {
        .game(GameError(SetRefusal.cardLeavesWithMatch(card)))
    }
    static var nothingToExplain: InterpreterError { .game(GameError(SetRefusal.nothingToExplain)) }
    static func variantNeedsStandardDeck(_ variant: SetVariant) -> InterpreterError {
        .game(GameError(SetRefusal.variantNeedsStandardDeck(variant)))
    }
}

/// The Set engine's refusals, worded.
extension SetGameError: GameRefusal {
    public var message: String {
        let slotOutOfRangeText = InterpreterError.slotOutOfRangeText
        return switch self {
        case .slotOutOfRange(let slot, let count): slotOutOfRangeText(slot, count)
        case .cardNotOnTable(let card): "card \(card.code) is not on the table"
        case .repeatedCard(let card): "card \(card.code) is named twice"
        case .deckEmpty: "the deck is empty: no more cards to deal"
        case .emptyLayout: "layout needs at least one card code"
        case .notInDeck(let card, let deck):
            "card \(card.code) is not in the \(deck.rawValue) deck"
                + (deck == .junior ? ": its cards are all solid (fill S)" : "")
        case .gameOver: "the game is over: start another with new-game"
        case .notInPuzzle(let move):
            "a puzzle has no \(move): its 12 cards stay; find the sets, or start another game with new-game"
        case .notInTrial(let move):
            "a time trial has no \(move): find the sets on the table, or start another game with new-game"
        case .seating(let error): InterpreterError.describe(error, name: nil)
        case .matchOnShow(let command):
            "\(command) needs the match on show put away first: unselect, or choose the next card"
        case .standardOnly(let command, let variant):
            """
            \(command) is for standard Set only, not \(variant.title): start a standard game with new-game \
            --variant standard
            """
        case .solveBudgetSpent(let positions):
            """
            solve examined \(positions) positions, its budget, without proving a line best: no answer (a larger \
            budget: solve --budget N)
            """
        case .interrupted(let command): "interrupted: \(command) stopped at Ctrl-C; nothing changed"
        case .alreadyFound(let cards, let number):
            "\(cards.map(\.code).joined(separator: " ")) is set \(number), found already: find another"
        case .chainCarriesTwo(let first, let second):
            """
            \(first.code) and \(second.code) are both from the previous set: a chain set shares exactly one card \
            with it
            """
        case .chainCarriesNone(let cards, let previous):
            "\(cards.map(\.code).joined(separator: " ")) shares no card with the previous set "
                + "(\(previous.map(\.code).joined(separator: " "))): a chain set shares exactly one card with it"
        }
    }
}
