import CardKit
import Expectations
import Testing

@Suite struct SeededGeneratorTests {
    @Test func splitMixReferenceValues() {
        // SplitMix64 from seed 0: the published first outputs.
        var generator = SeededGenerator(seed: 0)
        expectEqual(generator.next(), 0xE220_A839_7B1D_CDAF)
        expectEqual(generator.next(), 0x6E78_9E6A_A1B9_65F4)
    }

    @Test(arguments: [1, 2, 3, 7, 52, 81, 1000])
    func belowStaysInRange(bound: Int) {
        var generator = SeededGenerator(seed: UInt64(bound))
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let value = generator.index(below: bound)
            expectContains((0..<bound), value)
            seen.insert(value)
        }
        expectEqual(seen.count, min(bound, seen.count))
        if bound <= 81 { expectEqual(seen.count, bound) }
    }

    @Test func shuffleIsAPermutationAndDeterministic() {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        var c = SeededGenerator(seed: 43)
        var x = Array(0..<81)
        var y = Array(0..<81)
        var z = Array(0..<81)
        x.seededShuffle(using: &a)
        y.seededShuffle(using: &b)
        z.seededShuffle(using: &c)
        expectEqual(x, y)
        #expect(x != z)
        expectEqual(x.sorted(), Array(0..<81))
    }

    @Test func unitIsInHalfOpenInterval() {
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<1000 {
            let value = generator.unit()
            #expect(value >= 0 && value < 1)
        }
    }
}
