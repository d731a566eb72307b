import Foundation
import HTML
import Simulation

/// The page `simulate --format html` and `merge --format html` write: SVG charts of a
/// simulation result drawn here (no chart library), every figure also in a table and on hover,
/// and the result's JSON embedded for programs (`#animset-result`). It has no script and
/// loads nothing: one self-contained file.
public struct OddsPage: Sendable {
    /// The result shown.
    public let result: SimulationResult

    /// The page for `result`.
    public init(_ result: SimulationResult) { self.result = result }

    /// The whole page.
    public var html: String {
        var page = HTMLDocument(title: "The odds of Set: \(Self.count(UInt64(result.games))) games")
        page.addStyle(Self.style)
        var body = "<header>\n<h1>The odds of Set</h1>\n<p class=\"run\">\(HTMLDocument.escape(runLine))</p>\n"
        body += summary + "</header>\n<main>\n"
        body += section(id: "rounds", title: "No set among 12 cards, by round",
                        note: "Each time the player looks for a set on a table of 12 while the deck still has cards, "
                            + "by the number of 3-card deals since the opening 12. Whiskers are 95% Wilson intervals; "
                            + "the diamond is Knuth's exact value for 12 random cards.",
                        chart: { roundsChart.svg(in: $0) }, table: roundsTable)
        body += section(id: "sizes", title: "No set, by table size",
                        note: "Tables of 12, 15, 18 and 21 cards while the deck still has cards.",
                        chart: { sizesChart.svg(in: $0) }, table: sizesTable)
        body += section(id: "left", title: "Cards left at the end",
                        note: "Cards on the table when the deck is empty and no set is left.",
                        chart: { leftChart.svg(in: $0) }, table: leftTable)
        body += section(id: "sets", title: "Sets per game",
                        note: "Sets taken in a game: (81 − cards left) / 3. The line is the mean, the band its 95% interval.",
                        chart: { setsChart.svg(in: $0) }, table: setsTable)
        body += "</main>\n<footer>Written by animset \(HTMLDocument.escape(Self.knuthNote))</footer>"
        page.body = body
        page.embedJSON(result.json, id: "animset-result")
        return page.text
    }

    /// What run this is: games, policy, seed, and for a shard which games.
    var runLine: String {
        var line = "\(Self.count(UInt64(result.games))) games · policy \(result.policy.rawValue) · seed \(result.seed)"
        if !result.isWholeRun {
            line += " · games \(result.gameRange.lowerBound)..<\(result.gameRange.upperBound) of \(Self.count(UInt64(result.totalGames)))"
        }
        return line
    }

    /// The headline figures.
    private var summary: String {
        let opening = result.rounds12[0].estimate
        let later = result.rounds12.dropFirst(4).reduce(TableCount(), +).estimate
        let sets = result.setsPerGameEstimate
        var items: [(String, String)] = []
        items.append(("opening 12 cards", result.rounds12[0].seen == 0 ? "not seen" : Self.odds(opening.value)))
        if later.value > 0 { items.append(("12 cards from round 4 on", Self.odds(later.value))) }
        items.append(("exact, 12 random cards (Knuth)", Self.odds(Knuth.noSet12)))
        items.append(("sets per game", String(format: "%.2f", sets.value)))
        var html = "<dl class=\"summary\">\n"
        for (term, value) in items {
            html += "<div><dt>\(HTMLDocument.escape(term))</dt><dd>\(HTMLDocument.escape(value))</dd></div>\n"
        }
        return html + "</dl>\n"
    }

    private func section(id: String, title: String, note: String, chart: (ChartFrame) -> String, table: String) -> String {
        "<section id=\"\(id)\">\n<h2>\(HTMLDocument.escape(title))</h2>\n<figure>\n\(chart(.wide))\(chart(.narrow))"
            + "<figcaption>\(HTMLDocument.escape(note))</figcaption>\n</figure>\n"
            + "<div class=\"numbers\">\n\(table)</div>\n</section>\n"
    }

    private static let knuthNote = "· Knuth's exact value: 2,284,535,476,080 of the 70,724,320,184,700 sets of 12 cards hold no set "
        + "(D. E. Knuth, SETSET-ALL, 2001)."

    /// `n` with thousands separated by commas.
    static func count(_ n: UInt64) -> String {
        let digits = String(n)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// A probability as odds: `1 in 30.96 (29.96:1)`; `never` for 0.
    static func odds(_ p: Double) -> String {
        p > 0 ? String(format: "1 in %.2f (%.2f:1)", 1 / p, (1 - p) / p) : "never"
    }

    /// A probability in percent with `digits` decimals.
    static func percent(_ p: Double, _ digits: Int = 2) -> String {
        String(format: "%.\(digits)f%%", 100 * p)
    }
}
