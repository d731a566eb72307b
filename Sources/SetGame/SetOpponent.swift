import CardKit

/// A computer opponent at Set that plays like a person: a pure, seeded policy.
///
/// After each change of the table it looks for a set for a think time drawn from the generator
/// it is handed (`Profile`): longer when the table holds fewer sets (the median search time
/// scales with 1/√sets) and on easier levels; then it claims a set (a random one of those on
/// the table), or, having found none, asks for a deal after a longer search. On easy (and now
/// and then on medium) the claim is sometimes a slip: two cards of a real set and a third that
/// misses by one attribute where the table has one. No clock, no environment, no system
/// generator: the same game and generator state give the same plan.
public struct SetOpponent: Sendable, Equatable, Codable {
    /// How strongly it plays.
    public let level: OpponentLevel

    /// An opponent of `level`.
    public init(level: OpponentLevel) {
        self.level = level
    }

    /// The numbers behind its play.
    public var profile: Profile { Profile(level) }

    /// What it will do next at `game`'s table, and after how long.
    ///
    /// Takes numbers from `generator` only when there is something to do; returns `.none`
    /// (think 0) for a game that is over or a puzzle, and asks for a deal on an empty table
    /// while the deck lasts. Never traps.
    public func plan(for game: SetGame, using generator: inout SeededGenerator) -> SetOpponentPlan {
        guard game.puzzle == nil, !game.isOver else { return .idle }
        let sets = game.setsOnTable
        let profile = profile
        guard !sets.isEmpty else {
            guard !game.deck.isEmpty else { return .idle }
            return SetOpponentPlan(thinkSeconds: profile.giveUp.draw(using: &generator), move: .deal)
        }
        let think = profile.find(sets: sets.count).draw(using: &generator)
        let chosen = sets[generator.index(below: sets.count)]
        let cards = chosen.slots.map { game.table[$0] }
        if profile.slipChance > 0, generator.unit() < profile.slipChance,
           let slip = Self.slip(from: chosen, in: game, using: &generator) {
            return SetOpponentPlan(thinkSeconds: think, move: .claim(slip))
        }
        return SetOpponentPlan(thinkSeconds: think, move: .claim(cards))
    }

    /// Two cards of `set` and a third that is not a set with them: a live card one attribute
    /// away from the right one when the table has such a card (a near miss, the usual human
    /// slip), else any other live card; `nil` when the table has no other card. Slot order.
    static func slip(from set: SetTriple, in game: SetGame, using generator: inout SeededGenerator) -> [Card]? {
        let kept = generator.index(below: 3)
        let slots = set.slots
        let (a, b) = (slots[(kept + 1) % 3], slots[(kept + 2) % 3])
        let right = game.table[slots[kept]]
        let shown: Set<Card> = game.reveal == .match ? Set(game.selected) : []
        let others = game.table.indices.filter { slot in
            !slots.contains(slot) && !shown.contains(game.table[slot])
        }
        guard !others.isEmpty else { return nil }
        let near = others.filter { differences(game.table[$0], right) == 1 }
        let pool = near.isEmpty ? others : near
        let third = pool[generator.index(below: pool.count)]
        return [a, b, third].sorted().map { game.table[$0] }
    }

    /// On how many of the four attributes two cards differ.
    static func differences(_ x: Card, _ y: Card) -> Int {
        zip(x.attributes, y.attributes).filter { $0 != $1 }.count
    }
}
