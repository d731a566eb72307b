import Choreography
import CardKit
import SetGame

extension Session {
    /// What the table looked like before a command: enough to animate the change.
    struct TablePicture {
        var cards: [String]
        var bounds: Size
        var arrangement: Arrangement
        var game: GameKind
    }

    /// The table now.
    var tablePicture: TablePicture {
        TablePicture(cards: tableCodes, bounds: options.bounds, arrangement: arrangement, game: games.current)
    }

    /// The current game's table as card codes, in slot order.
    var tableCodes: [String] {
        switch games.current {
        case .set: games.set.table.map(\.code)
        case .concentration: games.concentration.cards.indices.map { Session.cardID(slot: $0 + 1) }
        case .matching: games.matching.cards.indices.map { Session.cardID(slot: $0 + 1) }
        }
    }

    /// The current game's face-down table cards, as in `tableCodes`.
    var faceDownCodes: Set<String> {
        switch games.current {
        case .set: []
        case .concentration: Set(games.concentration.cards.indices.filter { !games.concentration.cards[$0].isFaceUp }.map { Session.cardID(slot: $0 + 1) })
        case .matching: Set(games.matching.cards.indices.filter { !games.matching.cards[$0].isFaceUp }.map { Session.cardID(slot: $0 + 1) })
        }
    }

    /// Notes what a Set move did, for the choreographer.
    mutating func record(_ changes: [SetChange]) {
        for change in changes {
            switch change {
            case .selected(let card): transition.selected.append(card.code)
            case .deselected(let card): transition.deselected.append(card.code)
            case .matched(let cards): transition.matched += cards.map(\.code)
            case .mismatched(let cards):
                transition.mismatched += cards.map(\.code)
                playTally.mismatches += 1
            case .discarded(let cards):
                transition.discarded += cards.map(\.code)
                transition.keepDiscardFaceUp = options.discard.isFaceUp
            case .dealt(let cards): transition.dealt += cards.map(\.code)
            case .shuffled: transition.shuffled = true
            case .returnedToDeck(let cards):
                transition.returnedToDeck += cards.map(\.code)
                transition.shuffled = true
                // NB: a face-up discard pile turns down before it goes back to the deck.
                transition.keepDiscardFaceUp = options.discard.isFaceUp
            case .scored, .gameOver: break
            }
        }
    }

    /// Notes how `undo` or `redo` took the Set table from `old` to the game now, which the
    /// engine does not describe: cards that left the table or the top of the discard pile go
    /// back to the deck, cards new to the table are dealt, and the pile's new top either flies
    /// there from the table (a match again) or comes from the deck (an earlier game's pile).
    mutating func recordRestore(from old: Games) {
        guard old.current == games.current else { return }
        switch games.current {
        case .set: recordSetRestore(from: old)
        case .concentration:
            recordFlipsBack(old.concentration.cards.map(\.isFaceUp), games.concentration.cards.map(\.isFaceUp))
        case .matching:
            recordFlipsBack(old.matching.cards.map(\.isFaceUp), games.matching.cards.map(\.isFaceUp))
        }
    }

    /// Undo and redo in the flip games: every card showing the other side turns over.
    mutating func recordFlipsBack(_ before: [Bool], _ after: [Bool]) {
        guard before.count == after.count else { return }
        for slot in before.indices where before[slot] != after[slot] {
            recordFlip(slot: slot + 1, faceUp: after[slot])
        }
    }

    /// Undo and redo in Set: what left or came back, through the deck and the discard pile.
    mutating func recordSetRestore(from old: Games) {
        let before = old.set, after = games.set
        let oldTable = Set(before.table), newTable = Set(after.table)
        // The piles share a bottom (none across rules); above it cards leave and arrive.
        var common = 0
        while before.rule == after.rule, common < min(before.discard.count, after.discard.count),
              before.discard[common] == after.discard[common] { common += 1 }
        let leaving = before.discard[common...], arriving = after.discard[common...]
        let fly = arriving.allSatisfy(oldTable.contains)
        let landing = fly ? Set(arriving) : []
        transition.returnedToDeck += (before.table.filter { !newTable.contains($0) && !landing.contains($0) } + leaving)
            .map(\.code)
        transition.discarded += fly ? arriving.map(\.code) : []
        transition.restoredToDiscard += fly ? [] : arriving.map(\.code)
        transition.dealt += after.table.filter { !oldTable.contains($0) }.map(\.code)
        transition.shuffled = before.seed != after.seed && !transition.returnedToDeck.isEmpty
        transition.keepDiscardFaceUp = options.discard.isFaceUp
        let staying = oldTable.intersection(newTable)
        transition.selected += after.selected.filter { staying.contains($0) && !before.selected.contains($0) }.map(\.code)
        transition.deselected += before.selected.filter { staying.contains($0) && !after.selected.contains($0) }.map(\.code)
    }

    /// Plans the command's animation, moves the clock on by it, and puts together the text:
    /// messages, the event log, then the board.
    mutating func finish(_ output: inout Output, from picture: TablePicture) {
        var events: [AnimationEvent] = []
        if picture.game == games.current {
            transition.after = tableCodes
            transition.arrangementBefore = picture.arrangement
            transition.arrangementAfter = arrangement
            let from = TableLayout(cardCount: picture.cards.count, bounds: picture.bounds)
            let to = TableLayout(cardCount: transition.after.count, bounds: options.bounds)
            events = Choreographer().plan(transition, from: from, to: to, generator: &animation)
        }
        startTrialClockIfNeeded(commandStart: clock, events: events)
        clock += events.totalDuration
        settleSpeedClock()
        output.events = events
        guard options.rendersText else { return }
        var parts: [String] = []
        if !output.text.isEmpty { parts.append(output.text.hasSuffix("\n") ? String(output.text.dropLast()) : output.text) }
        let log = events.isEmpty ? [] : EventText.lines(events, detail: options.events, ascii: !options.unicode)
        if !log.isEmpty { parts.append(log.joined(separator: "\n")) }
        if drawBoard {
            // NB: the board is the status line, then one line per row of the table's bounds.
            let above = parts.reduce(0) { $0 + $1.utf8.count(where: { $0 == 0x0A }) + 1 }
            output.tableRows = (above + 1)..<(above + 1 + max(0, restingTable.layout.bounds.h))
            parts.append(boardText())
        }
        output.text = parts.joined(separator: "\n")
    }
}
