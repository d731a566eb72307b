import CardKit
import Expectations
import Foundation
import Matching
import Testing

/// Fixtures shared by the matching tests.
enum Table {
    static func cards(_ codes: String) -> [PlayingCard] {
        codes.split(separator: " ").compactMap { PlayingCard(code: $0) }
    }

    /// AS AH KS 2D 3C 7H 9D QC
    static let mixed = cards("AS AH KS 2D 3C 7H 9D QC")

    static func game(_ table: [PlayingCard] = mixed, mode: MatchMode = .two) throws -> MatchingGame {
        try MatchingGame(table: table, mode: mode)
    }

    static func play(_ slots: [Int], on game: inout MatchingGame) throws {
        for slot in slots { try game.choose(slot: slot) }
    }
}

@Suite struct MatchingScoringTests {
    /// (mode, slots chosen on `Table.mixed`, score after) — each choice costs 1, a mismatch 2,
    /// a match earns 4 × (4 per rank pair + 1 per suit pair).
    static let plays: [(mode: MatchMode, slots: [Int], score: Int)] = [
        (.two, [1], -1),
        (.two, [1, 2], 14),  // AS AH: rank, 16 - 2
        (.two, [1, 3], 2),  // AS KS: suit, 4 - 2
        (.two, [1, 4], -4),  // AS 2D: mismatch, -2 - 2
        (.two, [2, 6], 2),  // AH 7H
        (.two, [1, 2, 3, 4], 10),  // 14, then KS 2D mismatch -4
        (.three, [1, 2], -2),
        (.three, [1, 2, 3], 17),  // AS AH KS: (4 + 1 + 0) * 4 - 3
        (.three, [1, 2, 6], 17),  // AS AH 7H: (4 + 0 + 1) * 4 - 3
        (.three, [2, 6, 7], 1),  // AH 7H 9D: (0 + 1 + 0) * 4 - 3
        (.three, [1, 4, 5], -5),  // AS 2D 3C: -3 - 2
        (.three, [4, 7, 5], 1),  // 2D 9D 3C: 1 * 4 - 3
    ]

    @Test(arguments: plays)
    func scoresAsMatchismo(mode: MatchMode, slots: [Int], score: Int) throws {
        var game = try Table.game(mode: mode)
        try Table.play(slots, on: &game)
        expectEqual(game.score, score)
    }

    @Test func threeOfARankIsFortyEight() throws {
        var game = try MatchingGame(table: Table.cards("7S 7H 7D 2C"), mode: .three)
        try Table.play([1, 2], on: &game)
        let changes = try game.choose(slot: 3)
        expectEqual(changes, [.flipped(slot: 3, faceUp: true), .matched(slots: [1, 2, 3]), .scored(points: 47)])
        expectEqual(game.score, 48 - 3)
    }
}

@Suite struct MatchingChoosingTests {
    @Test func matchedCardsStayUpAndUnplayable() throws {
        var game = try Table.game()
        try game.choose(slot: 1)
        let changes = try game.choose(slot: 2)
        expectEqual(changes, [.flipped(slot: 2, faceUp: true), .matched(slots: [1, 2]), .scored(points: 15)])
        #expect(game.cards[0].isFaceUp && game.cards[0].isMatched)
        #expect(game.faceUpSlots.isEmpty)
        let before = game
        #expect(throws: MatchingError.alreadyMatched(slot: 1)) { try game.choose(slot: 1) }
        expectEqual(game, before)
    }

    @Test func mismatchTurnsDownAllButTheLastChosen() throws {
        var game = try Table.game(mode: .three)
        try Table.play([1, 4], on: &game)
        let changes = try game.choose(slot: 5)
        expectEqual(
            changes,
            [
                .flipped(slot: 5, faceUp: true), .mismatched(slots: [1, 4, 5]),
                .flipped(slot: 1, faceUp: false), .flipped(slot: 4, faceUp: false), .scored(points: -3),
            ])
        expectEqual(game.faceUpSlots, [5])
        // The card left up takes part in the next comparison.
        try Table.play([8, 3], on: &game)  // 3C QC KS: one suit pair: -1 - 1 + 4
        #expect(game.cards[4].isMatched && game.cards[7].isMatched && game.cards[2].isMatched)
        expectEqual(game.score, -5 - 2 + 4)
    }

    @Test func choosingAFaceUpCardTurnsItDownFree() throws {
        var game = try Table.game()
        try game.choose(slot: 3)
        try expectEqual(game.choose(slot: 3), [.flipped(slot: 3, faceUp: false)])
        expectEqual(game.score, -1)
        #expect(game.faceUpSlots.isEmpty)
        #expect(game.hasStarted)
    }

    /// (table, mode, moves before, slot, error)
    static let refusals: [(codes: String, mode: MatchMode, before: [Int], slot: Int, error: MatchingError)] = [
        ("AS AH KS", .two, [], 0, .slotOutOfRange(slot: 0, count: 3)),
        ("AS AH KS", .two, [], 4, .slotOutOfRange(slot: 4, count: 3)),
        ("AS AH KS QS", .two, [1, 2], 2, .alreadyMatched(slot: 2)),
        ("AS AH KD", .two, [1, 2], 3, .gameOver),
        ("AS KH", .two, [], 1, .gameOver),
        ("AS AH", .three, [], 1, .gameOver),
        ("AS AH KS 2D", .three, [1, 2, 3], 4, .gameOver),
    ]

    @Test(arguments: refusals)
    func refusalsLeaveTheGameUnchanged(
        codes: String, mode: MatchMode, before: [Int], slot: Int, error: MatchingError
    ) throws {
        var game = try MatchingGame(table: Table.cards(codes), mode: mode)
        try Table.play(before, on: &game)
        let saved = game
        #expect(throws: error) { try game.choose(slot: slot) }
        expectEqual(game, saved)
    }

    /// (table, mode, moves, over afterwards)
    static let endings: [(codes: String, mode: MatchMode, moves: [Int], over: Bool)] = [
        ("AS AH KD QC", .two, [], false),
        ("AS AH KD QC", .two, [1, 2], true),  // KD QC share nothing
        ("AS AH KD QD", .two, [1, 2], false),
        ("AS AH KD QD", .two, [1, 2, 3, 4], true),  // all matched
        ("AS AH KD QD", .two, [1, 3], false),  // a mismatch changes nothing
        ("AS AH KS QD", .three, [1, 2, 3], true),  // one card left
        ("AS AH KS QD JD 2C", .three, [1, 2, 3], false),
        ("AS AH KS QD JC 2H", .three, [1, 2, 3], true),  // QD JC 2H share nothing
        ("AS 2H 3D", .three, [], true),
    ]

    @Test(arguments: endings)
    func overWhenNoGroupCanMatch(codes: String, mode: MatchMode, moves: [Int], over: Bool) throws {
        var game = try MatchingGame(table: Table.cards(codes), mode: mode)
        try Table.play(moves, on: &game)
        expectEqual(game.isOver, over)
        expectEqual(game.snapshot().over, over)
    }
}

@Suite struct MatchingSetupTests {
    @Test func modeIsLockedOnceTheGameStarts() throws {
        var game = try Table.game()
        try game.setMode(.three)
        try game.setMode(.two)
        expectEqual(game.mode, .two)
        try game.choose(slot: 1)
        try game.choose(slot: 1)  // turned back down: still started
        let before = game
        #expect(throws: MatchingError.modeLocked(current: .two)) { try game.setMode(.three) }
        expectEqual(game, before)
        try game.setMode(.two)  // already the mode: fine
        var generator = SeededGenerator(seed: 5)
        try game.newGame(using: &generator)
        #expect(!game.hasStarted && game.mode == .two)
        try game.setMode(.three)
        expectEqual(game.mode, .three)
    }

    @Test func newGameDealsADistinctTableFaceDown() throws {
        var generator = SeededGenerator(seed: 11)
        let game = try MatchingGame(using: &generator)
        expectEqual(game.cards.count, MatchingGame.defaultTableSize)
        expectEqual(Set(game.cards.map(\.card)).count, game.cards.count)
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
        #expect(game.score == 0 && game.mode == .two && !game.isOver)
    }

    @Test func sameSeedSameDeal() throws {
        var a = SeededGenerator(seed: 8)
        var b = SeededGenerator(seed: 8)
        #expect(try MatchingGame(using: &a) == MatchingGame(using: &b))
        var game = try MatchingGame(mode: .three, tableSize: 20, using: &a)
        try game.choose(slot: 1)
        try game.newGame(using: &a)
        #expect(game.cards.count == 20 && game.mode == .three && game.score == 0)
        try game.newGame(mode: .two, tableSize: 52, using: &a)
        expectEqual(Set(game.cards.map(\.card)), Set(PlayingCard.all))
    }

    static let badTables: [(codes: String, error: MatchingError)] = [
        ("", .invalidTableSize(count: 0)),
        ("AS AH AS", .duplicateCard(PlayingCard.all[0])),
    ]

    @Test(arguments: badTables)
    func tablesAreValidated(codes: String, error: MatchingError) {
        #expect(throws: error) { try MatchingGame(table: Table.cards(codes)) }
    }

    @Test(arguments: [0, -1, 53])
    func tableSizeMustFitTheDeck(size: Int) {
        var generator = SeededGenerator(seed: 1)
        #expect(throws: MatchingError.invalidTableSize(count: size)) {
            try MatchingGame(tableSize: size, using: &generator)
        }
    }
}
