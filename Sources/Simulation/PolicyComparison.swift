import CardKit
import JSONCoding
import SetGame

/// `simulate --compare`: the same seeded games played under each policy (`first`, `random`,
/// `best`), side by side: the share of perfect games (no card left) with its 95% Wilson
/// interval, and the cards left at the end (their mean with its interval, and their spread).
///
/// Each policy's games are the same deals: a game's generator shuffles the deck before any
/// move is chosen, so the policies differ only in the sets they take.
public struct PolicyComparison: Hashable, Sendable {
    /// One result per policy, in `Policy.allCases` order.
    public var results: [SimulationResult]

    /// The results compared.
    public init(results: [SimulationResult]) { self.results = results }

    /// The cards-left columns of the report and the page: 0, 6, 9, 12, then 15 or more.
    ///
    /// NB: no game of Set ends with 3 cards: the cards left always add up to 0 in each
    /// attribute (the deck does, and so does every set taken), and 3 such cards are a set.
    public static let leftColumns = [0, 6, 9, 12]

    /// The comparison in words: what `simulate --compare` prints.
    public var report: String {
        guard let first = results.first else { return "" }
        let deckNote = first.deck == .standard ? "" : ", \(first.deck.rawValue) deck"
        var lines = [
            """
            \(UInt64(clamping: first.games).games), seed \(first.seed)\(deckNote): the policies side by side, on \
            the same deals
            """,
            "",
        ]
        // NB: at most 80 columns, as the rows under it (issue 37, item 21).
        lines.append("policy   perfect games (no card left), 95% interval".padded(to: 54) + "cards left, 95% interval")
        for result in results {
            let perfect = result.perfectEstimate
            let left = result.leftEstimate
            lines.append(
                result.policy.rawValue.padded(to: 8)
                    + String(
                        cFormat: " %7.3f%%  [%.3f, %.3f]%%", 100 * perfect.value, 100 * perfect.low, 100 * perfect.high
                    ).padded(to: 46)
                    + String(cFormat: "%6.3f  [%.3f, %.3f]", left.value, left.low, left.high))
        }
        lines.append("")
        lines.append("cards left at the end, share of games:")
        let heads = Self.leftColumns.map { String($0) } + ["\((Self.leftColumns.last ?? 0) + 3)+"]
        lines.append("policy  " + heads.map { String(repeating: " ", count: max(0, 9 - $0.count)) + $0 }.joined())
        for result in results {
            lines.append(
                result.policy.rawValue.padded(to: 8)
                    + result.leftShares.map { String(cFormat: "%8.3f%%", 100 * $0) }.joined())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The comparison as one line of JSON: `{"games", "seed", "compare": [...]}`, one result per
    /// policy as `simulate --format json` writes it, in `Policy.allCases` order.
    public var json: String {
        var writer = JSONWriter(style: .spaced, capacity: 8192)
        writer.object { writer in
            writer.field(SimulationResult.Key.games, results.first?.games ?? 0)
            writer.field(SimulationResult.Key.seed, results.first?.seed ?? 0)
            writer.key(SimulationResult.Key.compare)
            writer.array { writer in
                for result in results { result.write(to: &writer) }
            }
        }
        return writer.text
    }
}

extension SimulationResult {
    /// The share of games that ended with no card left, with its 95% Wilson interval.
    public var perfectEstimate: Estimate { Estimate(successes: leftAtEnd[0], trials: UInt64(games)) }

    /// The most cards a game can end with: a table without a set (20 cards, 9 of the junior
    /// deck) in standard Set; the deck in a variant (a Set-Chain game can end with most of it).
    public var mostLeft: Int { variant == .standard ? deck.largestSetFree : deck.cardCount }

    /// The mean number of cards left at the end, with its 95% interval (within 0 and
    /// `mostLeft`: see `Estimate.init(mean:variance:count:range:)`).
    public var leftEstimate: Estimate {
        guard games > 0 else { return Estimate(mean: 0, variance: 0, count: 0, range: 0...0) }
        let n = Double(games)
        var sum = 0.0
        var squares = 0.0
        for (left, count) in leftAtEnd.enumerated() where count > 0 {
            sum += Double(left) * Double(count)
            squares += Double(left * left) * Double(count)
        }
        let mean = sum / n
        let variance = games > 1 ? max(0, (squares - n * mean * mean) / (n - 1)) : 0
        return Estimate(mean: mean, variance: variance, count: games, range: 0...Double(mostLeft))
    }

    /// The shares of games that left 0, 6, 9 and 12 cards (`PolicyComparison.leftColumns`), then
    /// 15 or more.
    public var leftShares: [Double] {
        let n = Double(max(1, games))
        let shown = PolicyComparison.leftColumns.map { Double(leftAtEnd[$0]) / n }
        let rest = leftAtEnd.indices.filter { $0 > (PolicyComparison.leftColumns.last ?? 0) }.reduce(0.0) {
            $0 + Double(leftAtEnd[$1])
        }
        return shown + [rest / n]
    }
}
