import Choreography

extension ReplayPage {
    /// Each command's animation as the page plays it (nil for a command without a table):
    /// from the table before it to its own, with its events when it succeeded.
    public var animations: [Animation?] {
        var previous: RestingTable?
        return scenes.map { scene in
            guard let after = scene.table else { return nil }
            let before = ReplayPage.before(after, previous: previous)
            previous = after
            return Animation(before: before, after: after, events: scene.record.ok ? scene.record.events : [])
        }
    }

    /// The table a command starts from: the previous command's when it is of the same game,
    /// else the command's own; for the first command, its table with nothing dealt yet.
    public static func before(_ after: RestingTable, previous: RestingTable?) -> RestingTable {
        previous.map { $0.game == after.game ? $0 : after } ?? emptyStart(after)
    }

    /// The table before the first record: no cards yet, all of them in the deck.
    public static func emptyStart(_ table: RestingTable) -> RestingTable {
        var start = table
        start.cards = []
        if var deck = start.deck {
            deck.count += table.cards.count + (table.discard?.count ?? 0)
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
