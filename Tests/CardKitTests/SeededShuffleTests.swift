import CardKit
import Expectations
import Testing

/// The seeded shuffle's order is fixed: every seeded game depends on it.
@Suite struct SeededShuffleTests {
    /// Fisher–Yates as first written, `index(below:)` then `swapAt`: the order and the generator after.
    static func reference(_ count: Int, seed: UInt64) -> (items: [Int], generator: SeededGenerator) {
        var items = Array(0..<count)
        var generator = SeededGenerator(seed: seed)
        guard count > 1 else { return (items, generator) }
        var i = count - 1
        while i > 0 {
            items.swapAt(i, generator.index(below: i + 1))
            i -= 1
        }
        return (items, generator)
    }

    @Test(arguments: [0, 1, 2, 3, 12, 27, 52, 81, 200])
    func theOrderIsTheReferencesOrder(count: Int) {
        for seed in UInt64(0)..<300 {
            var items = Array(0..<count)
            var generator = SeededGenerator(seed: seed)
            items.seededShuffle(using: &generator)
            let reference = SeededShuffleTests.reference(count, seed: seed)
            expectEqual(items, reference.items)
            expectEqual(generator, reference.generator)
        }
    }

    @Test func aSliceShufflesInPlace() {
        var items = Array(0..<20)
        var generator = SeededGenerator(seed: 9)
        items[5..<17].seededShuffle(using: &generator)
        #expect(items[..<5] == [0, 1, 2, 3, 4] && items[17...] == [17, 18, 19])
        expectEqual(items[5..<17].sorted(), Array(5..<17))
        expectEqual(Array(items[5..<17]), SeededShuffleTests.reference(12, seed: 9).items.map { $0 + 5 })
    }
}
