import CardKit
import SetGame
import Testing
@testable import Simulation

/// Plays the fast player's moves in `SetGame`, the game people play, and compares the two at
/// every step: table, deck, discard pile and the statistics counted so far.
struct SetGameReplay: SoloGameObserver {
    /// The game the moves are replayed in.
    var game: SetGame
    /// The cards the player has taken, in order: its discard pile.
    var taken: [Card] = []
    /// The statistics counted from `game`'s positions, by the SPEC's definition.
    var counted: SimulationResult
    /// Looks compared so far.
    var steps = 0
    /// The first difference, in words; nothing is compared after it.
    var failure: String?

    init(configuration: SimulationConfiguration) {
        game = SetGame(seed: 0)
        counted = SimulationResult(
            seed: configuration.seed, policy: configuration.policy,
            totalGames: configuration.games, gameRange: configuration.gameRange, deck: configuration.deck)
    }

    /// Starts game `number` of the run, dealt as the player deals it.
    mutating func start(game number: Int) {
        game = SetGame(seed: SoloGamePlayer.gameSeed(counted.seed, game: number), rule: .refill, deck: counted.deck)
        taken = []
    }

    mutating func willTake(
        _ set: SetTriple?, table: UnsafeBufferPointer<Card>, deck: UnsafeBufferPointer<Card>,
        tally: UnsafePointer<UInt64>
    ) {
        guard failure == nil else { return }
        steps += 1
        guard game.table == Array(table) else { return fail("table \(game.table) vs \(Array(table))") }
        guard game.deck == Array(deck) else { return fail("deck \(game.deck) vs \(Array(deck))") }
        guard game.discard == taken else { return fail("discard \(game.discard) vs \(taken)") }
        let sets = game.setsOnTable
        if !game.deck.isEmpty {
            let deck = counted.deck
            guard let size = deck.tableSizes.firstIndex(of: game.table.count) else {
                return fail("a table of \(game.table.count) cards with the deck not empty")
            }
            let look = TableCount(seen: 1, noSet: sets.isEmpty ? 1 : 0)
            counted.tables[size] = counted.tables[size] + look
            if game.table.count == deck.tableSize {
                let round = (deck.cardCount - game.deck.count - deck.tableSize) / SetGame.dealSize
                counted.rounds12[round] = counted.rounds12[round] + look
            }
        } else if sets.isEmpty {
            counted.leftAtEnd[game.table.count] += 1
        }
        var players = SimulationResult(
            seed: counted.seed, policy: counted.policy, totalGames: counted.totalGames, gameRange: counted.gameRange,
            deck: counted.deck)
        players.add(tally: tally)
        guard players == counted else { return fail("statistics differ") }
        do throws(SetGameError) {
            if let set {
                let fits = counted.policy == .first ? set == sets.first : sets.contains(set)
                guard fits else { return fail("took \(set) of \(sets) under policy \(counted.policy)") }
                let cards = set.slots.map { game.table[$0] }
                for card in cards { _ = try game.choose(card, now: 0) }
                guard game.setsFound == taken.count / 3 + 1 else { return fail("\(cards) not a match") }
                // The match shows until the next choice, unless it ended the game.
                if game.reveal == .match { _ = try game.choose(cards[0], now: 0) }
                taken += cards
            } else if !deck.isEmpty {
                guard sets.isEmpty else { return fail("dealt with a set on the table") }
                _ = try game.deal(now: 0)
            } else {
                guard game.isOver else { return fail("ended a game that is not over") }
            }
        } catch {
            fail("SetGame refused the move after \(set.map { "\($0)" } ?? "no set"): \(error)")
        }
    }

    private mutating func fail(_ what: String) {
        failure = "game seed \(game.seed), look \(steps): \(what)"
    }

    /// Plays `configuration`'s games in the player and replays them here; `tally` is the
    /// player's (zeroed, `SoloGamePlayer.Tally.stride` counters).
    mutating func replay(_ configuration: SimulationConfiguration, seeds: (Int) -> UInt64) {
        let player = SoloGamePlayer(policy: configuration.policy, seed: configuration.seed, deck: configuration.deck)
        let tally = UnsafeMutablePointer<UInt64>.allocate(capacity: SoloGamePlayer.Tally.stride)
        tally.initialize(repeating: 0, count: SoloGamePlayer.Tally.stride)
        defer { tally.deallocate() }
        for number in configuration.gameRange where failure == nil {
            start(game: number)
            var generator = SeededGenerator(seed: seeds(number))
            player.play(using: &generator, into: tally, observer: &self)
        }
    }
}

@Suite struct SetGameReplayTests {
    /// 10,000 games a policy, move for move: the simulator plays `SetGame`'s rules.
    @Test(arguments: Policy.allCases)
    func fastPlayerPlaysSetGameMoveForMove(policy: Policy) {
        let configuration = SimulationConfiguration(games: 10_000, seed: 2026, policy: policy)
        var replay = SetGameReplay(configuration: configuration)
        replay.replay(configuration) { SoloGamePlayer.gameSeed(configuration.seed, game: $0) }
        #expect(replay.failure == nil, "\(replay.failure ?? "")")
        #expect(replay.steps > 10_000 * 25)
        #expect(replay.counted.leftAtEnd.reduce(0, +) == 10_000)
        // The simulator, on two threads, counts the same.
        #expect(Simulator.run(configuration, threads: 2) == replay.counted)
    }

    /// Whole junior games (27 solid cards, 9 on the table), move for move, and the simulator
    /// on three threads counting the same: tables of 9 and 12 only (any 10 of the 27 hold a set).
    @Test(arguments: Policy.allCases)
    func juniorGamesArePlayedMoveForMove(policy: Policy) {
        let configuration = SimulationConfiguration(games: 5_000, seed: 27, policy: policy, deck: .junior)
        var replay = SetGameReplay(configuration: configuration)
        replay.replay(configuration) { SoloGamePlayer.gameSeed(configuration.seed, game: $0) }
        #expect(replay.failure == nil, "\(replay.failure ?? "")")
        #expect(replay.counted.leftAtEnd.reduce(0, +) == 5_000)
        #expect(replay.counted.tables.count == 2)
        #expect(replay.counted.leftAtEnd[10...].allSatisfy { $0 == 0 })
        #expect(replay.counted.setsPerGame > 6 && replay.counted.setsPerGame <= 9)
        #expect(Simulator.run(configuration, threads: 3) == replay.counted)
        #expect(Simulator.run(configuration, threads: 1) == replay.counted)
    }

    /// The replay notices a player that is not playing the game it is compared with.
    @Test func replayNoticesAnotherDeal() {
        let configuration = SimulationConfiguration(games: 3, seed: 5)
        var replay = SetGameReplay(configuration: configuration)
        replay.replay(configuration) { SoloGamePlayer.gameSeed(configuration.seed, game: $0 + 1) }
        #expect(replay.failure?.contains("look 1: table") == true)
    }
}
