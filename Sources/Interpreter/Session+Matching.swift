import Board
import GameKit
import Matching

extension Session {
    /// A matching game dealt from `seed`: the default table, face down, in 2-card mode.
    static func newMatching(seed: UInt64) -> MatchingGame {
        var generator = SeededGenerator(seed: seed)
        return MatchingGame(standardTableIn: .two, using: &generator)
    }

    /// Re-deals the matching game with `seed`, keeping its mode and table size.
    mutating func newMatchingGame(seed: UInt64, into output: inout Output) throws(InterpreterError) {
        var generator = SeededGenerator(seed: seed)
        let old = games.matching.cards.count
        do { try games.matching.newGame(using: &generator) } catch { throw .matching(error) }
        let game = games.matching
        recordRedeal(old: old, new: game.cards.count)
        output.text = "New game of matching, seed \(seed): \(game.cards.count) cards face down, "
            + "\(game.mode.count)-card mode."
        drawBoard = true
    }

    /// The matching game's commands.
    mutating func runMatching(_ command: Command, named name: String, into output: inout Output) throws(InterpreterError) {
        switch command {
        case .choose(let targets):
            output.text = try chooseMatching(targets)
            drawBoard = true
        case .mode(let count):
            var game = games.matching
            do { try game.setMode(MatchMode(count: count)) } catch { throw .matching(error) }
            games.matching = game
            output.text = "\(count)-card mode: choose \(count == 2 ? "two" : "three") cards to compare them."
            drawBoard = true
        default:
            throw .notInThisGame(command: name, game: .matching)
        }
    }

    /// Chooses the cards named, one after another, all or nothing. A code names a card only
    /// while it is face up: a face-down card's place is never given away.
    mutating func chooseMatching(_ targets: [Target]) throws(InterpreterError) -> String {
        let view = games.matching.snapshot()
        var slots: [Int] = []
        for target in targets {
            let slot: Int
            switch target {
            case .slot(let number): slot = number
            case .playingCard(let card):
                guard let shown = view.cards.first(where: { $0.card == card.code }) else { throw .cardNotFaceUp(card.code) }
                slot = shown.slot
            case .card(let card): throw .slotExpected(card.code, game: .matching)
            }
            guard !slots.contains(slot) else { throw .repeatedSlot(slot) }
            slots.append(slot)
        }
        var text = ""
        for slot in slots {
            let before = games.matching.snapshot()
            var game = games.matching
            let changes: [MatchingChange]
            do { changes = try game.choose(slot: slot) } catch { throw .matching(error) }
            games.matching = game
            record(changes)
            text += describe(changes, before: before)
        }
        return text
    }

    /// A card code as the terminal shows it: `A♠` (red suits red, with colour), or `AS`.
    func playingCardText(_ code: String) -> String {
        guard options.unicode, let card = PlayingCard(code: code) else { return code }
        return card.suit.isRed ? colored(card.symbolCode, "31") : card.symbolCode
    }

    /// What a matching move did, one line per happening. A card is named only when it showed
    /// before or after the move.
    func describe(_ changes: [MatchingChange], before: MatchingSnapshot) -> String {
        let after = games.matching.snapshot()
        func name(_ slot: Int) -> String {
            let index = slot - 1
            let shown = after.cards.indices.contains(index) ? after.cards[index].card : nil
            let earlier = before.cards.indices.contains(index) ? before.cards[index].card : nil
            return (shown ?? earlier).map(playingCardText) ?? "?"
        }
        let matched = changes.contains { if case .matched = $0 { true } else { false } }
        let mismatched = changes.contains { if case .mismatched = $0 { true } else { false } }
        var lines = flipLines(
            changes,
            flipped: { "Slot \($0): \(name($0))." },
            matched: { "Match! " + $0.map(name).joined(separator: " ") + " in \(Session.slotPhrase($0))." },
            mismatched: { "No match: " + $0.map(name).joined(separator: " ") + " in \(Session.slotPhrase($0))." },
            scored: { points in
                let cost = MatchingRules.costToChoose
                let reason = matched ? "match +\(points + cost), choosing -\(cost)"
                    : mismatched ? "mismatch -\(MatchingRules.mismatchPenalty), choosing -\(cost)"
                    : "choosing costs \(cost)"
                return "\(points > 0 ? "+" : "")\(points) (\(reason)), score \(after.score)."
            })
        if after.over, !before.over {
            lines.append("No match is left: game over, score \(after.score).")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The status line and the matching table, drawn by the board: rank and suit for a
    /// face-up card (marked once matched), a back for a face-down one.
    func matchingBoardText() -> String {
        let game = games.matching
        let view = game.snapshot()
        let matched = view.cards.filter(\.matched).count
        var status = "Matching\(dot)\(view.mode)-card mode\(dot)score \(view.score)\(dot)\(matched) of \(view.cards.count) cards matched"
        if view.over { status += "\(dot)game over" } else if !game.hasStarted { status += "\(dot)mode can change" }
        let cards = view.cards.map { card in
            // NB: the snapshot holds no code for a face-down card.
            let shown = card.card.flatMap { PlayingCard(code: $0) }
            let face: CardFace = shown.map { .playing(rank: $0.rankCode, suit: $0.suit.rawValue) } ?? .back(color: nil)
            let highlight: Highlight = card.matched ? .match : card.faceUp ? .selected : .none
            return BoardCard(face: face, highlight: highlight)
        }
        return draw(BoardModel(cards: cards, status: [status]))
    }

    /// The matching score and how it is counted.
    func matchingScoreText() -> String {
        let game = games.matching
        return "Score \(game.score) after \(game.choices) choices, \(game.mode.count)-card mode.\n"
            + "Choosing a card costs \(MatchingRules.costToChoose), a mismatch \(MatchingRules.mismatchPenalty); "
            + "a match earns \(MatchingRules.matchBonus) x its match score: \(MatchingRules.rankScore) for two cards "
            + "of the same rank, \(MatchingRules.suitScore) for the same suit, summed over every two cards compared."
    }

    /// Checks an `expect` in the matching game.
    func checkMatching(_ expectation: Expectation) throws(InterpreterError) {
        if try checkCommon(expectation) { return }
        let game = games.matching
        switch expectation {
        case .score(let value): try Session.expectEqual("score", String(value), String(game.score))
        case .over(let value): try Session.expectEqual("over", String(value), String(game.isOver))
        case .mode(let value): try Session.expectEqual("mode", String(value), String(game.mode.count))
        case .selected(let slots):
            try Session.expectEqual("selected", Session.slotsText(slots), Session.slotsText(game.faceUpSlots))
        case .slot(let slot, let value):
            let cards = game.snapshot().cards
            guard cards.indices.contains(slot - 1) else {
                throw .expectationFailed(what: "slot \(slot)", expected: value, actual: "nothing")
            }
            let card = cards[slot - 1]
            let state = card.matched ? "matched" : card.faceUp ? "up" : "down"
            let expected = PlayingCard(code: value)?.code ?? value.uppercased()
            guard [card.card, state.uppercased()].contains(expected) else {
                throw .expectationFailed(what: "slot \(slot)", expected: value,
                                         actual: card.card.map { "\($0) (\(state))" } ?? "face down")
            }
        default:
            throw .notInThisGame(command: "expect \(expectation.kind.rawValue)", game: .matching)
        }
    }

    /// The SPEC's matching `state`: `card` only while a card is face up or matched.
    func writeMatchingState(to writer: inout JSONWriter) {
        let view = games.matching.snapshot()
        writer.object { writer in
            writer.key("cards")
            writer.array { writer in
                for card in view.cards {
                    writer.object { writer in
                        writer.field("slot", card.slot)
                        if let code = card.card { writer.field("card", code) }
                        writer.field("faceUp", card.faceUp)
                        writer.field("matched", card.matched)
                    }
                }
            }
            writer.field("mode", view.mode)
            writer.field("score", view.score)
            writer.field("over", view.over)
            writer.field("clock", JSONWriter.rounded(clock))
            writeBounds(to: &writer)
        }
    }
}
