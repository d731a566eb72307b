import CardKit
import HTML
import SetGame
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
        var page = HTMLDocument(title: "The odds of \(variant.title): \(Self.count(UInt64(result.games))) games")
        page.addStyle(Self.style)
        let names = result.shownTables.map { String($0.size) }
        let sizes =
            names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        var body =
            "<header>\n<h1>The odds of \(variant.title)</h1>\n<p class=\"run\">\(HTMLDocument.escape(runLine))</p>\n"
        body += summary + "</header>\n<main>\n"
        body += section(
            id: "rounds", title: "No \(move) among \(opening) cards, by round",
            note: "Each time the player looks for a \(move) on a table of \(opening) while the deck still has cards, "
                + (variant == .standard
                    ? "by the number of 3-card deals since the opening \(opening)."
                    : "by the cards dealt since the opening \(opening), in threes (rounded down).")
                + " Whiskers are 95% Wilson intervals"
                + (standard ? "; the diamond is Knuth's exact value for 12 random cards." : "."),
            chart: { roundsChart.svg(in: $0) }, table: roundsTable)
        body += section(
            id: "sizes", title: "No \(move), by table size",
            note: "Tables of \(sizes) cards while the deck still has cards"
                + (variant == .standard ? "." : " (the sizes seen)."),
            chart: { sizesChart.svg(in: $0) }, table: sizesTable)
        body += section(
            id: "left", title: "Cards left at the end",
            note: variant == .standard
                ? "Cards on the table when the deck is empty and no set is left."
                : "Cards not taken (on the table and in the deck) when no \(move) is left among them.",
            chart: { leftChart.svg(in: $0) }, table: leftTable)
        body += section(
            id: "sets", title: "\(moves) per game",
            note: "\(moves) taken in a game: " + movesFormula + ". "
                + "The line is the mean, the band its 95% interval.",
            chart: { setsChart.svg(in: $0) }, table: setsTable)
        body += "</main>\n<footer>Written by animset."
        body += standard ? " \(HTMLDocument.escape(Self.knuthNote))</footer>" : "</footer>"
        page.body = body
        page.embedJSON(result.json, id: "animset-result")
        return page.text
    }

    /// What run this is: games, policy (or the race against the computer), seed, the deck
    /// unless standard, and for a shard which games.
    var runLine: String {
        let who = result.duel.map {
            "the \($0.duel.opponent.rawValue) computer against a person at \($0.duel.person.rawValue)"
        }
        var line =
            "\(Self.count(UInt64(result.games))) games · " + (who ?? "policy \(result.policy.rawValue)")
            + " · seed \(result.seed)"
        if variant != .standard { line += " · \(variant.title)" }
        if result.deck != .standard {
            line += " · \(result.deck.rawValue) deck (\(result.deck.cardCount) cards, \(opening) on the table)"
        }
        if !result.isWholeRun {
            line +=
                """
                 · games \(result.gameRange.lowerBound)..<\(result.gameRange.upperBound) of \
                \(Self.count(UInt64(result.totalGames)))
                """
        }
        return line
    }

    /// The round from which the table's odds have settled: 4 of the standard deck's 23, 1 of
    /// the junior's 6.
    var settledRound: Int { result.deck == .standard ? 4 : 1 }

    /// Whether this is standard Set with the standard deck, the game Knuth counted.
    var standard: Bool { result.deck == .standard && variant == .standard }

    /// The headline figures.
    private var summary: String {
        let first = result.rounds12[0]
        let later = result.rounds12.dropFirst(settledRound).reduce(TableCount(), +).estimate
        var items: [(String, String)] = []
        if let duel = result.duel {
            let rate = duel.opponentWinRate
            items.append(
                (
                    "the computer wins",
                    "\(Self.percent(rate.value, 1)) [\(Self.percent(rate.low, 1)), \(Self.percent(rate.high, 1))]"
                ))
        }
        items.append(("opening \(opening) cards", first.seen == 0 ? "not seen" : Self.odds(first.estimate.value)))
        if later.value > 0 { items.append(("\(opening) cards from round \(settledRound) on", Self.odds(later.value))) }
        if standard { items.append(("exact, 12 random cards (Knuth)", Self.odds(Knuth.noSet12))) }
        items.append(("\(move)s per game", String(cFormat: "%.2f", result.setsPerGameEstimate.value)))
        if let broken = result.brokenWithDeckRate, let dry = result.deckRunDryRate {
            items.append(("chain broken, cards left in the deck", Self.rate(broken)))
            items.append(("deck run dry", Self.rate(dry)))
        }
        if variant == .chain, let spread = result.moveSpread {
            items.append(
                (
                    "\(move)s per game, spread",
                    String(cFormat: "sd %.2f, %d to %d", spread.deviation, spread.fewest, spread.most)
                ))
        }
        var html = "<dl class=\"summary\">\n"
        for (term, value) in items {
            html += "<div><dt>\(HTMLDocument.escape(term))</dt><dd>\(HTMLDocument.escape(value))</dd></div>\n"
        }
        return html + "</dl>\n"
    }

    func section(id: String, title: String, note: String, chart: (ChartFrame) -> String, table: String) -> String {
        "<section id=\"\(id)\">\n<h2>\(HTMLDocument.escape(title))</h2>\n<figure>\n\(chart(.wide))\(chart(.narrow))"
            + "<figcaption>\(HTMLDocument.escape(note))</figcaption>\n</figure>\n"
            + "<div class=\"numbers\">\n\(table)</div>\n</section>\n"
    }

    private static let knuthNote =
        "Knuth's exact value: 2,284,535,476,080 of the 70,724,320,184,700 sets of 12 cards hold no set "
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

    /// A probability as odds: `1 in 30.96 (29.96:1)`, `1 in 2,222 (2,221:1)`; `never` for 0.
    static func odds(_ p: Double) -> String {
        p > 0 ? "1 in \(ratio(1 / p)) (\(against(p)))" : "never"
    }

    /// The odds against: `29.96:1`, or `2,221:1` past a hundred.
    static func against(_ p: Double) -> String { "\(ratio((1 - p) / p)):1" }

    /// A ratio with two decimals, or a whole number with commas from 100 on.
    static func ratio(_ x: Double) -> String {
        x.isFinite && x >= 100 ? count(UInt64(x.rounded())) : String(cFormat: "%.2f", x)
    }

    /// A share of games as a bar's caption: whole percent from 10%, one decimal below, and
    /// `<0.1%` rather than a misleading `0.0%` for a few games.
    static func share(_ p: Double) -> String {
        p == 0 ? "0%" : p < 0.0005 ? "<0.1%" : percent(p, p < 0.1 ? 1 : 0)
    }

    /// A share with its 95% interval: `2.39% [2.30%, 2.49%]`.
    static func rate(_ e: Estimate) -> String {
        "\(percent(e.value)) [\(percent(e.low)), \(percent(e.high))]"
    }

    /// A probability in percent with `digits` decimals.
    static func percent(_ p: Double, _ digits: Int = 2) -> String {
        String(cFormat: "%.\(digits)f%%", 100 * p)
    }
}
