import CardKit
import Expectations
import Testing

@testable import SetGame

/// `PerfectSolver` (the cheat, `solve`) against an independent brute-force model, and its lines
/// replayed through `SetGame`.
@Suite struct PerfectSolverTests {
    /// The brute-force model: every order of play, no memo, its own set test (on attributes)
    /// and its own statement of the rules. It takes a set whenever the table holds one and deals
    /// 3 at the end when it holds none; a set's cards leave and the rule says how many fresh
    /// cards follow (refill: up to `tableSize`; remove: none; replace: 3); order on the table
    /// does not matter to it, so the table is a plain list. It stops at the first line that
    /// leaves no card, which none can beat. Returns the fewest cards left, and
    /// how many positions it visited.
    static func bruteForce(table: [Card], order: ArraySlice<Card>, rule: SetRule, tableSize: Int, visits: inout Int)
        -> Int
    {
        visits += 1
        func isSet(_ a: Card, _ b: Card, _ c: Card) -> Bool {
            a != b && (a.number + b.number + c.number) % 3 == 0 && (a.color + b.color + c.color) % 3 == 0
                && (a.shading + b.shading + c.shading) % 3 == 0 && (a.shape + b.shape + c.shape) % 3 == 0
        }
        var best = Int.max
        for i in table.indices {
            for j in table.indices where j > i {
                for k in table.indices where k > j && isSet(table[i], table[j], table[k]) {
                    var rest = table
                    for slot in [k, j, i] { rest.remove(at: slot) }
                    let fresh: Int =
                        switch rule {
                        case .refill: max(0, tableSize - rest.count)
                        case .remove: 0
                        case .replace: 3
                        }
                    let dealt = order.prefix(min(fresh, 3))
                    best = min(
                        best,
                        bruteForce(
                            table: rest + dealt, order: order.dropFirst(dealt.count), rule: rule, tableSize: tableSize,
                            visits: &visits))
                    // NB: nothing beats an empty table; stopping there keeps the test fast.
                    if best == 0 { return 0 }
                }
            }
        }
        if best != Int.max { return best }
        if order.isEmpty { return table.count }
        return bruteForce(
            table: table + order.prefix(3), order: order.dropFirst(3), rule: rule, tableSize: tableSize, visits: &visits
        )
    }

    /// Junior deals compared under each rule.
    static let juniorDeals: UInt64 = 1_000

    /// 1,000 seeded junior deals under each rule: the solver's fewest cards are the model's.
    @Test(arguments: SetRule.allCases)
    func theSolverAgreesWithBruteForceOnJuniorDeals(rule: SetRule) {
        var disagreements: [UInt64] = []
        var counts = [Int](repeating: 0, count: 28)
        for seed in UInt64(0)..<Self.juniorDeals {
            let game = SetGame(seed: seed, rule: rule, deck: .junior)
            var visits = 0
            let expected = Self.bruteForce(
                table: game.table, order: ArraySlice(game.deck.reversed()), rule: rule, tableSize: 9, visits: &visits)
            guard let solution = try? game.perfectLine() else {
                disagreements.append(seed)
                continue
            }
            counts[expected] += 1
            if solution.line.cardsLeft != expected { disagreements.append(seed) }
        }
        #expect(disagreements.isEmpty, "seeds \(disagreements.prefix(10))")
        // Under the remove rule some deals end with cards, so the comparison covers exhaustive
        // searches too (under refill and replace every one of these junior deals can be cleared).
        #expect(counts[0] > 0 && (rule != .remove || counts.dropFirst().contains { $0 > 0 }), "\(counts)")
    }

    /// Plays `solution`'s line through `SetGame` and returns the game at its end.
    static func replay(_ solution: PerfectSolution, on start: SetGame) throws -> SetGame {
        var game = start
        if solution.unselectsFirst {
            _ = try game.putAwayShown()
            _ = game.deselectAll()
        }
        for move in solution.line.moves {
            switch move {
            case .take(let a, let b, let c):
                _ = try game.putAwayShown()
                for card in [a, b, c] { _ = try game.choose(card, now: 0) }
                #expect(game.reveal == .match || !game.table.contains(a))
            case .deal:
                #expect(game.reveal != .none || !game.hasSetOnTable)
                _ = try game.putAwayShown()
                #expect(!game.hasSetOnTable)
                _ = try game.deal(now: 0)
            }
        }
        _ = try game.putAwayShown()
        return game
    }

    /// Every line replays through `SetGame` to a finished game with the cards it claims.
    @Test(arguments: SetRule.allCases, SetDeck.allCases)
    func everyLineReplaysToWhatItClaims(rule: SetRule, deck: SetDeck) throws {
        for seed in UInt64(0)..<(deck == .junior ? 200 : 50) {
            let game = SetGame(seed: seed, rule: rule, deck: deck)
            let solution = try game.perfectLine()
            let end = try Self.replay(solution, on: game)
            #expect(end.isOver && end.deck.isEmpty, "seed \(seed)")
            expectEqual(end.table.count, solution.line.cardsLeft, "seed \(seed)")
        }
    }

    /// From the middle of a game, with a match on show and cards selected: the line starts by
    /// putting them away and still ends as it claims.
    @Test func aLineFromTheMiddleOfAGameWithAMatchOnShow() throws {
        var game = SetGame(seed: 42)
        for _ in 0..<5 {
            guard let set = game.setsOnTable.first else {
                _ = try game.deal(now: 0)
                continue
            }
            for slot in set.slots { _ = try game.choose(game.table[slot], now: 0) }
        }
        expectEqual(game.reveal, .match)
        let solution = try game.perfectLine()
        #expect(solution.unselectsFirst)
        let end = try Self.replay(solution, on: game)
        #expect(end.isOver && end.table.count == solution.line.cardsLeft)
    }

    /// A spent budget is said, never answered; the same search with room answers.
    @Test func aSpentBudgetGivesNoAnswer() throws {
        let game = SetGame(seed: 7)
        #expect(throws: SetGameError.solveBudgetSpent(positions: 5)) { try game.perfectLine(budget: 5) }
        let solution = try game.perfectLine()
        #expect(solution.positions > 5)
        #expect(throws: SetGameError.solveBudgetSpent(positions: solution.positions - 1)) {
            try game.perfectLine(budget: solution.positions - 1)
        }
        try expectEqual(game.perfectLine(budget: solution.positions), solution)
    }

    /// A table with no set: the line deals first, and still replays to what it claims.
    @Test func aTableWithNoSetDealsFirst() throws {
        var free: [Card] = []
        for card in SetDeck.junior.cards
        where !free.contains(where: { a in free.contains { b in a != b && Solver.isSet(a, b, card) } }) {
            free.append(card)
        }
        var game = SetGame(seed: 1, deck: .junior)
        _ = try game.layout(free)
        #expect(!game.hasSetOnTable)
        let solution = try game.perfectLine()
        expectEqual(solution.line.moves.first, .deal)
        let end = try Self.replay(solution, on: game)
        #expect(end.isOver && end.table.count == solution.line.cardsLeft)
    }

    /// Set-Chain, UltraSet, puzzles and trials are refused.
    @Test func variantsPuzzlesAndTrialsAreRefused() {
        #expect(throws: SetGameError.standardOnly("solve", .chain)) {
            try SetGame(seed: 1, variant: .chain).perfectLine()
        }
        #expect(throws: SetGameError.standardOnly("solve", .ultra)) {
            try SetGame(seed: 1, variant: .ultra).perfectLine()
        }
    }
}
