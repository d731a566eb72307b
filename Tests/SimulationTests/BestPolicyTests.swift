import Expectations
import SetGame
import Testing

@testable import Simulation

/// `simulate --policy best` (issue 33): the honest best, playing whole games.
@Suite struct BestPolicyTests {
    /// On the same 200 deals the honest best ends perfect far more often than the first set
    /// (about 24% against 1.5%), and the result does not depend on the thread count (blocks of
    /// 40 games, so that two threads share them).
    @Test func theBestPolicyClearsFarMoreDealsThanTheFirstSet() {
        let best = Simulator.run(SimulationConfiguration(games: 200, seed: 9, policy: .best), threads: 2, blockSize: 40)
        let first = Simulator.run(SimulationConfiguration(games: 200, seed: 9, policy: .first), threads: 2)
        #expect(
            best.leftAtEnd[0] > 4 * max(1, first.leftAtEnd[0]), "best \(best.leftAtEnd[0]), first \(first.leftAtEnd[0])"
        )
        #expect(best.leftAtEnd[0] >= 30)
        expectEqual(Simulator.run(SimulationConfiguration(games: 200, seed: 9, policy: .best), threads: 1), best)
        expectEqual(best.policy, .best)
    }

    /// The simulator plays what `hint best` names: the same games played through `SetGame`,
    /// taking `bestSetIndex()` at every turn, end with the cards the simulator counts.
    @Test func theSimulatorTakesHintBestsSet() throws {
        let configuration = SimulationConfiguration(games: 6, seed: 4, policy: .best)
        let left = Simulator.cardsLeft(configuration, threads: 2)
        expectEqual(left.count, 6)
        for number in 0..<6 {
            var game = SetGame(seed: SoloGamePlayer.gameSeed(4, game: number))
            while true {
                _ = try game.putAwayShown()
                let sets = game.setsOnTable
                guard let index = try game.bestSetIndex() else {
                    guard !game.deck.isEmpty else { break }
                    _ = try game.deal(now: 0)
                    continue
                }
                for slot in sets[index].slots { _ = try game.choose(game.table[slot], now: 0) }
            }
            expectEqual(game.table.count, left[number], "game \(number)")
        }
        #expect(left.contains(0) && left.contains { $0 > 0 }, "\(left)")
    }
}
