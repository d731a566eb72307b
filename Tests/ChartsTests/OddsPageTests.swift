import Expectations
import Foundation
import SetGame
import Simulation
import Testing

@testable import Charts

@Suite struct OddsPageTests {
    static let result = Simulator.run(SimulationConfiguration(games: 400, seed: 5), threads: 2)
    static let html = OddsPage(result).html

    @Test func knuthsValueIsTheExactCount() {
        // C(81, 12), computed here rather than trusted.
        var subsets: UInt64 = 1
        for k in 1...12 { subsets = subsets * UInt64(69 + k) / UInt64(k) }
        expectEqual(subsets, Knuth.subsets12)
        #expect(abs(Knuth.noSet12 - 0.032_301_978_585_5) < 1e-12)
        expectEqual(String(format: "%.2f", 1 / Knuth.noSet12), "30.96")
    }

    @Test func thePageIsSelfContainedAndTheSameEveryTime() {
        expectEqual(Self.html, OddsPage(Self.result).html)
        #expect(Self.html.hasPrefix("<!DOCTYPE html>"))
        for outside in ["http:", "https:", "//", "src=", "href=", "@import", "url("] {
            let body = Self.html.replacingOccurrences(of: "http-equiv", with: "")
            #expect(!body.contains(outside) || outside == "//" && !body.contains("=\"//"), "\(outside)")
        }
        expectOmits(Self.html, "<script>", "the charts page runs no script")
        expectContains(Self.html, "<script type=\"application/json\" id=\"animset-result\">")
    }

    @Test func everyRoundSeenIsAPointAndARowInBothFrames() throws {
        let seen = Self.result.rounds12.filter { $0.seen > 0 }.count
        #expect(seen > 10)
        let svg = OddsPage(Self.result).roundsChart.svg(in: .wide)
        expectEqual(svg.components(separatedBy: "<g class=\"point\">").count - 1, seen)
        expectEqual(svg.components(separatedBy: "class=\"dot\"").count - 1, seen)
        expectEqual(Self.html.components(separatedBy: "<g class=\"point\">").count - 1, 2 * seen)
        let table = OddsPage(Self.result).roundsTable
        expectEqual(table.components(separatedBy: "<tr>").count - 2, seen)
        let first = Self.result.rounds12[0]
        expectContains(
            table, "<tr><td>0</td><td>69</td><td>\(OddsPage.count(first.seen))</td><td>\(first.noSet)</td>")
    }

    /// Issue 29, item 8: `r` is an SVG attribute, no CSS property (vnu: `Property "r" doesn't
    /// exist`); the larger dot a hovered point shows carries its radius as an attribute.
    @Test func theStyleSheetSetsNoRadiusTheSVGDoes() throws {
        let declarations = OddsPage.style.split { $0 == "{" || $0 == ";" }.map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(!declarations.contains { $0.hasPrefix("r:") || $0.hasPrefix("r ") }, "a CSS declaration of r")
        let svg = OddsPage(Self.result).roundsChart.svg(in: .wide)
        let seen = Self.result.rounds12.filter { $0.seen > 0 }.count
        expectEqual(svg.components(separatedBy: "<circle class=\"dot-hover\"").count - 1, seen)
        #expect(svg.contains("class=\"dot-hover\"") && svg.components(separatedBy: "r=\"5.5\"").count - 1 == seen)
    }

    @Test func aShardSaysWhichGames() throws {
        let shard = try #require(Shard(index: 1, count: 4))
        let part = Simulator.run(SimulationConfiguration(games: 400, seed: 5, shard: shard), threads: 1)
        expectContains(OddsPage(part).html, "games 100..&lt;200 of 400")
        expectOmits(Self.html, "..&lt;")
    }

    @Test func aJuniorResultIsDrawnForItsDeck() {
        let junior = Simulator.run(SimulationConfiguration(games: 300, seed: 2, deck: .junior), threads: 1)
        let page = OddsPage(junior)
        expectContains(page.html, "No set among 9 cards, by round")
        expectContains(page.html, "Tables of 9 and 12 cards")
        expectOmits(page.html, "Knuth")
        expectContains(page.roundsTable, "<tr><td>0</td><td>18</td>")
        #expect(page.sets(left: 0) == 9 && page.sets(left: 6) == 7)
        #expect(page.roundsChart.marker == nil)
    }

    @Test func largeOddsAreWholeNumbersAndTinySharesAreNotZero() {
        expectEqual(OddsPage.odds(Knuth.noSet12), "1 in 30.96 (29.96:1)")
        expectEqual(OddsPage.odds(1.0 / 2222.2222), "1 in 2,222 (2,221:1)")
        expectEqual(OddsPage.odds(0), "never")
        #expect(OddsPage.share(0) == "0%" && OddsPage.share(0.00003) == "<0.1%")
        #expect(OddsPage.share(0.0173) == "1.7%" && OddsPage.share(0.506) == "51%")
    }

    /// Issue 37, item 22: "always a set" only where the rules make it so (21 cards and more of
    /// the standard deck); 18-card tables that all held a set in 25 give the odds the interval
    /// allows ([0, 0.133]: at least 6.52:1), on the page and in the text.
    @Test func alwaysOnlyWhereTheRulesMakeItSo() throws {
        let json =
            #"{"games": 10, "policy": "first", "seed": 1, "tables": {"12": {"seen": 200, "noSet": 9}, "#
            + #""15": {"seen": 30, "noSet": 1}, "18": {"seen": 25, "noSet": 0}, "21": {"seen": 2, "noSet": 0}}, "#
                + #"""
                "rounds12": [{"round": 0, "seen": 10, "noSet": 0}], "leftAtEnd": {"6": 6, "9": 4}, "setsPerGame": 24.6}
                """#
        let result = try SimulationResult(json: json)
        let sizes = OddsPage(result).sizesTable
        expectContains(
            sizes,
            """
            <tr><td>18</td><td>25</td><td>0</td><td>0.00000</td><td>[0.00000, 0.13319]</td><td>none seen: at \
            least 6.51:1</td></tr>
            """, "\(sizes)")
        #expect(
            sizes.contains("<tr><td>21</td><td>2</td><td>0</td>") && sizes.contains("always a set</td></tr>"),
            "\(sizes)")
        expectOmits(OddsPage(result).roundsTable, "always", "12 cards can lack a set")
        let text = result.report
        #expect(
            text.contains("none seen (at least 6.51:1)  (0 of 25)") && text.contains("always a set  (0 of 2)"),
            "\(text)")
    }

    @Test func aRaceAgainstTheComputerSaysWhoWins() throws {
        let race = Simulator.run(SimulationConfiguration(games: 60, seed: 3, duel: Duel(opponent: .easy)), threads: 1)
        let duel = try #require(race.duel)
        let html = OddsPage(race).html
        expectContains(html, "60 games · the easy computer against a person at medium · seed 3")
        expectContains(html, "<dt>the computer wins</dt><dd>\(OddsPage.percent(duel.opponentWinRate.value, 1)) [")
        expectOmits(OddsPage(Self.result).html, "the computer wins")
    }

    @Test func oneGameStillDraws() {
        let one = Simulator.run(SimulationConfiguration(games: 1, seed: 2), threads: 1)
        let html = OddsPage(one).html
        expectContains(html, "<svg")
        #expect(!html.contains("nan") && !html.contains("inf"))
    }

    /// At most `count` steps of 1, 2 or 5 times a power of ten.
    @Test(arguments: [
        (0.0...0.0712, 6, [0, 0.02, 0.04, 0.06]),
        (0.0...0.1, 6, [0, 0.02, 0.04, 0.06, 0.08, 0.1]),
        (0.0...1.0, 4, [0, 0.5, 1]),
        (0.0...0.0031, 4, [0, 0.001, 0.002, 0.003]),
        (0.0...0.0, 4, [0]),
    ])
    func ticksAreRound(domain: ClosedRange<Double>, count: Int, expected: [Double]) {
        let ticks = LinearScale(domain: domain, start: 0, end: 100).ticks(count: count)
        expectEqual(ticks.count, expected.count)
        for (tick, want) in zip(ticks, expected) { #expect(abs(tick - want) < 1e-12) }
    }

    @Test func topsAreRoundAndLeaveRoom() {
        #expect(abs(LinearScale.niceTop(0.0858, count: 6) - 0.1) < 1e-12)
        #expect(abs(LinearScale.niceTop(0.5, count: 6) - 0.6) < 1e-12)
        expectEqual(LinearScale.niceTop(0, count: 6), 1)
    }

    @Test func axisLabelsHaveJustEnoughDecimals() {
        expectEqual(AxisUnit.percent.labels([0, 0.01, 0.02]), ["0%", "1%", "2%"])
        expectEqual(AxisUnit.percent.labels([0, 0.005, 0.01]), ["0.0%", "0.5%", "1.0%"])
        expectEqual(AxisUnit.number.labels([0, 5, 10]), ["0", "5", "10"])
    }

    @Test func textIsEscaped() {
        var svg = SVGWriter(width: 10, height: 10, label: "a < b", className: "chart")
        svg.label("</svg><script>", x: 1, y: 2, "t")
        let text = svg.finish()
        expectContains(text, "aria-label=\"a &lt; b\"")
        expectContains(text, "&lt;/svg&gt;&lt;script&gt;")
        #expect(SVGWriter.number(1.25) == "1.3" && SVGWriter.number(2.0) == "2" && SVGWriter.number(-0.04) == "0")
    }
}
