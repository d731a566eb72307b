/// Where a card is, as `analyze` reports it.
public enum CardPlace: Hashable, Sendable {
    /// On the table, in this slot (0-based).
    case table(slot: Int)
    /// Still in the deck.
    case deck
    /// On the discard pile.
    case discard
    /// In none of those (a table laid out by hand may leave cards out of the game).
    case elsewhere
}

/// The card that completes a set with two selected cards, and where it is.
public struct PairCompletion: Hashable, Sendable {
    /// The two selected slots, ascending.
    public let first: Int, second: Int
    /// The card that makes a set with them.
    public let card: Card
    /// Where that card is.
    public let place: CardPlace

    /// A completion.
    public init(first: Int, second: Int, card: Card, place: CardPlace) {
        (self.first, self.second, self.card, self.place) = (first, second, card, place)
    }
}

/// An exact probability: `numerator / denominator`, in lowest terms.
public struct Fraction: Hashable, Sendable, CustomStringConvertible {
    /// The top, at least 0.
    public let numerator: Int
    /// The bottom, at least 1.
    public let denominator: Int

    /// The fraction `numerator / denominator` reduced; `denominator` must not be 0.
    public init(_ numerator: Int, _ denominator: Int) {
        var (a, b) = (abs(numerator), abs(denominator))
        while b != 0 { (a, b) = (b, a % b) }
        let divisor = max(a, 1)
        (self.numerator, self.denominator) = (numerator / divisor, max(1, denominator / divisor))
    }

    /// The value as a `Double`.
    public var value: Double { Double(numerator) / Double(denominator) }

    /// `n/d`.
    public var description: String { "\(numerator)/\(denominator)" }
}

/// What `analyze` shows about a table: pure functions of the cards, so the prompt, the tests
/// and any tool get the same answers.
public struct TableAnalysis: Hashable, Sendable {
    /// The sets on the table, as `Solver.allSets(in:)` lists them.
    public let sets: [SetTriple]
    /// For each pair of selected slots (ascending), the card that completes it.
    public let completions: [PairCompletion]
    /// The exact chance that the next deal of 3 makes a set with at least one dealt card;
    /// `nil` when the deck holds fewer than 3 cards.
    public let nextDeal: Fraction?
    /// The slots (ascending) of a largest subset of the table that holds no set; `nil` when
    /// the table has more than `Analysis.setFreeLimit` cards.
    public let largestSetFree: [Int]?

    /// Analyzes `table` with the cards in `selected` slots, `deck` and `discard` (any order).
    public init(table: [Card], selected: [Int], deck: [Card], discard: [Card]) {
        sets = Solver.allSets(in: table)
        completions = Analysis.completions(table: table, selected: selected, deck: deck, discard: discard)
        nextDeal = Analysis.nextDealProbability(table: table, deck: deck)
        largestSetFree = Analysis.largestSetFreeSubset(of: table)
    }
}

/// The analyses behind `TableAnalysis`, one function each.
public enum Analysis {
    /// For each pair of distinct `selected` slots (ascending, out-of-range slots ignored), the
    /// card that completes a set with them and where it is.
    public static func completions(table: [Card], selected: [Int], deck: [Card], discard: [Card]) -> [PairCompletion] {
        let slots = Array(Set(selected.filter { table.indices.contains($0) })).sorted()
        var result: [PairCompletion] = []
        for (position, first) in slots.enumerated() {
            for second in slots[(position + 1)...] {
                let card = Solver.third(table[first], table[second])
                result.append(
                    PairCompletion(
                        first: first, second: second, card: card,
                        place: place(of: card, table: table, deck: deck, discard: discard)))
            }
        }
        return result
    }

    /// Where `card` is.
    public static func place(of card: Card, table: [Card], deck: [Card], discard: [Card]) -> CardPlace {
        if let slot = table.firstIndex(of: card) { return .table(slot: slot) }
        if deck.contains(card) { return .deck }
        if discard.contains(card) { return .discard }
        return .elsewhere
    }

    /// The exact probability that dealing 3 cards from `deck` (each 3-subset equally likely)
    /// makes a set that uses at least one dealt card; when `table` holds no set, that is the
    /// chance the deal leaves a set on the table. `nil` when the deck has fewer than 3 cards.
    ///
    /// Counts the 3-subsets one by one (52,394 for a full deck of 69): a dealt card completes a
    /// table pair, two dealt cards are completed by a table card, or the three are a set.
    public static func nextDealProbability(table: [Card], deck: [Card]) -> Fraction? {
        let deck = Array(Set(deck).subtracting(table)).sorted()
        let n = deck.count
        guard n >= 3 else { return nil }
        var onTable = [Bool](repeating: false, count: 81)
        for card in table { onTable[Int(card.index)] = true }
        var completesTable = [Bool](repeating: false, count: 81)
        for (position, a) in table.enumerated() {
            for b in table[(position + 1)...] { completesTable[Int(Solver.third(a, b).index)] = true }
        }
        var hits = 0
        for x in 0..<(n - 2) {
            let cx = deck[x]
            for y in (x + 1)..<(n - 1) {
                let cy = deck[y]
                let xy = Solver.third(cx, cy)
                let pairHit = completesTable[Int(cx.index)] || completesTable[Int(cy.index)] || onTable[Int(xy.index)]
                if pairHit {
                    hits += n - 1 - y
                    continue
                }
                for z in (y + 1)..<n {
                    let cz = deck[z]
                    if completesTable[Int(cz.index)] || cz == xy || onTable[Int(Solver.third(cx, cz).index)]
                        || onTable[Int(Solver.third(cy, cz).index)]
                    {
                        hits += 1
                    }
                }
            }
        }
        return Fraction(hits, n * (n - 1) * (n - 2) / 6)
    }
}
