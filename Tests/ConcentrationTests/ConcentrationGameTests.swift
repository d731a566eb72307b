import CardKit
import Concentration
import Expectations
import Testing

/// Fixtures shared by the Concentration tests.
enum Fixture {
    /// Pairs A..E in slots 1-10: A1 A2 B1 B2 C1 C2 D1 D2 E1 E2.
    static let abcde = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    static let halloween = ConcentrationTheme.all[0]

    static func game(_ layout: [Int] = abcde) throws -> ConcentrationGame {
        try ConcentrationGame(theme: halloween, layout: layout)
    }

    static func play(_ slots: [Int], on game: inout ConcentrationGame) throws {
        for slot in slots { try game.choose(slot: slot) }
    }
}

@Suite struct ConcentrationScoringTests {
    /// The assignment's worked example: after A+B, C+D, B+B the score is 2; then A+E, D+A gives
    /// -1; then A+A gives 1. (The last A+A chooses the face-down A2 first, since A1 is still
    /// face up from the D+A mismatch and choosing a face-up card is refused.)
    static let workedExample: [(slots: [Int], score: Int)] = [
        ([1, 3], 0), ([5, 7], 0), ([3, 4], 2),
        ([1, 9], 1), ([7, 1], -1), ([2, 1], 1),
    ]

    @Test func workedExampleScoresAsTheAssignmentSays() throws {
        var game = try Fixture.game()
        for (step, move) in Self.workedExample.enumerated() {
            try Fixture.play(move.slots, on: &game)
            expectEqual(game.score, move.score, "after step \(step + 1) \(move.slots)")
        }
        expectEqual(game.flips, 12)
        expectEqual(game.cards.filter(\.isMatched).count, 4)
        #expect(!game.isOver)
    }

    /// (moves before, the mismatching pair, points lost). `[1, 5, 7, 9]` leaves A1, C1
    /// seen (turned down by choosing 7) and D1, E1 face up (turned down by the next choice).
    static let mismatchPenalties: [(before: [Int], pair: [Int], penalty: Int)] = [
        ([], [1, 3], 0),
        ([1, 5], [3, 6], 0),
        ([1, 5, 7, 9], [1, 3], 1),
        ([1, 5, 7, 9], [1, 5], 2),
        ([1, 5, 7, 9], [3, 6], 0),
        ([1, 5, 7, 9, 3, 6], [7, 3], 2),
        ([1, 5, 7, 9], [2, 9], 1),
    ]

    @Test(arguments: mismatchPenalties)
    func mismatchCostsOnePerSeenCard(before: [Int], pair: [Int], penalty: Int) throws {
        var game = try Fixture.game()
        try Fixture.play(before, on: &game)
        let scoreBefore = game.score
        var changes: [ConcentrationChange] = []
        for slot in pair { changes = try game.choose(slot: slot) }
        expectEqual(game.score, scoreBefore - penalty)
        #expect(changes.contains(where: { if case .mismatched = $0 { true } else { false } }))
        expectEqual(changes.contains(.scored(points: -penalty)), (penalty > 0))
    }

    @Test func matchEarnsTwoEvenWithSeenCards() throws {
        var game = try Fixture.game()
        try Fixture.play([1, 3, 2, 4], on: &game)  // two mismatches of unseen cards
        expectEqual(game.score, 0)
        try Fixture.play([1, 2], on: &game)  // both A cards have been seen
        expectEqual(game.score, 2)
    }
}

@Suite struct ConcentrationChoosingTests {
    @Test func firstChoiceFlipsOneCard() throws {
        var game = try Fixture.game()
        try expectEqual(game.choose(slot: 4), [.flipped(slot: 4, faceUp: true)])
        expectEqual(game.faceUpSlots, [4])
        expectEqual(game.flips, 1)
    }

    @Test func secondEqualCardMatchesAndKeepsItsSlot() throws {
        var game = try Fixture.game()
        try game.choose(slot: 2)
        let changes = try game.choose(slot: 1)
        expectEqual(changes, [.flipped(slot: 1, faceUp: true), .matched(slots: [2, 1]), .scored(points: 2)])
        expectEqual(game.cards.count, 10)
        #expect(game.cards[0].isMatched && game.cards[1].isMatched)
        #expect(game.cards[0].isFaceUp && game.cards[1].isFaceUp)
        #expect(game.faceUpSlots.isEmpty)
        // The next choice leaves matched cards alone.
        try expectEqual(game.choose(slot: 3), [.flipped(slot: 3, faceUp: true)])
    }

    @Test func mismatchStaysUpUntilTheNextChoice() throws {
        var game = try Fixture.game()
        try game.choose(slot: 1)
        try expectEqual(game.choose(slot: 3), [.flipped(slot: 3, faceUp: true), .mismatched(slots: [1, 3])])
        expectEqual(game.faceUpSlots, [1, 3])
        let changes = try game.choose(slot: 5)
        expectEqual(
            changes,
            [
                .flipped(slot: 1, faceUp: false), .flipped(slot: 3, faceUp: false), .flipped(slot: 5, faceUp: true),
            ])
        expectEqual(game.faceUpSlots, [5])
        #expect(game.cards[0].hasBeenSeen && game.cards[2].hasBeenSeen && !game.cards[4].hasBeenSeen)
    }

    /// Issue 37, item 19: "they turn face down at your next choice", and that choice may be one
    /// of them: both turn down, it turns up again as the first of a new pair (it was refused).
    @Test func aCardOfTheMissShowingMayBeChosenAgain() throws {
        var game = try Fixture.game()
        try game.choose(slot: 1)
        try game.choose(slot: 3)
        let changes = try game.choose(slot: 3)
        expectEqual(
            changes,
            [
                .flipped(slot: 1, faceUp: false), .flipped(slot: 3, faceUp: false), .flipped(slot: 3, faceUp: true),
            ])
        #expect(game.faceUpSlots == [3] && game.flips == 3)
        #expect(game.cards[0].hasBeenSeen && game.cards[2].hasBeenSeen)
        // Its pair (slot 4) now matches it; the first card of a pair chosen again is refused.
        #expect(throws: ConcentrationError.alreadyFaceUp(slot: 3)) { try game.choose(slot: 3) }
        try expectContains(game.choose(slot: 4), .matched(slots: [3, 4]))
    }

    /// (moves before, slot chosen, expected error)
    static let refusals: [(before: [Int], slot: Int, error: ConcentrationError)] = [
        ([], 0, .slotOutOfRange(slot: 0, count: 10)),
        ([], 11, .slotOutOfRange(slot: 11, count: 10)),
        ([], -3, .slotOutOfRange(slot: -3, count: 10)),
        ([1, 2], 1, .alreadyMatched(slot: 1)),
        ([1, 2], 2, .alreadyMatched(slot: 2)),
        ([4], 4, .alreadyFaceUp(slot: 4)),
        ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5, .gameOver),
    ]

    @Test(arguments: refusals)
    func refusalsLeaveTheGameUnchanged(before: [Int], slot: Int, error: ConcentrationError) throws {
        var game = try Fixture.game()
        try Fixture.play(before, on: &game)
        let saved = game
        #expect(throws: error) { try game.choose(slot: slot) }
        expectEqual(game, saved)
    }

    @Test func gameIsOverWhenEveryPairIsMatched() throws {
        var game = try Fixture.game([1, 0, 0, 1])
        #expect(!game.isOver)
        try Fixture.play([2, 3], on: &game)
        #expect(!game.isOver)
        try Fixture.play([1, 4], on: &game)
        #expect(game.isOver)
        #expect(game.snapshot().over)
        expectEqual(game.score, 4)
    }

    @Test func flipsCountEveryCardTurnedUp() throws {
        var game = try Fixture.game()
        try Fixture.play([1, 3, 5, 7, 2, 1], on: &game)
        expectEqual(game.flips, 6)
    }
}

@Suite struct ConcentrationDealingTests {
    @Test(arguments: ConcentrationTheme.all)
    func newGameDealsEachPairTwiceFaceDown(theme: ConcentrationTheme) throws {
        var generator = SeededGenerator(seed: 7)
        let game = try ConcentrationGame(theme: theme, using: &generator)
        expectEqual(game.cards.count, 2 * theme.pairs)
        expectEqual(game.pairCount, theme.pairs)
        for pair in 0..<theme.pairs {
            expectEqual(game.cards.filter { $0.pair == pair }.count, 2)
        }
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
        #expect(game.score == 0 && game.flips == 0)
    }

    @Test func sameSeedSameDeal() throws {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        expectEqual(ConcentrationGame(randomThemeUsing: &a), ConcentrationGame(randomThemeUsing: &b))
        var c = SeededGenerator(seed: 43)
        let layouts = Set((0..<5).map { _ in ConcentrationGame(randomThemeUsing: &c).cards.map(\.pair) })
        #expect(layouts.count > 1)
    }

    @Test func randomThemeCoversTheCatalog() {
        var generator = SeededGenerator(seed: 1)
        var names = Set<String>()
        for _ in 0..<200 { names.insert(ConcentrationGame(randomThemeUsing: &generator).theme.name) }
        expectEqual(names, Set(ConcentrationTheme.names))
    }

    @Test func newGameWithAThemeResetsProgress() throws {
        var game = try Fixture.game()
        try Fixture.play([1, 2, 3, 5], on: &game)
        var generator = SeededGenerator(seed: 3)
        let food = try ConcentrationTheme.named("food")
        try game.newGame(theme: food, pairs: 4, using: &generator)
        expectEqual(game.theme, food)
        expectEqual(game.cards.count, 8)
        #expect(game.score == 0 && game.flips == 0)
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
        try game.newGame(using: &generator)
        expectEqual(game.cards.count, 2 * game.theme.pairs)
    }

    @Test(arguments: [0, -1, 15])
    func pairCountMustFitTheTheme(pairs: Int) {
        var generator = SeededGenerator(seed: 3)
        #expect(throws: ConcentrationError.invalidPairCount(pairs: pairs, maximum: 14)) {
            try ConcentrationGame(theme: Fixture.halloween, pairs: pairs, using: &generator)
        }
    }

    static let badLayouts: [(layout: [Int], error: ConcentrationError)] = [
        ([], .invalidPairCount(pairs: 0, maximum: 14)),
        ([0, 0, 1], .invalidLayout(pair: 1, occurrences: 1)),
        ([0, 1, 1, 1], .invalidLayout(pair: 0, occurrences: 1)),
        ([0, 0, 2, 2], .invalidLayout(pair: 2, occurrences: 2)),
        ([0, -1, 0, -1], .invalidLayout(pair: -1, occurrences: 2)),
        (Array((0..<15).flatMap { [$0, $0] }), .themeTooSmall(theme: "Halloween", faces: 14, pairs: 15)),
    ]

    @Test(arguments: badLayouts)
    func layoutsAreValidated(layout: [Int], error: ConcentrationError) {
        #expect(throws: error) { try ConcentrationGame(theme: Fixture.halloween, layout: layout) }
    }
}
