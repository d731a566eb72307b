import JSONCoding
import Testing

/// `roundedToNearest()` is `rounded()` to the bit.
@Suite struct RoundedToNearestTests {
    static let edges: [Double] = [
        0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0.5000000000000001,
        0.3, -0.3, 0.7, -0.7, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 4503599627370495.5,
        -4503599627370495.5, 0x1p52, -0x1p52, 0x1p52 + 1,
        1e300, -1e300, .infinity, -.infinity, .nan, .greatestFiniteMagnitude, 1234.5675 * 1000, -0.0005 * 1000,
    ]

    static func same(_ value: Double) -> Bool {
        let fast = value.roundedToNearest()
        let slow = value.rounded()
        return fast.bitPattern == slow.bitPattern || (fast.isNaN && slow.isNaN)
    }

    @Test(arguments: edges)
    func edgesRoundAsTheLibraryRounds(value: Double) {
        #expect(RoundedToNearestTests.same(value), "\(value)")
    }

    @Test func manyValuesRoundAsTheLibraryRounds() {
        var generator = SystemLikeGenerator(state: 12345)
        for _ in 0..<200_000 {
            let bits = generator.next()
            let scale = [1.0, 1000, 0.001, 1e6, 1e12][Int(bits % 5)]
            let value = (Double(bits >> 11) * 0x1p-53 - 0.5) * 2 * scale
            #expect(RoundedToNearestTests.same(value), "\(value)")
            let half = Double(Int64(bitPattern: bits) >> 20) + 0.5
            #expect(RoundedToNearestTests.same(half), "\(half)")
        }
    }
}

/// SplitMix64, so the test needs nothing beyond this module.
struct SystemLikeGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
