import SetGame
import Testing
@testable import Simulation

/// `simulate --policy best` (issue 33): the honest best, playing whole games.
@Suite struct BestPolicyTests {
    /// On the same 400 deals the honest best ends perfect far more often than the first set
    /// (about 24% against 1.5%), and the result does not depend on the thread count.
    @Test func theBestPolicyClearsFarMoreDealsThanTheFirstSet() {
        let best = Simulator.run(SimulationConfiguration(games: 400, seed: 9, policy: .best), threads: 2)
        let first = Simulator.run(SimulationConfiguration(games: 400, seed: 9, policy: .first), threads: 2)
        #expect(best.leftAtEnd[0] > 4 * max(1, first.leftAtEnd[0]), "best \(best.leftAtEnd[0]), first \(first.leftAtEnd[0])")
        #expect(best.leftAtEnd[0] >= 60)
        #expect(Simulator.run(SimulationConfiguration(games: 400, seed: 9, policy: .best), threads: 1) == best)
        #expect(best.policy == .best)
    }
}
