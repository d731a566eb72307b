import CardKit
import Expectations
import Foundation
import Matching
import Testing

@Suite struct MatchingSnapshotTests {
    static func checkHidden(_ snapshot: MatchingSnapshot, of game: MatchingGame) {
        expectEqual(snapshot.cards.count, game.cards.count)
        for card in snapshot.cards {
            let source = game.cards[card.slot - 1]
            #expect(card.faceUp == source.isFaceUp && card.matched == source.isMatched)
            expectEqual(card.card, (card.faceUp || card.matched ? source.card.code : nil))
        }
    }

    /// Random play to the end in both modes: snapshots never show a face-down card, and a
    /// player reading only snapshots computes the engine's score.
    @Test(arguments: [MatchMode.two, .three], 1...8)
    func snapshotsHideCardsAndSufficeToKeepScore(mode: MatchMode, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var game = try MatchingGame(mode: mode, using: &generator)
        var observed = 0
        var moves = 0
        while !game.isOver {
            let before = game.snapshot()
            Self.checkHidden(before, of: game)
            let playable = before.cards.filter { !$0.matched }.map(\.slot)
            let slot = playable[generator.index(below: playable.count)]
            try game.choose(slot: slot)
            let after = game.snapshot()
            // What the player saw: the card just chosen, and the cards up before it.
            let wasUp = before.cards[slot - 1].faceUp
            let upBefore = before.cards.filter { $0.faceUp && !$0.matched }.compactMap(\.card)
            if wasUp {
                // Turned back down: free.
            } else if upBefore.count == mode.count - 1, let code = after.cards[slot - 1].card,
                let chosen = PlayingCard(code: code)
            {
                let group = upBefore.compactMap { PlayingCard(code: $0) } + [chosen]
                let score = MatchingRules.matchScore(of: group)
                observed += score > 0 ? 4 * score - 1 : -3
            } else {
                observed -= 1
            }
            expectEqual(observed, after.score)
            moves += 1
            try #require(moves < 10_000)
        }
        Self.checkHidden(game.snapshot(), of: game)
        #expect(game.snapshot().over)
        expectEqual(game.snapshot().mode, mode.rawValue)
    }

    @Test func encodedSnapshotOmitsFaceDownCards() throws {
        var game = try Table.game()
        try Table.play([1, 2, 3], on: &game)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(String(data: encoder.encode(game.snapshot()), encoding: .utf8))
        expectEqual(json.components(separatedBy: "\"card\":").count - 1, 3)
        expectContains(json, #"{"card":"AS","faceUp":true,"matched":true,"slot":1}"#)
        expectContains(json, #"{"card":"KS","faceUp":true,"matched":false,"slot":3}"#)
        expectContains(json, #"{"faceUp":false,"matched":false,"slot":4}"#)
        #expect(json.contains(#""mode":2"#) && json.contains(#""over":false"#) && json.contains(#""score":13"#))
        for hidden in ["2D", "3C", "7H", "9D", "QC"] { expectOmits(json, hidden) }
    }

    @Test func gameRoundTripsThroughJSON() throws {
        var generator = SeededGenerator(seed: 4)
        var game = try MatchingGame(mode: .three, using: &generator)
        try Table.play([1, 2], on: &game)
        let data = try JSONEncoder().encode(game)
        var decoded = try JSONDecoder().decode(MatchingGame.self, from: data)
        expectEqual(decoded, game)
        #expect(try decoded.choose(slot: 3) == game.choose(slot: 3))
        expectEqual(decoded, game)
        #expect(throws: MatchingError.modeLocked(current: .three)) { try decoded.setMode(.two) }
    }

    @Test func decodingRefusesUnknownCards() throws {
        let json = #"{"cards":[{"card":"ZZ","isFaceUp":false,"isMatched":false}],"mode":2,"score":0,"choices":0}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MatchingGame.self, from: Data(json.utf8))
        }
        let valid = json.replacingOccurrences(of: "ZZ", with: "10H")
        let game = try JSONDecoder().decode(MatchingGame.self, from: Data(valid.utf8))
        expectEqual(game.cards.map(\.card.code), ["10H"])
    }
}
