import CardKit
import Expectations
import Interpreter
import SetGame
import Testing

/// `new-game puzzle` at the interpreter: the date is an input, found sets are listed and
/// refused the second time, and a solved puzzle says how long it took, on the virtual clock.
@Suite struct PuzzleSessionTests {
    /// The slots of every set on the table, as `choose` arguments.
    static func setsToChoose(_ session: Session) -> [String] {
        Solver.allSets(in: session.games.set.table).map { $0.slots.map { String($0 + 1) }.joined(separator: " ") }
    }

    @Test func theDateIsAnInputAndTodayComesFromTheProgram() throws {
        var a = Sessions.make(.set, seed: 1)
        var b = Sessions.make(.concentration, seed: 99)
        Sessions.run(&a, ["new-game puzzle --date 2026-11-22"])
        Sessions.run(&b, ["new-game puzzle --date 2026-11-22"])
        expectEqual(a.games.set.table, b.games.set.table)
        expectEqual(b.games.current, .set)
        var c = Sessions.make(.set)
        c.today = PuzzleDate("2026-11-22")
        Sessions.run(&c, ["new-game puzzle"])
        expectEqual(c.games.set.table, a.games.set.table)
        Sessions.run(&a, ["new-game puzzle --date 2026-11-23"])
        #expect(a.games.set.table != b.games.set.table)
    }

    @Test func aPuzzleIsPlayedToTheEndWithTheTime() throws {
        var session = Sessions.make(.set)
        let start = session.evaluate("new-game puzzle --seed 5 --sets 3")
        #expect(start.text.hasPrefix("Puzzle, seed 5: find the 3 sets among these 12 cards (no deck, no deal)."))
        expectEqual(start.state["deck"]?.int, 0)
        #expect(start.state["puzzle"]?["sets"]?.int == 3)
        let sets = Self.setsToChoose(session)
        expectEqual(sets.count, 3)
        let first = sets[0].split(separator: " ").map(String.init)
        Sessions.run(
            &session, ["wait 10", "choose \(sets[0])", "choose \(first[0])", "choose \(first[0]) \(first[1])"])
        let refused = session.evaluate("choose \(first[2])")
        expectEqual(refused.error?.message.contains("is set 1, found already"), true, "\(refused.error?.message ?? "")")
        expectEqual(session.evaluate("deal").error?.message.contains("a puzzle has no deal"), true)
        Sessions.run(&session, ["choose \(first[0]) \(first[1])"])
        let hint = session.evaluate("hint")
        expectContains(hint.text, "is in a set not found yet")
        let second = sets[1].split(separator: " ").map(String.init)
        Sessions.run(&session, ["choose \(sets[1])", "choose \(second[0])", "wait 5", "choose \(sets[2])"])
        let board = session.evaluate("board")
        expectContains(board.text, "Found: 1. ")
        expectEqual(board.state["over"]?.bool, true)
        #expect(board.state["puzzle"]?["solved"]?.bool == true)
        #expect(board.state["puzzle"]?["found"]?.array?.count == 3)
        #expect(board.state["puzzle"]?["hints"]?.int == 1)
        #expect(session.evaluate("score").ok)
    }

    @Test func aPuzzleSurvivesSaveAndLoad() throws {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["new-game puzzle --date 2026-01-01 --sets 4"])
        Sessions.run(&session, ["choose \(Self.setsToChoose(session).first ?? "")"])
        let restored = Sessions.saveAndLoad(&session)?.restored
        expectEqual(restored?.games.set.puzzle?.found.count, 1)
    }
}
