import CardKit
import Expectations
import Testing

@testable import SetGame

/// The computer opponent in Set-Chain and UltraSet (issue 24): its claims are moves of the
/// variant (a chain set's carried card first, four cards of an ultraset), easy's slips are
/// not, and it asks for a deal only when the table holds no move.
@Suite struct VariantOpponentTests {
    /// Plays `game` to its end by the computer's own plans at `level`, checking each plan
    /// before making it; returns the claims that were moves and those that were slips.
    static func playOut(_ variant: SetVariant, level: OpponentLevel, seed: UInt64) throws -> (moves: Int, slips: Int) {
        var game = SetGame(seed: seed, variant: variant)
        var generator = SeededGenerator(seed: seed)
        let opponent = SetOpponent(level: level)
        var (moves, slips, now) = (0, 0, 0.0)
        while !game.isOver {
            let plan = opponent.plan(for: game, using: &generator)
            now += plan.thinkSeconds
            #expect(plan.thinkSeconds > 0)
            try plan.validate(in: game, by: opponent)
            switch plan.move {
            case .claim(let cards):
                let found = game.movesOnTable
                if game.isMove(cards) {
                    moves += 1
                    #expect(found.contains { $0.cards == cards }, "\(cards) is not as movesOnTable gives it")
                } else {
                    slips += 1
                    #expect(level != .hard)
                }
                if variant == .chain, !game.chainPrevious.isEmpty {
                    #expect(game.chainPrevious.contains(cards[0]) && cards.dropFirst().allSatisfy(game.table.contains))
                }
                _ = try game.putAwayShown()
                _ = game.deselectAll()
                for card in cards { _ = try game.choose(card, now: now) }
            case .deal:
                #expect(game.movesOnTable.isEmpty)
                _ = try game.deal(now: now)
            case .none:
                Issue.record("idle while the game is not over")
                return (moves, slips)
            }
        }
        return (moves, slips)
    }

    @Test(arguments: [SetVariant.chain, .ultra], [UInt64(3), 11])
    func hardClaimsOnlyMovesOfTheVariantToTheEnd(variant: SetVariant, seed: UInt64) throws {
        let played = try Self.playOut(variant, level: .hard, seed: seed)
        expectEqual(played.slips, 0)
        #expect(played.moves > (variant == .ultra ? 15 : 28))
    }

    @Test(arguments: [SetVariant.chain, .ultra])
    func easySlipsNowAndThenAndItsSlipsAreNoMoves(variant: SetVariant) throws {
        var slips = 0
        var moves = 0
        for seed in UInt64(0)..<6 {
            let played = try Self.playOut(variant, level: .easy, seed: seed)
            (slips, moves) = (slips + played.slips, moves + played.moves)
        }
        #expect(slips > 0 && slips < moves / 3, "\(slips) slips, \(moves) moves")
    }

    @Test func aSavedPlanMustFitTheVariant() throws {
        let hard = SetOpponent(level: .hard)
        var game = SetGame(seed: 3, variant: .ultra)
        let four = try #require(game.movesOnTable.first?.cards)
        let three = Array(four.prefix(3))
        #expect(throws: Never.self) {
            try SetOpponentPlan(thinkSeconds: 1, move: .claim(four)).validate(in: game, by: hard)
        }
        #expect(throws: InvalidState.self) {
            try SetOpponentPlan(thinkSeconds: 1, move: .claim(three)).validate(in: game, by: hard)
        }
        game = SetGame(seed: 3, variant: .chain)
        let set = try #require(game.movesOnTable.first?.cards)
        #expect(throws: InvalidState.self) {
            try SetOpponentPlan(thinkSeconds: 1, move: .claim(set + [four[3]])).validate(in: game, by: hard)
        }
        #expect(throws: Never.self) {
            try SetOpponentPlan(thinkSeconds: 1, move: .claim(set)).validate(in: game, by: hard)
        }
    }

    /// Item 8 of issue 28: a saved plan claiming three table cards that are not a set loaded,
    /// and the computer then claimed them. The plan must be what `SetOpponent.plan` can make: a
    /// move of the table, or on a level that slips, one card away from one.
    @Test func aSavedClaimThatIsNoMoveIsRefusedUnlessItIsASlip() throws {
        let game = SetGame(seed: 5)
        let sets = game.movesOnTable.map { Set($0.cards) }
        let table = game.table
        // Three table cards no set holds two of: no slip of any set.
        var far: [Card]?
        search: for i in 0..<table.count {
            for j in (i + 1)..<table.count {
                for k in (j + 1)..<table.count {
                    let cards = [table[i], table[j], table[k]]
                    if !sets.contains(where: { $0.intersection(cards).count >= 2 }) {
                        far = cards
                        break search
                    }
                }
            }
        }
        let claim = try #require(far)
        for level in OpponentLevel.allCases {
            #expect(throws: InvalidState.self, "\(level)") {
                try SetOpponentPlan(thinkSeconds: 1, move: .claim(claim)).validate(
                    in: game, by: SetOpponent(level: level))
            }
        }
        // A slip (two cards of a set, a third beside it) is easy's, never hard's.
        let set = try #require(game.movesOnTable.first)
        var generator = SeededGenerator(seed: 1)
        let slip = try #require(SetOpponent.slip(from: set, in: game, using: &generator))
        #expect(throws: Never.self) {
            try SetOpponentPlan(thinkSeconds: 1, move: .claim(slip)).validate(in: game, by: SetOpponent(level: .easy))
        }
        #expect(throws: InvalidState.self) {
            try SetOpponentPlan(thinkSeconds: 1, move: .claim(slip)).validate(in: game, by: SetOpponent(level: .hard))
        }
        // A deal while a set is on the table is no plan the computer makes.
        #expect(throws: InvalidState.self) {
            try SetOpponentPlan(thinkSeconds: 1, move: .deal).validate(in: game, by: SetOpponent(level: .hard))
        }
    }
}
