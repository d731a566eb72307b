import Foundation
import SetGame

/// `animset-bench perfect`: the cheat (`solve`) over many seeded deals, timed one by one.
enum PerfectBench {
    /// Solves the deals `SetGame(seed: first + i, rule:, deck:)` for `i < deals` on one core
    /// and prints the median, 99th percentile and slowest time, the positions searched, how the
    /// best lines end, and the seeds of the deals that cannot be cleared.
    static func run(deals: Int, deck: SetDeck, rule: SetRule, first: UInt64) {
        var times: [Double] = []
        times.reserveCapacity(deals)
        var left = [Int: Int]()
        var uncleared: [UInt64] = []
        var positions: [Int] = []
        var slowest = (time: 0.0, seed: UInt64(0))
        for index in 0..<deals {
            let seed = first &+ UInt64(index)
            let game = SetGame(seed: seed, rule: rule, deck: deck)
            var solution: PerfectSolution?
            let elapsed = seconds { solution = try? game.perfectLine(budget: PerfectSolver.maximumBudget) }
            guard let solution else {
                print("seed \(seed): budget spent")
                continue
            }
            times.append(elapsed)
            positions.append(solution.positions)
            left[solution.line.cardsLeft, default: 0] += 1
            if solution.line.cardsLeft > 0 { uncleared.append(seed) }
            if elapsed > slowest.time { slowest = (elapsed, seed) }
        }
        times.sort()
        positions.sort()
        func at(_ q: Double) -> Double { times.isEmpty ? 0 : times[min(times.count - 1, Int(Double(times.count) * q))] * 1e3 }
        let mean = times.reduce(0, +) / Double(max(1, times.count)) * 1e3
        print("perfect \(deck.rawValue) \(rule.rawValue): \(deals) deals (seeds \(first)..<\(first &+ UInt64(deals))), one core")
        print(String(format: "  time per deal: median %.3f ms, mean %.3f ms, 99%% %.3f ms, 99.9%% %.3f ms, slowest %.3f ms (seed %llu)",
                     at(0.5), mean, at(0.99), at(0.999), slowest.time * 1e3, slowest.seed))
        print("  positions searched: median \(positions.isEmpty ? 0 : positions[positions.count / 2]), most \(positions.last ?? 0)")
        print("  cards left by the best line: " + left.keys.sorted().map { "\($0): \(left[$0] ?? 0)" }.joined(separator: ", "))
        print("  deals that cannot be cleared: \(uncleared.count)" + (uncleared.isEmpty ? "" : ", seeds " + uncleared.prefix(50).map(String.init).joined(separator: " ")
            + (uncleared.count > 50 ? " ..." : "")))
    }
}
