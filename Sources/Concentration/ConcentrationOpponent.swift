import CardKit

/// A computer opponent at Concentration with a person's imperfect memory: a seeded policy.
///
/// Each card it sees turned up it remembers with a probability set by its level
/// (`Profile.recall`), until the pair is matched. Its turn: with one card of its own up, it
/// turns over the remembered mate if it knows one, else a card it has not seen; at the start
/// of a turn it turns over one of a remembered pair if it knows both cards of a pair, else a
/// card it has not seen (so that it learns something), else any face-down card. Every choice
/// takes a think time drawn from the generator. No clock, no environment, no system generator.
public struct ConcentrationOpponent: Sendable, Equatable, Codable {
    /// How strongly it plays.
    public let level: OpponentLevel
    /// What it remembers: slot (1-based) to pair, for cards it saw and kept in mind.
    public private(set) var memory: [Int: Int]

    /// An opponent of `level` that has seen nothing yet.
    public init(level: OpponentLevel) {
        self.level = level
        memory = [:]
    }

    /// The numbers behind its play.
    public var profile: Profile { Profile(level) }

    /// Looks at the card in `slot` just turned up (by anyone): remembers it with the level's
    /// probability (one number from `generator`), forgets nothing. Slots that are out of
    /// range, face down or matched are ignored without using the generator.
    public mutating func observe(slot: Int, in game: ConcentrationGame, using generator: inout SeededGenerator) {
        guard slot >= 1, slot <= game.cards.count else { return }
        let card = game.cards[slot - 1]
        guard card.isFaceUp, !card.isMatched else { return }
        if generator.unit() < profile.recall { memory[slot] = card.pair }
    }

    /// Observes each of `slots` in turn (for example the slots of a move's flips face up).
    public mutating func observe(slots: [Int], in game: ConcentrationGame, using generator: inout SeededGenerator) {
        for slot in slots { observe(slot: slot, in: game, using: &generator) }
    }

    /// Forgets everything (a new game).
    public mutating func forget() {
        memory = [:]
    }

    /// The card it will turn over next, and after how long; `.none` (think 0) when the game
    /// is over. Never traps.
    public func plan(for game: ConcentrationGame, using generator: inout SeededGenerator) -> ConcentrationOpponentPlan {
        guard !game.isOver else { return .idle }
        let up = game.faceUpSlots
        let choosable = game.cards.indices.filter { !game.cards[$0].isFaceUp && !game.cards[$0].isMatched }.map {
            $0 + 1
        }
        guard !choosable.isEmpty else { return .idle }
        let known = memory.filter { slot, pair in
            (1...game.cards.count).contains(slot) && !game.cards[slot - 1].isMatched
                && game.cards[slot - 1].pair == pair
        }
        let unseen = choosable.filter { known[$0] == nil }
        let slot: Int
        var recalled = false
        if up.count == 1, let first = up.first, first <= game.cards.count,
            let mate = known.keys.sorted().first(where: {
                $0 != first && known[$0] == game.cards[first - 1].pair && choosable.contains($0)
            })
        {
            (slot, recalled) = (mate, true)
        } else if up.count != 1, let pair = Self.knownPair(known, choosable: choosable) {
            (slot, recalled) = (pair, true)
        } else if !unseen.isEmpty {
            slot = unseen[generator.index(below: unseen.count)]
        } else {
            slot = choosable[generator.index(below: choosable.count)]
        }
        let think = (recalled ? profile.recalling : profile.think).draw(using: &generator)
        return ConcentrationOpponentPlan(thinkSeconds: think, move: .choose(slot: slot))
    }

    /// The face-down card of the first remembered pair (by slot) with a card that can be
    /// chosen, or `nil`.
    static func knownPair(_ known: [Int: Int], choosable: [Int]) -> Int? {
        let slots = known.keys.sorted()
        for (index, a) in slots.enumerated() {
            for b in slots[(index + 1)...] where known[a] == known[b] {
                if choosable.contains(a) { return a }
                if choosable.contains(b) { return b }
            }
        }
        return nil
    }
}

extension ConcentrationOpponent {
    /// Checks a saved memory against the cards it was made of: each remembered slot is on the
    /// table and holds a card of the pair remembered (a slot of 0 once crashed the next plan).
    public func validate(cards: [ConcentrationCard]) throws(InvalidState) {
        for (slot, pair) in memory.sorted(by: { $0.key < $1.key }) {
            try InvalidState.require(
                cards.indices.contains(slot - 1) && cards[slot - 1].pair == pair,
                "the computer remembers slot \(slot) as pair \(pair), which the table does not hold")
        }
    }
}
