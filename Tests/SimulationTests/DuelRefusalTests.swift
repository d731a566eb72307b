import CardKit
import Expectations
import SetGame
import Testing

@testable import Simulation

/// Item 14 of issue 18: the race against the computer plays only moves `SetGame` accepts. The
/// duel player counts every move the game refuses (it once swallowed them, and counted a
/// refused deal as a deal); here, over whole games at every pairing of levels and both decks,
/// there are none.
@Suite struct DuelRefusalTests {
    @Test(arguments: OpponentLevel.allCases, OpponentLevel.allCases)
    func everyMoveOfARaceIsOneTheGameAccepts(opponent: OpponentLevel, person: OpponentLevel) {
        for deck in [SetDeck.standard, .junior] {
            let player = DuelPlayer(duel: Duel(opponent: opponent, person: person), seed: 42, deck: deck)
            let tally = UnsafeMutablePointer<UInt64>.allocate(capacity: DuelPlayer.Tally.stride)
            defer { tally.deallocate() }
            tally.initialize(repeating: 0, count: DuelPlayer.Tally.stride)
            var refused = 0
            for game in 0..<40 {
                let gameSeed = SoloGamePlayer.gameSeed(42, game: game)
                var generator = DuelPlayer.playerGenerator(gameSeed: gameSeed)
                refused += player.play(SetGame(seed: gameSeed, deck: deck), using: &generator, into: tally)
            }
            expectEqual(refused, 0, "\(deck) deck")
            #expect(
                tally[DuelPlayer.Tally.duel] + tally[DuelPlayer.Tally.duel + 1] + tally[DuelPlayer.Tally.duel + 2] == 40
            )
        }
    }
}
