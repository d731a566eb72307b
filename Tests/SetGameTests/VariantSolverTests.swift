import CardKit
import Expectations
import Testing

@testable import SetGame

/// An independent model of the variants' moves: plain loops over all quadruples and pairs, and
/// the fifth card worked out attribute by attribute (never the solver's look-up table).
enum VariantModel {
    /// The card completing a set with `a` and `b` by the rule: per attribute, the same value
    /// when theirs agree, else the third value.
    static func completing(_ a: Card, _ b: Card) -> Card? {
        completions[Int(a.index) * 81 + Int(b.index)]
    }

    /// `completing` for every ordered pair, worked out once (the model is then fast enough for
    /// a large sample in a debug build).
    static let completions: [Card?] = Card.all.flatMap { a in
        Card.all.map { b in
            let values = zip(a.attributes, b.attributes).map { x, y in x == y ? x : 3 - x - y }
            return Card(number: values[0], color: values[1], shading: values[2], shape: values[3])
        }
    }

    /// Every ultraset among `cards` as (sorted slots, fifth card), by trying all quadruples
    /// and their three splits into pairs.
    static func ultraSets(_ cards: [Card]) -> Set<[Int]> {
        var found = Set<[Int]>()
        let n = cards.count
        for i in 0..<n {
            for j in (i + 1)..<max(i + 1, n) {
                for k in (j + 1)..<max(j + 1, n) {
                    for l in (k + 1)..<max(k + 1, n) {
                        let splits = [((i, j), (k, l)), ((i, k), (j, l)), ((i, l), (j, k))]
                        for ((a, b), (c, d)) in splits {
                            guard let e = completing(cards[a], cards[b]), e == completing(cards[c], cards[d]) else {
                                continue
                            }
                            found.insert([i, j, k, l, Int(e.index)])
                        }
                    }
                }
            }
        }
        return found
    }

    /// Every chain move: a card of `previous` and two table slots `i < j` making a set with it.
    static func chainSets(_ cards: [Card], previous: [Card]) -> Set<[Int]> {
        var found = Set<[Int]>()
        for p in previous {
            for i in cards.indices {
                for j in cards.indices where j > i && SolverFixtures.isSetByRule(p, cards[i], cards[j]) {
                    found.insert([Int(p.index), i, j])
                }
            }
        }
        return found
    }

    /// A card from Set with Friends' four-digit value (one digit per attribute). Which digit
    /// is which attribute does not matter here: sets and ultrasets are the same under any
    /// matching of digits to attributes.
    static func swf(_ value: String) -> Card {
        let digits = value.compactMap { $0.wholeNumberValue }
        return Card(number: digits[3], color: digits[0], shading: digits[2], shape: digits[1]) ?? Card.all[0]
    }
}

@Suite struct VariantSolverTests {
    /// The help page's ultraset: 1202 1122 / 0212 2112, fifth card 1012, in any order.
    @Test func theHelpPagesUltraSetIsOneInAnyOrderWithItsFifthCard() {
        let four = ["1202", "1122", "0212", "2112"].map(VariantModel.swf)
        let fifth = VariantModel.swf("1012")
        for a in four {
            for b in four where b != a {
                for c in four where c != a && c != b {
                    for d in four where d != a && d != b && d != c {
                        let ultra = Solver.ultraSet(a, b, c, d)
                        expectEqual(ultra?.fifth, fifth)
                        expectEqual(ultra.map { Set($0.cards) }, Set(four))
                        if let cards = ultra?.cards {
                            #expect(Solver.isSet(cards[0], cards[1], fifth) && Solver.isSet(cards[2], cards[3], fifth))
                        }
                    }
                }
            }
        }
        expectEqual(Solver.allUltraSets(in: four), [UltraQuad(0, 1, 2, 3, fifth: fifth)])
        // Swap a card for another: no longer an ultraset; a card twice never is.
        expectEqual(Solver.ultraSet(four[0], four[1], four[2], VariantModel.swf("0000")), nil)
        expectEqual(Solver.ultraSet(four[0], four[1], four[2], four[2]), nil)
    }

    /// The help page's chain: three sets, each sharing exactly one card with the one before.
    @Test func theHelpPagesChainIsThreeSetsSharingOneCardEach() {
        let sets = [["1210", "0101", "2022"], ["2022", "0011", "1000"], ["0011", "0212", "0110"]].map {
            $0.map(VariantModel.swf)
        }
        for set in sets { #expect(Solver.isSet(set[0], set[1], set[2])) }
        for (previous, next) in zip(sets, sets.dropFirst()) {
            expectEqual(Set(previous).intersection(next).count, 1)
            expectEqual(
                Solver.allChainSets(in: Array(next.dropFirst()), previous: previous),
                [
                    ChainTriple(carried: next[0], i: 0, j: 1)
                ])
        }
    }

    /// The solver and the model agree on every table of a large seeded sample: 3,000 tables of
    /// 12, and tables of every size from 0 to 21; counts and first ultrasets too.
    @Test func ultraSetsAgreeWithTheModelOnASeededSample() {
        let sizes = Array(repeating: 12, count: 3_000) + Array(0...21)
        var total = 0
        for (index, size) in sizes.enumerated() {
            let table = SolverFixtures.randomTable(size: size, seed: UInt64(7_000 + index))
            let expected = VariantModel.ultraSets(table)
            let found = Solver.allUltraSets(in: table)
            let asModel = Set(found.map { $0.slots.sorted() + [Int($0.fifth.index)] })
            expectEqual(asModel, expected, "table \(table)")
            #expect(found.count == expected.count && Solver.countUltraSets(in: table) == expected.count)
            expectEqual(Solver.firstUltraSet(in: table), found.first)
            for quad in found {
                #expect(quad.i < quad.j && quad.k < quad.l)
                #expect(
                    Solver.isSet(table[quad.i], table[quad.j], quad.fifth)
                        && Solver.isSet(table[quad.k], table[quad.l], quad.fifth))
            }
            total += found.count
        }
        #expect(total > 3_000, "the sample holds ultrasets")
    }

    @Test func chainSetsAgreeWithTheModelOnASeededSample() {
        var total = 0
        for index in 0..<2_000 {
            let all = SolverFixtures.randomTable(size: 12 + index % 10 + 3, seed: UInt64(9_000 + index))
            let table = Array(all.dropFirst(3))
            // A previous set: two of the first three cards and the third that completes them.
            let third = Solver.third(all[0], all[1])
            let previous = [all[0], all[1], third]
            let rest = table.filter { $0 != third }
            let expected = VariantModel.chainSets(rest, previous: previous)
            let found = Solver.allChainSets(in: rest, previous: previous)
            expectEqual(Set(found.map { [Int($0.carried.index), $0.i, $0.j] }), expected)
            expectEqual(found.count, expected.count)
            expectEqual(Solver.hasChainSet(in: rest, previous: previous), !expected.isEmpty)
            total += found.count
        }
        #expect(total > 1_000)
    }

    /// Any 14 cards hold an ultraset (14·13/2 = 91 pairs, 81 possible fifth cards), and
    /// 81 cards hold 81·C(40, 2) of them (each card is the fifth of 40 pairs).
    @Test func fourteenCardsAlwaysHoldAnUltraSet() {
        for seed in 0..<200 {
            #expect(Solver.countUltraSets(in: SolverFixtures.randomTable(size: 14, seed: UInt64(seed))) > 0)
        }
        expectEqual(Solver.countUltraSets(in: Card.all), 81 * 40 * 39 / 2)
    }
}
