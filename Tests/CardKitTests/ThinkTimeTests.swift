import CardKit
import Expectations
import Foundation
import Testing

/// Think times: the portable e^x, and the shifted log-normal draws built on it.
@Suite struct ThinkTimeTests {
    @Test(arguments: [-30.0, -5, -1, -0.5, -1e-9, 0, 1e-9, 0.25, 0.5, 1, 2.302585, 7, 50, 300])
    func exponentialAgreesWithLibm(x: Double) {
        let ours = ThinkTime.exp(x)
        let theirs = Foundation.exp(x)
        #expect(abs(ours - theirs) <= 4 * theirs.ulp, "e^\(x): \(ours) vs \(theirs)")
    }

    @Test func exponentialEdges() {
        expectEqual(ThinkTime.exp(0), 1)
        expectEqual(ThinkTime.exp(-1000), 0)
        expectEqual(ThinkTime.exp(1000), .infinity)
        #expect(ThinkTime.exp(.nan).isNaN)
    }

    @Test func drawsAreAtLeastTheMotorTimeAndCentredOnTheMedian() {
        let time = ThinkTime(motorSeconds: 1.2, median: 5, spread: 0.5)
        var generator = SeededGenerator(seed: 7)
        var draws = (0..<4001).map { _ in time.draw(using: &generator) }
        draws.sort()
        #expect(draws.first! >= 1.2)
        #expect(draws.last! <= ThinkTime.maximumSeconds)
        // The sample median of 4001 log-normal draws lies within 5% of the true one.
        #expect(abs(draws[2000] - time.medianSeconds) < 0.05 * time.median)
        // Right-skewed: the mean lies above the median (e^(σ²/2) ≈ 1.13 times the search part).
        let mean = draws.reduce(0, +) / Double(draws.count)
        #expect(mean > draws[2000] + 0.3)
    }

    @Test func theSameGeneratorGivesTheSameDraws() {
        let time = ThinkTime(motorSeconds: 0.9, median: 3, spread: 0.45)
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        let x = (0..<100).map { _ in time.draw(using: &a) }
        let y = (0..<100).map { _ in time.draw(using: &b) }
        expectEqual(x, y)
        expectEqual(a, b)
    }

    @Test func nonsenseParametersStillGiveATime() {
        var generator = SeededGenerator(seed: 1)
        for time in [
            ThinkTime(motorSeconds: -1, median: -3, spread: -2),
            ThinkTime(motorSeconds: .nan, median: .nan, spread: .nan),
            ThinkTime(motorSeconds: 1, median: .infinity, spread: 100),
        ] {
            let draw = time.draw(using: &generator)
            #expect(draw >= 0 && draw <= ThinkTime.maximumSeconds, "\(time): \(draw)")
        }
    }
}
