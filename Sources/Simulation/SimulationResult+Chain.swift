import CardKit
import SetGame

/// The spread of the moves (sets, chain sets or ultrasets) taken per game.
public struct MoveSpread: Hashable, Sendable {
    /// The sample standard deviation (0 for fewer than 2 games).
    public var deviation: Double
    /// The fewest and the most taken in a game.
    public var fewest: Int, most: Int
    /// The 5th, 50th and 95th percentiles (the least count with at least that share of games
    /// at or below it).
    public var low: Int, median: Int, high: Int
}

/// How Set-Chain games end, and how long games last (issue 24): figures read off `deckAtEnd`
/// and `leftAtEnd`.
extension SimulationResult {
    /// Set-Chain games whose chain broke with cards still in the deck; nil when not counted.
    public var brokenWithDeck: UInt64? {
        // NB: the counts add up to `games` (checked when read), so this cannot overflow.
        deckAtEnd.map { $0.dropFirst().reduce(0, +) }
    }

    /// The share of games whose chain broke with cards still in the deck, with its 95% Wilson
    /// interval; nil when not counted.
    public var brokenWithDeckRate: Estimate? {
        brokenWithDeck.map { Estimate(successes: $0, trials: UInt64(games)) }
    }

    /// The share of games that ran the deck dry (no chain set left on the table with the deck
    /// empty), with its 95% Wilson interval; nil when not counted.
    public var deckRunDryRate: Estimate? {
        deckAtEnd.map { Estimate(successes: $0[0], trials: UInt64(games)) }
    }

    /// The mean cards left in the deck by the games whose chain broke with some left; nil when
    /// not counted or when no chain broke so.
    public var meanDeckWhenBroken: Double? {
        guard let deckAtEnd, let broken = brokenWithDeck, broken > 0 else { return nil }
        let cards = deckAtEnd.indices.reduce(0.0) { $0 + Double($1) * Double(deckAtEnd[$1]) }
        return cards / Double(broken)
    }

    /// The games by moves taken, fewest first (the moves of `moves(left:)`, so most cards left
    /// first), only the counts seen.
    public var movesPerGame: [(moves: Int, games: UInt64)] {
        leftAtEnd.indices.reversed().filter { leftAtEnd[$0] > 0 }.map { (moves(left: $0), leftAtEnd[$0]) }
    }

    /// The sample variance of the moves per game (0 for fewer than 2 games).
    var moveVariance: Double {
        guard games > 1 else { return 0 }
        let mean = setsPerGame
        var squares = 0.0
        for (left, count) in leftAtEnd.enumerated() where count > 0 {
            let moves = Double(moves(left: left))
            squares += Double(count) * (moves - mean) * (moves - mean)
        }
        return squares / Double(games - 1)
    }

    /// The spread of the moves per game; nil when no game was played.
    public var moveSpread: MoveSpread? {
        let counts = movesPerGame
        guard let fewest = counts.first?.moves, let most = counts.last?.moves, games > 0 else { return nil }
        func percentile(_ share: Double) -> Int {
            var below: UInt64 = 0
            for (moves, count) in counts {
                below += count
                if Double(below) >= share * Double(games) { return moves }
            }
            return most
        }
        return MoveSpread(
            deviation: moveVariance.squareRoot(), fewest: fewest, most: most,
            low: percentile(0.05), median: percentile(0.5), high: percentile(0.95))
    }

    /// Refuses a `deckAtEnd` that no games could have left beside `leftAtEnd`: the deck is part
    /// of what a game leaves, so for every `n` no more games end with `n` or more cards in the
    /// deck than with `n` or more cards left.
    func checkDeckWithinLeft() throws(SimulationError) {
        guard let deckAtEnd else { return }
        var inDeck: UInt64 = 0
        var left: UInt64 = 0
        for cards in stride(from: Self.leftCount - 1, through: 1, by: -1) {
            // NB: each list adds up to `games` (checked before), so neither sum overflows.
            inDeck += deckAtEnd[cards]
            left += leftAtEnd[cards]
            guard inDeck <= left else {
                throw .invalidResult(
                    reason: "\(Key.deckAtEnd) counts more games ending with \(cards) or more cards in the deck "
                        + "(\(inDeck)) than \(Key.leftAtEnd) with \(cards) or more cards left (\(left))")
            }
        }
    }

    /// How Set-Chain games end and how long they last, for `report`: empty unless counted.
    var chainReport: [String] {
        guard let broken = brokenWithDeckRate, let dry = deckRunDryRate, let deckAtEnd else { return [] }
        let brokenCount = brokenWithDeck ?? 0
        let average = meanDeckWhenBroken.map { String(cFormat: "; %.2f cards in the deck on average", $0) } ?? ""
        func row(_ label: String, _ rate: Estimate, _ count: UInt64) -> String {
            "  " + label.padded(to: 38)
                + String(cFormat: "%8.4f%%  [%.4f, %.4f]%%  ", 100 * rate.value, 100 * rate.low, 100 * rate.high)
                + "(\(count.games)"
        }
        return [
            "", "how the games end, 95% confidence interval (Wilson):",
            row("chain broken, cards left in the deck", broken, brokenCount) + "\(average))",
            row("deck run dry", dry, deckAtEnd[0]) + ")",
        ]
    }

    /// The spread of the moves per game, for `report` (Set-Chain only): one line.
    var spreadReport: [String] {
        guard variant == .chain, let spread = moveSpread else { return [] }
        return [
            String(
                cFormat:
                    "\(variant.moveName)s per game, spread: sd %.2f; fewest %d, 5%% %d, median %d, 95%% %d, most %d",
                spread.deviation, spread.fewest, spread.low, spread.median, spread.high, spread.most)
        ]
    }
}
