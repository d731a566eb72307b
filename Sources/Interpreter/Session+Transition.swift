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
    var tableCodes: [String] { gameTable.tableCodes(games) }

    /// The current game's face-down table cards, as in `tableCodes`.
    var faceDownCodes: Set<String> { gameTable.faceDownCodes(games) }

    /// Notes what a Set move did, for the choreographer.
    mutating func record(_ changes: [SetChange], in context: inout CommandContext) {
        for change in changes {
            switch change {
            case .selected(let card):
                context.transition.selected.append(card.code)
                if let carried = carriedCard(among: [card]) { context.transition.carried = carried.code }
            case .deselected(let card): context.transition.deselected.append(card.code)
            case .matched(let cards):
                context.transition.matched += cards.map(\.code)
                if let fifth = Session.ultraFifth(cards) { context.transition.matchedGhost = fifth.code }
                if let carried = carriedCard(among: cards) { context.transition.carried = carried.code }
            case .mismatched(let cards):
                context.transition.mismatched += cards.map(\.code)
                if let carried = carriedCard(among: cards) { context.transition.carried = carried.code }
                playTally.mismatches += 1
            case .discarded(let cards):
                context.transition.discarded += cards.map(\.code)
                context.transition.keepDiscardFaceUp = options.discard.isFaceUp
                if let fifth = Session.ultraFifth(cards) { context.transition.discardedGhost = fifth.code }
            case .dealt(let cards): context.transition.dealt += cards.map(\.code)
            case .shuffled: context.transition.shuffled = true
            case .returnedToDeck(let cards):
                context.transition.returnedToDeck += cards.map(\.code)
                context.transition.shuffled = true
                // NB: a face-up discard pile turns down before it goes back to the deck.
                context.transition.keepDiscardFaceUp = options.discard.isFaceUp
            case .scored, .gameOver: break
            }
        }
    }

    /// In Set-Chain, the card of `cards` chosen off the table: a chain set's carried card.
    func carriedCard(among cards: [Card]) -> Card? {
        let game = games.set
        guard game.variant == .chain else { return nil }
        return cards.first { !game.table.contains($0) }
    }

    /// The fifth card of four cards that are an ultraset (UltraSet's ghost); nil otherwise.
    static func ultraFifth(_ cards: [Card]) -> Card? {
        guard cards.count == 4 else { return nil }
        return Solver.ultraSet(cards[0], cards[1], cards[2], cards[3])?.fifth
    }

    /// Notes how `undo` or `redo` took the Set table from `old` to the game now, which the
    /// engine does not describe: cards that left the table or the top of the discard pile go
    /// back to the deck, cards new to the table are dealt, and the pile's new top either flies
    /// there from the table (a match again) or comes from the deck (an earlier game's pile).
    func recordRestore(from old: Games, in context: inout CommandContext) {
        guard old.current == games.current else { return }
        gameTable.recordRestore(self, old, &context)
    }

    /// Undo and redo in Set: what left or came back, through the deck and the discard pile.
    func recordSetRestore(from old: Games, in context: inout CommandContext) {
        let before = old.set, after = games.set
        let oldTable = Set(before.table), newTable = Set(after.table)
        // The piles share a bottom (none across rules); above it cards leave and arrive.
        var common = 0
        while before.rule == after.rule, common < min(before.discard.count, after.discard.count),
              before.discard[common] == after.discard[common] { common += 1 }
        let leaving = before.discard[common...], arriving = after.discard[common...]
        let fly = arriving.allSatisfy(oldTable.contains)
        let landing = fly ? Set(arriving) : []
        context.transition.returnedToDeck += (before.table.filter { !newTable.contains($0) && !landing.contains($0) } + leaving)
            .map(\.code)
        context.transition.discarded += fly ? arriving.map(\.code) : []
        context.transition.restoredToDiscard += fly ? [] : arriving.map(\.code)
        context.transition.dealt += after.table.filter { !oldTable.contains($0) }.map(\.code)
        context.transition.shuffled = before.seed != after.seed && !context.transition.returnedToDeck.isEmpty
        context.transition.keepDiscardFaceUp = options.discard.isFaceUp
        let staying = oldTable.intersection(newTable)
        context.transition.selected += after.selected.filter { staying.contains($0) && !before.selected.contains($0) }.map(\.code)
        context.transition.deselected += before.selected.filter { staying.contains($0) && !after.selected.contains($0) }.map(\.code)
    }

    /// Plans the command's animation, moves the clock on by it, and puts together the text:
    /// messages, the event log, then the board.
    mutating func finish(_ context: inout CommandContext, from picture: TablePicture) {
        var events: [AnimationEvent] = []
        if picture.game == games.current {
            context.transition.after = tableCodes
            context.transition.arrangementBefore = picture.arrangement
            context.transition.arrangementAfter = arrangement
            let from = TableLayout(cardCount: picture.cards.count, bounds: picture.bounds)
            let to = TableLayout(cardCount: context.transition.after.count, bounds: options.bounds)
            var choreographer = Choreographer(dealSpin: options.dealSpin)
            choreographer.fliesCards = eventsAreShown
            events = choreographer.plan(context.transition, from: from, to: to, generator: &animation)
        }
        startTrialClockIfNeeded(commandStart: clock, events: events, context)
        clock += events.totalDuration
        settleSpeedClock(context)
        context.output.events = events
        guard options.rendersText else { return }
        var parts: [String] = []
        if !context.output.text.isEmpty { parts.append(context.output.text.hasSuffix("\n") ? String(context.output.text.dropLast()) : context.output.text) }
        let log = events.isEmpty ? [] : EventText.lines(events, detail: options.events, ascii: !options.unicode)
        if !log.isEmpty { parts.append(log.joined(separator: "\n")) }
        if context.drawBoard {
            // NB: the board is the status line (two or more when the table is narrow), then
            // one line per row of the table's bounds: the table is its last rows.
            let above = parts.reduce(0) { $0 + Session.lineBreaks(in: $1) + 1 }
            let board = boardText()
            let end = above + Session.lineBreaks(in: board) + 1 - linesBelowBoard
            // NB: every game's resting table is laid out in the session's bounds: asking the
            // table for them built it a second time (3% of a text script's instructions).
            context.output.tableRows = max(above, end - max(0, options.bounds.h))..<end
            parts.append(board)
        }
        context.output.text = parts.joined(separator: "\n")
    }

    /// Whether anything shows the events beyond the summary line: the state's JSON, the
    /// animation played live, or the event log in full (which counts a flight's keyframes).
    var eventsAreShown: Bool {
        options.rendersState || options.recordsAnimation || options.events == .full
    }

    /// How many `"\n"` `text` holds.
    // NB: counted eight bytes at a time in the string's own buffer: through `utf8`'s iterator a
    // board of 3 KB took 100,000 instructions (10% of a text script's count).
    static func lineBreaks(in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
            var count = 0, offset = 0
            while offset + 8 <= raw.count {
                // A byte of `word` is 0 where the text has a newline; its top bit in `nonzero`
                // is set where it is not.
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ newlines
                let nonzero = ((word & low) &+ low) | word
                // NB: the top bits summed by one multiplication (`nonzeroBitCount` is a loop
                // on processors without POPCNT, which the build does not assume).
                count &+= Int((((~nonzero & ~low) >> 7) &* 0x0101_0101_0101_0101) >> 56)
                offset += 8
            }
            for byte in raw[offset...] where byte == 0x0A { count &+= 1 }
            return count
        }
    }
}
