import CardKit
import Expectations
import Testing

@testable import SetGame

/// The junior deck solved exactly (issue 39): the class key against the affine maps, the chances
/// against an expectimax with no symmetry at all.
@Suite struct JuniorOptimumTests {
    /// A random affine map of AG(3,3): x -> A x + b with A invertible, as a permutation of the
    /// 27 points.
    static func randomMap(using generator: inout SeededGenerator) -> [Int] {
        func digits(_ p: Int) -> [Int] { [p % 3, p / 3 % 3, p / 9] }
        while true {
            let matrix = (0..<9).map { _ in generator.index(below: 3) }
            let shift = digits(generator.index(below: 27))
            let image = (0..<27).map { p -> Int in
                let x = digits(p)
                var y = [0, 0, 0]
                for row in 0..<3 {
                    var sum = shift[row]
                    for column in 0..<3 { sum += matrix[row * 3 + column] * x[column] }
                    y[row] = sum % 3
                }
                return y[0] + 3 * y[1] + 9 * y[2]
            }
            if Set(image).count == 27 { return image }
        }
    }

    static func apply(_ map: [Int], _ mask: UInt32) -> UInt32 {
        (0..<27).reduce(0) { mask & (1 << UInt32($1)) != 0 ? $0 | 1 << UInt32(map[$1]) : $0 }
    }

    /// A random position: `table` points on the table, `unseen` unseen, the rest gone.
    static func randomPosition(table: Int, unseen: Int, using generator: inout SeededGenerator) -> (UInt32, UInt32) {
        var points = Array(0..<27)
        points.seededShuffle(using: &generator)
        let t = points.prefix(table).reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
        let u = points.dropFirst(table).prefix(unseen).reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
        return (t, u)
    }

    /// Every affine map keeps a position's key, and the key is the position seen through one.
    @Test(arguments: [(9, 18), (9, 9), (12, 6), (6, 3), (3, 0), (9, 15)])
    func theKeyNamesTheClass(table: Int, unseen: Int) {
        let optimum = JuniorOptimum()
        var generator = SeededGenerator(seed: UInt64(table * 100 + unseen))
        for _ in 0..<20 {
            let (t, u) = Self.randomPosition(table: table, unseen: unseen, using: &generator)
            let key = optimum.canonicalKey(table: t, unseen: u)
            for _ in 0..<5 {
                let map = Self.randomMap(using: &generator)
                expectEqual(optimum.canonicalKey(table: Self.apply(map, t), unseen: Self.apply(map, u)), key)
            }
            // The key, read back as a position, has the same key and as many points of each kind.
            let (keyTable, keyUnseen) = (UInt32(key & 0x7FF_FFFF), UInt32(key >> 27))
            #expect(
                keyTable.nonzeroBitCount == table && keyUnseen.nonzeroBitCount == unseen && keyTable & keyUnseen == 0)
            expectEqual(optimum.canonicalKey(table: keyTable, unseen: keyUnseen), key)
        }
    }

    /// Two positions that no map joins get different keys: a table holding a set and one holding
    /// none (a cap) with the same unseen count.
    @Test func positionsOfDifferentClassesGetDifferentKeys() {
        let optimum = JuniorOptimum()
        // 0, 1, 2 is a line; 0, 1, 4 is not.
        let line: UInt32 = 0b111
        let bent: UInt32 = 0b10011
        #expect(optimum.canonicalKey(table: line, unseen: 0) != optimum.canonicalKey(table: bent, unseen: 0))
    }

    /// The rules stated again on masks, with no memo and no symmetry: the best set's average
    /// over the cards dealt next (a refill up to 9), the deal's average with no set, whether
    /// the table splits once the deck is empty.
    static func expectimax(_ table: UInt32, _ unseen: UInt32) -> Double {
        let points = (0..<27).filter { unseen & (1 << UInt32($0)) != 0 }
        func average(_ kept: UInt32, _ fresh: Int) -> Double {
            guard fresh > 0 else { return expectimax(kept, unseen) }
            var (sum, count) = (0.0, 0)
            for a in points.indices {
                for b in (a + 1)..<points.count {
                    for c in (b + 1)..<points.count {
                        let dealt = UInt32(1) << UInt32(points[a]) | 1 << UInt32(points[b]) | 1 << UInt32(points[c])
                        sum += expectimax(kept | dealt, unseen & ~dealt)
                        count += 1
                    }
                }
            }
            return sum / Double(count)
        }
        let sets = JuniorSpace.lineMasks.filter { $0 & table == $0 }
        if unseen == 0 {
            guard table != 0 else { return 1 }
            return sets.contains { expectimax(table & ~$0, 0) == 1 } ? 1 : 0
        }
        guard !sets.isEmpty else { return average(table, 3) }
        return sets.map { set in
            let kept = table & ~set
            return average(kept, kept.nonzeroBitCount < 9 ? 3 : 0)
        }.max() ?? 0
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func theChanceIsTheExpectimaxOfTheRules(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let (table, unseen) = Self.randomPosition(table: 9, unseen: seed <= 3 ? 6 : 9, using: &generator)
        let optimum = JuniorOptimum()
        let sets = JuniorSpace.lineMasks.filter { $0 & table == $0 }
        let expected = Self.expectimax(table, unseen)
        #expect(abs(optimum.value(table: table, unseen: unseen) - expected) < 1e-12)
        let chances = optimum.chances(table: table, unseen: unseen, sets: sets)
        #expect(abs((chances?.max() ?? -1) - expected) < 1e-12 || sets.isEmpty)
    }

    /// The junior cards are the points, and their sets the lines.
    @Test func juniorCardsArePointsAndSetsAreLines() {
        // The points are the junior cards: a junior card's point and back.
        for card in SetDeck.junior.cards {
            let point = JuniorSpace.point(of: card)
            expectEqual(point.flatMap(JuniorSpace.card(at:)), card)
        }
        // Three cards make a set exactly when their points lie on a line.
        let cards = SetDeck.junior.cards
        for a in cards.indices {
            for b in (a + 1)..<cards.count {
                let third = Solver.third(cards[a], cards[b])
                let mask = JuniorSpace.mask(of: [cards[a], cards[b], third])
                expectEqual(mask.map { JuniorSpace.lineMasks.contains($0) }, true)
            }
        }
    }

    /// A search the stop check ends keeps nothing wrong: asked again without a stop, the same
    /// optimum gives the chances a fresh one gives.
    @Test func aStoppedSearchLeavesTheMemoRight() {
        var generator = SeededGenerator(seed: 7)
        let (table, unseen) = Self.randomPosition(table: 9, unseen: 9, using: &generator)
        let sets = JuniorSpace.lineMasks.filter { $0 & table == $0 }
        let optimum = JuniorOptimum(shipped: false)
        var asked = 0
        let stopped = optimum.chances(table: table, unseen: unseen, sets: sets) {
            asked += 1
            return true
        }
        #expect(stopped == nil && asked == 1)
        let chances = optimum.chances(table: table, unseen: unseen, sets: sets) ?? []
        let fresh = JuniorOptimum(shipped: false).chances(table: table, unseen: unseen, sets: sets) ?? []
        #expect(chances.count == sets.count && fresh.count == sets.count && !sets.isEmpty)
        for (chance, expected) in zip(chances, fresh) { #expect(abs(chance - expected) < 1e-12) }
    }

    /// The shipped chances (`JuniorTable`): every class of 12 or more cards unseen that a game
    /// reaches (47 openings, 657 with 15 unseen, 5,027 with 12), each under its own key, and
    /// what the search gives without them.
    @Test func theShippedChancesAreTheSearchs() throws {
        let shipped = JuniorOptimum.shipped
        var byUnseen: [Int: Int] = [:]
        for entry in shipped { byUnseen[UInt32(truncatingIfNeeded: entry.key >> 27).nonzeroBitCount, default: 0] += 1 }
        expectEqual(byUnseen, [18: 47, 15: 657, 12: 5027])
        expectEqual(Set(shipped.map(\.key)).count, shipped.count)
        let plain = JuniorOptimum(shipped: false)
        var generator = SeededGenerator(seed: 12)
        let twelve = shipped.filter { UInt32(truncatingIfNeeded: $0.key >> 27).nonzeroBitCount == 12 }
        for _ in 0..<2 {
            let entry = twelve[generator.index(below: twelve.count)]
            let (table, unseen) = (UInt32(entry.key & 0x7FF_FFFF), UInt32(entry.key >> 27))
            expectEqual(plain.canonicalKey(table: table, unseen: unseen), entry.key)
            #expect(abs(plain.value(table: table, unseen: unseen) - entry.chance) < 1e-12)
        }
        // Every position one move from an opening is shipped.
        let optimum = JuniorOptimum()
        let (table, unseen) = Self.randomPosition(table: 9, unseen: 18, using: &generator)
        let keys = Set(shipped.map(\.key))
        let sets = JuniorSpace.lineMasks.filter { $0 & table == $0 }
        #expect(!sets.isEmpty)
        for set in sets {
            JuniorOptimum.forEachDeal(of: 3, from: unseen) { dealt in
                expectContains(keys, optimum.canonicalKey(table: table & ~set | dealt, unseen: unseen & ~dealt))
            }
        }
    }
}
