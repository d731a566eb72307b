import CardKit
import Expectations
import Foundation
import Testing

@testable import SetGame

/// The junior deck: the 27 solid cards, 9 on the table, and the largest set-free table of 9
/// checked by brute force.
@Suite struct JuniorDeckTests {
    @Test func theJuniorDeckHas27SolidCards() {
        let cards = SetDeck.junior.cards
        #expect(cards.count == 27 && SetDeck.junior.cardCount == 27)
        expectEqual(Set(cards).count, 27)
        #expect(cards.allSatisfy { $0.shading == 0 && $0.code.dropFirst(2).first == "S" })
        expectEqual(Set(cards.map { "\($0.number)\($0.color)\($0.shape)" }).count, 27)
        expectEqual(SetDeck.standard.cards, Card.all)
        #expect(SetDeck.junior.tableSizes == [9, 12] && SetDeck.standard.tableSizes == [12, 15, 18, 21])
        // The third card of two solid cards is solid: sets never leave the deck.
        for a in cards { for b in cards where b != a { #expect(SetDeck.junior.contains(Solver.third(a, b))) } }
    }

    /// Every set-free subset of the 27 cards, by depth-first search in index order (each
    /// subset once): the largest has 9 cards, there are 2,106 of them, and none has 10.
    @Test func theLargestSetFreeTableHasNineCardsByBruteForce() {
        let cards = SetDeck.junior.cards
        var sizes = [Int](repeating: 0, count: 28)
        func extend(_ chosen: inout [Int], from start: Int, ruledOut: UInt32) {
            sizes[chosen.count] += 1
            for next in start..<cards.count where ruledOut & (1 << next) == 0 {
                var more = ruledOut
                for other in chosen {
                    if let third = cards.firstIndex(of: Solver.third(cards[next], cards[other])) { more |= 1 << third }
                }
                chosen.append(next)
                extend(&chosen, from: next + 1, ruledOut: more)
                chosen.removeLast()
            }
        }
        var chosen: [Int] = []
        extend(&chosen, from: 0, ruledOut: 0)
        expectEqual(sizes[9], 2_106)
        #expect(sizes[10...].allSatisfy { $0 == 0 })
        expectEqual(sizes.lastIndex { $0 > 0 }, SetDeck.junior.largestSetFree)
        // The analysis finds the same on the whole deck.
        expectEqual(Analysis.largestSetFreeSubset(of: cards)?.count, 9)
    }

    @Test(arguments: [UInt64(1), 2, 3, 42, 2026])
    func wholeJuniorGamesKeepEveryInvariant(seed: UInt64) throws {
        var game = SetGame(seed: seed, deck: .junior)
        #expect(game.deckKind == .junior && game.table.count == 9 && game.deck.count == 18)
        try game.validate()
        var now = 0.0
        while !game.isOver {
            now += 1
            if let set = game.setsOnTable.first {
                for card in set.slots.map({ game.table[$0] }) { _ = try game.choose(card, now: now) }
                if game.reveal == .match { _ = try game.choose(game.selected[0], now: now) }
            } else {
                _ = try game.deal(now: now)
                #expect(game.table.count <= 12, "any 10 junior cards hold a set")
            }
            try game.validate()
            #expect(game.table.count <= 12)
        }
        #expect(game.deck.isEmpty && game.discard.count == 3 * game.setsFound)
        expectEqual(game.discard.count + game.table.count, 27)
    }

    @Test func aJuniorLayoutRefusesCardsOfTheFullDeck() throws {
        var game = SetGame(seed: 1, deck: .junior)
        let striped = try #require(Card(code: "1RTD"))
        #expect(throws: SetGameError.notInDeck(striped, .junior)) { try game.layout([striped]) }
        let solid = ["1RSD", "2GSS", "3PSO"].compactMap { Card(code: $0) }
        _ = try game.layout(solid)
        #expect(game.table == solid && game.deck.count == 24)
        try game.validate()
    }

    @Test func aStandardGameSavesAsBeforeAndAJuniorOneKeepsItsDeck() throws {
        let standard = try JSONEncoder().encode(SetGame(seed: 4))
        expectOmits(String(decoding: standard, as: UTF8.self), "deckChoice")
        let junior = SetGame(seed: 4, deck: .junior)
        let data = try JSONEncoder().encode(junior)
        let decoded = try JSONDecoder().decode(SetGame.self, from: data)
        #expect(decoded == junior && decoded.deckKind == .junior)
        // A junior game that holds a striped card is not a junior game.
        var broken = junior
        broken.deck[0] = try #require(Card(code: "2GTO"))
        #expect(throws: InvalidState.self) { try broken.validate() }
    }
}
