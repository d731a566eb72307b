import CardKit
import Expectations
import Testing

@testable import SetGame

@Suite struct AnalysisTests {
    /// A largest set-free table: 20 cards (a maximal cap of AG(4,3)).
    static let capCodes = """
        1RSD 2RSD 1GSD 1RTD 1RSS 2GSD 2RTD 1GTD 2GTD 2RSS \
        3GSS 3PSS 3RTS 3ROS 3GSO 3RTO 1GTO 2GTO 3PTO 3GOO
        """
    static let cap: [Card] = capCodes.split(separator: " ").compactMap { Card(code: $0) }

    @Test func twentyCardTableWithoutSet() {
        expectEqual(Self.cap.count, 20)
        expectEqual(Set(Self.cap).count, 20)
        #expect(!Solver.hasSet(in: Self.cap))
        expectEqual(Analysis.largestSetFreeSubset(of: Self.cap), Array(0..<20))
    }

    @Test func everyTwentyFirstCardCompletesASet() {
        let others = Card.all.filter { !Self.cap.contains($0) }
        expectEqual(others.count, 61)
        for card in others {
            let table = Self.cap + [card]
            #expect(Solver.hasSet(in: table))
            expectEqual(Analysis.largestSetFreeSubset(of: table)?.count, 20)
        }
        // So the next deal onto the cap is certain to make a set.
        expectEqual(Analysis.nextDealProbability(table: Self.cap, deck: others), Fraction(1, 1))
    }

    @Test(arguments: Array(0...13))
    func largestSetFreeMatchesBruteForce(size: Int) {
        for seed in UInt64(0)..<6 {
            let table = SolverFixtures.randomTable(size: size, seed: 500 &+ seed &* 31 &+ UInt64(size))
            guard let found = Analysis.largestSetFreeSubset(of: table) else {
                Issue.record("no answer for \(size) cards")
                return
            }
            #expect(!Solver.hasSet(in: found.map { table[$0] }))
            var best = 0
            for mask in 0..<(1 << size) where mask.nonzeroBitCount > best {
                let subset = (0..<size).filter { mask & (1 << $0) != 0 }.map { table[$0] }
                if !Solver.hasSet(in: subset) { best = mask.nonzeroBitCount }
            }
            expectEqual(found.count, best)
        }
    }

    @Test func largestSetFreeOfTwentyOneRandomCardsIsSetFree() {
        let table = SolverFixtures.randomTable(size: 21, seed: 99)
        let found = Analysis.largestSetFreeSubset(of: table) ?? []
        #expect(found.count >= 9)
        #expect(!Solver.hasSet(in: found.map { table[$0] }))
        // Adding any other table card to it makes a set (it is at least maximal).
        for slot in table.indices where !found.contains(slot) {
            #expect(Solver.hasSet(in: (found + [slot]).map { table[$0] }))
        }
        #expect(
            Analysis.largestSetFreeSubset(of: SolverFixtures.randomTable(size: Analysis.setFreeLimit + 1, seed: 1))
                == nil)
    }

    /// The probability by dealing every 3-subset onto the table and asking the solver.
    static func bruteForceNextDeal(table: [Card], deck: [Card]) -> Fraction {
        var hits = 0
        var total = 0
        let before = Solver.countSets(in: table)
        for x in deck.indices {
            for y in deck.indices where y > x {
                for z in deck.indices where z > y {
                    total += 1
                    if Solver.countSets(in: table + [deck[x], deck[y], deck[z]]) > before { hits += 1 }
                }
            }
        }
        return Fraction(hits, total)
    }

    @Test(arguments: [(9, 15), (12, 12), (12, 24), (15, 18), (6, 3)])
    func nextDealMatchesBruteForce(tableSize: Int, deckSize: Int) {
        for seed in UInt64(0)..<4 {
            let cards = SolverFixtures.randomTable(size: tableSize + deckSize, seed: 77 &+ seed)
            let table = Array(cards.prefix(tableSize))
            let deck = Array(cards.suffix(deckSize))
            #expect(
                Analysis.nextDealProbability(table: table, deck: deck)
                    == Self.bruteForceNextDeal(table: table, deck: deck))
        }
    }

    @Test func nextDealOnASetFreeTwelveWithTheFullDeck() throws {
        // A set-free 12: the first 12 cards of the cap.
        let table = Array(Self.cap.prefix(12))
        let deck = Card.all.filter { !table.contains($0) }
        let exact = try #require(Analysis.nextDealProbability(table: table, deck: deck))
        #expect(exact.denominator * exact.numerator > 0)
        #expect(exact.value > 0.5 && exact.value < 1)
        expectEqual(exact, Self.bruteForceNextDeal(table: table, deck: deck))
        expectEqual(Analysis.nextDealProbability(table: table, deck: Array(deck.prefix(2))), nil)
    }

    @Test func completionsSayWhereTheCardIs() throws {
        let codes = ["1RSD", "2RSD", "1GSD", "2GTO"]
        let table = codes.compactMap { Card(code: $0) }
        let onTable = try #require(Card(code: "3RSD"))  // completes 1RSD 2RSD
        let inDeck = try #require(Card(code: "1PSD"))  // completes 1RSD 1GSD
        let discarded = try #require(Card(code: "3PSD"))  // completes 2RSD 1GSD
        let withThird = table + [onTable]
        let result = Analysis.completions(
            table: withThird, selected: [2, 0, 1, 9, 0], deck: [inDeck], discard: [discarded])
        expectEqual(
            result,
            [
                PairCompletion(first: 0, second: 1, card: onTable, place: .table(slot: 4)),
                PairCompletion(first: 0, second: 2, card: inDeck, place: .deck),
                PairCompletion(first: 1, second: 2, card: discarded, place: .discard),
            ])
        let lone = Analysis.completions(table: table, selected: [0, 3], deck: [], discard: [])
        #expect(lone.count == 1 && lone.first?.place == .elsewhere)
        expectEqual(lone.first.map { Solver.isSet(table[0], table[3], $0.card) }, true)
    }

    @Test func tableAnalysisGathersItAll() {
        let table = Array(Self.cap.prefix(12))
        let deck = Card.all.filter { !table.contains($0) }
        let analysis = TableAnalysis(table: table, selected: [0, 1], deck: deck, discard: [])
        #expect(analysis.sets.isEmpty)
        #expect(analysis.completions.count == 1 && analysis.completions.first?.place == .deck)
        expectEqual(analysis.nextDeal, Analysis.nextDealProbability(table: table, deck: deck))
        expectEqual(analysis.largestSetFree, Array(0..<12))
    }

    @Test func fractionsAreReduced() {
        expectEqual(Fraction(6, 8), Fraction(3, 4))
        expectEqual(Fraction(0, 5), Fraction(0, 1))
        expectEqual(Fraction(52394, 52394).description, "1/1")
        expectEqual(Fraction(1, 4).value, 0.25)
    }
}
