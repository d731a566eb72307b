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
    /// while the deck lasts. Never traps. In Set-Chain and UltraSet it plays the variant's
    /// moves (`SetGame.movesOnTable`: a chain set with its carried card first, four cards of an
    /// ultraset), with the think times of Set counted by the moves on the table.
    public func plan(for game: SetGame, using generator: inout SeededGenerator) -> SetOpponentPlan {
        guard game.puzzle == nil, !game.isOver else { return .idle }
        let moves = game.movesOnTable
        let profile = profile
        guard !moves.isEmpty else {
            guard !game.deck.isEmpty else { return .idle }
            return SetOpponentPlan(thinkSeconds: profile.giveUp.draw(using: &generator), move: .deal)
        }
        let think = profile.find(sets: moves.count).draw(using: &generator)
        let chosen = moves[generator.index(below: moves.count)]
        if profile.slipChance > 0, generator.unit() < profile.slipChance,
            let slip = Self.slip(from: chosen, in: game, using: &generator)
        {
            return SetOpponentPlan(thinkSeconds: think, move: .claim(slip))
        }
        return SetOpponentPlan(thinkSeconds: think, move: .claim(chosen.cards))
    }

    /// The cards of `move` with one of its table cards swapped for another: a live card one
    /// attribute away from it when the table has such a card (a near miss, the usual human
    /// slip), else any other live card. A chain set's carried card stays, first; the table's
    /// cards come in slot order. `nil` when the table has no other card, or when the swap
    /// happens to make a move after all (another split of four cards can be an ultraset).
    static func slip(from move: SetMove, in game: SetGame, using generator: inout SeededGenerator) -> [Card]? {
        // NB: the previous set may still be on the table, shown as the match just found.
        let carried = move.cards.filter(game.chainPrevious.contains)
        let onTable = move.cards.filter { !carried.contains($0) }
        guard !onTable.isEmpty else { return nil }
        let right = onTable[generator.index(below: onTable.count)]
        let shown: Set<Card> = game.reveal == .match ? Set(game.selected) : []
        let others = game.table.indices.filter { slot in
            !move.cards.contains(game.table[slot]) && !shown.contains(game.table[slot])
        }
        guard !others.isEmpty else { return nil }
        let near = others.filter { differences(game.table[$0], right) == 1 }
        let pool = near.isEmpty ? others : near
        let third = game.table[pool[generator.index(below: pool.count)]]
        let kept = (onTable.filter { $0 != right } + [third]).sorted {
            (game.slot(of: $0) ?? 0) < (game.slot(of: $1) ?? 0)
        }
        let claim = carried + kept
        return game.isMove(claim) ? nil : claim
    }

    /// On how many of the four attributes two cards differ.
    static func differences(_ x: Card, _ y: Card) -> Int {
        zip(x.attributes, y.attributes).filter { $0 != $1 }.count
    }
}
