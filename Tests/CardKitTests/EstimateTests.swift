import CardKit
import Expectations
import Testing

/// Issue 37, item 7: every interval holds its value and stays in the range the quantity can
/// take. Before, `hint best` put a chance of 0 below its interval (low 5.4e-20), and the mean
/// cards left of two games read `3.000 [-2.880, 8.880]`; one game had an interval of no width.
@Suite struct EstimateTests {
    static func check(_ estimate: Estimate, in range: ClosedRange<Double>, _ comment: @autoclosure () -> String) {
        #expect(
            range.lowerBound <= estimate.low && estimate.low <= estimate.value && estimate.value <= estimate.high
                && estimate.high <= range.upperBound, "\(comment()): \(estimate)")
    }

    /// Wilson: every count of every number of trials up to 400, and counts near the ends of
    /// numbers of trials up to 2^60.
    @Test func aShareLiesInItsIntervalWithinZeroAndOne() {
        for trials in UInt64(1)...400 {
            for successes in 0...trials {
                Self.check(Estimate(successes: successes, trials: trials), in: 0...1, "\(successes) of \(trials)")
            }
        }
        var generator = SeededGenerator(seed: 37)
        for _ in 0..<20_000 {
            let trials = 1 + generator.next() % (1 << UInt64(generator.next() % 61))
            for successes in [0, 1, 2, trials / 2, trials &- 2, trials &- 1, trials, generator.next() % (trials + 1)]
            where successes <= trials {
                Self.check(Estimate(successes: successes, trials: trials), in: 0...1, "\(successes) of \(trials)")
            }
        }
        // hint best's case: no perfect ending in 16,000 samples.
        expectEqual(Estimate(successes: 0, trials: 16_000).low, 0)
        expectEqual(Estimate(successes: 16_000, trials: 16_000).high, 1)
        #expect(Estimate(successes: 0, trials: 16_000).high > 0)
    }

    /// A mean of values within a range: random samples of 1 to 60 values (spread, all alike,
    /// at an end of the range), each interval within the range and holding the mean; one value
    /// says nothing of the spread (the whole range), and a sample with no spread still has an
    /// interval towards the side of the range away from its values.
    @Test func aMeanLiesInItsIntervalWithinTheRange() {
        var generator = SeededGenerator(seed: 7)
        for trial in 0..<20_000 {
            let top = Double(1 + generator.next() % 81)
            let count = 1 + Int(generator.next() % 60)
            let kind = trial % 4
            let values: [Double] = (0..<count).map { _ in
                switch kind {
                case 0: Double(generator.next() % UInt64(top + 1))
                case 1: 0
                case 2: top
                default: Double(generator.next() % 2) * top
                }
            }
            let mean = values.reduce(0, +) / Double(count)
            let variance = count > 1 ? values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(count - 1) : 0
            let estimate = Estimate(mean: mean, variance: variance, count: count, range: 0...top)
            Self.check(estimate, in: 0...top, "\(values)")
            if count == 1 { #expect(estimate.low == 0 && estimate.high == top) }
            #expect(estimate.high > estimate.low, "\(values): \(estimate)")
        }
    }

    /// The two games, 0 and 6 cards left: Student's t with one degree of freedom
    /// (12.71) reaches past both ends of 0 to 20.
    @Test func twoGamesOfSixAndNothing() {
        let estimate = Estimate(mean: 3, variance: 18, count: 2, range: 0...20)
        #expect(estimate.value == 3 && estimate.low == 0 && estimate.high == 20)
        let alike = Estimate(mean: 6, variance: 0, count: 2, range: 0...20)
        #expect(alike.low < 6 && alike.high > 6 && alike.low >= 0 && alike.high <= 20)
    }
}
