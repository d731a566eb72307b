import Expectations
import SetGame
import Simulation
import Testing

@testable import Charts

/// The charts page of a Set-Chain or UltraSet run (issue 24): the variant in its title and run
/// line, its moves named, the table sizes seen, and no Knuth (his count is of standard Set).
@Suite struct VariantOddsPageTests {
    static func page(_ variant: SetVariant) -> OddsPage {
        OddsPage(Simulator.run(SimulationConfiguration(games: 300, seed: 8, variant: variant), threads: 2))
    }

    @Test(arguments: [SetVariant.chain, .ultra])
    func thePageSaysTheVariant(variant: SetVariant) {
        let page = Self.page(variant)
        let html = page.html
        expectContains(html, "<title>The odds of \(variant.title): 300 games</title>")
        expectContains(html, "<h1>The odds of \(variant.title)</h1>")
        expectContains(html, "300 games · policy first · seed 8 · \(variant.title)</p>")
        expectContains(html, "<h2>No \(variant.moveName) among 12 cards, by round</h2>")
        expectContains(html, "<dt>\(variant.moveName)s per game</dt>")
        #expect(!html.contains("Knuth") && page.roundsChart.marker == nil)
        expectEqual(html, Self.page(variant).html)
        // The rounds' deck is a range: a chain set refills 2 cards, an ultraset 4.
        expectContains(page.roundsTable, "<tr><td>0</td><td>67-69</td><td>300</td>")
    }

    @Test func setChainShowsTheTableSizesSeenAndItsMoves() throws {
        let page = Self.page(.chain)
        let seen = page.result.tables.filter { $0.seen > 0 }.count
        #expect(seen >= 4 && seen < SimulationResult.variantTableSizes.count)
        expectEqual(page.sizesTable.components(separatedBy: "<tr>").count - 2, seen)
        expectContains(page.sizesTable, "<tr><td>13</td>")
        expectContains(page.html, "Chain sets taken in a game: 1 + (81 − 3 − cards left) / 2.")
        // A game that leaves 4 cards took 1 + 74 / 2 chain sets; every row occurred.
        #expect(page.sets(left: 4) == 38 && page.sets(left: 0) == 40)
        #expect(page.leftRows.allSatisfy { $0.games > 0 && $0.left % 2 == 0 })
        // How the games end (issue 24): the two shares with their intervals, and the spread.
        let broken = try #require(page.result.brokenWithDeckRate)
        expectContains(page.html, "<dt>chain broken, cards left in the deck</dt><dd>\(OddsPage.rate(broken))</dd>")
        expectContains(page.html, "<dt>deck run dry</dt><dd>")
        expectContains(page.html, "<dt>chain sets per game, spread</dt><dd>sd ")
        expectOmits(Self.page(.ultra).html, "deck run dry")
    }

    @Test func ultraSetCountsFourCardsAMove() {
        let page = Self.page(.ultra)
        expectEqual(page.sizesTable.components(separatedBy: "<tr>").count - 2, 1)
        #expect(page.sets(left: 5) == 19 && page.sets(left: 1) == 20)
        expectContains(page.html, "Ultrasets taken in a game: (81 − cards left) / 4.")
        expectContains(page.html, "<th scope=\"col\">no ultraset</th>")
    }
}
