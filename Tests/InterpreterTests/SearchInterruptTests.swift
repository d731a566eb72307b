import CardKit
import Expectations
import Interpreter
import SetGame
import Testing

/// Issue 37, item 6: `solve` and `hint best` ask the session's `interruption` (at the prompt:
/// whether Ctrl-C was pressed) as they search; a yes refuses the command in one line, and
/// nothing changes, not even the match `hint best` puts away first or the point it charges.
@Suite struct SearchInterruptTests {
    /// The position of `SearchStopTests.hardPosition`, at the session: no line from it is
    /// perfect, so `solve` searches for a long time.
    static func hardSession() -> Session {
        var session = Sessions.make(.set)
        let codes = Card.all.map(\.code).joined(separator: " ")
        Sessions.run(
            &session,
            ["layout " + codes]
                + [
                    "3RTD 3POD 3GSD", "2GOO 2PSO 2RTO", "2POD 2GSO 2RTS", "1RTS 1PTO 1GTD", "2POO 3PTO 1PSO",
                    "3GOS 2POS 1ROS",
                    "3RSD 1RSS 2RSO", "1PTS 1ROD 1GSO", "1PTD 3RTO 2GTS", "2GSS 1GSD 3GSO", "2RTD 2ROO 2RSS",
                    "2GSD 1GTS 3GOO",
                    "2PTD 1GTO 3RTS", "1ROO 3POS 2GOD",
                ].map { "choose " + $0 })
        return session
    }

    @Test func solveInterruptedSaysSoAndChangesNothing() {
        var session = Self.hardSession()
        session.interruption = { true }
        Sessions.expectRefused(
            "solve --budget 20000000", mentioning: "interrupted: solve stopped at Ctrl-C; nothing changed", by: &session
        )
    }

    @Test func hintBestInterruptedLeavesTheMatchOnShowAndTheScore() throws {
        var session = Sessions.make(.set, seed: 3)
        let set = try #require(session.games.set.setsOnTable.first)
        Sessions.run(&session, ["choose " + set.slots.map { String($0 + 1) }.joined(separator: " ")])
        expectEqual(session.games.set.reveal, .match)
        session.interruption = { true }
        Sessions.expectRefused(
            "hint best", mentioning: "interrupted: hint best stopped at Ctrl-C; nothing changed", by: &session)
        expectEqual(session.games.set.reveal, .match)
        session.interruption = { false }
        #expect(session.evaluate("hint best").ok)
    }
}
