import CardKit
import Expectations
import Foundation
import Testing

@testable import SetGame

/// Set-Chain and UltraSet in the engine: choosing, the chain rule, dealing, game over, saving.
@Suite struct VariantGameTests {
    /// A game of `variant` with `cards` on the table (the rest shuffled into the deck).
    static func game(_ variant: SetVariant, _ cards: [Card]) throws -> SetGame {
        var game = SetGame(seed: 5, variant: variant)
        _ = try game.layout(cards)
        return game
    }

    /// The help page's chain, played: any set first, then one card of the previous set (off
    /// the table) and two of the table each time; only the two table cards leave.
    @Test func theHelpPagesChainPlaysThroughTheEngine() throws {
        let sets = [["1210", "0101", "2022"], ["2022", "0011", "1000"], ["0011", "0212", "0110"]].map {
            $0.map(VariantModel.swf)
        }
        let onTable = sets[0] + sets[1].dropFirst() + sets[2].dropFirst()
        let filler = Card.all.filter { !onTable.contains($0) }.prefix(5)
        var game = try Self.game(.chain, onTable + filler)
        #expect(game.chainPrevious.isEmpty && game.variant == .chain)
        var now = 0.0
        for (number, set) in sets.enumerated() {
            for card in set { _ = try game.choose(card, now: now) }
            #expect(game.reveal == .match && game.chainPrevious == set)
            try game.validate()
            _ = try game.putAwayShown()
            #expect(game.discard.count == 3 + 2 * number && game.table.count == 12)
            for card in set { expectOmits(game.table, card) }
            try game.validate()
            now += 1
        }
        #expect(game.setsFound == 3 && game.score == 3 * (Scoring.match + Scoring.fastBonus))
    }

    /// Sharing no card or two cards with the previous set is refused, the game unchanged.
    @Test func aChainSetSharingNoCardOrTwoIsRefused() throws {
        let first = ["1210", "0101", "2022"].map(VariantModel.swf)
        var game = try Self.game(.chain, first + Fixtures.setFree.filter { !first.contains($0) }.prefix(9))
        for card in first { _ = try game.choose(card, now: 0) }
        _ = try game.putAwayShown()
        let table = game.table
        // Two table cards and a third table card: no card of the previous set.
        var before = game
        _ = try game.choose(table[0], now: 1)
        _ = try game.choose(table[1], now: 1)
        before = game
        #expect(throws: SetGameError.chainCarriesNone([table[0], table[1], table[2]], previous: first)) {
            try game.choose(table[2], now: 1)
        }
        expectEqual(game, before)
        _ = game.deselectAll()
        // Two cards of the previous set.
        _ = try game.choose(first[0], now: 1)
        before = game
        #expect(throws: SetGameError.chainCarriesTwo(first[0], first[1])) { try game.choose(first[1], now: 1) }
        expectEqual(game, before)
        // Choosing the carried card again puts it down; a card of an older set is not choosable.
        _ = try game.choose(first[0], now: 1)
        #expect(game.selected.isEmpty)
    }

    /// A chain set that is not a set is a mismatch, charged as in Set.
    @Test func aChainMismatchCostsAsInSet() throws {
        let first = ["1210", "0101", "2022"].map(VariantModel.swf)
        var game = try Self.game(.chain, first + Fixtures.setFree.filter { !first.contains($0) }.prefix(9))
        for card in first { _ = try game.choose(card, now: 0) }
        _ = try game.putAwayShown()
        let score = game.score
        let pair = try #require(
            game.table.indices.flatMap { i in game.table.indices.map { (i, $0) } }.first { i, j in
                i < j && !Solver.isSet(first[0], game.table[i], game.table[j])
            })
        for card in [first[0], game.table[pair.0], game.table[pair.1]] { _ = try game.choose(card, now: 1) }
        #expect(game.reveal == .mismatch && game.score == score + Scoring.mismatch)
        try game.validate()
    }

    /// UltraSet: three cards wait for a fourth; four that are an ultraset match and leave,
    /// four that are not mismatch.
    @Test func ultraSetTakesFourCards() throws {
        let four = ["1202", "1122", "0212", "2112"].map(VariantModel.swf)
        let rest = Card.all.filter { !four.contains($0) && $0 != VariantModel.swf("1012") }.prefix(8)
        var game = try Self.game(.ultra, [four[2], four[0]] + rest + [four[3], four[1]])
        for card in four.prefix(3) { _ = try game.choose(card, now: 0) }
        #expect(game.reveal == .none && game.selected.count == 3)
        try game.validate()
        let changes = try game.choose(four[3], now: 0)
        #expect(game.reveal == .match && changes.contains(.matched(four)))
        _ = try game.putAwayShown()
        #expect(
            game.discard
                == [four[2], four[0], four[3], four[1]].sorted {
                    game.discard.firstIndex(of: $0) ?? 0 < game.discard.firstIndex(of: $1) ?? 0
                })
        #expect(Set(game.discard) == Set(four) && game.table.count == 12)
        try game.validate()
        // Four cards that are no ultraset.
        let notUltra = try #require(
            game.table.indices.lazy.map { Array(game.table[$0..<($0 + 4)]) }
                .first { Solver.ultraSet($0[0], $0[1], $0[2], $0[3]) == nil })
        for card in notUltra { _ = try game.choose(card, now: 100) }
        expectEqual(game.reveal, .mismatch)
        try game.validate()
    }

    /// Dealing costs points only while a move of the variant is on the table; hints show the
    /// variant's moves.
    @Test func dealingAndHintsFollowTheVariant() throws {
        // A set-free table of 12 holds ultrasets (any 14 cards do; most 12 do).
        var ultra = try Self.game(.ultra, Fixtures.setFree)
        #expect(ultra.hasMoveOnTable && !ultra.hasSetOnTable)
        let shown = ultra.hint()
        let hint = try #require(shown)
        #expect(hint.move.cards.count == 4 && hint.move.fifth != nil)
        let moves = ultra.movesOnTable
        expectEqual(moves.count, Solver.countUltraSets(in: ultra.table))
        _ = try ultra.deal(now: 1)
        expectEqual(ultra.score, Scoring.hint + Scoring.missedSet)
        // Standard Set on the same table: no set, a free deal.
        var standard = try Fixtures.game(Fixtures.setFree)
        _ = try standard.deal(now: 1)
        expectEqual(standard.score, 0)
    }

    /// Whole games by the first-found and random moves keep every invariant and end as Set
    /// with Friends ends them: no move left among the table and the deck.
    @Test(arguments: [SetVariant.chain, .ultra], [UInt64(1), 2, 3, 4, 5, 6])
    func wholeGamesKeepEveryInvariant(variant: SetVariant, seed: UInt64) throws {
        var game = SetGame(seed: seed, variant: variant)
        var generator = SeededGenerator(seed: seed)
        var now = 0.0
        while !game.isOver {
            now += 1
            let moves = game.movesOnTable
            if moves.isEmpty {
                _ = try game.deal(now: now)
            } else {
                let move = seed % 2 == 0 ? moves[0] : moves[generator.index(below: moves.count)]
                for card in move.cards { _ = try game.choose(card, now: now) }
                // The last match of the game leaves at once.
                #expect(game.reveal == .match || game.isOver)
                try game.validate()
                _ = try game.putAwayShown()
            }
            try game.validate()
            let all = game.deck + game.table + game.discard
            #expect(all.count == 81 && Set(all).count == 81)
        }
        #expect(!game.hasMove(among: game.table + game.deck))
        #expect(game.selected.isEmpty && game.reveal == .none)
        #expect(throws: SetGameError.gameOver) { try game.choose(game.table.first ?? Card.all[0], now: now) }
        let taken = variant == .ultra ? 4 * game.setsFound : 3 + 2 * (game.setsFound - 1)
        expectEqual(game.discard.count, taken)
    }

    /// A standard game saves without a variant key; a variant game keeps its variant and
    /// chain; broken variant states are refused.
    @Test func variantsSaveAndLoadAndBrokenOnesAreRefused() throws {
        let standard = String(decoding: try JSONEncoder().encode(SetGame(seed: 4)), as: UTF8.self)
        #expect(!standard.contains("variant") && !standard.contains("chain"))
        let first = ["1210", "0101", "2022"].map(VariantModel.swf)
        var game = try Self.game(.chain, first + Fixtures.setFree.filter { !first.contains($0) }.prefix(9))
        for card in first { _ = try game.choose(card, now: 0) }
        _ = try game.putAwayShown()
        let decoded = try JSONDecoder().decode(SetGame.self, from: try JSONEncoder().encode(game))
        #expect(decoded == game && decoded.variant == .chain && decoded.chainPrevious == first)
        try decoded.validate()

        var broken = game
        broken.variantChoice = .ultra
        #expect(throws: InvalidState.self) { try broken.validate() }
        broken = game
        broken.chain = [first[0], first[1], Fixtures.setFree[11]]
        #expect(throws: InvalidState.self) { try broken.validate() }
        broken = game
        broken.discard.removeLast()
        broken.deck.append(first[2])
        #expect(throws: InvalidState.self) { try broken.validate() }
        broken = SetGame(seed: 4, deck: .junior)
        broken.variantChoice = .chain
        #expect(throws: InvalidState.self) { try broken.validate() }
    }
}
