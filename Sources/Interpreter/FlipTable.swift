import CardKit
import Choreography
import JSONCoding

/// A flip game's table (Concentration, matching): cards dealt face down and named by place.
/// The one generic layer of the two flip games: choosing, telling a move, checking `expect`,
/// the JSON state; what differs (where a code names a card, the words of a move) are the
/// requirements below.
protocol FlipTable: SeatedTable where Game: FlipGame {
    /// The game's refusal as the interpreter's.
    static func failure(_ error: Game.Failure) -> InterpreterError
    /// Whether `choose` takes a card code for a face-up card (besides slot numbers).
    static var takesCodes: Bool { get }
    /// How many cards a move compares when that many or more are named at once (the matching
    /// game's mode); `nil` where naming several cards only flips them in turn.
    var namedGroup: Int? { get }
    /// How a shown face or code reads in a message, for the seat in `env`.
    func cardText(_ shown: String, _ env: TableContext) -> String
    /// The line for a match, given the cards' texts and the slots' phrase.
    func matchedText(_ cards: [String], _ slots: String) -> String
    /// The line for a mismatch, given the cards' texts and the slots' phrase.
    func mismatchedText(_ cards: [String], _ slots: String) -> String
    /// Why the score moved by `points` in a move with these changes.
    func scoreReason(_ points: Int, _ changes: [FlipChange]) -> String
    /// The line when a move ends the game, saying why it ended.
    func overText(_ env: TableContext) -> String
    /// Every word `expect slot N WORD` accepts for a card's face (the state words aside).
    func faceWords(slot: Int) -> [String]
    /// A face word as `expect slot` compares it.
    func normalize(_ word: String) -> String
    /// Whether each card of the table, in slot order, is face up.
    var faceUp: [Bool] { get }
    /// Fields of the state after the common ones.
    func writeExtraState(to writer: inout JSONWriter)
    /// Checks the `expect` kinds of this game alone (after the common and the flip games').
    func checkOwn(_ expectation: Expectation) throws(InterpreterError)
}

/// What the flip games share.
extension FlipTable {
    static var dealsFaceUp: Bool { false }
    static var claimsRace: Bool { false }
    var namedGroup: Int? { nil }
    func writeExtraState(to writer: inout JSONWriter) {}

    var tableCodes: [String] { faceUp.indices.map { Session.cardID(slot: $0 + 1) } }

    var faceDownCodes: Set<String> {
        Set(faceUp.enumerated().filter { !$0.element }.map { Session.cardID(slot: $0.offset + 1) })
    }

    func recordRestore(from old: any GameTable, _ env: TableContext, _ context: inout CommandContext) {
        guard let old = old as? Self else { return }
        context.recordFlipsBack(old.faceUp, faceUp)
    }

    /// The seat's view of the game, faces as its terminal can draw them.
    /// NB: every face the interpreter shows comes from here (or the `before` view of a move),
    /// so a face-down card's face never reaches the output.
    func view(_ env: TableContext) -> Game.Snapshot {
        game.snapshot(ascii: !env.options.unicode)
    }

    /// Chooses the cards named, one after another, all or nothing. A code names a card only
    /// while it is face up: a face-down card's place is never given away.
    mutating func choose(_ targets: [Target], _ env: inout TableContext, _ context: inout CommandContext)
        throws(InterpreterError) -> String
    {
        let view = view(env)
        var slots: [Int] = []
        for target in targets {
            let slot: Int
            switch target {
            case .slot(let number): slot = number
            case .playingCard(let card) where Self.takesCodes:
                guard let shown = view.cards.first(where: { $0.shown == card.code }) else {
                    throw .cardNotFaceUp(card.code)
                }
                slot = shown.slot
            case .playingCard(let card): throw .slotExpected(card.code, game: Self.kind)
            case .card(let card): throw .slotExpected(card.code, game: Self.kind)
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
        if slots.count > 1, let group = namedGroup, slots.count >= group {
            let up = game.faceUpSlots
            order = up.filter { !slots.contains($0) } + slots.filter { !up.contains($0) }
        }
        for slot in order {
            let before = self.view(env)
            var game = game
            let changes: [FlipChange]
            do { changes = try game.choose(slot: slot) } catch { throw Self.failure(error) }
            self.game = game
            context.record(changes)
            text += describe(changes, before: before, env)
        }
        return text
    }

    /// What a move did, one line per happening. A card is named only when it showed before or
    /// after the move.
    func describe(_ changes: [FlipChange], before: Game.Snapshot, _ env: TableContext) -> String {
        let after = view(env)
        func name(_ slot: Int) -> String {
            let index = slot - 1
            let shown = after.cards.indices.contains(index) ? after.cards[index].shown : nil
            let earlier = before.cards.indices.contains(index) ? before.cards[index].shown : nil
            return (shown ?? earlier).map { cardText($0, env) } ?? "?"
        }
        let rivals = rivals
        var lines = Self.flipLines(
            changes,
            flipped: { "Slot \($0): \(name($0))." },
            matched: { matchedText($0.map(name), Words.slotPhrase($0)) },
            mismatched: { mismatchedText($0.map(name), Words.slotPhrase($0)) },
            scored: { points in
                "\(points > 0 ? "+" : "")\(points) (\(scoreReason(points, changes))), "
                    + (rivals.isEmpty ? "score \(after.score)." : env.seat.scoresText(rivals) + ".")
            })
        if after.over, !before.over {
            lines.append(Words.verdictText(rivals).map { "Game over: " + $0 } ?? overText(env))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The lines that tell a flip-game move, in order; cards turned face down together share
    /// one line. Each game words the rest through `flipped`, `matched`, `mismatched` and
    /// `scored`.
    static func flipLines(
        _ changes: [FlipChange], flipped: (Int) -> String, matched: ([Int]) -> String,
        mismatched: ([Int]) -> String, scored: (Int) -> String
    ) -> [String] {
        var lines: [String] = []
        var turnedDown: [Int] = []
        func flushDown() {
            if !turnedDown.isEmpty { lines.append("Turned \(Words.slotPhrase(turnedDown)) face down.") }
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

    /// Checks the `expect` kinds every flip game has (score, over, selected, slot), then the
    /// game's own.
    func check(_ expectation: Expectation, _ env: TableContext) throws(InterpreterError) {
        switch expectation {
        case .score(let value): try Expectation.expectEqual("score", String(value), String(game.score))
        case .over(let value): try Expectation.expectEqual("over", String(value), String(game.isOver))
        case .selected(let slots):
            try Expectation.expectEqual("selected", Words.slotsText(slots), Words.slotsText(game.faceUpSlots))
        case .slot(let slot, let value):
            let cards = view(env).cards
            guard cards.indices.contains(slot - 1) else {
                throw .expectationFailed(what: "slot \(slot)", expected: value, actual: "nothing")
            }
            let card = cards[slot - 1]
            let accepted = (faceWords(slot: slot) + [card.stateWord]).map { $0.uppercased() }
            guard accepted.contains(normalize(value)) else {
                throw .expectationFailed(
                    what: "slot \(slot)", expected: value,
                    actual: card.shown.map { "\($0) (\(card.stateWord))" } ?? "face down")
            }
        default:
            try checkOwn(expectation)
        }
    }

    /// The SPEC's `state` of a flip game: the snapshot's fields, then the clock, the bounds
    /// and the game's extras.
    func writeState(_ env: TableContext, to writer: inout JSONWriter) {
        let view = view(env)
        writer.object { writer in
            view.writeFields(to: &writer)
            writer.field(StateKey.clock, JSONWriter.rounded(env.clock))
            env.seat.writeBounds(to: &writer)
            writeExtraState(to: &writer)
        }
    }

    var turn: Int? { game.turn }

    /// `pass`: the player whose turn it is gives it on; the cards they turned up turn down.
    mutating func pass(_ env: inout TableContext, _ context: inout CommandContext) throws(InterpreterError) -> String {
        guard game.hasRivals else { throw .noTurnToPass }
        let before = view(env)
        let changes: [FlipChange]
        do { changes = try game.pass() } catch { throw Self.failure(error) }
        context.record(changes)
        return describe(changes, before: before, env) + "Passed: " + Words.turnText(game.players[game.turn].name) + "."
    }

    /// The table drawn at rest for the seat in `env`, under `status`.
    func draw(status: String, _ env: TableContext) -> String {
        let (frame, gathered) = env.seat.frames(cardCount: faceUp.count)
        return env.seat.draw(restingTable(env, frame, gathered), status: status)
    }
}
