import CardKit
import Expectations
import Testing

@testable import SetGame

/// Issue 37, item 6: the long searches (`solve`, `hint best`) ask a check their caller passes in
/// (Ctrl-C at the prompt) and give up when it says so, refused as `interrupted`; the engines
/// read no signal, no clock and no global themselves.
@Suite struct SearchStopTests {
    /// The 14 sets that, taken from a table of all 81 cards, leave 1RSD with no set among the
    /// 39 cards in play (each of its 40 sets loses a card): no line is perfect, so `solve`
    /// searches every order of play, millions of positions.
    static let hardTakes = [
        "3RTD 3POD 3GSD", "2GOO 2PSO 2RTO", "2POD 2GSO 2RTS", "1RTS 1PTO 1GTD", "2POO 3PTO 1PSO", "3GOS 2POS 1ROS",
        "3RSD 1RSS 2RSO", "1PTS 1ROD 1GSO", "1PTD 3RTO 2GTS", "2GSS 1GSD 3GSO", "2RTD 2ROO 2RSS", "2GSD 1GTS 3GOO",
        "2PTD 1GTO 3RTS", "1ROO 3POS 2GOD",
    ]

    /// All 81 cards laid out, then `hardTakes` taken: 39 cards on the table, none in the deck.
    static func hardPosition() throws -> SetGame {
        var game = SetGame(seed: 1)
        _ = try game.layout(Card.all)
        for take in hardTakes {
            _ = try game.putAwayShown()
            for code in take.split(separator: " ") { _ = try game.choose(try #require(Card(code: code)), now: 0) }
        }
        _ = try game.putAwayShown()
        return game
    }

    @Test func theHardPositionSpendsABudget() throws {
        let game = try Self.hardPosition()
        #expect(game.table.count == 39 && game.deck.isEmpty && game.hasSetOnTable)
        #expect(throws: SetGameError.solveBudgetSpent(positions: 20_000)) { try game.perfectLine(budget: 20_000) }
    }

    /// `stop` is asked every `LineSearch.pollInterval` positions, and the first yes ends the
    /// search: the refusal says so, and the game is as it was.
    @Test func solveStopsAtTheFirstYes() throws {
        let game = try Self.hardPosition()
        var asked = 0
        #expect(throws: SetGameError.interrupted("solve")) {
            try game.perfectLine(budget: PerfectSolver.maximumBudget) {
                asked += 1
                return asked == 3
            }
        }
        expectEqual(asked, 3)
        expectEqual(game, (try Self.hardPosition()))
        // Never asked, the same search runs to its budget.
        let (line, positions, stopped) = PerfectSolver.solve(
            table: game.table, deck: game.deck, rule: game.rule, refillTo: 12, budget: 3 * LineSearch.pollInterval)
        #expect(line == nil && !stopped && positions > 3 * LineSearch.pollInterval)
    }

    /// `hint best` asks before each rollout.
    @Test func hintBestStopsAtTheFirstYes() throws {
        let game = SetGame(seed: 3)
        var asked = 0
        #expect(throws: SetGameError.interrupted("hint best")) {
            try game.perfectChances {
                asked += 1
                return asked == 10
            }
        }
        expectEqual(asked, 10)
        var never = 0
        let chances = try game.perfectChances {
            never += 1
            return false
        }
        expectEqual(chances, (try game.perfectChances()))
        expectEqual(never, chances.count * (chances.first?.samples ?? 0))
    }

    /// With the junior deck `hint best` searches exactly (`JuniorOptimum`), and asks the check
    /// every `JuniorOptimum.pollInterval` positions it names: the first yes ends the search,
    /// and the answer asked again is the one never stopped.
    @Test func juniorHintBestStopsAtTheFirstYes() throws {
        var game = SetGame(seed: 3, deck: .junior)
        for _ in 0..<3 {
            let set = try #require(game.setsOnTable.first)
            for slot in set.slots { _ = try game.choose(game.table[slot], now: 0) }
            _ = try game.putAwayShown()
        }
        #expect(game.deck.count == 9 && game.setsOnTable.count > 1)
        var asked = 0
        #expect(throws: SetGameError.interrupted("hint best")) {
            try game.perfectChances {
                asked += 1
                return true
            }
        }
        expectEqual(asked, 1)
        asked = 0
        #expect(throws: SetGameError.interrupted("hint best")) {
            try game.bestSetIndex {
                asked += 1
                return true
            }
        }
        expectEqual(asked, 1)
        let chances = try game.perfectChances { false }
        #expect(chances == (try game.perfectChances()) && chances.allSatisfy { $0.exact != nil })
        #expect(try game.bestSetIndex { false } == game.bestSetIndex())
    }
}
