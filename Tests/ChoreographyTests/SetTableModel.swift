import CardKit
import Choreography

/// A stand-in for a Set engine: 81 cards between deck, table and discard pile, and random
/// commands that move them the way the seeds' rule sets do, each described as a transition.
struct SetTableModel {
    var deck: [String]
    var table: [String]
    var discard: [String] = []
    var bounds = Size.standard
    var arrangement = Arrangement.grid
    var selected: [String] = []
    var showingMatch: [String] = []
    var discardFaceUp = false

    /// A new game of 12 dealt from a deck shuffled by `generator`.
    init(generator: inout SeededGenerator) {
        var all = Fixtures.codes
        all.seededShuffle(using: &generator)
        table = Array(all.prefix(12))
        deck = Array(all.dropFirst(12))
    }

    /// The layout of the table as it is.
    var layout: TableLayout { TableLayout(cardCount: table.count, bounds: bounds) }

    /// Every card somewhere: 81.
    var cardCount: Int { deck.count + table.count + discard.count }

    /// Plays one random command and returns what it did.
    mutating func step(generator: inout SeededGenerator) -> TableTransition {
        var t = TableTransition(before: table, after: table, arrangementBefore: arrangement)
        if !showingMatch.isEmpty {
            if deck.count >= 3, generator.below(2) == 0 {
                replaceMatch(&t)
            } else {
                removeMatch(&t, generator: &generator)
            }
        } else {
            switch generator.below(20) {
            case 0...3: dealThree(&t)
            case 4...6: matchAndRefill(&t, generator: &generator)
            case 7...8: revealMatch(&t, generator: &generator)
            case 9...10: mismatch(&t, generator: &generator)
            case 11: toggle(&t, generator: &generator)
            case 12: shuffleTable(&t, generator: &generator)
            case 13: newGame(&t, generator: &generator)
            case 14: layoutCommand(&t, generator: &generator)
            case 15...16: resize(generator: &generator)
            default: gatherPanRestore(generator: &generator)
            }
        }
        t.after = table
        t.keepDiscardFaceUp = discardFaceUp
        t.arrangementAfter = arrangement
        return t
    }

    private mutating func clearSelection(_ t: inout TableTransition, keeping kept: [String] = []) {
        t.deselected += selected.filter { table.contains($0) && !kept.contains($0) }
        selected = []
    }

    private mutating func dealThree(_ t: inout TableTransition) {
        guard deck.count >= 3 else { return }
        let cards = Array(deck.prefix(3))
        deck.removeFirst(3)
        table += cards
        t.dealt = cards
    }

    /// Seed 002 task 9: a deal while a match shows replaces the matched cards in place.
    private mutating func replaceMatch(_ t: inout TableTransition) {
        let cards = Array(deck.prefix(3))
        deck.removeFirst(3)
        for (old, new) in zip(showingMatch, cards) {
            if let index = table.firstIndex(of: old) { table[index] = new }
        }
        discard += showingMatch
        t.discarded = showingMatch
        t.dealt = cards
        showingMatch = []
        selected = []
        discardFaceUp = false
    }

    /// Seed 002 task 2 (`remove` rule): choosing a card while a match shows discards it.
    private mutating func removeMatch(_ t: inout TableTransition, generator: inout SeededGenerator) {
        table.removeAll { showingMatch.contains($0) }
        discard += showingMatch
        t.discarded = showingMatch
        showingMatch = []
        selected = []
        discardFaceUp = true
        if let chosen = table.randomElement(using: &generator) {
            selected = [chosen]
            t.selected = [chosen]
        }
    }

    private func three(generator: inout SeededGenerator) -> [String]? {
        guard table.count >= 3 else { return nil }
        var shuffled = table
        shuffled.seededShuffle(using: &generator)
        return Array(shuffled.prefix(3))
    }

    /// The faithful default: the match flies away and is refilled while fewer than 12 remain.
    private mutating func matchAndRefill(_ t: inout TableTransition, generator: inout SeededGenerator) {
        guard let cards = three(generator: &generator) else { return }
        clearSelection(&t, keeping: cards)
        t.selected = [cards[2]]
        t.matched = cards
        t.discarded = cards
        discard += cards
        discardFaceUp = false
        if table.count - 3 < 12, deck.count >= 3 {
            let fresh = Array(deck.prefix(3))
            deck.removeFirst(3)
            for (old, new) in zip(cards, fresh) {
                if let index = table.firstIndex(of: old) { table[index] = new }
            }
            t.dealt = fresh
        } else {
            table.removeAll { cards.contains($0) }
        }
    }

    private mutating func revealMatch(_ t: inout TableTransition, generator: inout SeededGenerator) {
        guard let cards = three(generator: &generator) else { return }
        clearSelection(&t, keeping: cards)
        t.selected = [cards[2]]
        t.matched = cards
        showingMatch = cards
        selected = cards
    }

    private mutating func mismatch(_ t: inout TableTransition, generator: inout SeededGenerator) {
        guard let cards = three(generator: &generator) else { return }
        clearSelection(&t, keeping: cards)
        t.selected = [cards[2]]
        t.mismatched = cards
        selected = cards
    }

    private mutating func toggle(_ t: inout TableTransition, generator: inout SeededGenerator) {
        guard let card = table.randomElement(using: &generator) else { return }
        if let index = selected.firstIndex(of: card) {
            selected.remove(at: index)
            t.deselected = [card]
        } else {
            if selected.count >= 3 { clearSelection(&t) }
            selected.append(card)
            t.selected = [card]
        }
    }

    private mutating func shuffleTable(_ t: inout TableTransition, generator: inout SeededGenerator) {
        table.seededShuffle(using: &generator)
        t.shuffled = true
    }

    private mutating func newGame(_ t: inout TableTransition, generator: inout SeededGenerator) {
        t.returnedToDeck = table + discard
        t.shuffled = true
        var all = Fixtures.codes
        all.seededShuffle(using: &generator)
        table = Array(all.prefix(12))
        deck = Array(all.dropFirst(12))
        discard = []
        selected = []
        arrangement = .grid
        discardFaceUp = false
        t.dealt = table
    }

    private mutating func layoutCommand(_ t: inout TableTransition, generator: inout SeededGenerator) {
        t.returnedToDeck = table + discard
        t.shuffled = true
        var all = Fixtures.codes
        all.seededShuffle(using: &generator)
        let count = 1 + generator.index(below: 24)
        table = Array(all.prefix(count))
        deck = Array(all.dropFirst(count))
        discard = []
        selected = []
        t.dealt = table
    }

    private mutating func resize(generator: inout SeededGenerator) {
        bounds = Size(w: 20 + generator.index(below: 181), h: 8 + generator.index(below: 53))
        arrangement = arrangement.clamped(in: layout)
    }

    private mutating func gatherPanRestore(generator: inout SeededGenerator) {
        switch arrangement {
        case .grid: arrangement = .pile(dx: 0, dy: 0)
        case .pile:
            if generator.below(3) == 0 {
                arrangement = .grid
            } else {
                let dx = generator.index(below: 61) - 30
                let dy = generator.index(below: 21) - 10
                arrangement = arrangement.panned(dx: dx, dy: dy, in: layout)
            }
        }
    }
}
