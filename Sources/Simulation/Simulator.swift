import Dispatch
import SetGame
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What to simulate: a seeded run of solo Set games (or Set-Chain, or UltraSet), or one
/// shard of it.
public struct SimulationConfiguration: Hashable, Sendable {
    /// Games in the whole run.
    public var games: Int
    /// The run's seed; game `g` is played with `SeededGenerator(seed: seed ^ SeededGenerator(seed: g).next())`.
    public var seed: UInt64
    /// Which set the player takes.
    public var policy: Policy
    /// The slice of the run to play; `nil` for all of it.
    public var shard: Shard?
    /// The deck the games are played with.
    public var deck: SetDeck
    /// The rules the games are played by (solo games only: a `duel` plays standard Set).
    public var variant: SetVariant
    /// Races against the computer instead of solo games (`simulate --opponent`); both then
    /// take a random set, whatever `policy` says.
    public var duel: Duel?
    /// How `Policy.best` chooses (what the README's steps measure; `standard` unless a bench
    /// says otherwise).
    public var best: PerfectChoice.Settings = .standard

    /// The most games a run may have: far more than any machine plays, far below where
    /// counting games, blocks or tables could overflow.
    public static let maximumGames = 1 << 40

    /// Throws `tooManyGames` unless `games` is at most `maximumGames` (a count below 1 is the
    /// caller's usage error to word).
    public static func check(games: Int) throws(SimulationError) {
        guard games <= maximumGames else { throw .tooManyGames(games) }
    }

    /// A configuration.
    public init(
        games: Int, seed: UInt64 = 1, policy: Policy = .first, shard: Shard? = nil, deck: SetDeck = .standard,
        variant: SetVariant = .standard, duel: Duel? = nil
    ) {
        (self.games, self.seed, self.policy, self.shard, self.deck) = (
            max(0, games), seed, duel == nil ? policy : .random, shard, deck
        )
        (self.variant, self.duel) = (variant, duel)
    }

    /// The games this configuration plays.
    public var gameRange: Range<Int> { shard?.range(of: games) ?? 0..<games }
}

/// Runs simulations on several threads; the result never depends on how many.
public enum Simulator {
    /// All the cores this process may use.
    public static var defaultThreadCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Games per unit of work handed to a thread.
    static let blockSize = 4096

    /// Plays the games of `configuration` on `threads` threads and returns their statistics.
    ///
    /// Threads take blocks of games from a shared counter and tally into counters of their
    /// own, summed at the end; since every game has its own seeded generator and sums of
    /// integers do not depend on order, the result is the same for any thread count.
    /// - Parameter progress: called now and then with the games done and the games to do, from
    ///   one worker thread (never two at once).
    public static func run(
        _ configuration: SimulationConfiguration,
        threads: Int = defaultThreadCount,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> SimulationResult {
        run(configuration, threads: threads, blockSize: blockSize, progress: progress)
    }

    /// Plays the games of `configuration` in blocks of `blockSize` games: smaller blocks let a
    /// test share a few hundred games among threads as `run` shares thousands.
    static func run(
        _ configuration: SimulationConfiguration,
        threads: Int,
        blockSize: Int,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> SimulationResult {
        let range = configuration.gameRange
        // NB: not `(count + blockSize - 1) / blockSize`, which overflows near `Int.max`.
        let blocks = range.count / blockSize + (range.count % blockSize == 0 ? 0 : 1)
        let workers = max(1, min(threads, blocks))
        let stride = configuration.duel == nil ? SoloGamePlayer.Tally.stride : DuelPlayer.Tally.stride
        let tallies = UnsafeMutablePointer<UInt64>.allocate(capacity: workers * stride)
        tallies.initialize(repeating: 0, count: workers * stride)
        defer { tallies.deallocate() }
        let work = WorkCounter()
        let shared = Tallies(base: tallies)
        let body = { @Sendable (worker: Int) in
            let tallies = shared.base
            let player = SoloGamePlayer(
                policy: configuration.policy, seed: configuration.seed, deck: configuration.deck,
                variant: configuration.variant,
                best: configuration.best)
            let duel = configuration.duel.map {
                DuelPlayer(duel: $0, seed: configuration.seed, deck: configuration.deck)
            }
            let tally = tallies + worker * stride
            while true {
                let block = work.next.add(1, ordering: .relaxed).oldValue
                guard block < blocks else { break }
                let start = range.lowerBound + block * blockSize
                let games = start..<min(start + blockSize, range.upperBound)
                if let duel { duel.play(games, into: tally) } else { player.play(games, into: tally) }
                let done = work.done.add(games.count, ordering: .relaxed).newValue
                if worker == 0, let progress { progress(done, range.count) }
            }
        }
        if workers == 1 {
            body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: body)
        }
        var result = SimulationResult(
            seed: configuration.seed, policy: configuration.policy,
            totalGames: configuration.games, gameRange: range, deck: configuration.deck, variant: configuration.variant,
            duel: configuration.duel)
        for worker in 0..<workers {
            result.add(tally: tallies + worker * stride)
        }
        progress?(range.count, range.count)
        return result
    }
}

extension SimulationResult {
    /// Adds the counts of a player's tally (`SoloGamePlayer.Tally` layout).
    mutating func add(tally: UnsafePointer<UInt64>) {
        typealias Tally = SoloGamePlayer.Tally
        for size in tables.indices {
            for round in 0..<Self.roundCount {
                let counter = size * Self.roundCount + round
                let count = TableCount(seen: tally[Tally.seen + counter], noSet: tally[Tally.noSet + counter])
                tables[size] = tables[size] + count
                if size == 0 { rounds12[round] = rounds12[round] + count }
            }
        }
        for left in 0..<Self.leftCount {
            leftAtEnd[left] += tally[Tally.left + left]
        }
        if var counts = deckAtEnd {
            for left in counts.indices { counts[left] += tally[Tally.deck + left] }
            deckAtEnd = counts
        }
        if var duel {
            duel.counts = duel.counts.indices.map { duel.counts[$0] + tally[DuelPlayer.Tally.duel + $0] }
            self.duel = duel
        }
    }
}

/// The threads' tallies, one `SoloGamePlayer.Tally.stride` slice each.
///
/// NB: `@unchecked` is sound: each worker writes only its own slice, and the caller reads them
/// after `concurrentPerform` has returned.
private struct Tallies: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt64>
}

/// The shared counters of a run: the next block to take and the games done.
private final class WorkCounter: Sendable {
    let next = Atomic<Int>(0)
    let done = Atomic<Int>(0)
}
