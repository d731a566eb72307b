import CardKit
import Concentration
import Expectations
import Foundation
import Testing

/// A player who sees only snapshots, remembers which cards have been turned down, and keeps
/// score by the rules; it must agree with the engine.
struct Observer {
    var seen = Set<Int>()
    var faces: [Int: String] = [:]
    var score = 0

    mutating func observe(before: ConcentrationSnapshot, chose slot: Int, after: ConcentrationSnapshot) {
        let up = { (s: ConcentrationSnapshot) in s.cards.filter { $0.faceUp && !$0.matched }.map(\.slot) }
        for (old, new) in zip(before.cards, after.cards) where old.faceUp && !old.matched && !new.faceUp {
            seen.insert(old.slot)
        }
        for card in after.cards {
            guard let face = card.face else { continue }
            if let known = faces[card.slot] { expectEqual(known, face, "a slot's face never changes") }
            faces[card.slot] = face
        }
        let newlyMatched = zip(before.cards, after.cards).filter { !$0.0.matched && $0.1.matched }.count
        if newlyMatched == 2 {
            score += 2
        } else if up(before).count == 1, up(after).count == 2, up(after).contains(slot) {
            score -= up(after).filter { seen.contains($0) }.count
        }
    }
}

@Suite struct ConcentrationSnapshotTests {
    static func checkHidden(_ snapshot: ConcentrationSnapshot, of game: ConcentrationGame, ascii: Bool = false) {
        for card in snapshot.cards {
            let source = game.cards[card.slot - 1]
            #expect(card.faceUp == source.isFaceUp && card.matched == source.isMatched)
            let face = game.theme.faces[source.pair]
            if card.faceUp || card.matched {
                expectEqual(card.face, (ascii ? face.ascii : face.emoji))
            } else {
                expectEqual(card.face, nil, "slot \(card.slot) is face down")
            }
        }
    }

    /// Random play to the end: snapshots never show a face-down face, and a player that only
    /// reads snapshots computes the engine's score.
    @Test(arguments: 1...12)
    func snapshotsHideFacesAndSufficeToKeepScore(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var game = ConcentrationGame(randomThemeUsing: &generator)
        var observer = Observer()
        var moves = 0
        while !game.isOver {
            let before = game.snapshot()
            Self.checkHidden(before, of: game)
            let choices = before.cards.filter { !$0.faceUp && !$0.matched }.map(\.slot)
            let slot = choices[generator.index(below: choices.count)]
            try game.choose(slot: slot)
            let after = game.snapshot()
            observer.observe(before: before, chose: slot, after: after)
            expectEqual(observer.score, after.score)
            expectEqual(after.flips, before.flips + 1)
            moves += 1
        }
        #expect(game.snapshot().over)
        #expect(game.snapshot().cards.allSatisfy { $0.face != nil })
        expectEqual(moves, game.flips)
        #expect(moves >= game.cards.count)
    }

    @Test func asciiSnapshotUsesTheStandIns() throws {
        var game = try Fixture.game()
        try Fixture.play([1, 2, 3, 5], on: &game)
        let snapshot = game.snapshot(ascii: true)
        Self.checkHidden(snapshot, of: game, ascii: true)
        expectEqual(snapshot.cards.compactMap(\.face), ["PK", "PK", "GH", "BT"])
        expectEqual(snapshot.theme, "Halloween")
        #expect(snapshot.flips == 4 && snapshot.score == 2 && !snapshot.over)
    }

    @Test func encodedSnapshotOmitsFaceDownFaces() throws {
        var game = try Fixture.game()
        try Fixture.play([1, 2, 3, 5], on: &game)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(String(data: encoder.encode(game.snapshot()), encoding: .utf8))
        expectEqual(json.components(separatedBy: "\"face\":").count - 1, 4)
        expectContains(json, #"{"faceUp":false,"matched":false,"slot":4}"#)
        expectContains(json, #"{"face":"👻","faceUp":true,"matched":false,"slot":3}"#)
        #expect(json.contains(#""flips":4"#) && json.contains(#""over":false"#))
        #expect(json.contains(#""score":2"#) && json.contains(#""theme":"Halloween""#))
    }

    @Test func gameRoundTripsThroughJSON() throws {
        var generator = SeededGenerator(seed: 9)
        var game = ConcentrationGame(randomThemeUsing: &generator)
        try Fixture.play([1, 2, 3], on: &game)
        let data = try JSONEncoder().encode(game)
        var decoded = try JSONDecoder().decode(ConcentrationGame.self, from: data)
        expectEqual(decoded, game)
        try expectEqual(decoded.choose(slot: 4), game.choose(slot: 4))
        expectEqual(decoded, game)
    }

    @Test func decodingRefusesPairsWithoutFaces() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(String(data: encoder.encode(Fixture.game()), encoding: .utf8))
        let corrupt = json.replacingOccurrences(of: #""pair":4"#, with: #""pair":40"#)
        #expect(corrupt != json)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ConcentrationGame.self, from: Data(corrupt.utf8))
        }
    }
}
