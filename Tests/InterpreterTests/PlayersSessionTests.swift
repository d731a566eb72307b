import CardKit
import Expectations
import Foundation
import Interpreter
import Testing

/// Two (or more) at one keyboard: claims by name and short form, bad input refused and the
/// state unchanged, Tab completion of names, solo play as before.
@Suite struct PlayersSessionTests {
    /// ann and bob racing at Set, seed 7 (whose first set is slots 1 5 7).
    static func race(_ names: String = "ann,bob") -> Session {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["new-game set --players \(names) --seed 7"])
        return session
    }

    @Test(arguments: [
        ("ann: choose 1 5 7", 0), ("bob: 1 5 7", 1), ("a 1 5 7", 0), ("b 1 5 7", 1), ("BO 1 5 7", 1),
        ("choose 1 5 7", 0),
    ])
    func aClaimScoresForItsMaker(line: String, player: Int) {
        var session = Self.race()
        let output = session.evaluate(line)
        #expect(output.ok, "\(output.error?.message ?? "")")
        expectEqual(output.player, ["ann", "bob"][player])
        #expect(session.games.set.players[player].score > 0)
        expectEqual(session.games.set.players[1 - player].score, 0)
        expectEqual(output.text.split(separator: "\n").first?.hasPrefix(["ann", "bob"][player] + ": Selected"), true)
    }

    @Test(arguments: [
        ("carl: choose 1 2 3", "no player 'carl'"), ("a 1 2 3", "'a' could be amy or ann"), ("amy: hint", "not a move"),
        ("amy:", "not a move"), ("amy: ann: 1", "not a move"), (String(repeating: "a: ", count: 1300), "not a move"),
        ("new-game --players ann,deal", "command word"), ("new-game --players ann,ANN", "named twice"),
        ("new-game --players ann,bob,cy,dee,eve", "5 players is too many"), ("new-game --players ann", "at least two"),
        ("new-game --players ann,,bob", "cannot be empty"), ("new-game --players computer,bob", "'computer'"),
        ("new-game matching --opponent easy", "matching"), ("new-game puzzle --players ann,bob", "solo"),
    ])
    func badInputIsOneLineAndChangesNothing(line: String, mentions: String) {
        var session = Self.race("amy,ann,bob")
        Sessions.run(&session, ["amy: 1"])
        Sessions.expectRefused(line, mentioning: mentions, by: &session)
    }

    @Test func aMoveByAPlayerInASoloGameIsRefused() {
        Sessions.expectRefused("ann: choose 1 2 3", mentioning: "this game is solo", in: .set)
    }

    @Test func aShortAliasIsAPlayersWhileTheirNameStartsWithIt() {
        var session = Self.race("carol,dan")
        expectEqual(session.evaluate("c 1 5 7").player, "carol")
        expectEqual(session.evaluate("d 1").player, "dan")
        expectEqual(session.evaluate("choose 2").player, "carol")  // no name: the first player's
        var solo = Sessions.make(.set, seed: 7)
        #expect(solo.evaluate("c 1 5 7").ok)  // solo: c is choose
    }

    /// Issue 18, item 5: the computer never types, so a start that fits a person and the
    /// computer is the person's (before, `c 1 2 3` with carol against the computer was ann's
    /// `choose`); a start that fits two people is refused even where it is an alias.
    @Test func theComputerIsNoShortFormsAndTwoPeopleAreAmbiguous() {
        var session = Sessions.make(.set, seed: 7)
        Sessions.run(&session, ["new-game set --players ann,carol --opponent easy --seed 7"])
        let claim = session.evaluate("c 1 5 7")
        expectEqual(claim.player, "carol", "\(claim.text)")
        expectEqual(session.games.set.players.map(\.score), [0, 5, 0])
        var pair = Self.race("cat,carl")
        Sessions.expectRefused("c 1 5 7", mentioning: "'c' could be cat or carl", by: &pair)
        expectEqual(pair.evaluate("choose 1 5 7").player, "cat")
    }

    @Test func tabCompletesPlayerNames() {
        let session = Self.race()
        expectContains(session.completions(for: "a"), "ann:")
        expectContains(session.completions(for: "b"), "bob:")
        expectEqual(session.completions(for: "ann: "), ["choose", "deal"])
        expectContains(session.completions(for: "ann: choose 1"), "12")
        expectContains(session.completions(for: "a 1 "), "12")
        expectOmits(session.completions(for: "score "), "12")
        #expect(!Sessions.make(.set).completions(for: "a").contains { $0.hasSuffix(":") })
    }

    @Test func concentrationForTwoTakesTurns() {
        var session = Sessions.make(.concentration, seed: 3)
        // Seed 3: slots 1 and 8 hold one pair, 4 and 5 another.
        Sessions.run(&session, ["new-game concentration --players ann,bob --seed 3", "choose 1", "choose 2"])
        expectEqual(session.games.concentration.turn, 1)
        expectEqual(session.evaluate("ann: choose 3").error?.message, "it is bob's turn, not ann's")
        Sessions.run(&session, ["bob: 4", "b 5"])  // a pair: another turn
        expectEqual(session.games.concentration.players.map(\.score), [0, 2])
        expectEqual(session.games.concentration.turn, 1)
        Sessions.run(&session, ["b 2", "b 3"])  // a miss: ann's turn
        expectEqual(session.games.concentration.turn, 0)
    }

    @Test func soloPlayPrintsAsBefore() {
        var session = Sessions.make(.set, seed: 7)
        let output = session.evaluate("choose 1 5 7")
        expectEqual(output.player, nil)
        #expect(output.text.hasPrefix("Selected 2RSS (slot 1)."))
        expectContains(output.text, "\n+5 (set found), score 5.\n")
        expectContains(output.text, "Set · score 5 · deck 69")
    }
}
