import Dispatch
import SetGame

extension Simulator {
    /// The cards each game of `configuration` ends with, in the order of its `gameRange`, played
    /// on `threads` threads: two ways of playing compared game by game on the same deals
    /// (`animset-bench best`). Solo games only (a duel's configuration gives an empty list).
    public static func cardsLeft(_ configuration: SimulationConfiguration, threads: Int) -> [Int] {
        let range = configuration.gameRange
        guard configuration.duel == nil, !range.isEmpty else { return [] }
        let workers = max(1, min(threads, range.count))
        typealias Tally = SoloGamePlayer.Tally
        let stride = Tally.stride
        let tallies = UnsafeMutablePointer<UInt64>.allocate(capacity: workers * stride)
        tallies.initialize(repeating: 0, count: workers * stride)
        let left = UnsafeMutablePointer<Int>.allocate(capacity: range.count)
        left.initialize(repeating: 0, count: range.count)
        defer {
            tallies.deallocate()
            left.deallocate()
        }
        let shared = GameSlots(tallies: tallies, left: left)
        let body = { @Sendable (worker: Int) in
            let player = SoloGamePlayer(
                policy: configuration.policy, seed: configuration.seed, deck: configuration.deck,
                variant: configuration.variant,
                best: configuration.best)
            let tally = shared.tallies + worker * stride
            for offset in Swift.stride(from: worker, to: range.count, by: workers) {
                let game = range.lowerBound + offset
                (tally + Tally.left).update(repeating: 0, count: SimulationResult.leftCount)
                player.play(game..<(game + 1), into: tally)
                for cards in 0..<SimulationResult.leftCount where tally[Tally.left + cards] != 0 {
                    shared.left[offset] = cards
                }
            }
        }
        if workers == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: body) }
        return Array(UnsafeBufferPointer(start: left, count: range.count))
    }
}

/// The workers' tallies and the games' results of `Simulator.cardsLeft`.
///
/// NB: `@unchecked` is sound: each worker writes only its own tally and its own games' slots,
/// and the caller reads them after `concurrentPerform` has returned.
private struct GameSlots: @unchecked Sendable {
    let tallies: UnsafeMutablePointer<UInt64>
    let left: UnsafeMutablePointer<Int>
}
