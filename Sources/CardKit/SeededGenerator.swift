/// A small, fast, seeded random number generator whose sequence is the same on every
/// platform and Swift version (SplitMix64).
///
/// Engines never touch the system generator: they are handed one of these. Its whole state is
/// one `UInt64`, so it can be saved, restored and compared.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable, Codable {
    /// The generator's entire state.
    public var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The largest seed animset picks by itself (the prompt's first game, a new game without
    /// `--seed`): six digits, short enough to read and type back in.
    public static let shortSeeds: ClosedRange<UInt64> = 1...999_999

    /// A seed for a new game, in `shortSeeds` (issue 37, item 17: the prompt's first seed
    /// and `new-game`'s were 6 and 20 digits long).
    public mutating func nextShortSeed() -> UInt64 {
        SeededGenerator.shortSeeds.lowerBound + UInt64(below(UInt32(SeededGenerator.shortSeeds.count)))
    }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `0..<bound` (Lemire's method, unbiased).
    ///
    /// Unlike `Int.random(in:using:)`, its algorithm is fixed here, so sequences never change
    /// with the standard library. `bound` must be in `1...UInt32.max`.
    @inlinable
    public mutating func below(_ bound: UInt32) -> UInt32 {
        var m = UInt64(UInt32(truncatingIfNeeded: next())) &* UInt64(bound)
        var low = UInt32(truncatingIfNeeded: m)
        if low < bound {
            let threshold = (0 &- bound) % bound
            while low < threshold {
                m = UInt64(UInt32(truncatingIfNeeded: next())) &* UInt64(bound)
                low = UInt32(truncatingIfNeeded: m)
            }
        }
        return UInt32(truncatingIfNeeded: m >> 32)
    }

    /// A uniformly distributed index in `0..<count` (`count` at least 1).
    @inlinable
    public mutating func index(below count: Int) -> Int {
        Int(below(UInt32(clamping: count)))
    }

    /// A double in `[0, 1)` with 53 random bits.
    @inlinable
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}

extension MutableCollection where Self: RandomAccessCollection, Index == Int {
    /// Shuffles in place with a Fisher–Yates pass driven by `generator`; the same seed gives the
    /// same order everywhere.
    @inlinable
    public mutating func seededShuffle(using generator: inout SeededGenerator) {
        guard count > 1 else { return }
        // NB: the bounds are known to fit 32 bits, so `below` is called without clamping, and
        // the two cards are exchanged without asking whether they are one (a card swapped with
        // itself stays): the same order, in a fifth fewer instructions (the simulator's deal).
        guard count <= Int(UInt32.max) else {
            var i = endIndex - 1
            while i > startIndex {
                swapAt(i, startIndex + generator.index(below: i - startIndex + 1))
                i -= 1
            }
            return
        }
        var bound = count
        while bound > 1 {
            let i = startIndex + bound - 1
            let j = startIndex + Int(generator.below(UInt32(truncatingIfNeeded: bound)))
            let card = self[i]
            self[i] = self[j]
            self[j] = card
            bound -= 1
        }
    }
}
