import CardKit
import Concentration
import Expectations
import Foundation
import JSONCoding
import Matching
import Testing

/// Concentration and matching through the one flip-game shape: random play through the
/// protocol keeps the snapshot honest (faces only while shown, the face-up slots, the score)
/// and the snapshot's Codable form round-trips.
@Suite struct FlipGameTests {
    static func play<Game: FlipGame>(_ start: Game, seed: UInt64, moves: Int = 400) throws {
        var game = start
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<moves {
            let count = game.snapshot(ascii: false).cards.count
            let slot = Int(generator.next() % UInt64(count + 2))  // 0 and count + 1 are refused
            let before = game
            do {
                let changes = try game.choose(slot: slot)
                #expect(!changes.isEmpty)
            } catch {
                expectEqual(game, before, "a refused move changed the game")
            }
            let view = game.snapshot(ascii: false)
            expectEqual(view.score, game.score)
            expectEqual(view.over, game.isOver)
            expectEqual(view.cards.filter { $0.faceUp && !$0.matched }.map(\.slot), game.faceUpSlots)
            #expect(view.cards.allSatisfy { ($0.shown != nil) == ($0.faceUp || $0.matched) })
            let decoded = try JSONDecoder().decode(Game.Snapshot.self, from: JSONEncoder().encode(view))
            expectEqual(decoded, view)
            if game.isOver { break }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func concentration(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        try Self.play(ConcentrationGame(randomThemeUsing: &generator), seed: seed)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func matching(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        try Self.play(MatchingGame(standardTableIn: .two, using: &generator), seed: seed)
    }

    /// The state JSON is written from the snapshot: its fields in the SPEC's order.
    @Test func stateFieldsComeFromTheSnapshot() {
        var generator = SeededGenerator(seed: 4)
        var game = MatchingGame(standardTableIn: .two, using: &generator)
        _ = try? game.choose(slot: 1)
        let fragment = JSONFragment.write { writer in writer.object { game.snapshot().writeFields(to: &$0) } }
        #expect(fragment.text.hasPrefix(#"{"cards":[{"slot":1,"card":""#))
        expectContains(fragment.text, #""faceUp":true,"matched":false},{"slot":2,"faceUp":false,"matched":false}"#)
        #expect(fragment.text.hasSuffix(#""mode":2,"score":-1,"over":false}"#))
    }
}
