import CardKit
import Expectations
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

    /// Moves taken so far in the game.
    var moves = 0

    init(configuration: SimulationConfiguration) {
        game = SetGame(seed: 0)
        counted = SimulationResult(
            seed: configuration.seed, policy: configuration.policy,
            totalGames: configuration.games, gameRange: configuration.gameRange, deck: configuration.deck,
            variant: configuration.variant)
    }

    /// Starts game `number` of the run, dealt as the player deals it.
    mutating func start(game number: Int) {
        game = SetGame(
            seed: SoloGamePlayer.gameSeed(counted.seed, game: number), rule: .refill, deck: counted.deck,
            variant: counted.variant)
        taken = []
        moves = 0
    }

    mutating func willTake(
        _ move: SoloMove?, table: UnsafeBufferPointer<Card>, deck: UnsafeBufferPointer<Card>,
        tally: UnsafePointer<UInt64>
    ) {
        guard failure == nil else { return }
        steps += 1
        guard game.table == Array(table) else { return fail("table \(game.table) vs \(Array(table))") }
        guard game.deck == Array(deck) else { return fail("deck \(game.deck) vs \(Array(deck))") }
        guard game.discard == taken else { return fail("discard \(game.discard) vs \(taken)") }
        let found = game.movesOnTable
        if !game.deck.isEmpty {
            let deck = counted.deck
            guard let size = counted.tableSizes.firstIndex(of: game.table.count) else {
                return fail("a table of \(game.table.count) cards with the deck not empty")
            }
            let look = TableCount(seen: 1, noSet: found.isEmpty ? 1 : 0)
            counted.tables[size] = counted.tables[size] + look
            if game.table.count == deck.tableSize {
                let round = (deck.cardCount - game.deck.count - deck.tableSize) / SetGame.dealSize
                counted.rounds12[round] = counted.rounds12[round] + look
            }
        }
        // The SPEC's "left at the end": the cards not taken once the engine says it is over.
        // Set-Chain's "deck at the end": the cards still in the deck then.
        if game.isOver {
            counted.leftAtEnd[game.table.count + game.deck.count] += 1
            counted.deckAtEnd?[game.deck.count] += 1
        }
        var players = SimulationResult(
            seed: counted.seed, policy: counted.policy, totalGames: counted.totalGames, gameRange: counted.gameRange,
            deck: counted.deck, variant: counted.variant)
        players.add(tally: tally)
        guard players == counted else { return fail("statistics differ") }
        do throws(SetGameError) {
            if let move {
                // The player's cards in the order `movesOnTable` gives them: a chain set's
                // carried card first, then the table's in slot order (an ultraset's pairs aside).
                let cards = (move.carried.map { [$0] } ?? []) + (0..<move.count).map { game.table[move.slots[$0]] }
                let same = { (engine: SetMove) in
                    counted.variant == .ultra ? Set(engine.cards) == Set(cards) : engine.cards == cards
                }
                guard let chosen = found.first(where: same) else {
                    return fail("took \(cards), not a move of \(found.map(\.cards))")
                }
                if counted.policy == .first, chosen != found.first {
                    return fail("took \(cards), not the first of \(found.map(\.cards))")
                }
                for card in chosen.cards { _ = try game.choose(card, now: 0) }
                moves += 1
                guard game.setsFound == moves else { return fail("\(cards) not a match") }
                _ = try game.putAwayShown()
                taken += (0..<move.count).map { table[move.slots[$0]] }
            } else if !game.isOver {
                guard found.isEmpty else { return fail("dealt with a move on the table") }
                _ = try game.deal(now: 0)
            }
        } catch {
            fail("SetGame refused the move after \(move.map { "\($0)" } ?? "no move"): \(error)")
        }
    }

    private mutating func fail(_ what: String) {
        failure = "game seed \(game.seed), look \(steps): \(what)"
    }

    /// Plays `configuration`'s games in the player and replays them here; `tally` is the
    /// player's (zeroed, `SoloGamePlayer.Tally.stride` counters).
    mutating func replay(_ configuration: SimulationConfiguration, seeds: (Int) -> UInt64) {
        let player = SoloGamePlayer(
            policy: configuration.policy, seed: configuration.seed, deck: configuration.deck,
            variant: configuration.variant)
        let tally = UnsafeMutablePointer<UInt64>.allocate(capacity: SoloGamePlayer.Tally.stride)
        tally.initialize(repeating: 0, count: SoloGamePlayer.Tally.stride)
        defer { tally.deallocate() }
        for number in configuration.gameRange where failure == nil {
            start(game: number)
            var generator = SeededGenerator(seed: seeds(number))
            player.play(using: &generator, into: tally, observer: &self)
            if failure == nil, !game.isOver { fail("the player ended a game that is not over") }
        }
    }
}

@Suite struct SetGameReplayTests {
    /// 3,000 games a policy, move for move: the simulator plays `SetGame`'s rules. (10,000 until
    /// issue 37 asked the test command for 900 CPU-seconds: 42 of them were this suite's.)
    @Test(arguments: Policy.plain)
    func fastPlayerPlaysSetGameMoveForMove(policy: Policy) {
        let configuration = SimulationConfiguration(games: 3_000, seed: 2026, policy: policy)
        var replay = SetGameReplay(configuration: configuration)
        replay.replay(configuration) { SoloGamePlayer.gameSeed(configuration.seed, game: $0) }
        expectEqual(replay.failure, nil, "\(replay.failure ?? "")")
        #expect(replay.steps > 3_000 * 25)
        expectEqual(replay.counted.leftAtEnd.reduce(0, +), 3_000)
        // The simulator, on two threads, counts the same.
        expectEqual(Simulator.run(configuration, threads: 2), replay.counted)
    }

    /// Whole junior games (27 solid cards, 9 on the table), move for move, and the simulator
    /// on three threads counting the same: tables of 9 and 12 only (any 10 of the 27 hold a set).
    @Test(arguments: Policy.plain)
    func juniorGamesArePlayedMoveForMove(policy: Policy) {
        let configuration = SimulationConfiguration(games: 2_000, seed: 27, policy: policy, deck: .junior)
        var replay = SetGameReplay(configuration: configuration)
        replay.replay(configuration) { SoloGamePlayer.gameSeed(configuration.seed, game: $0) }
        expectEqual(replay.failure, nil, "\(replay.failure ?? "")")
        expectEqual(replay.counted.leftAtEnd.reduce(0, +), 2_000)
        expectEqual(replay.counted.tables.count, 2)
        #expect(replay.counted.leftAtEnd[10...].allSatisfy { $0 == 0 })
        #expect(replay.counted.setsPerGame > 6 && replay.counted.setsPerGame <= 9)
        expectEqual(Simulator.run(configuration, threads: 3), replay.counted)
        expectEqual(Simulator.run(configuration, threads: 1), replay.counted)
    }

    /// Whole Set-Chain and UltraSet games, move for move, policy by policy: the same moves
    /// (a chain set's carried card and the order of the next previous set included), deals,
    /// the same end (a chain broken with cards in the deck), the same counts; and the simulator
    /// on two threads counting the same.
    @Test(arguments: [SetVariant.chain, .ultra], Policy.plain)
    func variantGamesArePlayedMoveForMove(variant: SetVariant, policy: Policy) {
        let configuration = SimulationConfiguration(games: 800, seed: 24, policy: policy, variant: variant)
        var replay = SetGameReplay(configuration: configuration)
        replay.replay(configuration) { SoloGamePlayer.gameSeed(configuration.seed, game: $0) }
        expectEqual(replay.failure, nil, "\(replay.failure ?? "")")
        expectEqual(replay.counted.leftAtEnd.reduce(0, +), 800)
        expectEqual(replay.counted.variant, variant)
        expectEqual(Simulator.run(configuration, threads: 2), replay.counted)
        if variant == .ultra {
            // Any 10 cards hold an ultraset: the table never lacks one while the deck lasts.
            #expect(
                replay.counted.tables[0].noSet == 0 && replay.counted.tables.dropFirst().allSatisfy { $0.seen == 0 })
        } else {
            #expect(replay.counted.tables[1].seen > 0, "tables of 13 cards, after a chain set from 15")
        }
    }

    /// The replay notices a player that is not playing the game it is compared with.
    @Test func replayNoticesAnotherDeal() {
        let configuration = SimulationConfiguration(games: 3, seed: 5)
        var replay = SetGameReplay(configuration: configuration)
        replay.replay(configuration) { SoloGamePlayer.gameSeed(configuration.seed, game: $0 + 1) }
        expectEqual(replay.failure?.contains("look 1: table"), true)
    }
}
