import CardKit
import Expectations
import Foundation
import JSONCoding
import Testing
import WireFormat

@testable import Interpreter

/// Issue 39, item 3: what `review` says of a judgement: the marks, the text at 80 columns, and
/// the record's `review` object read back as the replay page reads a stream.
@Suite struct ReviewRecordTests {
    typealias Chance = GameReview.Chance

    static func chance(_ value: Double, _ width: Double = 0) -> Chance {
        Chance(value: value, low: max(0, value - width), high: min(1, value + width))
    }

    /// A review with every kind of row: a blunder, a mistake found noise, the computer's, a
    /// race's player after help, a set better than the named best.
    static let sample = GameReview(
        exact: false, unrecorded: 2,
        moves: [
            .init(
                number: 3, cards: ["1RSD", "2GTO", "3POS"], unseen: 63, samples: 4000, chance: chance(0.40, 0.015),
                bestCards: ["1RSD", "2GTO", "3POS"], best: chance(0.40, 0.015)),
            .init(
                number: 4, cards: ["3GSD", "2GSD", "1GSD"], unseen: 60, samples: 2666, chance: chance(0.10, 0.012),
                bestCards: ["2GSD", "1RTO", "3POS"], best: chance(0.35, 0.018), player: "ann", help: ["hint best"],
                mark: .blunder),
            .init(
                number: 5, cards: ["1PSS", "2ROO", "3GTD"], unseen: 57, samples: 1600, chance: chance(0.20, 0.03),
                bestCards: ["2PSD", "2GTO", "2ROS"], best: chance(0.26, 0.03), player: "bob"),
            .init(
                number: 6, cards: ["3PSS", "3GTS", "3ROS"], unseen: 54, samples: 4000, chance: chance(0.05, 0.01),
                bestCards: ["1GOO", "2PTD", "3RSS"], best: chance(0.30, 0.01), player: "computer", computer: true),
            .init(
                number: 7, cards: ["1GOO", "2PTD", "3RSS"], unseen: 51, samples: 4000, chance: chance(0.31, 0.01),
                bestCards: ["1GOS", "3POO", "2ROD"], best: chance(0.29, 0.01), player: "ann"),
        ],
        over: false, left: 57)

    @Test(
        arguments: [
            (0.40, 0.35, false, nil), (0.40, 0.449, false, nil), (0.40, 0.45, false, GameReview.Mark.inaccuracy),
            (0.40, 0.50, false, .mistake), (0.40, 0.60, false, .blunder), (0.40, 1.0, false, .blunder),
            (0.02, 0.08, true, .inaccuracy), (0.0, 1.0, true, .blunder),
        ] as [(Double, Double, Bool, GameReview.Mark?)])
    func aMarkIsTheGravestThresholdReached(played: Double, best: Double, exact: Bool, mark: GameReview.Mark?) {
        let width = exact ? 0 : 0.01
        #expect(
            GameReview.Mark.of(played: Self.chance(played, width), best: Self.chance(best, width), exact: exact) == mark
        )
    }

    @Test func noiseIsNeverAMark() {
        // 12 points apart, but the intervals overlap: no mark.
        expectEqual(
            GameReview.Mark.of(played: Self.chance(0.40, 0.07), best: Self.chance(0.52, 0.07), exact: false), nil)
        #expect(
            GameReview.Mark.of(played: Self.chance(0.40, 0.05), best: Self.chance(0.52, 0.05), exact: false) == .mistake
        )
    }

    @Test func theTextReadsAt80Columns() {
        let text = SetTable.text(of: Self.sample, samples: 16_000)
        expectEqual(
            text,
            """
            2 sets taken before this game's record began (a save of an older animset): not
            reviewed.
            The chance of a perfect game each set left, against the best set's at that
            moment (estimates, as hint best gives them); the cost in points:
              set  taken            left   best  cost
                3  1RSD 2GTO 3POS  40.0%  40.0%   0.0
                4  3GSD 2GSD 1GSD  10.0%  35.0%  25.0  ?? blunder, ann's, after hint best
                5  1PSS 2ROO 3GTD  20.0%  26.0%   6.0  bob's
                6  3PSS 3GTS 3ROS   5.0%  30.0%  25.0  the computer's
                7  1GOO 2PTD 3RSS  31.0%  29.0%   0.0  ann's
            Marked: 1 ?? blunder (blunder 20 points or more, mistake 10, inaccuracy 5).
            The costliest: set 4, 25.0 points (2GSD 1RTO 3POS was the best).
            The game goes on: 57 cards still in play.
            (Each chance from random orders of the unseen cards, 16000 a table shared among
            its sets, played on by the least matchable set; marked only where the set's 95%
            interval lies below the best's.)
            """)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func theRecordReadsBack() throws {
        var writer = JSONWriter()
        Self.sample.write(to: &writer)
        let line = """
            {"line": 1, "input": "review", "ok": true, "error": null, "game": "set", "state": null, \
            "events": [], "review": \(writer.text)}
            """
        let record = try RecordedCommand(line: Array(line.utf8))
        expectEqual(record.review, Self.sample)
        #expect(record.skipped.isEmpty)
        #expect(writer.text.hasSuffix("\"costliest\":4}"))
    }

    @Test(arguments: [
        ("\"chance\":0.4,", "\"chance\":1.5,", "must be a share from 0 to 1"),
        (
            "\"cards\":[\"1RSD\",\"2GTO\",\"3POS\"],\"unseen\"", "\"cards\":[\"1RSD\"],\"unseen\"",
            "three Set card codes"
        ),
        ("\"mark\":\"blunder\"", "\"mark\":\"oops\"", "must be one of 'inaccuracy', 'mistake', 'blunder' or null"),
        ("\"set\":4,", "\"set\":3,", "must come after the set before"),
        ("\"unrecorded\":2", "\"unrecorded\":-1", "must be a whole number from 0 to 1000"),
        ("\"low\":0.385,", "\"low\":0.5,", "must have low <= chance <= high"),
    ])
    func aBrokenReviewIsRefused(_ good: String, _ bad: String, _ mentions: String) throws {
        var writer = JSONWriter()
        Self.sample.write(to: &writer)
        let review = writer.text
        try #require(review.contains(good), "\(review)")
        let line = """
            {"line": 1, "input": "review", "ok": true, "error": null, "game": "set", "state": null, \
            "events": [], "review": \(review.replacingOccurrences(of: good, with: bad, options: [], range: nil))}
            """
        #expect(throws: RecordedCommand.Failure.self) { try RecordedCommand(line: Array(line.utf8)) }
        do {
            _ = try RecordedCommand(line: Array(line.utf8))
        } catch {
            expectContains(error.message, mentions, "\(error.message)")
        }
    }
}
