import CardKit
import Foundation
import SetGame
import Simulation

/// `animset-bench best GAMES THREADS SEED STEP...`: `simulate --policy best` under each way of
/// choosing (`PerfectChoice.Settings`), on the same deals, each compared game by game with the
/// step before it.
///
/// A step is a name (`least`, `split`, `weighted`, `entropy`, `standard`) or `key=value,...`
/// (changes to `entropy`) with keys `split` (the most cards unseen the split count decides at),
/// `weighted` (0/1), `entropy` (0/1), `weight`, `rounds`, `pair`, `roll` (the most cards unseen
/// rollouts decide at), `orders`, `top`, `mix`.
enum BestBench {
    static func settings(_ step: String) -> PerfectChoice.Settings? {
        switch step {
        case "least": return PerfectChoice.Settings(splitFrom: -1, weighted: false, entropy: false)
        case "split": return PerfectChoice.Settings(splitFrom: 24, weighted: false, entropy: false)
        case "weighted": return PerfectChoice.Settings(splitFrom: 24, weighted: true, entropy: false)
        case "entropy": return .entropy
        case "standard": return .standard
        default: break
        }
        var settings = PerfectChoice.Settings.entropy
        for pair in step.split(separator: ",") {
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let value = Double(parts[1]) else { return nil }
            switch parts[0] {
            case "split": settings.splitFrom = Int(value)
            case "weighted": settings.weighted = value != 0
            case "entropy": settings.entropy = value != 0
            case "weight": settings.tableWeight = value
            case "rounds": settings.entropyRounds = Int(value)
            case "pair": settings.pairWeight = value
            case "roll": settings.rolloutFrom = Int(value)
            case "orders": settings.rollouts = Int(value)
            case "top": settings.rolloutTop = Int(value)
            case "mix": settings.rolloutMix = value
            default: return nil
            }
        }
        return settings
    }

    static func run(games: Int, threads: Int, seed: UInt64, deck: SetDeck, steps: [String]) {
        var previous: [Int]?
        for step in steps {
            guard let settings = settings(step) else {
                print("unknown step '\(step)'")
                continue
            }
            var configuration = SimulationConfiguration(games: games, seed: seed, policy: .best, deck: deck)
            configuration.best = settings
            let start = processSeconds()
            let left = Simulator.cardsLeft(configuration, threads: threads)
            let cpu = processSeconds() - start
            let perfect = left.count { $0 == 0 }
            let estimate = Estimate(successes: UInt64(perfect), trials: UInt64(games))
            var line = String(
                format: "%@: %.2f%% [%.2f, %.2f], %.1f s CPU, %.3f ms a game", step,
                estimate.value * 100, estimate.low * 100, estimate.high * 100, cpu, cpu / Double(max(1, games)) * 1e3)
            if let previous {
                // Paired: games this step clears and the first does not, and the other way round.
                let gained = zip(left, previous).count { $0 == 0 && $1 != 0 }
                let lost = zip(left, previous).count { $0 != 0 && $1 == 0 }
                let n = Double(games)
                let difference = Double(gained - lost) / n
                let spread =
                    (Double(gained + lost) - Double(gained - lost) * Double(gained - lost) / n).squareRoot() / n
                line += String(
                    format: "; against the step before: %+.2f points ± %.2f (gained %d, lost %d)",
                    difference * 100, 1.96 * spread * 100, gained, lost)
            }
            previous = left
            print(line)
        }
    }
}

/// The CPU time of the whole process (all threads), in seconds.
func processSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// `animset-bench optimum`: the junior deck's optimum over every opening, timed.
enum OptimumBench {
    static func run() {
        let optimum = JuniorOptimum(shipped: false)
        let start = processSeconds()
        let result = optimum.openings()
        let cpu = processSeconds() - start
        print(
            String(
                format:
                    "junior optimum: %.4f%% perfect over %d openings (%d classes, %d certain), "
                    + "%d positions, %.1f s CPU",
                result.chance * 100, result.openings, result.classes, result.certain, optimum.positions, cpu))
    }
}
