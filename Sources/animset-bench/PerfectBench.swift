import Foundation
import SetGame

/// `animset-bench perfect`: the cheat (`solve`) over many seeded deals, timed one by one.
enum PerfectBench {
    /// Solves the deals `SetGame(seed: first + i, rule:, deck:)` for `i < deals` on one core
    /// (CPU time of the thread) and prints the median, 99th percentile and slowest time, the positions searched, how
    /// the
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
            let start = threadSeconds()
            solution = try? game.perfectLine(budget: PerfectSolver.maximumBudget)
            let elapsed = threadSeconds() - start
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
        func at(_ q: Double) -> Double {
            times.isEmpty ? 0 : times[min(times.count - 1, Int(Double(times.count) * q))] * 1e3
        }
        let mean = times.reduce(0, +) / Double(max(1, times.count)) * 1e3
        print(
            """
            perfect \(deck.rawValue) \(rule.rawValue): \(deals) deals (seeds \
            \(first)..<\(first &+ UInt64(deals))), one core
            """
        )
        print(
            String(
                format:
                    """
                      time per deal: median %.3f ms, mean %.3f ms, 99%% %.3f ms, 99.9%% %.3f ms, slowest %.3f ms \
                    (seed %llu)
                    """,
                at(0.5), mean, at(0.99), at(0.999), slowest.time * 1e3, slowest.seed))
        print(
            """
              positions searched: median \(positions.isEmpty ? 0 : positions[positions.count / 2]), most \
            \(positions.last ?? 0)
            """
        )
        print(
            "  cards left by the best line: "
                + left.keys.sorted().map { "\($0): \(left[$0] ?? 0)" }.joined(separator: ", "))
        print(
            "  deals that cannot be cleared: \(uncleared.count)"
                + (uncleared.isEmpty
                    ? ""
                    : ", seeds " + uncleared.prefix(50).map(String.init).joined(separator: " ")
                        + (uncleared.count > 50 ? " ..." : "")))
    }
}

/// `animset-bench hintbest`: the time `hint best` takes on positions of seeded games.
enum HintBestBench {
    /// Plays `positions` seeded games a few sets in by the first set and times
    /// `SetGame.perfectChances()` and `bestSetIndex()` on each (one core, CPU time of the thread).
    static func run(
        positions: Int, samples: Int = SetGame.bestSamples, splitFrom: Int = PerfectOdds.defaultSplitFrom,
        deck: SetDeck = .standard
    ) {
        var times: [Double] = []
        for seed in 0..<UInt64(positions) {
            let game = position(seed: seed, deck: deck)
            let start = threadSeconds()
            _ = try? game.perfectChances(samples: samples, splitFrom: splitFrom)
            _ = try? game.bestSetIndex()
            times.append(threadSeconds() - start)
        }
        times.sort()
        print(
            String(
                format:
                    """
                    hint best on %d %@ positions (%d orders, split count from %d): median %.1f ms, 90%% %.1f ms, \
                    slowest %.1f ms (CPU time, one core)
                    """,
                positions, deck.rawValue, samples, splitFrom, times[times.count / 2] * 1e3,
                times[times.count * 9 / 10] * 1e3,
                (times.last ?? 0) * 1e3))
    }

    /// The game of `seed` a few sets in (up to 19, 5 junior), each the first on the table.
    static func position(seed: UInt64, deck: SetDeck) -> SetGame {
        var game = SetGame(seed: seed, deck: deck)
        for _ in 0..<Int(seed % (deck == .junior ? 6 : 20)) {
            _ = try? game.putAwayShown()
            guard let set = game.setsOnTable.first else {
                _ = try? game.deal(now: 0)
                continue
            }
            for slot in set.slots { _ = try? game.choose(game.table[slot], now: 0) }
        }
        _ = try? game.putAwayShown()
        return game
    }
}

/// The CPU time of the calling thread, in seconds: what "on one core" means on a busy machine.
func threadSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// `animset-bench juniorhint`: `hint best`'s exact search (`JuniorOptimum.chances`) on the
/// positions of seeded junior games a few sets in, each with a fresh memo.
enum JuniorHintBench {
    static func run(positions: Int) {
        var times: [Double] = []
        for seed in 0..<UInt64(positions) {
            let game = HintBestBench.position(seed: seed, deck: .junior)
            guard let table = JuniorSpace.mask(of: game.table), let unseen = JuniorSpace.mask(of: game.deck) else {
                continue
            }
            let sets = Solver.allSets(in: game.table).compactMap { set in
                JuniorSpace.mask(of: set.slots.map { game.table[$0] })
            }
            let optimum = JuniorOptimum(rule: game.rule)
            let start = threadSeconds()
            let chances = optimum.chances(table: table, unseen: unseen, sets: sets) ?? []
            let time = threadSeconds() - start
            times.append(time)
            print(
                String(
                    format: "seed %d: %d unseen, %d sets, %.1f ms, %d positions, %d named, best %.4f", Int(seed),
                    game.deck.count, sets.count, time * 1e3, optimum.positions, optimum.named,
                    chances.max() ?? -1))
        }
        times.sort()
        print(
            String(
                format: "junior hint best on %d positions: median %.1f ms, slowest %.1f ms (CPU time, one core)",
                times.count, times[times.count / 2] * 1e3, (times.last ?? 0) * 1e3))
    }
}

/// `animset-bench juniortable`: computes the shipped junior chances (`JuniorOptimum.shipped`)
/// and prints `JuniorTable.swift`; what it took goes to standard error.
enum JuniorTableBench {
    static func run() {
        let optimum = JuniorOptimum(rule: .refill, shipped: false)
        let start = processSeconds()
        let positions = optimum.reachable(fewest: JuniorOptimum.shippedFewest)
        let found = processSeconds()
        var chances: [(key: UInt64, chance: Double)] = []
        for (key, position) in positions.sorted(by: { $0.key < $1.key }) {
            chances.append((key, optimum.value(table: position.table, unseen: position.unseen)))
        }
        let done = processSeconds()
        print(JuniorOptimum.tableSource(chances), terminator: "")
        var byUnseen: [Int: Int] = [:]
        for position in positions.values { byUnseen[position.unseen.nonzeroBitCount, default: 0] += 1 }
        FileHandle.standardError.write(
            Data(
                String(
                    format:
                        "%d classes (%@), found in %.1f s, their chances in %.1f s of CPU, %d positions in the memo\n",
                    positions.count,
                    byUnseen.keys.sorted(by: >).map { "\($0) unseen: \(byUnseen[$0] ?? 0)" }.joined(separator: ", "),
                    found - start, done - found, optimum.positions
                ).utf8))
    }
}
