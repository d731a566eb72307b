import CardKit
import HTML
import SetGame
import Simulation

/// The page of `simulate --compare --format html`: the policies side by side.
extension OddsPage {
    /// The page for a comparison of policies: the share of perfect games and the mean cards
    /// left for each, with their 95% intervals, and the spread of cards left in a table; the
    /// comparison's JSON embedded (`#animset-result`).
    public static func html(comparing comparison: PolicyComparison) -> String {
        guard let first = comparison.results.first else { return "" }
        let page = OddsPage(first)
        return page.comparisonHTML(comparison)
    }

    private func comparisonHTML(_ comparison: PolicyComparison) -> String {
        let results = comparison.results
        var document = HTMLDocument(title: "The perfect game by policy: \(Self.count(UInt64(result.games))) games")
        document.addStyle(Self.style)
        let run =
            "\(Self.count(UInt64(result.games))) games · policies "
            + results.map(\.policy.rawValue).joined(separator: ", ")
            + " · seed \(result.seed)" + (result.deck == .standard ? "" : " · \(result.deck.rawValue) deck")
        var body = "<header>\n<h1>The perfect game by policy</h1>\n<p class=\"run\">\(HTMLDocument.escape(run))</p>\n"
        body += "<dl class=\"summary\">\n"
        for item in results {
            body +=
                "<div><dt>\(HTMLDocument.escape("perfect games, policy \(item.policy.rawValue)"))</dt><dd>"
                + HTMLDocument.escape(Self.rate(item.perfectEstimate)) + "</dd></div>\n"
        }
        body += "</dl>\n</header>\n<main>\n"
        body += section(
            id: "perfect", title: "Perfect games by policy",
            note: "The share of games that end with no card left, the same deals for every policy. "
                + "Whiskers are 95% Wilson intervals.",
            chart: { Self.perfectChart(results).svg(in: $0) }, table: Self.perfectTable(results))
        body += section(
            id: "left-by-policy", title: "Cards left at the end, by policy",
            note: "The mean number of cards left when the game ends; whiskers are its 95% interval. "
                + "The table gives the share of games that left 0, 6, 9, 12 and 15 or more cards.",
            chart: { Self.leftMeanChart(results).svg(in: $0) }, table: Self.leftByPolicyTable(results))
        body += "</main>\n<footer>Written by animset.</footer>"
        document.body = body
        document.embedJSON(comparison.json, id: "animset-result")
        return document.text
    }

    /// The share of perfect games per policy, with intervals.
    static func perfectChart(_ results: [SimulationResult]) -> BarChart {
        let bars = results.map { item in
            let e = item.perfectEstimate
            return BarChart.Bar(
                label: item.policy.rawValue, value: e.value, low: e.low, high: e.high, caption: percent(e.value, 1),
                tooltip:
                    "policy \(item.policy.rawValue): \(count(item.leftAtEnd[0])) of \(count(UInt64(item.games))) games "
                    + "perfect, \(rate(e))")
        }
        return BarChart(
            summary: "Share of perfect games by policy, with 95% intervals", xTitle: "policy",
            yTitle: "perfect games", bars: bars, marker: nil, unit: .percent)
    }

    /// The mean cards left per policy, with intervals.
    static func leftMeanChart(_ results: [SimulationResult]) -> BarChart {
        let bars = results.map { item in
            let e = item.leftEstimate
            return BarChart.Bar(
                label: item.policy.rawValue, value: e.value, low: e.low, high: e.high,
                caption: String(cFormat: "%.2f", e.value),
                tooltip: "policy \(item.policy.rawValue): "
                    + String(cFormat: "%.3f [%.3f, %.3f]", e.value, e.low, e.high)
                    + " cards left on average")
        }
        return BarChart(
            summary: "Mean cards left at the end by policy, with 95% intervals", xTitle: "policy",
            yTitle: "cards left", bars: bars, marker: nil, unit: .number)
    }

    /// policy, games, perfect, share, interval.
    static func perfectTable(_ results: [SimulationResult]) -> String {
        table(
            head: ["policy", "games", "perfect", "share", "95% interval"],
            rows: results.map { item in
                let e = item.perfectEstimate
                return [
                    item.policy.rawValue, count(UInt64(item.games)), count(item.leftAtEnd[0]), percent(e.value, 3),
                    "[\(percent(e.low, 3)), \(percent(e.high, 3))]",
                ]
            }, id: "perfect-table")
    }

    /// policy, mean left with its interval, then the share of games per cards left.
    static func leftByPolicyTable(_ results: [SimulationResult]) -> String {
        let columns =
            PolicyComparison.leftColumns.map { "\($0)" } + ["\((PolicyComparison.leftColumns.last ?? 0) + 3)+"]
        return table(
            head: ["policy", "mean", "95% interval"] + columns,
            rows: results.map { item in
                let e = item.leftEstimate
                return [
                    item.policy.rawValue, String(cFormat: "%.3f", e.value),
                    String(cFormat: "[%.3f, %.3f]", e.low, e.high),
                ]
                    + item.leftShares.map { percent($0, 2) }
            }, id: "left-by-policy-table")
    }
}
