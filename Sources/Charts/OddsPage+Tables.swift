import CardKit
import HTML
import SetGame
import Simulation

extension OddsPage {
    /// The rounds table: round, deck, tables seen, with no set, P, interval, odds.
    var roundsTable: String {
        Self.table(
            head: ["round", "deck", "tables", "no \(move)", "P(no \(move))", "95% interval", "odds against"],
            rows: rounds.map { row in
                ["\(row.round)", deckText(row.deck)] + cells(row.count, size: opening)
            }, id: "rounds-table")
    }

    /// The table sizes table.
    var sizesTable: String {
        Self.table(
            head: ["cards", "tables", "no \(move)", "P(no \(move))", "95% interval", "odds against"],
            rows: result.shownTables.map { ["\($0.size)"] + cells($0.count, size: $0.size) },
            id: "sizes-table")
    }

    /// Cards left: cards, games, share, interval.
    var leftTable: String {
        let games = UInt64(result.games)
        return Self.table(
            head: ["cards left", "games", "share", "95% interval"],
            rows: leftRows.map { row in
                let e = Estimate(successes: row.games, trials: games)
                return ["\(row.left)", Self.count(row.games), Self.percent(e.value, 3), Self.interval(e)]
            }, id: "left-table")
    }

    /// Sets per game: sets, games, share; then the mean with its interval.
    var setsTable: String {
        let games = UInt64(result.games)
        var rows = leftRows.reversed().map { row in
            [
                "\(sets(left: row.left))", Self.count(row.games),
                Self.percent(games == 0 ? 0 : Double(row.games) / Double(games), 3),
            ]
        }
        let mean = result.setsPerGameEstimate
        rows.append([
            "mean", String(cFormat: "%.4f", mean.value), String(cFormat: "95%%: [%.4f, %.4f]", mean.low, mean.high),
        ])
        return Self.table(head: ["\(move)s", "games", "share"], rows: rows, id: "sets-table")
    }

    /// seen, noSet, P, interval, odds for a count of tables of `size` cards.
    /// NB: "always" only where the rules make it so (more cards than the largest set-free table
    /// of the deck); a sample that found a set every time gives the odds its interval allows
    /// (issue 37, item 22: "always a set" for 18 cards from 25 tables, interval [0, 0.133]).
    private func cells(_ count: TableCount, size: Int) -> [String] {
        guard count.seen > 0 else { return [count.seen, count.noSet].map(Self.count) + ["", "", "not seen"] }
        let e = count.estimate
        return [
            Self.count(count.seen), Self.count(count.noSet), String(cFormat: "%.5f", e.value),
            String(cFormat: "[%.5f, %.5f]", e.low, e.high),
            count.noSet > 0
                ? Self.against(e.value)
                : variant == .standard && size > result.deck.largestSetFree
                    ? "always a \(variant.moveName)"
                    : "none seen: at least \(Self.against(e.high))",
        ]
    }

    private static func interval(_ e: Estimate) -> String {
        "[\(percent(e.low, 3)), \(percent(e.high, 3))]"
    }

    /// A table; every cell is text we wrote, escaped all the same.
    static func table(head: [String], rows: [[String]], id: String) -> String {
        var html = "<table id=\"\(id)\">\n<thead><tr>"
        for title in head { html += "<th scope=\"col\">\(HTMLDocument.escape(title))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr>" + row.map { "<td>\(HTMLDocument.escape($0))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
