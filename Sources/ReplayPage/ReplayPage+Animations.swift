import Choreography

extension ReplayPage {
    /// Each command's animation as the page plays it (nil for a command without a table):
    /// from the table before it to its own, with its events when it succeeded.
    public var animations: [Animation?] {
        var previous: RestingTable?
        return scenes.map { scene in
            guard let after = scene.table else { return nil }
            let before = ReplayPage.before(after, previous: previous, events: scene.record.events)
            previous = after
            return Animation(before: before, after: after, events: scene.record.ok ? scene.record.events : [])
        }
    }

    /// The table a command starts from: the previous command's when it is of the same game,
    /// else the command's own; for the first command, `firstStart`.
    public static func before(_ after: RestingTable, previous: RestingTable?, events: [AnimationEvent]) -> RestingTable
    {
        previous.map { $0.game == after.game ? $0 : after } ?? firstStart(after, events: events)
    }

    /// The table before the first record, which the stream does not hold: in Set, the cards
    /// its events take from slots (at their first event's `from`, face up), the rest of the
    /// cards in the deck; in the other games, no cards yet.
    public static func firstStart(_ table: RestingTable, events: [AnimationEvent]) -> RestingTable {
        var start = table
        start.cards = []
        if table.game.traits.namesCardsByFace {
            var seen: Set<String> = []
            var onTable: [(slot: Int, card: RestingTable.Card)] = []
            let sorted = events.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(
                \.element)
            for event in sorted {
                for code in event.cards where seen.insert(code).inserted {
                    guard case .slot(let slot)? = event.fromPlace, let from = event.from else { continue }
                    onTable.append((slot, RestingTable.Card(code: code, face: code, frame: from)))
                }
            }
            start.cards = onTable.sorted { $0.slot < $1.slot }.map(\.card)
        }
        if var deck = start.deck {
            deck.count = max(0, deck.count + table.cards.count + (table.discard?.count ?? 0) - start.cards.count)
            start.deck = deck
        }
        if var discard = start.discard {
            discard.count = 0
            discard.top = nil
            start.discard = discard
        }
        start.gathered = nil
        return start
    }
}
