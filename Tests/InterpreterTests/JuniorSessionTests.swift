import Expectations
import SetGame
import Testing

@testable import Interpreter

/// The junior deck and time trials at the session: the deck stays for later games, the state
/// says so, and both survive save and load.
@Suite struct JuniorSessionTests {
    @Test func theJuniorDeckStaysForLaterGamesAndShowsInTheState() throws {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["new-game set --deck junior --seed 2"])
        #expect(session.games.set.deckKind == .junior && session.games.set.table.count == 9)
        let next = session.evaluate("new-game --seed 3")
        expectEqual(session.games.set.deckKind, .junior)
        expectContains(next.json(line: 1), "\"deckKind\":\"junior\"")
        Sessions.run(&session, ["new-game --deck standard --seed 3"])
        #expect(session.games.set.deckKind == .standard && session.games.set.table.count == 12)
        expectOmits(session.evaluate("board").json(line: 1), "deckKind")
    }

    @Test(arguments: [
        "new-game set --deck junior --seed 8", "new-game trial --sets 20 --deck junior --seed 8",
        "new-game trial --sets 30 --seed 8",
    ])
    func aJuniorGameOrATrialSurvivesSaveAndLoad(command: String) throws {
        var session = Sessions.make(.set)
        Sessions.run(&session, [command, "wait 2"])
        if let set = session.games.set.setsOnTable.first {
            Sessions.run(&session, ["choose " + set.slots.map { String($0 + 1) }.joined(separator: " ")])
        }
        guard let (contents, restored) = Sessions.saveAndLoad(&session) else { return }
        var other = restored
        // A junior save that holds a striped card is refused, naming it.
        guard session.games.set.deckKind == .junior, let card = session.games.set.deck.first else { return }
        let broken = contents.replacingOccurrences(of: "\"\(card.code)\"", with: "\"1RTD\"")
        let refused = other.load(contents: broken, path: "x.json")
        expectEqual(refused.error?.message.contains("not in the junior deck"), true, "\(refused.error?.message ?? "")")
    }

    @Test func aTrialsClockStartsWithTheFirstCardShown() throws {
        var session = Sessions.make(.set)
        let start = session.clock
        let output = session.evaluate("new-game trial --sets 10 --seed 1")
        let firstDeal = try #require(output.events.filter { $0.kind == .deal }.map { $0.t + $0.duration }.min())
        expectEqual(session.games.set.trial?.startedAt, start + firstDeal)
        #expect(session.clock > start + firstDeal, "the clock runs on to the end of the dealing")
    }
}
