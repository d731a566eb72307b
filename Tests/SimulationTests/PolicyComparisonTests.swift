import CardKit
import Expectations
import Testing

@testable import Simulation

/// `simulate --compare`'s figures (issue 33): the perfect share, the mean cards left and
/// their spread follow from the cards left at the end, computed here from the games one by one.
@Suite struct PolicyComparisonTests {
    @Test func theFiguresFollowFromTheCardsLeft() {
        var result = SimulationResult(seed: 1, policy: .first, totalGames: 10, gameRange: 0..<10)
        result.leftAtEnd[0] = 4
        result.leftAtEnd[6] = 3
        result.leftAtEnd[9] = 2
        result.leftAtEnd[18] = 1
        let games: [Double] = [0, 0, 0, 0, 6, 6, 6, 9, 9, 18]
        let mean = games.reduce(0, +) / 10
        let variance = games.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 9
        #expect(abs(result.leftEstimate.value - mean) < 1e-12)
        // NB: Student's t with 9 degrees of freedom (issue 37, item 7), not the normal 1.96.
        #expect(abs((result.leftEstimate.high - mean) - 2.262_157 * (variance / 10).squareRoot()) < 1e-9)
        expectEqual(result.leftShares, [0.4, 0.3, 0.2, 0, 0.1])
        expectEqual(result.perfectEstimate, Estimate(successes: 4, trials: 10))
        let report = PolicyComparison(results: [result]).report
        expectContains(
            report, "first     40.000%  [16.818, 68.733]%                   5.400  [1.253, 9.547]", "\(report)"
        )
        expectContains(report, "first     40.000%  30.000%  20.000%   0.000%  10.000%\n", "\(report)")
    }
}
