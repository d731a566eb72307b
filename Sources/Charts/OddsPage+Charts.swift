import CardKit
import SetGame
import Simulation

extension OddsPage {
    /// Odds against that the rounds chart labels on its right: the 30:1 of the opening table
    /// down to the 13:1 of late rounds.
    static let oddsLevels = [30, 20, 15, 13, 10]

    /// The size of the opening table: 12 (9 with the junior deck).
    var opening: Int { result.deck.tableSize }

    /// The rules played by.
    var variant: SetVariant { result.variant }

    /// What a move is called: "set", "chain set", "ultraset".
    var move: String { variant.moveName }

    /// Moves, plural and capitalized: "Sets", "Chain sets", "Ultrasets".
    var moves: String { move.prefix(1).uppercased() + move.dropFirst() + "s" }

    /// How the moves of a game follow from the cards it left, in words.
    var movesFormula: String {
        let cards = result.deck.cardCount
        return switch variant {
        case .standard: "(\(cards) − cards left) / 3"
        case .chain: "1 + (\(cards) − 3 − cards left) / 2"
        case .ultra: "(\(cards) − cards left) / 4"
        }
    }

    /// The rounds with a table of the opening size seen, as (round, cards in the deck, count).
    /// In the variants a round is a third of the cards dealt, rounded down: `deck` is then the
    /// most the deck can hold, and `deckText` shows the three counts it may be.
    var rounds: [(round: Int, deck: Int, count: TableCount)] {
        let dealt = result.deck.cardCount - opening
        return result.rounds12.enumerated().filter { $0.element.seen > 0 }.map {
            ($0.offset, dealt - 3 * $0.offset, $0.element)
        }
    }

    /// The cards in the deck at a round: `69`, or in the variants `67-69`.
    func deckText(_ deck: Int) -> String { variant == .standard ? "\(deck)" : "\(max(1, deck - 2))-\(deck)" }

    /// Moves taken in a game that left `left` cards: every card was taken or left.
    func sets(left: Int) -> Int { result.moves(left: left) }

    /// The cards-left figures drawn: every multiple of 3 up to the most left in any game
    /// (a whole game of Set always leaves a multiple of 3), and any other count that occurred;
    /// in the variants, the counts that occurred.
    var leftRows: [(left: Int, games: UInt64)] {
        let most = result.leftAtEnd.indices.last { result.leftAtEnd[$0] > 0 } ?? 0
        let standard = variant == .standard
        return result.leftAtEnd.enumerated()
            .filter { (standard && $0.offset % 3 == 0 && $0.offset <= max(most, opening)) || $0.element > 0 }
            .map { ($0.offset, $0.element) }
    }

    /// P(no set) on the opening number of cards by round, with Knuth's exact value at round 0
    /// (for the standard deck: his count is of 12 cards of the 81).
    var roundsChart: IntervalChart {
        let points = rounds.map { row in
            let e = row.count.estimate
            return IntervalChart.Point(
                x: Double(row.round), value: e.value, low: e.low, high: e.high,
                tooltip: "round \(row.round), deck \(deckText(row.deck)): " + Self.describe(row.count, move: move))
        }
        let knuth =
            !standard
            ? nil
            : IntervalChart.Marker(
                x: 0, value: Knuth.noSet12, label: "Knuth, exact: 1 in \(String(cFormat: "%.2f", 1 / Knuth.noSet12))",
                tooltip: "Knuth's exact value for 12 random cards: 2,284,535,476,080 / 70,724,320,184,700 = "
                    + "\(String(cFormat: "%.5f", Knuth.noSet12)), " + Self.odds(Knuth.noSet12))
        return IntervalChart(
            summary:
                "P(no \(move)) among \(opening) cards for rounds 0 to \(rounds.last?.round ?? 0), with 95% intervals",
            xTitle: variant == .standard
                ? "round (3-card deals since the opening \(opening))"
                : "round (cards dealt since the opening \(opening), by threes)",
            yTitle: "P(no \(move))", referenceTitle: "odds against",
            points: points,
            references: Self.oddsLevels.map { .init(value: 1 / Double($0 + 1), label: "\($0):1") },
            marker: knuth, unit: .percent)
    }

    /// P(no set) by table size.
    var sizesChart: BarChart {
        let bars = result.shownTables.map { size, count in
            let e = count.estimate
            let caption =
                count.seen == 0
                ? "not seen"
                : count.noSet == 0
                    ? "0 of \(Self.count(count.seen))"
                    : "1 in \(Self.short(1 / e.value))"
            return BarChart.Bar(
                label: "\(size)", value: e.value, low: e.low, high: e.high, caption: caption,
                tooltip: "\(size) cards: " + Self.describe(count, move: move))
        }
        return BarChart(
            summary: "P(no \(move)) by table size, with 95% intervals", xTitle: "cards on the table",
            yTitle: "P(no \(move))", bars: bars, marker: nil, unit: .percent)
    }

    /// The share of games ending with each number of cards left.
    var leftChart: BarChart {
        let games = UInt64(result.games)
        let bars = leftRows.map { row in
            let e = Estimate(successes: row.games, trials: games)
            return BarChart.Bar(
                label: "\(row.left)", value: e.value, low: e.low, high: e.high,
                caption: Self.share(e.value),
                tooltip: "\(row.left) cards left: \(Self.count(row.games)) of \(Self.count(games)) games, "
                    + "\(Self.percent(e.value, 3)) [\(Self.percent(e.low, 3)), \(Self.percent(e.high, 3))]")
        }
        return BarChart(
            summary: "Share of games by cards left at the end", xTitle: "cards left when the game ends",
            yTitle: "share of games", bars: bars, marker: nil, unit: .percent)
    }

    /// The share of games by sets taken, with the mean and its interval marked.
    var setsChart: BarChart {
        let games = UInt64(result.games)
        let rows = leftRows.reversed().map { (sets: sets(left: $0.left), games: $0.games) }
        let bars = rows.map { row in
            let share = games == 0 ? 0 : Double(row.games) / Double(games)
            return BarChart.Bar(
                label: "\(row.sets)", value: share, low: nil, high: nil, caption: Self.share(share),
                tooltip:
                    """
                    \(row.sets) \(move)s: \(Self.count(row.games)) of \(Self.count(games)) games, \
                    \(Self.percent(share, 3))
                    """
            )
        }
        let mean = result.setsPerGameEstimate
        let first = Double(rows.first?.sets ?? 0)
        let marker = BarChart.Marker(
            position: mean.value - first, low: mean.low - first, high: mean.high - first,
            label: "mean \(String(cFormat: "%.2f", mean.value))",
            tooltip:
                "mean \(move)s per game: \(String(cFormat: "%.4f", mean.value)) [\(String(cFormat: "%.4f", mean.low)), "
                + "\(String(cFormat: "%.4f", mean.high))]")
        return BarChart(
            summary: "Share of games by \(move)s taken, with the mean", xTitle: "\(move)s taken in a game",
            yTitle: "share of games", bars: bars, marker: games == 0 ? nil : marker, unit: .percent)
    }

    /// `noSet of seen tables had no set: p [low, high], odds` (no chain set, no ultraset).
    static func describe(_ count: TableCount, move: String = "set") -> String {
        guard count.seen > 0 else { return "not seen" }
        let e = count.estimate
        return "\(Self.count(count.noSet)) of \(Self.count(count.seen)) tables had no \(move): \(percent(e.value, 3)) "
            + "[\(percent(e.low, 3)), \(percent(e.high, 3))], \(odds(e.value))"
    }

    /// A ratio with three significant figures or so: `30.9`, `164`, `1,843`.
    static func short(_ x: Double) -> String {
        x >= 1000 ? count(UInt64(x.rounded())) : x >= 100 ? String(cFormat: "%.0f", x) : String(cFormat: "%.1f", x)
    }
}
