import CardKit
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

    /// Takes `cards` in `game`, then plays on by the first set (dealing when none) to the end,
    /// with the deck in a random order drawn from `generator`: through `SetGame` alone.
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
            take = game.setsOnTable.first.map { $0.slots.map { game.table[$0] } }
        }
    }

    /// The chance `hint best` gives the set it names agrees with 10,000 games played from the
    /// same position through `SetGame`: the long run's share lies in the hint's 95% interval.
    @Test(arguments: [(UInt64(11), 14), (UInt64(5), 18)])
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
        let games = 10_000
        for _ in 0..<games where try Self.playOut(game, taking: [a, b, c], using: &generator) == 0 { perfect += 1 }
        let share = Double(perfect) / Double(games)
        #expect(best.estimate.contains(share), "\(share) outside \(best.estimate)")
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
        #expect(try shuffled.perfectChances() == chances)
        #expect(try game.perfectChances() == chances)
        #expect(chances.allSatisfy { $0.samples >= SetGame.bestSamplesLeast })
    }

    /// A table with no set: the one chance is the deal's.
    @Test func aTableWithNoSetGivesTheDealsChance() throws {
        var free: [Card] = []
        for card in Card.all where free.count < 12 && !free.contains(where: { a in free.contains { b in a != b && Solver.isSet(a, b, card) } }) {
            free.append(card)
        }
        var game = SetGame(seed: 1)
        _ = try game.layout(free)
        let chances = try game.perfectChances()
        #expect(chances.count == 1 && chances.first?.move == .deal)
    }

    /// Set-Chain and UltraSet are refused.
    @Test func variantsAreRefused() {
        #expect(throws: SetGameError.standardOnly("hint best", .ultra)) { try SetGame(seed: 1, variant: .ultra).perfectChances() }
    }
}
