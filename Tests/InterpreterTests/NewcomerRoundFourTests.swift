import CardKit
import Expectations
import Interpreter
import SetGame
import Testing

/// Issue 37, items 10 to 23: what a newcomer who played everything tripped on (round four).
@Suite struct NewcomerRoundFourTests {
    /// Item 10: what shows a set on the table costs what a hint costs, whichever command shows
    /// it; `hint count` and a table with no set cost nothing.
    @Test func whatShowsASetCostsAHint() throws {
        var session = Sessions.make(.set, seed: 7)
        let start = session.games.set.score
        _ = session.evaluate("analyze")
        expectEqual(session.games.set.score, start - 1, "analyze lists every set, as hint all does")
        _ = session.evaluate("hint count")
        expectEqual(session.games.set.score, start - 1)
        // 2RSS and 3GOO need 1PTD, which is on the table (slot 7): a set shown.
        let pair = session.evaluate("why 1 5")
        #expect(pair.text.hasPrefix("2RSS and 3GOO need 1PTD to make a set: on the table, slot 7."), "\(pair.text)")
        expectEqual(session.games.set.score, start - 2)
        _ = session.evaluate("layout 1RSS 1RSO 2GTD")
        let before = session.games.set.score
        _ = session.evaluate("analyze")
        _ = session.evaluate("why 1 2 3")
        expectEqual(session.games.set.score, before, "no set on the table: nothing shown, nothing charged")
    }

    /// Items 10 and 13: `help rules` gives its example off the table (it gave a set on it away),
    /// with every attribute, and explains the game in front.
    @Test(arguments: [UInt64(1), 7, 19, 23])
    func helpRulesGivesNoSetAwayAndExplainsTheGameInFront(seed: UInt64) throws {
        var session = Sessions.make(.set, seed: seed)
        for deck in ["standard", "junior"] {
            _ = session.evaluate("new-game set --deck \(deck) --seed \(seed)")
            let text = session.evaluate("help rules").text
            let example = try #require(text.split(separator: "\n").first { $0.hasPrefix("For example, ") })
            let codes = example.split(separator: " ").compactMap { Card(code: String($0)) }
            #expect(codes.count == 3 && codes.allSatisfy { !session.games.set.table.contains($0) }, "\(example)")
            for attribute in ["number:", "color:", "shading:", "shape:"] {
                expectContains(text, "  " + attribute, "\(deck): \(attribute) missing")
            }
            #expect(!text.hasSuffix(":"), "it ends on a heading")
        }
        _ = session.evaluate("game concentration")
        #expect(session.evaluate("help rules").text.hasPrefix("Concentration: "))
        _ = session.evaluate("game matching")
        #expect(session.evaluate("help rules").text.hasPrefix("Matching: "))
    }

    /// Item 17: the seeds `new-game` (and a trial, a puzzle) picks are six digits at most, as
    /// the prompt's first seed.
    @Test func newGamesSeedsAreShort() {
        var session = Sessions.make(.set, seed: 1)
        for line in [
            "new-game", "new-game concentration", "new-game matching", "new-game set", "new-game trial",
            "new-game puzzle",
        ] {
            for _ in 0..<5 {
                let text = session.evaluate(line).text
                let digits = text.split(separator: "seed ").dropFirst().first?.prefix { $0.isNumber } ?? ""
                expectContains((1...6), digits.count, "\(line): \(text.prefix(80))")
            }
        }
    }

    /// Item 21: the theme chooser's lines fit 80 columns (its heading was 92).
    @Test func theThemeListFitsEightyColumns() {
        var session = Sessions.make(.concentration)
        let lines = session.evaluate("theme").text.split(separator: "\n")
        #expect(lines.count > 3 && lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count))")
    }

    /// Item 21, a loose end: the rules of Concentration and matching fit 80 columns where help
    /// prints them (`help rules`, `help score`) and `score` does, with players too: piped, a
    /// line was 119 columns, one 166.
    @Test(arguments: [(GameKind.concentration, ""), (.concentration, "new-game --players ann,bob"), (.matching, "")])
    func theFlipGamesRulesFitEightyColumns(game: GameKind, start: String) {
        var session = Sessions.make(game)
        if !start.isEmpty { #expect(session.evaluate(start).ok) }
        for command in ["help rules", "help score", "score"] {
            let lines = session.evaluate(command).text.split(separator: "\n")
            #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 80 }, "\(command): \(lines.map(\.count))")
        }
    }

    /// Item 23: `undo` and `redo` name the line they took back or made again.
    @Test func undoSaysWhat() {
        var session = Sessions.make(.set, seed: 7)
        _ = session.evaluate("choose 1 5 7")
        #expect(session.evaluate("undo").text.hasPrefix("Undone: choose 1 5 7.\n"))
        #expect(session.evaluate("redo").text.hasPrefix("Redone: choose 1 5 7.\n"))
        _ = session.evaluate("game matching")
        #expect(session.evaluate("undo").text.hasPrefix("Undone: game matching (now in set).\n"))
    }
}
