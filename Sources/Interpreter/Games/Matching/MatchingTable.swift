import Choreography
import CardKit
import Concentration
import JSONCoding
import Matching

/// The playing-card matching game: one person, cards named by slot or (face up) by code.
struct MatchingTable: FlipTable {
    var kind: GameKind { .matching }
    var newGameOptions: Set<NewGameKind.Option> { [.seed] }
    func boardText(_ session: Session) -> String { session.matchingBoardText() }
    func scoreText(_ session: Session) -> String { session.matchingScoreText() }

    func scoreRules(_ session: Session) -> String {
        String(session.matchingScoreText().split(separator: "\n").dropFirst().joined(separator: "\n"))
    }

    func rulesText(_ session: Session) -> String {
        Session.matchingRules + "\n" + scoreRules(session)
    }

    func writeState(_ session: Session, _ writer: inout JSONWriter) { session.writeFlipState(session.matchingTable, to: &writer) }
    func check(_ session: Session, _ expectation: Expectation) throws(InterpreterError) { try session.checkMatching(expectation) }

    func validateSave(_ games: Games) throws(InvalidState) {
        do { try games.matching.validate() } catch { throw InvalidState("matching: \(error.reason)") }
    }

    func faceUp(_ games: Games) -> [Bool] { games.matching.cards.map(\.isFaceUp) }

    func restingTable(_ session: Session, _ frame: (Int) -> Rect, _ gathered: Rect?) -> RestingTable {
        session.matchingRestingTable(frame: frame, gathered: gathered)
    }

    func newGame(_ session: inout Session, _ seed: UInt64, _ theme: ConcentrationTheme?, _ context: inout CommandContext)
        throws(InterpreterError) {
        try session.newMatchingGame(seed: seed, into: &context)
    }

    func choose(_ session: inout Session, _ targets: [Target], _ context: inout CommandContext) throws(InterpreterError) -> String {
        try session.chooseFlips(targets, session.matchingTable, &context)
    }

    func slotExpectedText(_ word: String) -> String {
        "'\(InterpreterError.clip(word))' is not a slot number or a playing card code (like AS or 10H)"
    }
}

extension Session {
    /// The matching game at rest: codes only for face-up cards, matched ones marked.
    func matchingRestingTable(frame: (Int) -> Rect, gathered: Rect?) -> RestingTable {
        let cards = games.matching.snapshot().cards.enumerated().map { index, card in
            // NB: the snapshot holds no code for a face-down card.
            RestingTable.Card(
                code: Session.cardID(slot: index + 1), face: card.card, frame: frame(index), faceUp: card.card != nil,
                highlight: card.matched ? .match : card.faceUp ? .selected : .none)
        }
        return RestingTable(game: .matching, bounds: options.bounds, cards: cards, gathered: gathered)
    }
}
