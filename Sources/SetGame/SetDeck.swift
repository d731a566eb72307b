/// Which cards a Set game is played with: a property of the game, so the table size, the
/// solver's bounds and the simulator all follow from one value.
public enum SetDeck: String, CaseIterable, Sendable, Codable {
    /// All 81 cards, 12 on the table.
    case standard
    /// The 27 solid cards (three attributes: number, colour, shape), 9 on the table, as in the
    /// published beginners' rules (see `man animset`, "JUNIOR DECK").
    case junior

    /// The deck's cards in index order.
    public var cards: [Card] {
        switch self {
        case .standard: Card.all
        case .junior: SetDeck.juniorCards
        }
    }

    /// How many cards the deck has: 81 or 27.
    public var cardCount: Int { self == .standard ? 81 : 27 }

    /// Whether `card` belongs to this deck.
    public func contains(_ card: Card) -> Bool {
        self == .standard || card.shading == 0
    }

    /// The attributes that vary in this deck: the junior deck's cards are all solid.
    public var attributes: [Attribute] { self == .standard ? Attribute.allCases : [.number, .color, .shape] }

    /// The cards on the table at the start of a game, and what a match refills to: 12 or 9.
    public var tableSize: Int { self == .standard ? 12 : 9 }

    /// The most cards that can hold no set: 20 for the 81 (the cap set of AG(4,3)), 9 for
    /// the 27 (AG(3,3)); one more card always makes a set.
    public var largestSetFree: Int { self == .standard ? 20 : 9 }

    /// The table sizes a game reaches while the deck is not empty: the opening table plus
    /// 3-card deals, up to the first size that must hold a set (12, 15, 18, 21 or 9, 12).
    public var tableSizes: [Int] {
        Array(stride(from: tableSize, through: largestSetFree + 3, by: 3).prefix { $0 - 3 <= largestSetFree })
    }

    /// One line for `help` and the man page.
    public var summary: String {
        switch self {
        case .standard: "all 81 cards, 12 on the table (default)"
        case .junior: "the 27 solid cards (number, colour, shape), 9 on the table"
        }
    }

    /// The 27 solid cards in index order.
    static let juniorCards: [Card] = Card.all.filter { $0.shading == 0 }
}
