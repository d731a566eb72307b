import Board
import CardKit
import Choreography
import Concentration
import JSONCoding

/// Concentration's commands and words.
extension ConcentrationTable {
    /// A Concentration game dealt from `seed`, with a theme the seed picks.
    static func newGame(seed: UInt64) -> ConcentrationGame {
        var generator = SeededGenerator(seed: seed)
        return ConcentrationGame(randomThemeUsing: &generator)
    }

    /// Starts a new game of Concentration with `seed`, which also picks the theme unless
    /// `theme` names one (`new-game concentration --theme food`, as the seeds' chooser does):
    /// then the game has that theme's own pairs.
    static func accept(_ option: NewGameKind.Option, of given: NewGameOptions) throws(InterpreterError) {
        if option == .theme { _ = try theme(of: given) }
    }

    /// The theme `--theme` names, if given.
    static func theme(of given: NewGameOptions) throws(InterpreterError) -> ConcentrationTheme? {
        do { return try given.theme.map(ConcentrationTheme.named) } catch { throw .concentration(error) }
    }

    mutating func newGame(
        _ seed: UInt64, _ given: NewGameOptions, _ env: inout TableContext,
        _ context: inout CommandContext
    ) throws(InterpreterError) {
        let theme = try ConcentrationTable.theme(of: given)
        let old = game.cards.count
        if let theme {
            var generator = SeededGenerator(seed: seed)
            do { game = try ConcentrationGame(theme: theme, pairs: nil, using: &generator) } catch {
                throw .concentration(error)
            }
        } else {
            game = ConcentrationTable.newGame(seed: seed)
        }
        context.recordRedeal(old: old, new: game.cards.count)
        context.output.text =
            "New game of Concentration, seed \(seed): theme \(game.theme.name), \(game.pairCount) pairs."
        context.drawBoard = true
    }

    /// `theme [NAME]`: lists the themes, or gives this game's cards new faces.
    mutating func setTheme(_ name: String?, into context: inout CommandContext) throws(InterpreterError) {
        guard let name else {
            context.output.text = themeList()
            return
        }
        var game = game
        do { try game.setTheme(named: name) } catch { throw .concentration(error) }
        self.game = game
        context.output.text =
            "Theme \(game.theme.name): the same \(game.pairCount) pairs with new faces"
            + (game.pairCount == game.theme.pairs
                ? "."
                : """
                 (a new game of \(game.theme.name) has \(game.theme.pairs): new-game concentration --theme \
                \(game.theme.name.lowercased())).
                """)
        context.drawBoard = true
    }

    func cardText(_ shown: String, _ env: TableContext) -> String { shown }
    func matchedText(_ faces: [String], _ slots: String) -> String { "Match! \(faces.last ?? "?") in \(slots)." }

    func mismatchedText(_ faces: [String], _ slots: String) -> String {
        let whose = game.hasRivals ? "the" : "your"
        return "No match: " + faces.joined(separator: " ")
            + " in \(slots); they turn face down at \(whose) next choice."
    }

    func scoreReason(_ points: Int, _ changes: [FlipChange]) -> String {
        points > 0 ? "pair found" : points == -1 ? "a card seen before" : "\(-points) cards seen before"
    }

    func overText(_ env: TableContext) -> String {
        let view = game.snapshot()
        return "All \(view.cards.count / 2) pairs found in \(view.flips) flips: score \(view.score)."
    }

    func faceWords(slot: Int) -> [String] {
        [game.snapshot(ascii: false), game.snapshot(ascii: true)].compactMap { $0.cards[slot - 1].face }
    }

    func normalize(_ word: String) -> String { word.uppercased() }

    func writeExtraState(to writer: inout JSONWriter) {
        writer.field(StateKey.back, game.theme.back.rawValue)
        Session.writePlayers(game.players, to: &writer)
        if game.hasRivals { writer.field(StateKey.turn, game.players[game.turn].name) }
    }

    /// `help rules` in Concentration, above how the score is counted.
    static let rules = [
        "Concentration: the cards lie face down in pairs of one face; find every pair.",
        "  choose 5         turn up the card in slot 5; the second card up is compared",
        "Two of one face are a pair and stay found. Two that differ stay up to remember,",
        "then turn face down at the next choice (which may choose one of them again).",
        "  theme            list the themes; theme NAME gives the cards new faces",
        "  new-game concentration --theme NAME    a new game of that theme",
    ].joined(separator: "\n")

    /// The theme chooser: every theme, the current one marked.
    func themeList() -> String {
        let current = game.theme.name
        let width = ConcentrationTheme.all.map(\.name.count).max() ?? 0
        let rows = ConcentrationTheme.all.map { theme in
            (theme.name == current ? "* " : "  ") + theme.name + String(repeating: " ", count: width - theme.name.count)
                + "  \(theme.pairs < 10 ? " " : "")\(theme.pairs) pairs, \(theme.back.rawValue) backs"
        }
        // NB: lines of at most 80 columns, so that no terminal wraps a phrase (issue 37, item 21).
        return
            (["Themes, with the pairs a new game of each deals:"] + rows
            + [
                "theme NAME gives this game new faces, keeping its \(game.pairCount) pairs and its progress;",
                "new-game concentration --theme NAME deals a new game of that theme.",
            ]).joined(separator: "\n")
    }

    /// The status line and the Concentration table, drawn by the board: a face for a face-up
    /// card, the theme's back for a face-down one, an empty slot for a matched one.
    func boardText(_ env: TableContext) -> String {
        let dot = env.dot
        let emoji = game.snapshot(ascii: false)
        let found = emoji.cards.filter(\.matched).count / 2
        let scores =
            game.hasRivals
            ? env.seat.scoresText(game.players) + "\(dot)" + Words.turnText(game.players[game.turn].name)
            : "score \(emoji.score)"
        var status =
            "Concentration\(dot)\(emoji.theme)\(dot)\(scores)\(dot)flips \(emoji.flips)\(dot)"
            + "\(found) of \(game.pairCount) pairs found"
        if emoji.over { status += "\(dot)game over" }
        return draw(status: status, env)
    }

    /// The Concentration score and how it is counted.
    func scoreText(_ env: TableContext) -> String {
        let view = view(env)
        let found = view.cards.filter(\.matched).count / 2
        let scores =
            game.hasRivals
            ? "Scores: " + env.seat.scoresText(game.players) + " (" + Words.turnText(game.players[game.turn].name)
                + ");" : "Score \(view.score)"
        return scores + " after \(view.flips) flips, \(found) of \(game.pairCount) pairs found.\n"
            // NB: the rules are help's too (help rules, help score): lines of at most 80 columns.
            + "A pair found scores +\(ConcentrationGame.matchPoints); a mismatch costs "
            + "\(ConcentrationGame.seenMismatchPenalty) for each of its cards that had been\n"
            + "seen before (face up, then turned down)."
            + (game.hasRivals ? "\nA pair found gives another turn; a miss passes the turn on." : "")
    }

    /// Checks an `expect` of Concentration alone.
    func checkOwn(_ expectation: Expectation) throws(InterpreterError) {
        switch expectation {
        case .flips(let value): try Expectation.expectEqual("flips", String(value), String(game.flips))
        case .theme(let name):
            guard name.lowercased() == game.theme.name.lowercased() else {
                throw .expectationFailed(what: "theme", expected: name, actual: game.theme.name)
            }
        default:
            throw .notInThisGame(command: "expect \(expectation.kind.rawValue)", game: .concentration)
        }
    }
}
