import Expectations
import Interpreter
import SetGame
import Testing

/// The speed bonus counts from when the board is still: the end of the deal's (or the
/// match's) animation, not the moment the command was typed.
@Suite struct SpeedClockTests {
    /// The slots (1-based) of the first set on the table.
    static func firstSet(_ session: Session) throws -> String {
        let triple = try #require(session.games.set.setsOnTable.first)
        return triple.slots.map { String($0 + 1) }.joined(separator: " ")
    }

    @Test func aDealRestartsTheSpeedClockWhenItsCardsHaveLanded() throws {
        var session = Session()
        let deal = session.evaluate("deal")
        #expect(deal.ok)
        let landed = session.clock
        #expect(landed > 1, "the deal animates, so the clock moved on")
        expectEqual(session.games.set.lastProgress, landed)

        // 14.5 s after the cards landed, but more than 15 s after `deal` was typed: the
        // larger bonus.
        _ = session.evaluate("wait 14.5")
        let before = session.games.set.score
        #expect(session.evaluate("choose " + (try Self.firstSet(session))).ok)
        expectEqual(session.games.set.score - before, Scoring.match + Scoring.fastBonus)
    }

    @Test func aFoundSetRestartsItWhenTheMatchHasShown() throws {
        var session = Session()
        #expect(session.evaluate("choose " + (try Self.firstSet(session))).ok)
        expectEqual(session.games.set.lastProgress, session.clock)
        let shown = session.clock
        _ = session.evaluate("choose 1")  // sends the match away, refills
        expectEqual(session.games.set.lastProgress, shown, "a refill is not progress of its own")
    }

    @Test func boardStillNeverMovesTheClockBack() {
        var game = SetGame(seed: 1, now: 10)
        game.boardStill(at: 4)
        expectEqual(game.lastProgress, 10)
        game.boardStill(at: 12.5)
        expectEqual(game.lastProgress, 12.5)
    }
}
