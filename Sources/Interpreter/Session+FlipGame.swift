import CardKit
import JSONCoding

/// The one driver of the two flip games (Concentration, matching): choosing, telling a move,
/// checking `expect`, the JSON state. What differs is in each game's `FlipGameTable`.
extension Session {
    /// The player's view of a flip game, faces as the terminal can draw them.
    /// NB: every face the interpreter shows comes from here (or the `before` view of a move),
    /// so a face-down card's face never reaches the context.output.
    func flipView<Game>(_ table: FlipGameTable<Game>) -> Game.Snapshot {
        games[keyPath: table.path].snapshot(ascii: !options.unicode)
    }

    /// Chooses the cards named, one after another, all or nothing. A code names a card only
    /// while it is face up: a face-down card's place is never given away.
    mutating func chooseFlips<Game>(_ targets: [Target], _ table: FlipGameTable<Game>, _ context: inout CommandContext) throws(InterpreterError) -> String {
        let view = flipView(table)
        var slots: [Int] = []
        for target in targets {
            let slot: Int
            switch target {
            case .slot(let number): slot = number
            case .playingCard(let card) where table.takesCodes:
                guard let shown = view.cards.first(where: { $0.shown == card.code }) else { throw .cardNotFaceUp(card.code) }
                slot = shown.slot
            case .playingCard(let card): throw .slotExpected(card.code, game: table.kind)
            case .card(let card): throw .slotExpected(card.code, game: table.kind)
            }
            guard !slots.contains(slot) else { throw .repeatedSlot(slot) }
            slots.append(slot)
        }
        var text = ""
        // NB: in the matching game a whole group named (3 cards in 3-card mode) is exactly the
        // cards compared: a card left face up by the last move is turned down first (free, as
        // a choice of it would be), and a named card already face up stays up (before,
        // `choose 7 8 9` compared a leftover card 6 with 7 and 8). Fewer cards go with the
        // leftover, as the seed's game plays; one slot alone keeps the toggle.
        var order = slots
        if slots.count > 1, let group = table.namedGroup(games[keyPath: table.path]), slots.count >= group {
            let up = games[keyPath: table.path].faceUpSlots
            order = up.filter { !slots.contains($0) } + slots.filter { !up.contains($0) }
        }
        for slot in order {
            let before = flipView(table)
            var game = games[keyPath: table.path]
            let changes: [FlipChange]
            do { changes = try game.choose(slot: slot) } catch { throw table.failure(error) }
            games[keyPath: table.path] = game
            context.record(changes)
            text += describe(changes, before: before, table)
        }
        return text
    }

    /// What a move did, one line per happening. A card is named only when it showed before or
    /// after the move.
    func describe<Game>(_ changes: [FlipChange], before: Game.Snapshot, _ table: FlipGameTable<Game>) -> String {
        let after = flipView(table)
        func name(_ slot: Int) -> String {
            let index = slot - 1
            let shown = after.cards.indices.contains(index) ? after.cards[index].shown : nil
            let earlier = before.cards.indices.contains(index) ? before.cards[index].shown : nil
            return (shown ?? earlier).map(table.cardText) ?? "?"
        }
        var lines = flipLines(
            changes,
            flipped: { "Slot \($0): \(name($0))." },
            matched: { table.matched($0.map(name), Session.slotPhrase($0)) },
            mismatched: { table.mismatched($0.map(name), Session.slotPhrase($0)) },
            scored: { points in
                "\(points > 0 ? "+" : "")\(points) (\(table.scoreReason(points, changes))), "
                    + (rivals.isEmpty ? "score \(after.score)." : scoresText(rivals) + ".")
            })
        if after.over, !before.over {
            lines.append(verdictText(rivals).map { "Game over: " + $0 } ?? table.over(games[keyPath: table.path]))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The lines that tell a flip-game move, in order; cards turned face down together share
    /// one line. Each game words the rest through `flipped`, `matched`, `mismatched` and
    /// `scored`.
    func flipLines(
        _ changes: [FlipChange], flipped: (Int) -> String, matched: ([Int]) -> String,
        mismatched: ([Int]) -> String, scored: (Int) -> String
    ) -> [String] {
        var lines: [String] = []
        var turnedDown: [Int] = []
        func flushDown() {
            if !turnedDown.isEmpty { lines.append("Turned \(Session.slotPhrase(turnedDown)) face down.") }
            turnedDown = []
        }
        for change in changes {
            if case .flipped(let slot, false) = change {
                turnedDown.append(slot)
                continue
            }
            flushDown()
            switch change {
            case .flipped(let slot, _): lines.append(flipped(slot))
            case .matched(let slots): lines.append(matched(slots))
            case .mismatched(let slots): lines.append(mismatched(slots))
            case .scored(let points): lines.append(scored(points))
            }
        }
        flushDown()
        return lines
    }

    /// Checks the `expect` kinds every flip game has (score, over, selected, slot); false for
    /// the others, which the game checks itself.
    func checkFlips<Game>(_ expectation: Expectation, _ table: FlipGameTable<Game>) throws(InterpreterError) -> Bool {
        let game = games[keyPath: table.path]
        switch expectation {
        case .score(let value): try Session.expectEqual("score", String(value), String(game.score))
        case .over(let value): try Session.expectEqual("over", String(value), String(game.isOver))
        case .selected(let slots):
            try Session.expectEqual("selected", Session.slotsText(slots), Session.slotsText(game.faceUpSlots))
        case .slot(let slot, let value):
            let cards = flipView(table).cards
            guard cards.indices.contains(slot - 1) else {
                throw .expectationFailed(what: "slot \(slot)", expected: value, actual: "nothing")
            }
            let card = cards[slot - 1]
            let accepted = (table.faceWords(game, slot) + [card.stateWord]).map { $0.uppercased() }
            guard accepted.contains(table.normalize(value)) else {
                throw .expectationFailed(what: "slot \(slot)", expected: value,
                                         actual: card.shown.map { "\($0) (\(card.stateWord))" } ?? "face down")
            }
        default:
            return false
        }
        return true
    }

    /// The SPEC's `state` of a flip game: the snapshot's fields, then the clock, the bounds
    /// and the game's extras.
    func writeFlipState<Game>(_ table: FlipGameTable<Game>, to writer: inout JSONWriter) {
        let view = flipView(table)
        let game = games[keyPath: table.path]
        writer.object { writer in
            view.writeFields(to: &writer)
            writer.field(StateKey.clock, JSONWriter.rounded(clock))
            writeBounds(to: &writer)
            table.extraState(game, &writer)
        }
    }
}
