import CardKit

/// A game of Concentration: pairs of emoji cards dealt face down; find the pairs two at a time.
///
/// Rules (CS193p Assignment 1, with the lecture's theme chooser):
/// - `choose(slot:)` turns a face-down card up. If one other unmatched card is face up, the
///   two are compared: equal faces are *matched* (+2; they leave play but keep their slot,
///   face up, so slot numbers never shift); different faces are a *mismatch* (-1 for each of
///   the two that had been *seen* before, i.e. been face up and turned down again). A
///   mismatched pair stays face up until the next choice, which first turns it down.
/// - Choosing a face-up or matched card, or any card once the game is over, is an error;
///   unlike the course's ignored tap, a command line deserves a clear refusal.
/// - Every successful choice is one flip (`flips`); turning cards down is not counted.
/// - The game is over when every pair is matched.
///
/// Slots are 1-based in every public API (as users type them and the board numbers them);
/// `cards` is an ordinary 0-based array, so slot `s` is `cards[s - 1]`.
///
/// The theme only names faces: pair `i` shows `theme.faces[i]`, so `setTheme` swaps every
/// face at once and keeps the game's progress.
public struct ConcentrationGame: Hashable, Sendable, Codable {
    /// Points for finding a pair.
    public static let matchPoints = 2
    /// Points lost for each previously seen card in a mismatch.
    public static let seenMismatchPenalty = 1

    /// The cards in slot order (index `slot - 1`).
    public private(set) var cards: [ConcentrationCard]
    /// The theme whose faces the cards show.
    public private(set) var theme: ConcentrationTheme
    /// How many times a card has been turned face up by a choice.
    public private(set) var flips: Int
    /// The score: +2 per pair, -1 per seen card in a mismatch (the first player's, when
    /// several play: see `ConcentrationGame+Players`).
    public package(set) var score: Int
    /// The players when several take turns; `nil` in solo play.
    public package(set) var roster: [Player]?
    /// The index of the player whose turn it is; `nil` in solo play.
    package var turnIndex: Int?

    /// A new game with `theme`, dealing `pairs` pairs (default: the theme's own number) in an
    /// order shuffled by `generator`.
    ///
    /// - Throws: `invalidPairCount` unless `1 <= pairs <= theme.faces.count`.
    public init(
        theme: ConcentrationTheme, pairs: Int? = nil, using generator: inout SeededGenerator
    ) throws(ConcentrationError) {
        let count = pairs ?? theme.pairs
        guard count >= 1, count <= theme.faces.count else {
            throw .invalidPairCount(pairs: count, maximum: theme.faces.count)
        }
        var layout = (0..<count).flatMap { [$0, $0] }
        layout.seededShuffle(using: &generator)
        self.init(validTheme: theme, layout: layout)
    }

    /// A new game with a theme picked by `generator` from `ConcentrationTheme.all`, dealing
    /// that theme's number of pairs.
    public init(randomThemeUsing generator: inout SeededGenerator) {
        let theme = ConcentrationTheme.all[generator.index(below: ConcentrationTheme.all.count)]
        var layout = (0..<theme.pairs).flatMap { [$0, $0] }
        layout.seededShuffle(using: &generator)
        self.init(validTheme: theme, layout: layout)
    }

    /// A game whose slots hold exactly these pair indices (for tests and scripted set-ups):
    /// `layout[s - 1]` is the pair in slot `s`.
    ///
    /// - Throws: `invalidLayout` unless each of `0..<layout.count / 2` occurs exactly twice;
    ///   `invalidPairCount` for an empty layout; `themeTooSmall` when the theme has fewer faces
    ///   than pairs.
    public init(theme: ConcentrationTheme, layout: [Int]) throws(ConcentrationError) {
        guard !layout.isEmpty else {
            throw .invalidPairCount(pairs: 0, maximum: theme.faces.count)
        }
        let pairs = (layout.count + 1) / 2
        var occurrences = [Int](repeating: 0, count: pairs)
        for pair in layout where occurrences.indices.contains(pair) {
            occurrences[pair] += 1
        }
        for pair in layout where !occurrences.indices.contains(pair) || occurrences[pair] != 2 {
            throw .invalidLayout(pair: pair, occurrences: layout.filter { $0 == pair }.count)
        }
        guard pairs <= theme.faces.count else {
            throw .themeTooSmall(theme: theme.name, faces: theme.faces.count, pairs: pairs)
        }
        self.init(validTheme: theme, layout: layout)
    }

    private init(validTheme theme: ConcentrationTheme, layout: [Int]) {
        self.theme = theme
        cards = layout.map(ConcentrationCard.init(pair:))
        flips = 0
        score = 0
    }

    /// Starts over in place: `theme` (or, when `nil`, one picked by `generator`) and `pairs`
    /// (default: the theme's own number); score and flips back to zero.
    public mutating func newGame(
        theme: ConcentrationTheme? = nil, pairs: Int? = nil, using generator: inout SeededGenerator
    ) throws(ConcentrationError) {
        if let theme {
            self = try ConcentrationGame(theme: theme, pairs: pairs, using: &generator)
        } else if let pairs {
            let picked = ConcentrationTheme.all[generator.index(below: ConcentrationTheme.all.count)]
            self = try ConcentrationGame(theme: picked, pairs: pairs, using: &generator)
        } else {
            self = ConcentrationGame(randomThemeUsing: &generator)
        }
    }

    /// How many pairs are in play (matched or not).
    public var pairCount: Int { cards.count / 2 }

    /// Whether every pair has been matched.
    public var isOver: Bool { cards.allSatisfy(\.isMatched) }

    /// The slots (1-based) of the unmatched cards that are face up: none, one, or a
    /// mismatched pair waiting to be turned down.
    public var faceUpSlots: [Int] {
        cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }.map { $0 + 1 }
    }

    /// The face the card in `slot` shows in the current theme (whether or not it is up), or
    /// `nil` for a slot out of range.
    public func face(atSlot slot: Int) -> ConcentrationTheme.Face? {
        guard slot >= 1, slot <= cards.count else { return nil }
        return theme.faces[cards[slot - 1].pair]
    }

    /// Turns the card in `slot` (1-based) face up, first turning down a mismatched pair left
    /// from the previous choice, and compares it with the other face-up card if there is one.
    ///
    /// - Returns: the changes in order: flips down, the flip up, then `matched` or
    ///   `mismatched` and `scored` when two cards were compared.
    /// - Throws: `slotOutOfRange`, `gameOver`, `alreadyMatched`, `alreadyFaceUp` (the first
    ///   card of a pair chosen again; a card of a miss on show turns down and up again); the game
    ///   is then unchanged.
    ///
    /// When several play, the choice is the turn's player's: their points, and after a miss
    /// the turn passes on.
    @discardableResult
    public mutating func choose(slot: Int) throws(ConcentrationError) -> [ConcentrationChange] {
        // NB: compared, not `slot - 1`, which overflows for `Int.min`.
        guard slot >= 1, slot <= cards.count else {
            throw .slotOutOfRange(slot: slot, count: cards.count)
        }
        guard !isOver else { throw .gameOver }
        let chosen = slot - 1
        guard !cards[chosen].isMatched else { throw .alreadyMatched(slot: slot) }
        let up = faceUpSlots.map { $0 - 1 }
        // NB: a card of a miss on show may be chosen: both turn face down, as at any next
        // choice, and it turns up again as the first of a new pair (issue 37, item 19).
        guard !cards[chosen].isFaceUp || up.count >= 2 else { throw .alreadyFaceUp(slot: slot) }

        var changes: [ConcentrationChange] = []
        if up.count >= 2 {
            for index in up {
                cards[index].isFaceUp = false
                cards[index].hasBeenSeen = true
                changes.append(.flipped(slot: index + 1, faceUp: false))
            }
        }
        cards[chosen].isFaceUp = true
        flips += 1
        changes.append(.flipped(slot: slot, faceUp: true))

        if up.count == 1, let other = up.first {
            let slots = [other + 1, slot]
            if cards[other].pair == cards[chosen].pair {
                cards[other].isMatched = true
                cards[chosen].isMatched = true
                award(Self.matchPoints)
                changes.append(.matched(slots: slots))
                changes.append(.scored(points: Self.matchPoints))
            } else {
                let seen = [other, chosen].filter { cards[$0].hasBeenSeen }.count
                changes.append(.mismatched(slots: slots))
                if seen > 0 {
                    award(-seen * Self.seenMismatchPenalty)
                    changes.append(.scored(points: -seen * Self.seenMismatchPenalty))
                }
                passTurn()
            }
        }
        return changes
    }

    /// The player whose turn it is gives it to the next (a room passes the turn of a player who
    /// left): the first card of their pair, if they turned one up, turns face down, seen.
    /// Returns what changed; nothing changes in solo play.
    ///
    /// - Throws: `gameOver` once every pair is found; the game is then unchanged.
    @discardableResult
    public mutating func pass() throws(ConcentrationError) -> [ConcentrationChange] {
        guard hasRivals else { return [] }
        guard !isOver else { throw .gameOver }
        var changes: [ConcentrationChange] = []
        // NB: a miss on show is the last turn's and stays up until the next choice.
        let up = faceUpSlots
        if up.count == 1, let slot = up.first {
            cards[slot - 1].isFaceUp = false
            cards[slot - 1].hasBeenSeen = true
            changes.append(.flipped(slot: slot, faceUp: false))
        }
        passTurn()
        return changes
    }

    /// Shows the game's cards with `theme`'s faces, keeping every card, match, flip and point.
    ///
    /// - Throws: `themeTooSmall` when `theme` has fewer faces than the game has pairs; the
    ///   game then keeps its theme. (Never for the built-in themes.)
    public mutating func setTheme(_ theme: ConcentrationTheme) throws(ConcentrationError) {
        guard theme.faces.count >= pairCount else {
            throw .themeTooSmall(theme: theme.name, faces: theme.faces.count, pairs: pairCount)
        }
        self.theme = theme
    }

    /// `setTheme` with the built-in theme called `name` (any case).
    ///
    /// - Throws: `unknownTheme` with a suggestion, or `themeTooSmall`.
    public mutating func setTheme(named name: String) throws(ConcentrationError) {
        try setTheme(ConcentrationTheme.named(name))
    }
}

extension ConcentrationGame {
    private enum CodingKeys: String, CodingKey {
        case cards, theme, flips, score, roster, turnIndex
    }

    /// Decodes a saved game, refusing one whose cards name faces its theme lacks.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let theme = try container.decode(ConcentrationTheme.self, forKey: .theme)
        let cards = try container.decode([ConcentrationCard].self, forKey: .cards)
        guard cards.allSatisfy({ theme.faces.indices.contains($0.pair) }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .cards, in: container,
                debugDescription: "a card's pair has no face in theme '\(theme.name)'")
        }
        self.theme = theme
        self.cards = cards
        flips = try container.decode(Int.self, forKey: .flips)
        score = try container.decode(Int.self, forKey: .score)
        roster = try container.decodeIfPresent([Player].self, forKey: .roster)
        turnIndex = try container.decodeIfPresent(Int.self, forKey: .turnIndex)
    }
}
