import CardKit

/// A game of solo Set: deck, table, discard pile, selection, score.
///
/// A value: every move is a `mutating` function that returns what changed and throws
/// `SetGameError` (leaving the game untouched) when it is refused. The clock is passed in as
/// `now` (seconds) and randomness comes from the game's own seeded generator.
public struct SetGame: Sendable, Equatable, Codable {
    /// What happens to a match once it leaves.
    public internal(set) var rule: SetRule
    /// The seed this game was dealt from.
    public let seed: UInt64
    /// Cards not yet dealt; the next card dealt is the last one.
    public internal(set) var deck: [Card]
    /// Cards on the table in slot order.
    public internal(set) var table: [Card]
    /// Discarded cards, bottom first.
    public internal(set) var discard: [Card]
    /// Selected cards in the order they were chosen.
    public internal(set) var selected: [Card]
    /// Whether three selected cards are being shown as a match or mismatch.
    public internal(set) var reveal: Reveal
    /// Points so far (see `Scoring`).
    public package(set) var score: Int
    /// Sets found so far.
    public internal(set) var setsFound: Int
    /// When the last set was found or cards were dealt, for the speed bonus.
    public internal(set) var lastProgress: Double
    /// When the game started.
    public internal(set) var startedAt: Double
    /// Which set `hint` shows next.
    public internal(set) var hintCursor: Int
    /// The puzzle being solved, or `nil` in an ordinary game (see `PuzzleProgress`).
    public internal(set) var puzzle: PuzzleProgress?
    /// The time trial being played, or `nil` (see `TrialProgress`).
    public internal(set) var trial: TrialProgress?
    /// The game's own random numbers (shuffles).
    var generator: SeededGenerator
    /// The deck played with, `nil` for the standard one.
    ///
    /// NB: optional so that a standard game saves and loads exactly as before decks existed
    /// (an absent key); read it through `deckKind`.
    var deckChoice: SetDeck?
    /// The players of a race, in seat order; `nil` in solo play (see `players`).
    public package(set) var roster: [Player]?
    /// The index of the player who moved last in a race; `nil` in solo play.
    var mover: Int?
    /// The rules played by, `nil` for standard Set.
    ///
    /// NB: optional for the reason `deckChoice` is: a standard game saves as before variants
    /// existed. Read it through `variant`.
    var variantChoice: SetVariant?
    /// In Set-Chain, the last set found (the card it carried from the set before first);
    /// `nil` before the first set and in the other variants. Read it through `chainPrevious`.
    var chain: [Card]?

    /// The deck this game is played with: standard (81 cards) or junior (27).
    public var deckKind: SetDeck { deckChoice ?? .standard }

    /// The cards on the table at the start of a standard game (`SetDeck.tableSize` in general).
    public static let openingTable = 12
    /// How many cards `deal` adds.
    public static let dealSize = 3

    /// A new game: the deck's cards (81, or 27 junior) shuffled with `seed`, 12 (9) of them on
    /// the table; two or more `players` race each other (see `SetGame+Players`), otherwise it
    /// is solo play.
    public init(
        seed: UInt64, rule: SetRule = .refill, now: Double = 0, deck kind: SetDeck = .standard,
        variant: SetVariant = .standard, players: [String] = []
    ) {
        self.seed = seed
        variantChoice = variant == .standard ? nil : variant
        self.rule = rule
        deckChoice = kind == .standard ? nil : kind
        generator = SeededGenerator(seed: seed)
        var cards = kind.cards
        cards.seededShuffle(using: &generator)
        deck = cards
        table = []
        discard = []
        selected = []
        reveal = .none
        score = 0
        setsFound = 0
        lastProgress = now
        startedAt = now
        hintCursor = 0
        table = draw(kind.tableSize)
        seat(players)
    }

    /// The cards the player can still use: the table less a match on show.
    var liveCards: [Card] {
        reveal == .match ? table.filter { !selected.contains($0) } : table
    }

    /// Every set among the live cards, as 0-based slot triples of `table`.
    public var setsOnTable: [SetTriple] {
        let sets = Solver.allSets(in: table)
        // NB: a puzzle's found sets stay on the table, so every set there counts.
        guard reveal == .match, puzzle == nil else { return sets }
        let shown = Set(selected)
        return sets.filter { triple in !triple.slots.contains { shown.contains(table[$0]) } }
    }

    /// Whether a set lies among the live cards.
    public var hasSetOnTable: Bool {
        reveal == .match ? !setsOnTable.isEmpty : Solver.hasSet(in: table)
    }

    /// The game is over when the deck is empty and the table holds no set; in Set-Chain and
    /// UltraSet, as in Set with Friends, as soon as no move is left among the table and the
    /// deck together (see `hasMoveLeft`).
    public var isOver: Bool {
        if let puzzle { return puzzle.isSolved }
        if let trial { return trial.isFinished }
        return !hasMoveLeft
    }

    /// The 0-based slot of `card`, if it is on the table.
    public func slot(of card: Card) -> Int? { table.firstIndex(of: card) }

    /// The card in 1-based `slot`, or `slotOutOfRange`.
    public func card(atSlot slot: Int) throws(SetGameError) -> Card {
        guard slot >= 1, slot <= table.count else { throw .slotOutOfRange(slot: slot, count: table.count) }
        return table[slot - 1]
    }

    /// Takes up to `count` cards off the deck.
    mutating func draw(_ count: Int) -> [Card] {
        let n = min(count, deck.count)
        let cards = Array(deck.suffix(n).reversed())
        deck.removeLast(n)
        return cards
    }

    /// How many cards the rule brings in for `leaving` matched cards (before the deck's limit).
    private func wantedAfterMatch(leaving: Int) -> Int {
        rule.freshCards(taken: leaving, kept: table.count - leaving, tableSize: deckKind.tableSize)
    }

    /// How many cards from the deck take the place of the match on show when the next move
    /// puts it away (`choose`; `deal` brings 3 whatever the rule): 0 when no match shows, in a
    /// puzzle, or when the rule or the deck brings none.
    public var refillAfterMatch: Int {
        guard reveal == .match, puzzle == nil, !isOver else { return 0 }
        let leaving = table.filter(selected.contains).count
        return min(wantedAfterMatch(leaving: leaving), leaving, deck.count)
    }

    /// Moves a shown match to the discard pile and fills in from the deck: `extra` cards at
    /// most (nil: as many as the rule says).
    mutating func clearMatch(dealing extra: Int? = nil, into changes: inout [SetChange]) {
        let matched = table.filter { selected.contains($0) }
        let positions = matched.compactMap { table.firstIndex(of: $0) }
        discard.append(contentsOf: matched)
        changes.append(.discarded(matched))
        let fresh = draw(min(extra ?? wantedAfterMatch(leaving: matched.count), matched.count))
        for (position, card) in zip(positions, fresh) { table[position] = card }
        let leaving = Set(positions.dropFirst(fresh.count))
        table = table.enumerated().filter { !leaving.contains($0.offset) }.map(\.element)
        if !fresh.isEmpty { changes.append(.dealt(fresh)) }
        reshuffleIfTrial(into: &changes)
        selected = []
        reveal = .none
        hintCursor = 0
    }
}
