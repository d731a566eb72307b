import CardKit
import Expectations
import Testing

@testable import SetGame

/// The honest best's evaluator (issue 39): the split count against an independent count of the
/// splits, and the choice against the scores stated again from cards alone.
@Suite struct PerfectChoiceTests {
    /// The splits of `cards` into sets, each weighed by the product of its sets' weights
    /// (`weight` for a set of three `table` cards), counted by taking the lowest card first
    /// (not the least matchable, as `SplitCount` does): every split once either way.
    static func splits(_ cards: [Card], table: Set<Card> = [], weight: Double = 1) -> Double {
        guard let first = cards.min() else { return 1 }
        let rest = cards.filter { $0 != first }
        var total = 0.0
        for (index, b) in rest.enumerated() {
            for c in rest[(index + 1)...] where Solver.isSet(first, b, c) {
                let inner = splits(rest.filter { $0 != b && $0 != c }, table: table, weight: weight)
                total += (table.contains(first) && table.contains(b) && table.contains(c) ? weight : 1) * inner
            }
        }
        return total
    }

    /// Cards of a plane and more: many splits.
    static func cards(seed: UInt64, count: Int) -> [Card] {
        var generator = SeededGenerator(seed: seed)
        var deck = Card.all
        deck.seededShuffle(using: &generator)
        return Array(deck.prefix(count))
    }

    @Test(arguments: [(UInt64(1), 9), (2, 12), (3, 15), (4, 18), (5, 21), (6, 12)])
    func theSplitCountIsTheNumberOfSplits(seed: UInt64, count: Int) {
        // The 9 cards of a plane split 4 ways: its 4 directions of 3 parallel lines.
        expectEqual(Self.splits(Card.all.filter { $0.shading == 0 && $0.shape == 0 }), 4)
        // Random cards, and two planes' cards.
        let plane =
            Card.all.filter { $0.shading == 0 && $0.shape == 0 } + Card.all.filter { $0.shading == 1 && $0.shape == 1 }
        for cards in [Self.cards(seed: seed, count: count), Array(plane.prefix(count))] {
            let table = Set(cards.prefix(cards.count / 2))
            let split = SplitCount()
            let mask = cards.withUnsafeBufferPointer { CardMask($0) }
            expectEqual(split.count(mask, weighted: false), Self.splits(cards))
            let onTable = Array(table).withUnsafeBufferPointer { CardMask($0) }
            split.beginWeighted(table: onTable, weight: 4)
            expectEqual(split.count(mask, weighted: true), Self.splits(cards, table: table, weight: 4))
        }
    }

    /// The max-entropy weights of issue 39, from cards alone.
    static func entropyWeights(_ cards: [Card], rounds: Int) -> [Card: Double] {
        var sets: [[Card]] = []
        for (i, a) in cards.enumerated() {
            for (j, b) in cards.enumerated() where j > i {
                for c in cards[(j + 1)...] where Solver.isSet(a, b, c) { sets.append([a, b, c]) }
            }
        }
        var weights = Dictionary(uniqueKeysWithValues: cards.map { ($0, 1.0) })
        for _ in 0..<rounds {
            var sums = Dictionary(uniqueKeysWithValues: cards.map { ($0, 0.0) })
            for set in sets {
                let product = set.reduce(1.0) { $0 * weights[$1, default: 0] }
                for card in set { sums[card, default: 0] += product }
            }
            for card in cards where sums[card, default: 0] > 0 {
                weights[card, default: 0] /= sums[card, default: 0].squareRoot()
            }
        }
        return weights
    }

    /// The scores stated again: the max-entropy product (20 rounds) above 24 cards unseen, the
    /// weighted split count at 24 and below.
    static func scores(_ game: SetGame, sets: [[Card]]) -> [Double] {
        let inPlay = game.table + game.deck
        if game.deck.count > 24 {
            let weights = entropyWeights(inPlay.sorted(), rounds: 20)
            return sets.map { $0.reduce(1.0) { $0 * weights[$1, default: 0] } }
        }
        let table = Set(game.table)
        return sets.map { set in splits(inPlay.filter { !set.contains($0) }, table: table, weight: 4) }
    }

    /// The choice stated again: the best score, then the least matchable, then the first.
    static func expectedChoice(_ game: SetGame) -> Int? {
        let sets = game.setsOnTable.map { $0.slots.map { game.table[$0] } }
        guard !sets.isEmpty else { return nil }
        let inPlay = game.table + game.deck
        let scores = scores(game, sets: sets)
        let present = Set(inPlay)
        func made(_ card: Card) -> Int { inPlay.count { $0 != card && present.contains(Solver.third(card, $0)) } }
        let top = scores.max() ?? 0
        var best: Int?
        var least = Int.max
        for index in sets.indices where scores[index] == top {
            let count = sets[index].reduce(0) { $0 + made($1) }
            if count < least { (best, least) = (index, count) }
        }
        return best
    }

    /// `hint best`'s pick is the choice stated again, at every position of a game with more than
    /// one set on the table (taking the first set), above and below 24 cards unseen; from 15
    /// down, where rollouts decide between the two best scores, it is one of those two.
    @Test(arguments: [UInt64(5), 11])
    func theChoiceIsTheBestScore(seed: UInt64) throws {
        var game = SetGame(seed: seed)
        var checked = (above: 0, below: 0, rolled: 0)
        while true {
            _ = try game.putAwayShown()
            guard let set = game.setsOnTable.first else {
                guard !game.deck.isEmpty else { break }
                _ = try game.deal(now: 0)
                continue
            }
            if game.setsOnTable.count > 1 {
                let chosen = try #require(try game.bestSetIndex())
                if game.deck.count > PerfectChoice.Settings.standard.rolloutFrom {
                    expectEqual(chosen, Self.expectedChoice(game), "deck \(game.deck.count)")
                    if game.deck.count > 24 { checked.above += 1 } else { checked.below += 1 }
                } else {
                    let scores = Self.scores(game, sets: game.setsOnTable.map { $0.slots.map { game.table[$0] } })
                    let second = scores.sorted(by: >)[1]
                    #expect(scores[chosen] >= second, "deck \(game.deck.count)")
                    checked.rolled += 1
                }
            }
            for slot in set.slots { _ = try game.choose(game.table[slot], now: 0) }
        }
        #expect(checked.above >= 3 && checked.below >= 2 && checked.rolled >= 1, "\(checked)")
    }
}
