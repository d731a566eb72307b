import CardKit
// animset-bench: timings for Scripts/bench (not part of the product).
//
//   animset-bench sets N [ITERATIONS]          ns to find all sets on N cards (and first set)
//   animset-bench ultra N [ITERATIONS]         ns to find all ultrasets on N cards (and count them)
//   animset-bench ultradist N TABLES [SEED]    ultrasets on N random cards: none (95%), distribution
//   animset-bench ultrafree                    the largest sets of cards with no ultraset (exhaustive)
//   animset-bench chain GAMES [first|random] [SEED]
//                                              how Set-Chain games end and how long chains last
//   animset-bench setfree N                    time of the largest set-free subset of N cards
//   animset-bench simulate GAMES [THREADS] [first|random] [SEED] [standard|chain|ultra]
//                                              games/s of the simulator
//   animset-bench puzzle [K] [COUNT]           time to make COUNT puzzle tables of K sets
//   animset-bench perfect [DEALS] [standard|junior] [refill|remove|replace] [FIRST]
//                                              solve's time per deal and the deals it cannot clear
//   animset-bench best GAMES THREADS SEED [standard|junior] STEP...
//                                              --policy best per way of choosing, paired
//   animset-bench hintbest [POSITIONS] [SAMPLES] [SPLIT] [DECK]  CPU time of hint best on positions of seeded games
//   animset-bench juniortable                  writes JuniorTable.swift (the shipped junior chances) to stdout
//   animset-bench juniorhint [POSITIONS]       hint best's exact search on junior positions: CPU, positions
//   animset-bench frames [W H] [REPEATS]       ms per animation frame at W x H (default 200 60)
//   animset-bench rooms ANIMSET [ROOMS] [ROUNDS] [PACE-MS] [one|each]
//                                              a claim's latency to the other seats of ROOMS rooms,
//                                              in one host (one) or a host each (each)
//   animset-bench roommemory [ROOMS] [MOVES]   the heap a room costs inside one process
import Foundation
import SetGame
import Simulation

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Random tables of `size` distinct cards, `count` of them, packed one after another.
func randomTables(size: Int, count: Int) -> [Card] {
    var generator = SeededGenerator(seed: 12345)
    var result: [Card] = []
    for _ in 0..<count {
        var deck = Card.all
        deck.seededShuffle(using: &generator)
        result += deck.prefix(size)
    }
    return result
}

/// The fastest of `repeats` timings of `body`, in seconds: the machine is shared, and the
/// minimum is the run least disturbed by other work.
func fastest(repeats: Int, _ body: () -> Void) -> Double {
    (0..<repeats).map { _ in seconds(body) }.min() ?? 0
}

func benchSets(size: Int, iterations: Int) {
    let tableCount = 4096
    let tables = randomTables(size: size, count: tableCount)
    let arrays = tables.chunks(size)
    var output = [SetTriple](repeating: SetTriple(0, 1, 2), count: 1080)
    var total = 0
    let repeats = 400
    let perRepeat = max(1, iterations / repeats)
    // All sets on the buffer API (the slot map built per call, as the array API does).
    let elapsed = tables.withUnsafeBufferPointer { all in
        output.withUnsafeMutableBufferPointer { out in
            fastest(repeats: repeats) {
                for round in 0..<perRepeat {
                    let start = (round % tableCount) * size
                    let cards = UnsafeBufferPointer(rebasing: all[start..<(start + size)])
                    total &+= Solver.withSlots(of: cards) { slots in
                        Solver.allSets(in: cards, slots: slots, into: out)
                    }
                }
            }
        }
    }
    var arrayTotal = 0
    let arrayElapsed = fastest(repeats: repeats) {
        for round in 0..<(perRepeat / 4) {
            arrayTotal &+= Solver.allSets(in: arrays[round & (tableCount - 1)]).count
        }
    }
    var firstTotal = 0
    let firstElapsed = fastest(repeats: repeats) {
        for round in 0..<(perRepeat / 4) {
            firstTotal &+= Solver.firstSet(in: arrays[round & (tableCount - 1)])?.k ?? 0
        }
    }
    let perCall = elapsed / Double(perRepeat) * 1e9
    let perArrayCall = arrayElapsed / Double(perRepeat / 4) * 1e9
    let perFirstCall = firstElapsed / Double(perRepeat / 4) * 1e9
    print(
        String(
            format:
                """
                all sets on %2d cards: %6.1f ns (buffer API)  %6.1f ns ([Card] API)  first set %6.1f ns ([Card] \
                API)  mean sets %.3f
                """,
            size, perCall, perArrayCall, perFirstCall, Double(arrayTotal) / Double(repeats * (perRepeat / 4))))
    _ = total + firstTotal
}

func benchUltraSets(size: Int, iterations: Int) {
    let tableCount = 4096
    let tables = randomTables(size: size, count: tableCount)
    let repeats = 400
    let perRepeat = max(1, iterations / repeats)
    var found = 0
    var counted = 0
    // All ultrasets (slots and fifth card) through the buffer core, as allUltraSets does.
    let allElapsed = tables.withUnsafeBufferPointer { all in
        fastest(repeats: repeats) {
            for round in 0..<perRepeat {
                let start = (round % tableCount) * size
                Solver.forEachUltraSet(in: UnsafeBufferPointer(rebasing: all[start..<(start + size)])) {
                    i, j, k, l, fifth in
                    found &+= i &+ j &+ k &+ l &+ Int(fifth)
                    return true
                }
            }
        }
    }
    let countElapsed = tables.withUnsafeBufferPointer { all in
        fastest(repeats: repeats) {
            for round in 0..<perRepeat {
                let start = (round % tableCount) * size
                counted &+= Solver.countUltraSets(in: UnsafeBufferPointer(rebasing: all[start..<(start + size)]))
            }
        }
    }
    let perAll = allElapsed / Double(perRepeat) * 1e9
    let perCount = countElapsed / Double(perRepeat) * 1e9
    print(
        String(
            format: "all ultrasets on %2d cards: %6.1f ns (buffer API)  count %6.1f ns  mean ultrasets %.3f",
            size, perAll, perCount, Double(counted) / Double(repeats * perRepeat)))
    _ = found
}

extension Array {
    func chunks(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "sets":
    let size = arguments.count > 1 ? Int(arguments[1]) ?? 12 : 12
    let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 10_000_000 : 10_000_000
    benchSets(size: size, iterations: iterations)
case "ultra":
    let size = arguments.count > 1 ? Int(arguments[1]) ?? 12 : 12
    let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 10_000_000 : 10_000_000
    benchUltraSets(size: size, iterations: iterations)
case "ultradist":
    let size = arguments.count > 1 ? Int(arguments[1]) ?? 12 : 12
    let tables = arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
    let seed = arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1
    Explore.ultraDistribution(size: size, tables: tables, seed: seed)
case "ultrafree":
    Explore.ultraFree()
case "chain":
    let games = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
    let random = arguments.count > 2 && arguments[2] == "random"
    let seed = arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1
    Explore.chainGames(games: games, seed: seed, random: random)
case "setfree":
    let size = arguments.count > 1 ? Int(arguments[1]) ?? 21 : 21
    let tables = randomTables(size: size, count: 20).chunks(size)
    var worst = 0.0
    var sizes: [Int] = []
    for table in tables {
        let elapsed = seconds { sizes.append(Analysis.largestSetFreeSubset(of: table)?.count ?? -1) }
        worst = max(worst, elapsed)
    }
    print(
        "largest set-free subset of \(size) random cards: sizes \(sizes), slowest "
            + String(format: "%.3f ms", worst * 1e3))
case "simulate":
    let games = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
    let threads = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
    let policy = arguments.count > 3 ? Policy(rawValue: arguments[3]) ?? .first : .first
    let seed = arguments.count > 4 ? UInt64(arguments[4]) ?? 1 : 1
    let variant = arguments.count > 5 ? SetVariant(rawValue: arguments[5]) ?? .standard : .standard
    var result: SimulationResult?
    let elapsed = seconds {
        result = Simulator.run(
            SimulationConfiguration(games: games, seed: seed, policy: policy, variant: variant), threads: threads)
    }
    let noSet = result?.tables[0].probability ?? 0
    let perfect = Double(result?.leftAtEnd[0] ?? 0) / Double(max(1, games))
    print(
        "games=\(games) threads=\(threads) policy=\(policy.rawValue) variant=\(variant.rawValue) "
            + String(
                format: "seconds=%.3f games/s=%.0f P12=%.5f perfect=%.4f", elapsed, Double(games) / elapsed, noSet,
                perfect))
case "puzzle":
    let sets = arguments.count > 1 ? Int(arguments[1]) ?? PuzzleMaker.defaultSets : PuzzleMaker.defaultSets
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
    var made = 0
    let elapsed = seconds {
        for seed in 0..<UInt64(count) { made += PuzzleMaker.table(seed: seed, sets: sets).count }
    }
    print(
        """
        puzzle \(sets) sets: \(count) tables in \(elapsed) s, \(elapsed / Double(count) * 1e6) us per table \
        (\(made) cards)
        """
    )
case "perfect":
    let deals = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
    let deck = arguments.count > 2 ? SetDeck(rawValue: arguments[2]) ?? .standard : .standard
    let rule = arguments.count > 3 ? SetRule(rawValue: arguments[3]) ?? .refill : .refill
    let first = arguments.count > 4 ? UInt64(arguments[4]) ?? 0 : 0
    PerfectBench.run(deals: deals, deck: deck, rule: rule, first: first)
case "best":
    let games = arguments.count > 1 ? Int(arguments[1]) ?? 20_000 : 20_000
    let threads = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
    let seed = arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1
    let deck = arguments.count > 4 ? SetDeck(rawValue: arguments[4]) : nil
    let steps = Array(arguments.dropFirst(deck == nil ? 4 : 5))
    BestBench.run(
        games: games, threads: threads, seed: seed, deck: deck ?? .standard, steps: steps.isEmpty ? ["standard"] : steps
    )
case "optimum":
    OptimumBench.run()
case "juniortable":
    JuniorTableBench.run()
case "juniorhint":
    JuniorHintBench.run(positions: arguments.count > 1 ? Int(arguments[1]) ?? 20 : 20)
case "hintbest":
    HintBestBench.run(
        positions: arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200,
        samples: arguments.count > 2 ? Int(arguments[2]) ?? SetGame.bestSamples : SetGame.bestSamples,
        splitFrom: arguments.count > 3
            ? Int(arguments[3]) ?? PerfectOdds.defaultSplitFrom : PerfectOdds.defaultSplitFrom,
        deck: arguments.count > 4 ? SetDeck(rawValue: arguments[4]) ?? .standard : .standard)
case "frames":
    let width = arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200
    let height = arguments.count > 2 ? Int(arguments[2]) ?? 60 : 60
    let repeats = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
    FrameBench.run(width: width, height: height, repeats: repeats)
case "rooms":
    guard arguments.count > 1 else {
        FileHandle.standardError.write(
            Data("usage: animset-bench rooms ANIMSET [ROOMS] [ROUNDS] [PACE-MS] [one|each]\n".utf8))
        exit(64)
    }
    RoomBench.run(
        binary: arguments[1], rooms: arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100,
        rounds: arguments.count > 3 ? Int(arguments[3]) ?? 20 : 20,
        pace: arguments.count > 4 ? Double(arguments[4]) ?? 0 : 0,
        oneHost: arguments.count > 5 ? arguments[5] != "each" : true)
case "roommemory":
    RoomMemoryBench.run(
        rooms: arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100,
        moves: arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20)
default:
    FileHandle.standardError.write(
        Data(
            """
            usage: animset-bench sets N [ITERATIONS] | ultra N [ITERATIONS] | simulate GAMES [THREADS] [POLICY] \
            [SEED] [VARIANT] | puzzle [K] [COUNT] | perfect [DEALS] [DECK] [RULE] [FIRST] | frames [W H] [REPEATS]\n
            """
            .utf8))
    exit(64)
}
