import CardKit
import Choreography
import Concentration
import JSONCoding
import Matching

/// The playing-card matching game's table: one person, or players taking turns (as at
/// Concentration; the computer does not play it), cards named by slot or (face up) by code.
struct MatchingTable: FlipTable, Equatable {
    /// The game.
    var game: MatchingGame

    static var kind: GameKind { .matching }
    static var newGameOptions: Set<NewGameKind.Option> { [.seed, .players] }
    static var takesCodes: Bool { true }
    static func failure(_ error: MatchingError) -> InterpreterError { .matching(error) }

    func scoreRules(_ env: TableContext) -> String {
        String(scoreText(env).split(separator: "\n").dropFirst().joined(separator: "\n"))
    }

    func rulesText(_ env: TableContext) -> String {
        MatchingTable.rules + "\n" + scoreRules(env)
    }

    func validateSave() throws(InvalidState) {
        do {
            try game.validate()
            try Games.validateNames(game.roster)
        } catch { throw InvalidState("matching: \(error.reason)") }
    }

    var faceUp: [Bool] { game.cards.map(\.isFaceUp) }
    var namedGroup: Int? { game.mode.count }

    /// The matching game at rest: codes only for face-up cards, matched ones marked.
    func restingTable(_ env: TableContext, _ frame: (Int) -> Rect, _ gathered: Rect?) -> RestingTable {
        let cards = game.snapshot().cards.enumerated().map { index, card in
            // NB: the snapshot holds no code for a face-down card.
            RestingTable.Card(
                code: Session.cardID(slot: index + 1), face: card.card, frame: frame(index), faceUp: card.card != nil,
                highlight: card.matched ? .match : card.faceUp ? .selected : .none)
        }
        return RestingTable(game: .matching, bounds: env.options.bounds, cards: cards, gathered: gathered)
    }

    static func slotExpectedText(_ word: String) -> String {
        "'\(InterpreterError.clip(word))' is not a slot number or a playing card code (like AS or 10H)"
    }
}
