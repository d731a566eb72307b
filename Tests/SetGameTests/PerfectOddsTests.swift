import CardKit
import Expectations
import Testing

@testable import SetGame

/// `hint best`'s chances (`PerfectOdds`): honest, deterministic, and in agreement with a long
/// simulation through `SetGame` itself.
@Suite struct PerfectOddsTests {
    /// A game a few moves in, with several sets on the table.
    static func position(seed: UInt64, moves: Int) throws -> SetGame {
        var game = SetGame(seed: seed)
        for _ in 0..<moves {
            _ = try game.putAwayShown()
            guard let set = game.setsOnTable.first else {
                _ = try game.deal(now: 0)
                continue
            }
            for slot in set.slots { _ = try game.choose(game.table[slot], now: 0) }
        }
        _ = try game.putAwayShown()
        return game
    }

    /// Takes `cards` in `game`, then plays on as the rollouts do (dealing when the table holds
    /// no set), with the deck in a random order drawn from `generator`: through `SetGame` alone.
    static func playOut(_ game: SetGame, taking cards: [Card], using generator: inout SeededGenerator) throws -> Int {
        var game = game
        var deck = game.deck.sorted()
        deck.seededShuffle(using: &generator)
        game.deck = deck
        var take: [Card]? = cards
        while true {
            _ = try game.putAwayShown()
            if let take {
                for card in take { _ = try game.choose(card, now: 0) }
            } else if !game.deck.isEmpty {
                _ = try game.deal(now: 0)
            } else {
                return game.table.count
            }
            _ = try game.putAwayShown()
            take = rolloutChoice(game)
        }
    }

    /// The rollout's choice, stated again from `SetGame` and `Solver.isSet` alone: with cards
    /// in the deck, the set on the table whose cards make the fewest sets with two other cards
    /// in play (the table and the deck), the first in slot order on a tie; with the deck empty,
    /// a set after which the rest of the table splits into sets, if there is one.
    static func rolloutChoice(_ game: SetGame) -> [Card]? {
        let sets = game.setsOnTable.map { $0.slots.map { game.table[$0] } }
        guard let first = sets.first else { return nil }
        guard !game.deck.isEmpty else {
            return sets.first { set in splits(game.table.filter { !set.contains($0) }) } ?? first
        }
        let inPlay = game.table + game.deck
        // NB: presence by card index, not a Set<Card>: hashing was a third of this suite's CPU
        // in a debug build (issue 37).
        var present = [Bool](repeating: false, count: Card.all.count)
        for card in inPlay { present[Int(card.index)] = true }
        // Each set of `card` is counted twice, once from each of its other cards.
        func pairs(with card: Card) -> Int {
            var count = 0
            for other in inPlay where other != card && present[Int(Solver.third(card, other).index)] { count += 1 }
            return count
        }
        var made = [Int](repeating: 0, count: Card.all.count)
        for card in game.table { made[Int(card.index)] = pairs(with: card) }
        func cost(_ set: [Card]) -> Int { set.reduce(0) { $0 + made[Int($1.index)] } }
        return sets.min { cost($0) < cost($1) }
    }

    /// Whether `cards` split into sets, by trying every set of the first card.
    static func splits(_ cards: [Card]) -> Bool {
        guard let first = cards.first else { return true }
        let rest = Array(cards.dropFirst())
        for (index, b) in rest.enumerated() {
            for c in rest[(index + 1)...] where Solver.isSet(first, b, c) {
                if splits(rest.filter { $0 != b && $0 != c }) { return true }
            }
        }
        return false
    }

    /// The chance `hint best` gives the set it names agrees with 4,000 games played from the
    /// same position through `SetGame`: the two shares differ by less than their 95% margin
    /// (both are estimates: 1.96 standard errors of the difference).
    @Test(arguments: [(UInt64(11), 14), (UInt64(5), 10), (UInt64(7), 16)])
    func theBestChanceAgreesWithALongSimulation(seed: UInt64, moves: Int) throws {
        let game = try Self.position(seed: seed, moves: moves)
        let chances = try game.perfectChances()
        #expect(chances.count == game.setsOnTable.count && !chances.isEmpty)
        let best = try #require(chances.max { $0.perfect < $1.perfect })
        guard case .take(let a, let b, let c) = best.move else {
            Issue.record("no set named")
            return
        }
        var generator = SeededGenerator(seed: 2026)
        var perfect = 0
        let games = 4_000
        for _ in 0..<games where try Self.playOut(game, taking: [a, b, c], using: &generator) == 0 { perfect += 1 }
        let share = Double(perfect) / Double(games)
        let hinted = best.estimate.value
        let margin =
            1.96 * (hinted * (1 - hinted) / Double(best.samples) + share * (1 - share) / Double(games)).squareRoot()
        #expect(abs(share - hinted) <= margin, "\(share) against \(best.estimate) (margin \(margin))")
    }

    /// With the deck empty the chance is exact: 1 for a set after which the table splits into
    /// sets, 0 for one after which it cannot.
    @Test func withTheDeckEmptyTheChancesAreExact() throws {
        // Four sets on nine cards: taking 1PSS 3GTO 2ROD leaves six that hold no two sets,
        // taking any of the other three leaves six that split into two.
        let codes = ["1PTD", "1POO", "1PSS", "2PTD", "3GTO", "2RTD", "1RTS", "2RSD", "2ROD"]
        let cards = try codes.map { try #require(Card(code: $0)) }
        var game = SetGame(seed: 1)
        _ = try game.layout(cards)
        game.deck = []
        let chances = try game.perfectChances()
        #expect(!chances.isEmpty)
        for chance in chances {
            guard case .take(let a, let b, let c) = chance.move else { continue }
            let cleared = Self.splits(game.table.filter { $0 != a && $0 != b && $0 != c })
            expectEqual(chance.perfect, (cleared ? chance.samples : 0), "\(chance)")
        }
        #expect(chances.contains { $0.perfect > 0 } && chances.contains { $0.perfect == 0 })
    }

    /// Only which cards are unseen matters, never their order: the same position with its
    /// deck in another order gets exactly the same chances. And the same position twice, too.
    @Test func theChancesNeverDependOnTheDecksOrder() throws {
        let game = try Self.position(seed: 3, moves: 6)
        var shuffled = game
        var generator = SeededGenerator(seed: 77)
        shuffled.deck.seededShuffle(using: &generator)
        #expect(shuffled.deck != game.deck)
        let chances = try game.perfectChances()
        try expectEqual(shuffled.perfectChances(), chances)
        try expectEqual(game.perfectChances(), chances)
        #expect(chances.allSatisfy { $0.samples >= SetGame.bestSamplesLeast })
    }

    /// A table with no set: the one chance is the deal's.
    @Test func aTableWithNoSetGivesTheDealsChance() throws {
        var free: [Card] = []
        for card in Card.all
        where free.count < 12
            && !free.contains(where: { a in free.contains { b in a != b && Solver.isSet(a, b, card) } })
        {
            free.append(card)
        }
        var game = SetGame(seed: 1)
        _ = try game.layout(free)
        let chances = try game.perfectChances()
        #expect(chances.count == 1 && chances.first?.move == .deal)
    }

    /// Set-Chain and UltraSet are refused.
    @Test func variantsAreRefused() {
        #expect(throws: SetGameError.standardOnly("hint best", .ultra)) {
            try SetGame(seed: 1, variant: .ultra).perfectChances()
        }
    }
}
