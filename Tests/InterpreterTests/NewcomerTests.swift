import CardKit
import Choreography
import Expectations
import Interpreter
import SetGame
import Testing

/// Issue 30, what a newcomer trips on: the status line, Set-Chain's carried card at rest, the
/// hint while a match waits for its refill, and the small surprises (item 11).
@Suite struct NewcomerTests {
    /// The status line of `session`'s board: the lines above the table's first row.
    static func statusLines(_ text: String) -> [String] {
        Array(
            text.split(separator: "\n", omittingEmptySubsequences: false).prefix {
                !$0.contains("╭") && !$0.contains("╔") && !$0.isEmpty
            }.map(String.init))
    }

    /// A Set-Chain game of seed 3 after its first set and the chain set `3RTS 6 11` (issue 30's).
    static func chain(width: Int, height: Int = 24, carrying: Bool = true) -> Session {
        var options = SessionOptions()
        options.bounds = Size(w: width, h: height)
        var session = Session(options: options)
        Sessions.run(
            &session,
            ["new-game set --variant chain --seed 3", "choose 1 2 12"] + (carrying ? ["choose 3RTS 6 11"] : []))
        return session
    }

    /// Item 6: Set-Chain's status line (`previous ...`) is never cut at 40, 60 or 80 columns:
    /// its words are all there, on as many lines as it takes, none wider than the table.
    @Test(arguments: [40, 60, 80])
    func theStatusLineFitsWithoutCuttingAWord(width: Int) {
        var wide = Self.chain(width: 200, carrying: false)
        var narrow = Self.chain(width: width, carrying: false)
        let whole = Self.statusLines(wide.evaluate("board").text)
        let fitted = Self.statusLines(narrow.evaluate("board").text)
        expectEqual(whole.count, 1, "\(whole)")
        #expect(fitted.allSatisfy { $0.count <= width }, "\(fitted)")
        let words = { (lines: [String]) in lines.joined(separator: " · ").split(separator: " ").filter { $0 != "·" } }
        expectEqual(words(fitted), words(whole), "\(fitted)")
        expectContains(fitted.joined(separator: "\n"), "previous 1PTO 3RTS 2GTD", "\(fitted)")
    }

    /// Item 7: after `choose 3RTS 6 11` three cards say MATCH at rest: the carried one is drawn
    /// over the discard pile with the two of the table.
    @Test func theCarriedCardShowsWithTheMatchAtRest() {
        var session = Self.chain(width: 80)
        let board = session.evaluate("board").text
        expectEqual(board.components(separatedBy: "MATCH").count - 1, 3, "\(board)")
        #expect(board.contains("carried") && board.contains("3RTS"), "\(board)")
        let table = session.restingTable
        #expect(table.carried?.code == "3RTS" && table.carried?.highlight == .match)
        expectEqual(table.carried?.frame, table.layout.discard)
        // Put away, it is gone from the board.
        Sessions.run(&session, ["choose 1"])
        expectEqual(session.restingTable.carried, nil)
    }

    /// Item 8: right after a set is found, with no other set on the table, `hint` and the
    /// status line say what is true: the match is about to be replaced.
    @Test func aMatchWaitingForItsRefillIsNotNoSet() {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["layout 1RSD 2RSD 3RSD", "choose 1 2 3"])
        expectEqual(session.games.set.refillAfterMatch, 3)
        let hint = session.evaluate("hint")
        #expect(hint.ok)
        #expect(
            hint.text.hasPrefix("No set besides the match: 3 cards from the deck replace it at your next move."),
            "\(hint.text)")
        #expect(!hint.text.contains("deal 3 more") && !hint.text.contains("0 sets on the table"), "\(hint.text)")
        #expect(
            session.evaluate("hint count").text
                == "0 sets besides the match: 3 cards from the deck replace it at your next move.")
        let status = Self.statusLines(session.evaluate("board").text).joined(separator: " ")
        expectContains(status, "no other set, 3 new cards next", "\(status)")
        // Under the remove rule nothing replaces it: `deal` does.
        var remove = Sessions.make(.set)
        Sessions.run(&remove, ["rule remove", "new-game", "layout 1RSD 2RSD 3RSD 1GSD", "choose 1 2 3"])
        expectEqual(remove.games.set.refillAfterMatch, 0)
        #expect(
            remove.evaluate("hint").text.hasPrefix("No set besides the match: deal puts it away and brings 3 more."))
    }

    /// Item 11: a new game says which Set settings it keeps from before.
    @Test func aNewGameSaysWhatItKeeps() {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["new-game set --variant ultra --seed 2"])
        let next = session.evaluate("new-game set --players ann,bob --seed 3")
        expectContains(
            next.text,
            "Kept from before: --variant ultra (new-game set --variant standard goes back to the default).",
            "\(next.text)")
        let plain = session.evaluate("new-game set --variant standard --seed 4")
        expectOmits(plain.text, "Kept", "\(plain.text)")
    }

    /// Item 11: slots typed on the line of a match put away are read on the board shown; when
    /// the table closes up, the message says the slots were renumbered.
    @Test func slotsRenumberedAfterAMatchAreSaidToBe() {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["deal", "choose 1 5 7"])
        let slot2 = session.games.set.table[1]
        let output = session.evaluate("choose 2 4 12")
        #expect(output.ok)
        expectContains(output.text, "Slots renumbered", "\(output.text)")
        expectContains(output.text, "Selected \(slot2.code) (slot 1).", "\(output.text)")
        // A refill in place renumbers nothing.
        var refill = Sessions.make(.set, seed: 7)
        Sessions.run(&refill, ["choose 1 5 7"])
        expectOmits(refill.evaluate("choose 2 4 12").text, "renumbered")
    }

    /// Item 11: UltraSet's score line names its move.
    @Test func ultraSetScoresAnUltraset() {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["new-game set --variant ultra --seed 3"])
        guard let move = session.games.set.movesOnTable.first else {
            Issue.record("no ultraset")
            return
        }
        let output = session.evaluate("choose " + move.cards.map(\.code).joined(separator: " "))
        expectContains(output.text, "(ultraset found)", "\(output.text)")
    }

    /// Item 11: a mistyped card code is refused as a card code, not as a slot number.
    @Test(arguments: ["2ZZZ", "3PPP", "1RS"])
    func aMistypedCodeMentionsCardCodes(word: String) {
        Sessions.expectRefused("choose \(word)", mentioning: "card code", in: .set)
    }

    /// Item 11: `new-game set --` offers only the options Set takes.
    @Test func newGameCompletesOnlyTheGamesOptions() {
        let session = Sessions.make(.set)
        let set = session.completions(for: "new-game set --")
        #expect(set.contains("--variant") && set.contains("--players"))
        #expect(!set.contains("--theme") && !set.contains("--date") && !set.contains("--sets"), "\(set)")
        expectContains(session.completions(for: "new-game concentration --"), "--theme")
        expectOmits(session.completions(for: "new-game concentration --"), "--rule")
        expectEqual(session.completions(for: "new-game matching --"), ["--seed", "--players"])
        expectContains(session.completions(for: "new-game puzzle --"), "--date")
    }

    /// Item 11: the puzzle's `Found:` list names each set as the `Set!` line did.
    @Test func foundListsCardsAsTheSetLine() throws {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["new-game puzzle --seed 1"])
        let set = try #require(session.games.set.setsOnTable.first)
        let chosen = session.evaluate("choose " + set.slots.map { String($0 + 1) }.joined(separator: " "))
        let line = try #require(chosen.text.split(separator: "\n").first { $0.hasPrefix("Set! ") })
        let codes = line.dropFirst(5).prefix(14)
        expectContains(chosen.text, "Found: 1. " + codes, "\(chosen.text)")
    }
}
