import CardKit
import SetGame

/// Plays whole Set games between the computer opponent and a modelled person, racing on a
/// virtual clock, with `SetGame`'s own moves and rules (refill) and either deck, and counts
/// what the result needs.
///
/// After each change of the table both make a plan (`SetOpponent.plan`, the person first,
/// from the game's own generator for players): whoever's think time runs out first makes its
/// move at that time, and both plan afresh (a claim resets the other's think). A tie goes to
/// the person. A found set leaves the table at once (refilled as the rule says); a slip costs
/// the slipper the engine's points and leaves the table as it was; a deal comes when the
/// first of the two gives up looking. The person is the game's first player, the computer
/// joins as the second (`SetGame.join`); the game ends when the engine says it is over, and
/// the player with more points (the engine's scoring per player, speed bonus included) wins.
///
/// The tables are counted as `SoloGamePlayer` counts them, once per new table (a slip does
/// not make one), so the solo statistics of the result stay meaningful.
struct DuelPlayer {
    /// Offsets into a tally: the solo counters first (`SoloGamePlayer.Tally`), then the
    /// duel's, in `DuelResult.counts` order.
    enum Tally {
        /// The first duel counter.
        static let duel = SoloGamePlayer.Tally.stride
        /// Counters per tally, whole cache lines.
        static let stride = SoloGamePlayer.Tally.stride + 16
    }

    /// The moves a game may take before it is given up as stuck (none comes near it: a game
    /// takes at most 27 sets and 23 deals, and slips are rarer than one claim in eight).
    static let moveLimit = 2000

    let duel: Duel
    let seed: UInt64
    /// The cards played with (standard or junior).
    let deck: SetDeck

    /// A player of the games of a run seeded `seed`.
    init(duel: Duel, seed: UInt64, deck: SetDeck = .standard) {
        (self.duel, self.seed, self.deck) = (duel, seed, deck)
    }

    /// The generator of the players' thinking in the game seeded `gameSeed` (the game's cards
    /// are dealt by `SetGame(seed: gameSeed)`, as in the solo simulation).
    static func playerGenerator(gameSeed: UInt64) -> SeededGenerator {
        SeededGenerator(seed: gameSeed ^ 0xD1CE_5EED_0BAD_CAFE)
    }

    /// Plays the games `games` and adds their counts to `tally` (`Tally.stride` counters).
    func play(_ games: Range<Int>, into tally: UnsafeMutablePointer<UInt64>) {
        for game in games {
            let gameSeed = SoloGamePlayer.gameSeed(seed, game: game)
            var generator = Self.playerGenerator(gameSeed: gameSeed)
            play(SetGame(seed: gameSeed, deck: deck), using: &generator, into: tally)
        }
    }

    /// Plays `game` to its end with `generator` and adds its counts to `tally`; returns how
    /// many moves the game refused (none, unless a policy and the rules disagree: the tests
    /// assert zero, as the solo simulator's replay does).
    @discardableResult
    func play(_ start: SetGame, using generator: inout SeededGenerator, into tally: UnsafeMutablePointer<UInt64>) -> Int
    {
        var game = start
        var refused = 0
        // The person is player 0 (the game's own), the computer joins as player 1.
        do { _ = try game.join(Player.computerName) } catch { refused += 1 }
        let players = [SetOpponent(level: duel.person), SetOpponent(level: duel.opponent)]
        var sets: [UInt64] = [0, 0]
        var slips: [UInt64] = [0, 0]
        var clock = 0.0
        var deals: UInt64 = 0
        var tableIsNew = true
        for _ in 0..<Self.moveLimit {
            guard !game.isOver else { break }
            if tableIsNew { count(game, into: tally) }
            let plans = players.map { $0.plan(for: game, using: &generator) }
            let mover: Int
            switch (plans[0].move, plans[1].move) {
            case (.none, .none): mover = -1
            case (.none, _): mover = 1
            case (_, .none): mover = 0
            default: mover = plans[1].thinkSeconds < plans[0].thinkSeconds ? 1 : 0
            }
            guard mover >= 0 else { break }
            clock += plans[mover].thinkSeconds
            tableIsNew = true
            var changes: [SetChange] = []
            switch plans[mover].move {
            case .claim(let cards):
                do {
                    for card in cards { changes += try game.choose(card, by: mover, now: clock) }
                    // A found set leaves at once, as a person takes it away.
                    if game.reveal == .match, let shown = game.selected.first {
                        _ = try game.choose(shown, by: mover, now: clock)
                    }
                } catch {
                    refused += 1
                }
            case .deal:
                do {
                    changes = try game.deal(by: mover, now: clock)
                    deals += 1
                } catch {
                    refused += 1
                }
            case .none:
                break
            }
            for change in changes {
                switch change {
                case .matched: sets[mover] += 1
                case .mismatched:
                    slips[mover] += 1
                    tableIsNew = false
                default: break
                }
            }
        }
        let size = game.table.count
        if size < SimulationResult.leftCount { tally[SoloGamePlayer.Tally.left + size] &+= 1 }
        let scores = game.players.map(\.score)
        let (person, opponent) = (scores.first ?? 0, scores.last ?? 0)
        let outcome = opponent > person ? 0 : person > opponent ? 1 : 2
        let duelCounts: [UInt64] = [
            outcome == 0 ? 1 : 0, outcome == 1 ? 1 : 0, outcome == 2 ? 1 : 0,
            sets[1], sets[0], slips[1], slips[0], deals, UInt64((clock * 1000).rounded()),
        ]
        for (offset, value) in duelCounts.enumerated() { tally[Tally.duel + offset] &+= value }
        return refused
    }

    /// Counts a table looked at while the deck lasts, by size and round, as the solo player
    /// does.
    private func count(_ game: SetGame, into tally: UnsafeMutablePointer<UInt64>) {
        let size = game.table.count
        let left = game.deck.count
        let opening = deck.tableSize
        let sizeIndex = (size - opening) / 3
        let round = (deck.cardCount - opening - left) / 3
        guard left > 0, size >= opening, (size - opening) % 3 == 0, deck.tableSizes.indices.contains(sizeIndex),
            (0..<SimulationResult.roundCount).contains(round)
        else { return }
        let counter = sizeIndex * SimulationResult.roundCount + round
        tally[SoloGamePlayer.Tally.seen + counter] &+= 1
        if !game.hasSetOnTable { tally[SoloGamePlayer.Tally.noSet + counter] &+= 1 }
    }
}
