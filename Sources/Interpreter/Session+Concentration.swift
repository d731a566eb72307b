import Board
import Concentration
import GameKit

extension Session {
    /// A Concentration game dealt from `seed`, with a theme the seed picks.
    static func newConcentration(seed: UInt64) -> ConcentrationGame {
        var generator = SeededGenerator(seed: seed)
        return ConcentrationGame(randomThemeUsing: &generator)
    }

    /// Starts a new game of Concentration with `seed`, which also picks the theme.
    mutating func newConcentrationGame(seed: UInt64, into output: inout Output) {
        let old = games.concentration.cards.count
        games.concentration = Session.newConcentration(seed: seed)
        let game = games.concentration
        recordRedeal(old: old, new: game.cards.count)
        output.text = "New game of Concentration, seed \(seed): theme \(game.theme.name), \(game.pairCount) pairs."
        drawBoard = true
    }

    /// The Concentration game's commands.
    mutating func runConcentration(_ command: Command, named name: String, into output: inout Output) throws(InterpreterError) {
        switch command {
        case .choose(let targets):
            output.text = try chooseConcentration(targets)
            drawBoard = true
        case .theme(nil):
            output.text = themeList()
        case .theme(let name?):
            var game = games.concentration
            do { try game.setTheme(named: name) } catch { throw .concentration(error) }
            games.concentration = game
            output.text = "Theme \(game.theme.name): the same cards with new faces."
            drawBoard = true
        default:
            throw .notInThisGame(command: name, game: .concentration)
        }
    }

    /// Chooses the slots named, one after another, all or nothing.
    mutating func chooseConcentration(_ targets: [Target]) throws(InterpreterError) -> String {
        var slots: [Int] = []
        for target in targets {
            switch target {
            case .slot(let slot):
                guard !slots.contains(slot) else { throw .repeatedSlot(slot) }
                slots.append(slot)
            case .card(let card): throw .slotExpected(card.code, game: .concentration)
            case .playingCard(let card): throw .slotExpected(card.code, game: .concentration)
            }
        }
        var text = ""
        for slot in slots {
            let before = concentrationView
            var game = games.concentration
            let changes: [ConcentrationChange]
            do { changes = try game.choose(slot: slot) } catch { throw .concentration(error) }
            games.concentration = game
            record(changes)
            text += describe(changes, before: before)
        }
        return text
    }

    /// What the player sees of the Concentration game, faces drawn as the terminal can.
    /// NB: every face the interpreter shows comes from here (or the `before` view of a move),
    /// so a face-down card's face never reaches the output.
    var concentrationView: ConcentrationSnapshot {
        games.concentration.snapshot(ascii: !options.unicode)
    }

    /// What a Concentration move did, one line per happening. A face is named only when the
    /// card showed it before or after the move.
    func describe(_ changes: [ConcentrationChange], before: ConcentrationSnapshot) -> String {
        let after = concentrationView
        func face(_ slot: Int) -> String {
            let index = slot - 1
            let shown = after.cards.indices.contains(index) ? after.cards[index].face : nil
            let earlier = before.cards.indices.contains(index) ? before.cards[index].face : nil
            return shown ?? earlier ?? "?"
        }
        var lines = flipLines(
            changes,
            flipped: { "Slot \($0): \(face($0))." },
            matched: { "Match! \(face($0.last ?? 0)) in \(Session.slotPhrase($0))." },
            mismatched: {
                "No match: " + $0.map(face).joined(separator: " ") + " in \(Session.slotPhrase($0)); "
                    + "they turn face down at your next choice."
            },
            scored: { points in
                let reason = points > 0 ? "pair found"
                    : points == -1 ? "a card seen before" : "\(-points) cards seen before"
                return "\(points > 0 ? "+" : "")\(points) (\(reason)), score \(after.score)."
            })
        if after.over, !before.over {
            lines.append("All \(games.concentration.pairCount) pairs found in \(after.flips) flips: score \(after.score).")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The theme chooser: every theme, the current one marked.
    func themeList() -> String {
        let current = games.concentration.theme.name
        let width = ConcentrationTheme.all.map(\.name.count).max() ?? 0
        let rows = ConcentrationTheme.all.map { theme in
            (theme.name == current ? "* " : "  ") + theme.name + String(repeating: " ", count: width - theme.name.count)
                + "  \(theme.pairs < 10 ? " " : "")\(theme.pairs) pairs, \(theme.back.rawValue) backs"
        }
        return (["Themes (theme NAME changes this game's faces and keeps its progress):"] + rows).joined(separator: "\n")
    }

    /// The status line and the Concentration table, drawn by the board: a face for a face-up
    /// card, the theme's back for a face-down one, an empty slot for a matched one.
    func concentrationBoardText() -> String {
        let game = games.concentration
        let emoji = game.snapshot(ascii: false), ascii = game.snapshot(ascii: true)
        let found = emoji.cards.filter(\.matched).count / 2
        var status = "Concentration\(dot)\(emoji.theme)\(dot)score \(emoji.score)\(dot)flips \(emoji.flips)\(dot)"
            + "\(found) of \(game.pairCount) pairs found"
        if emoji.over { status += "\(dot)game over" }
        let mismatch = game.faceUpSlots.count == 2
        let cards = zip(emoji.cards, ascii.cards).map { card, plain in
            // NB: faces come from the snapshots only, which hold none for a face-down card.
            let face: CardFace = card.face.map { .emoji($0, ascii: plain.face ?? "??") } ?? .back(color: game.theme.back.rawValue)
            let highlight: Highlight = card.faceUp && !card.matched ? (mismatch ? .mismatch : .selected) : .none
            return BoardCard(face: face, highlight: highlight, gone: card.matched)
        }
        return draw(BoardModel(cards: cards, status: [status]))
    }

    /// The Concentration score and how it is counted.
    func concentrationScoreText() -> String {
        let view = concentrationView
        let found = view.cards.filter(\.matched).count / 2
        return "Score \(view.score) after \(view.flips) flips, \(found) of \(games.concentration.pairCount) pairs found.\n"
            + "A pair found scores +\(ConcentrationGame.matchPoints); a mismatch costs "
            + "\(ConcentrationGame.seenMismatchPenalty) for each of its cards that had been seen before "
            + "(face up, then turned down)."
    }

    /// Checks an `expect` in the Concentration game.
    func checkConcentration(_ expectation: Expectation) throws(InterpreterError) {
        if try checkCommon(expectation) { return }
        let game = games.concentration
        switch expectation {
        case .score(let value): try Session.expectEqual("score", String(value), String(game.score))
        case .over(let value): try Session.expectEqual("over", String(value), String(game.isOver))
        case .flips(let value): try Session.expectEqual("flips", String(value), String(game.flips))
        case .theme(let name):
            guard name.lowercased() == game.theme.name.lowercased() else {
                throw .expectationFailed(what: "theme", expected: name, actual: game.theme.name)
            }
        case .selected(let slots):
            try Session.expectEqual("selected", Session.slotsText(slots), Session.slotsText(game.faceUpSlots))
        case .slot(let slot, let value):
            let emoji = game.snapshot(ascii: false).cards, ascii = game.snapshot(ascii: true).cards
            guard emoji.indices.contains(slot - 1) else {
                throw .expectationFailed(what: "slot \(slot)", expected: value, actual: "nothing")
            }
            let card = emoji[slot - 1]
            let state = card.matched ? "matched" : card.faceUp ? "up" : "down"
            let accepted = [card.face, ascii[slot - 1].face, state].compactMap { $0?.uppercased() }
            guard accepted.contains(value.uppercased()) else {
                let shown = concentrationView.cards[slot - 1].face.map { "\($0) (\(state))" } ?? "face down"
                throw .expectationFailed(what: "slot \(slot)", expected: value, actual: shown)
            }
        default:
            throw .notInThisGame(command: "expect \(expectation.kind.rawValue)", game: .concentration)
        }
    }

    /// The SPEC's Concentration `state`: `face` only while a card is face up or matched.
    func writeConcentrationState(to writer: inout JSONWriter) {
        let view = concentrationView
        writer.object { writer in
            writer.key("cards")
            writer.array { writer in
                for card in view.cards {
                    writer.object { writer in
                        writer.field("slot", card.slot)
                        writer.field("faceUp", card.faceUp)
                        writer.field("matched", card.matched)
                        if let face = card.face { writer.field("face", face) }
                    }
                }
            }
            writer.field("flips", view.flips)
            writer.field("score", view.score)
            writer.field("theme", view.theme)
            writer.field("over", view.over)
            writer.field("clock", JSONWriter.rounded(clock))
            writeBounds(to: &writer)
            writer.field("back", games.concentration.theme.back.rawValue)
        }
    }
}
