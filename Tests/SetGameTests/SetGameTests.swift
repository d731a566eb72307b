import CardKit
import Expectations
import Testing

@testable import SetGame

/// Positions used by several tests.
enum Fixtures {
    static func cards(_ codes: String) -> [Card] {
        codes.split(separator: " ").compactMap { Card(code: $0) }
    }

    /// 12 cards whose first three are a set (1RSD 2RSD 3RSD) and 4-6 are not a set.
    static let withSet = cards("1RSD 2RSD 3RSD 1GTS 2POO 1PTO 2GSO 3GTD 1ROS 3POS 2GTD 3RTS")

    /// A set-free 12-card table.
    static let setFree: [Card] = {
        var chosen: [Card] = []
        for card in Card.all where chosen.count < 12 {
            if !Solver.hasSet(in: chosen + [card]) { chosen.append(card) }
        }
        return chosen
    }()

    static func game(_ table: [Card], rule: SetRule = .refill) throws -> SetGame {
        var game = SetGame(seed: 5, rule: rule)
        _ = try game.layout(table)
        return game
    }

    static func conserved(_ game: SetGame) -> Bool {
        let all = game.deck + game.table + game.discard
        return all.count == 81 && Set(all).count == 81
    }
}

@Suite struct SetGameTests {
    @Test func newGameDeals12FromASeededDeck() {
        let a = SetGame(seed: 7)
        let b = SetGame(seed: 7)
        let c = SetGame(seed: 8)
        #expect(a.table.count == 12 && a.deck.count == 69 && a.discard.isEmpty)
        #expect(a.table == b.table && a.deck == b.deck)
        #expect(a.table != c.table)
        #expect(Fixtures.conserved(a))
    }

    @Test func chooseTogglesWhileFewerThanThree() throws {
        var game = try Fixtures.game(Fixtures.withSet)
        try expectEqual(game.choose(slot: 4, now: 0), [.selected(Fixtures.withSet[3])])
        try expectEqual(game.choose(slot: 5, now: 0), [.selected(Fixtures.withSet[4])])
        try expectEqual(game.choose(slot: 4, now: 0), [.deselected(Fixtures.withSet[3])])
        expectEqual(game.selected, [Fixtures.withSet[4]])
        expectEqual(game.reveal, .none)
    }

    @Test func aMatchIsShownThenRefilledInPlace() throws {
        var game = try Fixtures.game(Fixtures.withSet)
        let deckTop = Array(game.deck.suffix(3).reversed())
        _ = try game.choose(slot: 1, now: 0)
        _ = try game.choose(slot: 2, now: 0)
        let changes = try game.choose(slot: 3, now: 5)
        expectContains(changes, .matched(Array(Fixtures.withSet.prefix(3))))
        expectEqual(game.reveal, .match)
        expectEqual(game.score, Scoring.points(forMatchAfter: 5))
        expectEqual(game.setsFound, 1)
        // The next choice sends the match away, refills slots 1-3 and selects the new card.
        let next = try game.choose(slot: 7, now: 6)
        expectContains(next, .discarded(Array(Fixtures.withSet.prefix(3))))
        expectContains(next, .dealt(deckTop))
        expectEqual(Array(game.table.prefix(3)), deckTop)
        expectEqual(game.table.count, 12)
        expectEqual(game.discard, Array(Fixtures.withSet.prefix(3)))
        expectEqual(game.selected, [Fixtures.withSet[6]])
        #expect(Fixtures.conserved(game))
    }

    @Test func choosingAMatchedCardOnlySendsTheMatchAway() throws {
        var game = try Fixtures.game(Fixtures.withSet)
        for slot in 1...3 { _ = try game.choose(slot: slot, now: 0) }
        let tableBefore = game.table
        _ = try game.choose(tableBefore[1], now: 1)
        #expect(game.selected.isEmpty)
        expectEqual(game.reveal, .none)
        expectEqual(game.discard.count, 3)
    }

    @Test func aMismatchIsClearedByTheNextChoice() throws {
        var game = try Fixtures.game(Fixtures.withSet)
        for slot in 4...6 { _ = try game.choose(slot: slot, now: 0) }
        expectEqual(game.reveal, .mismatch)
        expectEqual(game.score, Scoring.mismatch)
        let changes = try game.choose(slot: 4, now: 1)
        expectEqual(changes.filter { if case .deselected = $0 { true } else { false } }.count, 3)
        expectEqual(game.selected, [Fixtures.withSet[3]])
        expectEqual(game.reveal, .none)
    }

    @Test(arguments: [(1.0, 5), (20.0, 4), (31.0, 3)])
    func speedBonus(seconds: Double, points: Int) throws {
        var game = try Fixtures.game(Fixtures.withSet)
        _ = try game.choose(slot: 1, now: 0)
        _ = try game.choose(slot: 2, now: 0)
        _ = try game.choose(slot: 3, now: seconds)
        expectEqual(game.score, points)
    }

    @Test func dealAddsThreeAndPenalisesAMissedSet() throws {
        var game = try Fixtures.game(Fixtures.withSet)
        _ = try game.deal(now: 0)
        expectEqual(game.table.count, 15)
        expectEqual(game.score, Scoring.missedSet)
        var free = try Fixtures.game(Fixtures.setFree)
        _ = try free.deal(now: 0)
        expectEqual(free.score, 0)
        expectEqual(free.table.count, 15)
    }

    @Test func dealReplacesAShownMatch() throws {
        var game = try Fixtures.game(Fixtures.withSet)
        for slot in 1...3 { _ = try game.choose(slot: slot, now: 0) }
        let score = game.score
        _ = try game.deal(now: 1)
        expectEqual(game.table.count, 12)
        expectEqual(game.discard.count, 3)
        expectEqual(game.score, score)
        #expect(Fixtures.conserved(game))
    }

    @Test func dealWithAnEmptyDeckIsRefusedAndChangesNothing() throws {
        var game = try Fixtures.game(Fixtures.setFree)
        while !game.deck.isEmpty { _ = try game.deal(now: 0) }
        let before = game
        #expect(throws: SetGameError.deckEmpty) { try game.deal(now: 0) }
        expectEqual(game, before)
    }

    @Test(arguments: [(SetRule.refill, 12, 12), (.remove, 9, 12), (.replace, 12, 15)])
    func rulesAfterAMatch(rule: SetRule, expectedAt12: Int, expectedAt15: Int) throws {
        var game = try Fixtures.game(Fixtures.withSet, rule: rule)
        for slot in 1...3 { _ = try game.choose(slot: slot, now: 0) }
        _ = try game.choose(slot: 12, now: 0)
        expectEqual(game.table.count, expectedAt12)
        var big = try Fixtures.game(Fixtures.withSet, rule: rule)
        _ = try big.deal(now: 0)
        for slot in 1...3 { _ = try big.choose(slot: slot, now: 0) }
        _ = try big.choose(slot: 12, now: 0)
        expectEqual(big.table.count, expectedAt15)
        #expect(Fixtures.conserved(big))
    }

    @Test func slotsOutOfRangeAreRefused() throws {
        var game = SetGame(seed: 1)
        for slot in [0, -1, 13, Int.max, Int.min] {
            #expect(throws: SetGameError.slotOutOfRange(slot: slot, count: 12)) { try game.choose(slot: slot, now: 0) }
        }
        expectEqual(game, SetGame(seed: 1))
    }

    @Test func layoutPutsExactlyThoseCardsAndRefusesRepeats() throws {
        var game = SetGame(seed: 3)
        let cards = Fixtures.cards("1RSD 2RSD 3RSD 1GTS")
        _ = try game.layout(cards)
        #expect(game.table == cards && game.deck.count == 77 && game.discard.isEmpty)
        let before = game
        #expect(throws: SetGameError.repeatedCard(cards[0])) { try game.layout(cards + [cards[0]]) }
        #expect(throws: SetGameError.emptyLayout) { try game.layout([]) }
        expectEqual(game, before)
    }

    @Test func shuffleKeepsCardsAndSelection() throws {
        var game = try Fixtures.game(Fixtures.withSet)
        _ = try game.choose(slot: 4, now: 0)
        let before = game.table
        _ = game.shuffle()
        expectEqual(Set(game.table), Set(before))
        #expect(game.table != before)
        expectEqual(game.selected, [Fixtures.withSet[3]])
    }

    @Test func hintCyclesThroughTheSetsAndCosts() throws {
        var game = try Fixtures.game(Fixtures.withSet)
        let sets = game.setsOnTable
        #expect(!sets.isEmpty)
        var shown: [SetTriple] = []
        for _ in 0..<(sets.count + 1) {
            let hint = game.hint()
            try #require(hint != nil)
            if let slots = hint?.move.cards.compactMap(game.slot(of:)) {
                shown.append(SetTriple(slots[0], slots[1], slots[2]))
            }
        }
        expectEqual(Array(shown.prefix(sets.count)), sets)
        expectEqual(shown.last, sets.first)
        expectEqual(game.score, Scoring.hint * (sets.count + 1))
        var free = try Fixtures.game(Fixtures.setFree)
        #expect(free.hint() == nil)
        expectEqual(free.score, 0)
    }

    @Test func gameIsOverWhenDeckIsEmptyAndNoSet() throws {
        var game = try Fixtures.game(Fixtures.setFree)
        #expect(!game.isOver)
        while !game.deck.isEmpty { _ = try game.deal(now: 0) }
        expectEqual(game.isOver, !Solver.hasSet(in: game.table))
    }

    @Test func noChoiceAfterTheGameIsOver() throws {
        var game = SetGame(seed: 4)
        while !game.isOver {
            if let set = Solver.firstSet(in: game.liveCards) {
                let cards = game.liveCards
                for slot in set.slots { _ = try game.choose(cards[slot], now: 0) }
            } else {
                _ = try game.deal(now: 0)
            }
        }
        try #require(!game.table.isEmpty)
        let before = game
        #expect(throws: SetGameError.gameOver) { try game.choose(slot: 1, now: 0) }
        expectEqual(game, before)
    }

    /// Plays many whole games by always taking the first set: cards are conserved, the game
    /// ends, and it ends exactly when the deck is empty with no set on the table.
    @Test(arguments: SetRule.allCases)
    func wholeGamesTerminateAndConserveCards(rule: SetRule) throws {
        for seed in 0..<200 {
            var game = SetGame(seed: UInt64(seed), rule: rule)
            var moves = 0
            while !game.isOver, moves < 1000 {
                moves += 1
                if let set = Solver.firstSet(in: game.liveCards) {
                    let cards = game.liveCards
                    for slot in set.slots { _ = try game.choose(cards[slot], now: Double(moves)) }
                } else {
                    _ = try game.deal(now: Double(moves))
                }
                #expect(Fixtures.conserved(game))
            }
            #expect(game.isOver)
            #expect(game.deck.isEmpty)
            #expect(game.setsFound >= 20 || rule == .remove)
        }
    }
}
