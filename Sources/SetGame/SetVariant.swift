/// Which rules a Set game is played by: a property of the game, as its deck is, so the
/// engine, the solver, the simulator and the prompt all follow one value. The variants are Set
/// with Friends' (github.com/ekzhang/setwithfriends), rule for rule.
public enum SetVariant: String, CaseIterable, Sendable, Codable {
    /// Find three cards that form a set.
    case standard
    /// Set-Chain: the first set is any set; every later set is one card of the previous set
    /// (which has left the table) and two cards of the table. Only the two table cards leave.
    case chain
    /// UltraSet: find four cards that split into two pairs making a set with the same fifth
    /// card, which need not be on the table.
    case ultra

    /// How many cards a move takes: 3, or 4 in UltraSet.
    public var moveSize: Int { self == .ultra ? 4 : 3 }

    /// What a move is called: "set", "chain set" or "ultraset".
    public var moveName: String {
        switch self {
        case .standard: "set"
        case .chain: "chain set"
        case .ultra: "ultraset"
        }
    }

    /// A move with its article: "a set", "a chain set", "an ultraset".
    public var aMove: String { (self == .ultra ? "an " : "a ") + moveName }

    /// The variant's name with its article: "a Set", "a Set-Chain", "an UltraSet".
    public var aTitle: String { (self == .ultra ? "an " : "a ") + title }

    /// The variant's name for people: "Set", "Set-Chain" or "UltraSet".
    public var title: String {
        switch self {
        case .standard: "Set"
        case .chain: "Set-Chain"
        case .ultra: "UltraSet"
        }
    }

    /// The rule in a few words, for the message of a new game.
    public var rule: String {
        switch self {
        case .standard: "find 3 cards that form a set"
        case .chain: "after the first set, each set takes exactly one card of the previous set"
        case .ultra: "find 4 cards whose two pairs make a set with the same fifth card"
        }
    }

    /// The most moves a game of `cards` cards can hold: a third of them; a quarter in UltraSet;
    /// in Set-Chain the first set's 3 cards and then 2 a set.
    public func mostMoves(in cards: Int) -> Int {
        switch self {
        case .standard: cards / 3
        case .ultra: cards / 4
        case .chain: cards < 3 ? 0 : 1 + (cards - 3) / 2
        }
    }

    /// The cards `moves` moves take out of play: 3 a set, 4 an ultraset; in Set-Chain the first
    /// set's 3 and then 2 a set. `mostMoves(in:)` is its inverse.
    public func cardsTaken(byMoves moves: Int) -> Int {
        switch self {
        case .standard: 3 * moves
        case .ultra: 4 * moves
        case .chain: moves == 0 ? 0 : 1 + 2 * moves
        }
    }

    /// Whether a game of `deck` cards can end with `left` of them not taken: the others are
    /// exactly what some number of moves take (no Set-Chain game leaves an odd number).
    public func canLeave(_ left: Int, of deck: Int) -> Bool {
        (0...deck).contains(left) && cardsTaken(byMoves: mostMoves(in: deck - left)) == deck - left
    }

    /// One line for `help` and the man page.
    public var summary: String {
        switch self {
        case .standard: "find 3 cards that form a set (default)"
        case .chain: "Set-Chain: after the first set, each set is one card of the previous set and two of the table"
        case .ultra: "UltraSet: find 4 cards whose two pairs each make a set with the same fifth card"
        }
    }
}

/// A move on the table, by cards: a set (3 cards), a chain set (the carried card of the previous
/// set first) or an ultraset (first pair, second pair, and its fifth card).
public struct SetMove: Hashable, Sendable {
    /// The cards, in the order above.
    public let cards: [Card]
    /// An ultraset's fifth card; `nil` otherwise.
    public let fifth: Card?

    /// A move.
    public init(cards: [Card], fifth: Card? = nil) {
        (self.cards, self.fifth) = (cards, fifth)
    }
}
