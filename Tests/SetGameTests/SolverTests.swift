import CardKit
import Expectations
import Testing

@testable import SetGame

/// Random tables of distinct cards, the same on every run.
enum SolverFixtures {
    static func randomTable(size: Int, seed: UInt64) -> [Card] {
        var generator = SeededGenerator(seed: seed)
        var deck = Card.all
        deck.seededShuffle(using: &generator)
        return Array(deck.prefix(size))
    }

    /// Whether three cards are a set by the rule itself: each attribute all equal or all different.
    static func isSetByRule(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        (0..<4).allSatisfy { attribute in
            let values = Set([a.attributes[attribute], b.attributes[attribute], c.attributes[attribute]])
            return values.count != 2
        }
    }

    /// Every set among `cards` by trying all triples, in `(i, j, k)` order.
    static func bruteForceSets(_ cards: [Card]) -> [SetTriple] {
        var result: [SetTriple] = []
        for i in cards.indices {
            for j in cards.indices where j > i {
                for k in cards.indices where k > j && isSetByRule(cards[i], cards[j], cards[k]) {
                    result.append(SetTriple(i, j, k))
                }
            }
        }
        return result
    }
}

@Suite struct SolverTests {
    @Test func thirdCardFollowsTheRule() {
        for a in Card.all {
            for b in Card.all where b != a {
                let c = Solver.third(a, b)
                #expect(c != a && c != b)
                expectEqual(Solver.third(b, a), c)
                expectEqual(Solver.third(a, c), b)
                #expect(SolverFixtures.isSetByRule(a, b, c))
                #expect(Solver.isSet(a, b, c))
            }
        }
    }

    @Test func isSetRejectsNonSetsAndRepeats() {
        for (a, b, c) in [("1RSD", "2RSD", "1RSD"), ("1RSD", "2RSD", "2RSD"), ("1RSD", "2GTO", "3PSS")] {
            let cards = [a, b, c].compactMap { Card(code: $0) }
            expectEqual(cards.count, 3)
            #expect(!Solver.isSet(cards[0], cards[1], cards[2]))
        }
        let set = ["1RSD", "2GTO", "3POS"].compactMap { Card(code: $0) }
        #expect(Solver.isSet(set[0], set[1], set[2]))
    }

    @Test(arguments: Array(0...21))
    func matchesBruteForce(size: Int) {
        for seed in UInt64(0)..<40 {
            let table = SolverFixtures.randomTable(size: size, seed: seed &* 1_000 &+ UInt64(size))
            let expected = SolverFixtures.bruteForceSets(table)
            expectEqual(Solver.allSets(in: table), expected)
            expectEqual(Solver.firstSet(in: table), expected.first)
            expectEqual(Solver.countSets(in: table), expected.count)
            expectEqual(Solver.hasSet(in: table), !expected.isEmpty)
        }
    }

    @Test func allEightyOneCardsHold1080Sets() {
        let sets = Solver.allSets(in: Card.all)
        expectEqual(sets.count, 1080)
        expectEqual(Set(sets).count, 1080)
        #expect(sets.allSatisfy { $0.i < $0.j && $0.j < $0.k })
        expectEqual(sets, SolverFixtures.bruteForceSets(Card.all))
    }

    @Test func bufferCoreStopsWhenAskedAndFillsOnlyItsRoom() {
        let table = SolverFixtures.randomTable(size: 21, seed: 7)
        let expected = SolverFixtures.bruteForceSets(table)
        #expect(expected.count > 3)
        table.withUnsafeBufferPointer { cards in
            Solver.withSlots(of: cards) { slots in
                var seen: [SetTriple] = []
                let finished = Solver.forEachSet(in: cards, slots: slots) { i, j, k in
                    seen.append(SetTriple(i, j, k))
                    return seen.count < 2
                }
                #expect(!finished)
                expectEqual(seen, Array(expected.prefix(2)))
                let room = UnsafeMutableBufferPointer<SetTriple>.allocate(capacity: 3)
                defer { room.deallocate() }
                expectEqual(Solver.allSets(in: cards, slots: slots, into: room), 3)
                expectEqual(Array(room), Array(expected.prefix(3)))
                expectEqual(Solver.countSets(in: cards, slots: slots), expected.count)
                expectEqual(Solver.firstSet(in: cards, slots: slots), expected.first)
            }
        }
    }
}
