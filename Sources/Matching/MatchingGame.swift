import CardKit

/// The playing-card matching game (CS193p "Matchismo").
///
/// Rules:
/// - A table of cards (default `defaultTableSize`) is dealt face down from a shuffled 52-card
///   deck; there is no further dealing, only a re-deal (`newGame`).
/// - `choose(slot:)` on a face-down card turns it up and costs 1. When that makes `mode.count`
///   unmatched cards face up, they are compared (`MatchingRules.matchScore`): a positive score
///   is a match (+4 × the score; the cards stay face up and can no longer be chosen); zero is
///   a mismatch (-2; every compared card except the one just chosen is turned back down).
/// - `choose(slot:)` on an unmatched face-up card turns it back down, free of charge, as in
///   Matchismo. Choosing a matched card is an error.
/// - `setMode` works only before the first choice of a game (`modeLocked` after).
/// - The game is over when no `mode.count` unmatched cards (face up or down) could match:
///   in 2-card mode, no two unmatched cards share a rank or a suit; in 3-card mode, fewer
///   than three unmatched cards are left or no two share a rank or a suit. All matched is
///   over too. Choosing is then refused with `gameOver`.
///
/// Slots are 1-based in every public API; `cards` is 0-based (slot `s` is `cards[s - 1]`).
public struct MatchingGame: Hashable, Sendable, Codable {
    /// Cards dealt to a new table unless told otherwise (Matchismo's table of twelve).
    public static let defaultTableSize = 12

    /// The table in slot order (index `slot - 1`).
    public private(set) var cards: [MatchingCard]
    /// How many cards are compared at once.
    public private(set) var mode: MatchMode
    /// The score (may go negative).
    public package(set) var score: Int
    /// How many choices (turning a card up or down) this game has seen; the mode is locked
    /// once it is positive.
    public private(set) var choices: Int
    /// The players when several take turns; `nil` in solo play (see `MatchingGame+Players`).
    public package(set) var roster: [Player]?
    /// The index of the player whose turn it is; `nil` in solo play.
    package var turnIndex: Int?

    /// A new game: `tableSize` cards dealt face down from a deck shuffled by `generator`.
    ///
    /// - Throws: `invalidTableSize` unless `1 <= tableSize <= 52`.
    public init(
        mode: MatchMode = .two, tableSize: Int = defaultTableSize, using generator: inout SeededGenerator
    ) throws(MatchingError) {
        guard (1...52).contains(tableSize) else { throw .invalidTableSize(count: tableSize) }
        var deck = PlayingCard.all
        deck.seededShuffle(using: &generator)
        self.init(validTable: Array(deck.prefix(tableSize)), mode: mode)
    }

    /// A game of the default table size in `mode`, dealt with `generator`; it cannot fail.
    public init(standardTableIn mode: MatchMode, using generator: inout SeededGenerator) {
        var deck = PlayingCard.all
        deck.seededShuffle(using: &generator)
        self.init(validTable: Array(deck.prefix(MatchingGame.defaultTableSize)), mode: mode)
    }

    /// A game whose table holds exactly `table`, face down, in slot order (for tests and
    /// scripted set-ups).
    ///
    /// - Throws: `invalidTableSize` for an empty or oversized table, `duplicateCard` when a
    ///   card appears twice.
    public init(table: [PlayingCard], mode: MatchMode = .two) throws(MatchingError) {
        guard (1...52).contains(table.count) else { throw .invalidTableSize(count: table.count) }
        var seen = Set<PlayingCard>()
        for card in table where !seen.insert(card).inserted {
            throw .duplicateCard(card)
        }
        self.init(validTable: table, mode: mode)
    }

    private init(validTable table: [PlayingCard], mode: MatchMode) {
        cards = table.map(MatchingCard.init(card:))
        self.mode = mode
        score = 0
        choices = 0
    }

    /// Re-deals in place: a fresh table of the same size (or `tableSize`), score zero, mode
    /// kept (or `mode`) and unlocked.
    public mutating func newGame(
        mode: MatchMode? = nil, tableSize: Int? = nil, using generator: inout SeededGenerator
    ) throws(MatchingError) {
        self = try MatchingGame(
            mode: mode ?? self.mode, tableSize: tableSize ?? cards.count, using: &generator)
    }

    /// Whether the first choice has been made (the mode is then locked).
    public var hasStarted: Bool { choices > 0 }

    /// The slots (1-based) of the unmatched face-up cards, in slot order.
    public var faceUpSlots: [Int] {
        cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }.map { $0 + 1 }
    }

    /// Whether no further match is possible among the unmatched cards (see the type's rules).
    public var isOver: Bool {
        !MatchingRules.matchExists(among: cards.filter { !$0.isMatched }.map(\.card), mode: mode)
    }

    /// Sets how many cards are compared at once.
    ///
    /// - Throws: `modeLocked` once the game has started, unless `mode` is already the mode.
    public mutating func setMode(_ mode: MatchMode) throws(MatchingError) {
        guard mode != self.mode else { return }
        guard !hasStarted else { throw .modeLocked(current: self.mode) }
        self.mode = mode
    }

    /// Chooses the card in `slot` (1-based): turns a face-down card up (and compares when
    /// enough are up) or a face-up unmatched card back down.
    ///
    /// - Returns: the changes in order: the chosen card's flip, then `matched` or
    ///   `mismatched`, the flips down after a mismatch, and the move's net `scored`.
    /// - Throws: `slotOutOfRange`, `gameOver`, `alreadyMatched`; the game is then unchanged.
    ///
    /// When several play, the choice is the turn's player's: their points, and after a
    /// mismatch every compared card turns down and the turn passes on.
    @discardableResult
    public mutating func choose(slot: Int) throws(MatchingError) -> [MatchingChange] {
        // NB: compared, not `slot - 1`, which overflows for `Int.min`.
        guard slot >= 1, slot <= cards.count else {
            throw .slotOutOfRange(slot: slot, count: cards.count)
        }
        guard !isOver else { throw .gameOver }
        let chosen = slot - 1
        guard !cards[chosen].isMatched else { throw .alreadyMatched(slot: slot) }
        choices += 1

        if cards[chosen].isFaceUp {
            cards[chosen].isFaceUp = false
            return [.flipped(slot: slot, faceUp: false)]
        }

        let others = faceUpSlots.map { $0 - 1 }
        var missed = false
        cards[chosen].isFaceUp = true
        var changes: [MatchingChange] = [.flipped(slot: slot, faceUp: true)]
        var points = -MatchingRules.costToChoose
        if others.count == mode.count - 1 {
            let group = others + [chosen]
            let slots = group.map { $0 + 1 }
            let matchScore = MatchingRules.matchScore(of: group.map { cards[$0].card })
            if matchScore > 0 {
                for index in group { cards[index].isMatched = true }
                points += matchScore * MatchingRules.matchBonus
                changes.append(.matched(slots: slots))
            } else {
                points -= MatchingRules.mismatchPenalty
                changes.append(.mismatched(slots: slots))
                // NB: with players the card just chosen turns down too: the next player's turn
                // starts with no card up, not with a compare forced on its first choice.
                for index in hasRivals ? group : others {
                    cards[index].isFaceUp = false
                    changes.append(.flipped(slot: index + 1, faceUp: false))
                }
                missed = true
            }
        }
        award(points)
        if points != 0 { changes.append(.scored(points: points)) }
        if missed { passTurn() }
        return changes
    }

    /// The player whose turn it is gives it to the next (a room passes the turn of a player who
    /// left): the unmatched cards face up turn down, free. Returns what changed; nothing changes
    /// in solo play.
    ///
    /// - Throws: `gameOver` once no match is left; the game is then unchanged.
    @discardableResult
    public mutating func pass() throws(MatchingError) -> [MatchingChange] {
        guard hasRivals else { return [] }
        guard !isOver else { throw .gameOver }
        let up = faceUpSlots
        for slot in up { cards[slot - 1].isFaceUp = false }
        passTurn()
        return up.map { .flipped(slot: $0, faceUp: false) }
    }
}
