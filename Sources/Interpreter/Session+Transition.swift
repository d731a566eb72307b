import CardKit
import Choreography
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
    var tableCodes: [String] { gameTable.tableCodes }

    /// The current game's face-down table cards, as in `tableCodes`.
    var faceDownCodes: Set<String> { gameTable.faceDownCodes }

    /// Notes how `undo` or `redo` took the table from `old` to the game now, which the engine
    /// does not describe (each game's `GameTable.recordRestore`).
    func recordRestore(from old: Games, in context: inout CommandContext) {
        guard old.current == games.current else { return }
        gameTable.recordRestore(from: old.table(of: old.current), tableContext, &context)
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
        games.setTable.startTrialClockIfNeeded(commandStart: clock, events: events, context)
        clock += events.totalDuration
        games.setTable.settleSpeedClock(context, clock: clock)
        context.output.events = events
        guard options.rendersText else { return }
        var parts: [String] = []
        if !context.output.text.isEmpty {
            parts.append(
                context.output.text.hasSuffix("\n") ? String(context.output.text.dropLast()) : context.output.text)
        }
        let log = events.isEmpty ? [] : EventText.lines(events, detail: options.events, ascii: !options.unicode)
        if !log.isEmpty { parts.append(log.joined(separator: "\n")) }
        if context.drawBoard {
            // NB: the board is the status line (two or more when the table is narrow), then
            // one line per row of the table's bounds: the table is its last rows.
            let above = parts.reduce(0) { $0 + Session.lineBreaks(in: $1) + 1 }
            let board = boardText()
            let end = above + Session.lineBreaks(in: board) + 1 - gameTable.linesBelowBoard
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
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
            var count = 0
            var offset = 0
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
