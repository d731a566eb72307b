import BrowserDriver
import Expectations
import Foundation
import Testing

/// `simulate --format html` and `merge --format html` in a real browser: the page loads with no
/// request but its own and no console error, shows the JSON result's numbers, draws the curve
/// where those numbers say, and is readable wide and narrow.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"))
struct ChartsPageTests {
    /// A run big enough to show the shape of the curve: 2,000 games see about 2,000 tables a round.
    static let arguments = ["simulate", "--games", "2000", "--seed", "11", "--threads", "2"]

    /// The JSON result and the page of the same run, and the page's file.
    static func run(_ extra: [String] = []) throws -> (json: [String: Any], html: String, path: String) {
        let json = try Binary.run(arguments + extra + ["--format", "json"])
        let html = try Binary.run(arguments + extra + ["--format", "html"])
        #expect(json.status == 0 && html.status == 0, "\(json.stderr)\(html.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let path = try Binary.temporaryFile(Data(html.stdout.utf8), suffix: ".html")
        return (object, html.stdout, path)
    }

    /// The text of every cell of the table `id`, row by row.
    static func table(_ id: String, in page: BrowserPage) throws -> [[String]] {
        try page.evaluate(
            "[...document.querySelectorAll('#\(id) tbody tr')].map(tr => [...tr.cells].map(td => td.textContent))")
    }

    static func number(_ text: String) -> Double? { Double(text.replacingOccurrences(of: ",", with: "")) }

    /// Checks that every number the page shows is the JSON result's.
    static func expectNumbers(of json: [String: Any], in page: BrowserPage) throws {
        let junior = json["deck"] as? String == "junior"
        let rounds = try #require(json[junior ? "rounds9" : "rounds12"] as? [[String: Int]])
        let rows = try table("rounds-table", in: page)
        expectEqual(rows.count, rounds.count)
        for (row, round) in zip(rows, rounds) {
            let (r, seen, noSet) = (round["round"] ?? -1, round["seen"] ?? -1, round["noSet"] ?? -1)
            #expect(number(row[0]) == Double(r) && number(row[1]) == Double((junior ? 18 : 69) - 3 * r), "\(row)")
            #expect(number(row[2]) == Double(seen) && number(row[3]) == Double(noSet), "\(row) vs \(round)")
            expectEqual(row[4], String(format: "%.5f", Double(noSet) / Double(seen)), "\(row)")
        }
        let tables = try #require(json["tables"] as? [String: [String: Int]])
        let sizes = try table("sizes-table", in: page)
        expectEqual(sizes.map { $0[0] }, (junior ? ["9", "12"] : ["12", "15", "18", "21"]))
        for row in sizes {
            let count = try #require(tables[row[0]])
            #expect(
                number(row[1]) == Double(count["seen"] ?? -1) && number(row[2]) == Double(count["noSet"] ?? -1),
                "\(row)")
        }
        let left = try #require(json["leftAtEnd"] as? [String: Int])
        let games = try #require(json["games"] as? Int)
        let leftRows = try table("left-table", in: page)
        for row in leftRows { expectEqual(number(row[1]), Double(left[row[0]] ?? 0), "\(row)") }
        #expect(Set(left.keys).isSubset(of: Set(leftRows.map { $0[0] })))
        expectEqual(leftRows.compactMap { number($0[1]) }.reduce(0, +), Double(games))
        let sets = try table("sets-table", in: page)
        let mean = try #require(json["setsPerGame"] as? Double)
        #expect(sets.last?.first == "mean" && sets.last?[1] == String(format: "%.4f", mean))
        let tooltips: [String] = try page.evaluate(
            "[...document.querySelectorAll('svg.wide .point > title')].map(t => t.textContent)")
        expectEqual(tooltips.count, rounds.count)
        for (tooltip, round) in zip(tooltips, rounds) {
            #expect(tooltip.hasPrefix("round \(round["round"] ?? -1), "), "\(tooltip)")
            // "round 3, deck 60: 116 of 1,998 tables had no set: ..."
            let words = tooltip.split(separator: " ").map(String.init)
            let of = try #require(words.firstIndex(of: "of"))
            #expect(of > 0 && number(words[of - 1]) == Double(round["noSet"] ?? -1), "\(tooltip)")
            #expect(
                of + 2 < words.count && number(words[of + 1]) == Double(round["seen"] ?? -1)
                    && words[of + 2] == "tables", "\(tooltip)")
        }
    }

    /// The value each dot of the wide rounds chart stands at, read back through the y axis.
    static let dotValues = """
        (() => {
          const svg = document.querySelector('#rounds svg.wide');
          const ticks = [...svg.querySelectorAll('.axis.y .tick')].map(t => [parseFloat(t.getAttribute('y')) - 4, \
        parseFloat(t.textContent) / 100]);
          const [y0, v0] = ticks[0], [y1, v1] = ticks[ticks.length - 1];
          return [...svg.querySelectorAll('.dot')].map(d => v0 + (parseFloat(d.getAttribute('cy')) - y0) / (y1 - y0) * \
        (v1 - v0));
        })()
        """

    @Test func thePageLoadsWithNoRequestAndNoErrorAndShowsTheJSONNumbers() throws {
        let (json, html, path) = try Self.run()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(html.utf8.count < 150_000)
        let page = try Browser.shared().newPage(width: 1280, height: 800)
        defer { page.close() }
        try page.load(file: path)
        expectEqual(page.requests, [page.url], "\(page.requests)")
        #expect(page.consoleErrors.isEmpty, "\(page.consoleErrors)")
        try Self.expectNumbers(of: json, in: page)
        // Two charts side by side at 1280, each the wide frame.
        let widths: [Double] = try page.evaluate(
            "[...document.querySelectorAll('svg.wide')].map(s => s.getBoundingClientRect().width)")
        #expect(widths.count == 4 && widths.allSatisfy { $0 > 500 && $0 < 640 }, "\(widths)")
        let image = try page.screenshot()
        #expect(!image.isBlank)
        for hex in ["#6b2fa3", "#d3303a", "#1f8a4c"] {
            let color = try #require(PNGImage.Color(hex: hex))
            #expect(image.count(of: color, tolerance: 24) > 40, "\(hex) hardly on screen")
        }
        let shot = NSTemporaryDirectory() + "animset-charts-1280.png"
        TemporaryFiles.removeAtExit(shot)
        try page.screenshotPNG().write(to: URL(fileURLWithPath: shot))
    }

    @Test func theCurveRunsFromThirtyToOneTowardThirteenToOne() throws {
        let (json, _, path) = try Self.run()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = try Browser.shared().newPage(width: 1280, height: 800)
        defer { page.close() }
        try page.load(file: path)
        let rows = try Self.table("rounds-table", in: page)
        let values = rows.compactMap { Double($0[4]) }
        let dots: [Double] = try page.evaluate(Self.dotValues)
        #expect(dots.count == values.count && values.count == rows.count)
        for (dot, value) in zip(dots, values) {
            #expect(abs(dot - value) < 0.0005, "dot at \(dot), table says \(value)")
        }
        // Round 0 is 12 random cards: about 1 in 31, Knuth's exact value inside its interval.
        let bounds = try #require(rows.first?[5]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        #expect(bounds.count == 2 && bounds[0] < 0.032302 && 0.032302 < bounds[1], "\(bounds)")
        #expect(1.0 / 40 < values[0] && values[0] < 1.0 / 25, "round 0: 1 in \(1 / values[0])")
        // From round 4 on, pooled: between 1 in 16 and 1 in 12 (the 14:1 to 13:1 of the literature).
        let later = try #require(json["rounds12"] as? [[String: Int]]).filter { ($0["round"] ?? 0) >= 4 }
        let p = Double(later.map { $0["noSet"] ?? 0 }.reduce(0, +)) / Double(later.map { $0["seen"] ?? 0 }.reduce(0, +))
        #expect(1.0 / 16 < p && p < 1.0 / 12, "later rounds: 1 in \(1 / p)")
        #expect(
            values.dropFirst(4).prefix(10).allSatisfy { $0 > values[0] }, "later rounds lie above round 0: \(values)")
        let odds: [String] = try page.evaluate(
            "[...document.querySelectorAll('#rounds svg.wide .references .tick')].map(t => t.textContent)")
        #expect(odds.contains("30:1") && odds.contains("13:1"), "\(odds)")
    }

    @Test func aNarrowWindowGetsTheNarrowChartsAndNoSidewaysScroll() throws {
        let (_, _, path) = try Self.run()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = try Browser.shared().newPage(width: 380, height: 760)
        defer { page.close() }
        try page.load(file: path)
        let shown: [String] = try page.evaluate(
            """
            [...document.querySelectorAll('svg.chart')].filter(s => s.getBoundingClientRect().width > 0).map(s => \
            s.getAttribute('class'))
            """
        )
        expectEqual(shown, Array(repeating: "chart narrow", count: 4), "\(shown)")
        #expect(try page.evaluate("document.documentElement.scrollWidth <= innerWidth", as: Bool.self))
        // Tick labels stay at least 10 CSS pixels tall.
        let heights: [Double] = try page.evaluate(
            "[...document.querySelectorAll('svg.narrow .tick')].map(t => t.getBoundingClientRect().height)")
        #expect(!heights.isEmpty && heights.allSatisfy { $0 >= 10 }, "\(heights.min() ?? 0)")
        #expect(try !page.screenshot().isBlank)
        let shot = NSTemporaryDirectory() + "animset-charts-380.png"
        TemporaryFiles.removeAtExit(shot)
        try page.screenshotPNG().write(to: URL(fileURLWithPath: shot))
    }

    @Test func aJuniorDeckRunGetsItsOwnTablesAndNoKnuthMark() throws {
        let (json, _, path) = try Self.run(["--deck", "junior"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = try Browser.shared().newPage(width: 1280, height: 800)
        defer { page.close() }
        try page.load(file: path)
        #expect(page.requests == [page.url] && page.consoleErrors.isEmpty, "\(page.consoleErrors)")
        try Self.expectNumbers(of: json, in: page)
        #expect(
            try page.evaluate("document.querySelector('#rounds h2').textContent", as: String.self)
                == "No set among 9 cards, by round")
        try expectEqual(page.evaluate("document.querySelectorAll('.exact').length", as: Int.self), 0)
        #expect(
            try page.evaluate(
                "document.querySelector('#sets-table tbody tr:last-child td:nth-child(2)').textContent", as: String.self
            )
                == String(format: "%.4f", try #require(json["setsPerGame"] as? Double)))
    }

    /// The page's size and its first paint, as the README quotes them
    /// (`swift test --filter ChartsPageTests` prints them).
    @Test func thePageIsSmallAndPaintsQuickly() throws {
        let (_, html, path) = try Self.run()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = try Browser.shared().newPage(width: 1280, height: 800)
        defer { page.close() }
        var paints: [Double] = []
        for _ in 0..<3 {
            try page.load(file: path)
            try page.waitFor("performance.getEntriesByName('first-contentful-paint').length > 0")
            paints.append(
                try page.evaluate(
                    "performance.getEntriesByName('first-contentful-paint')[0].startTime", as: Double.self))
        }
        print(
            "charts page: \(html.utf8.count) bytes; first contentful paint after "
                + paints.map { "\(Int($0)) ms" }.joined(separator: ", "))
        #expect(html.utf8.count < 150_000)
        #expect(paints.allSatisfy { $0 > 0 && $0 < 5_000 }, "first paint after \(paints) ms")
    }

    @Test func mergesPageIsTheWholeRunsPage() throws {
        var shards: [String] = []
        defer { shards.forEach { try? FileManager.default.removeItem(atPath: $0) } }
        for index in 0..<3 {
            let shard = try Binary.run(Self.arguments + ["--shard", "\(index)/3", "--format", "json"])
            expectEqual(shard.status, 0)
            shards.append(try Binary.temporaryFile(Data(shard.stdout.utf8), suffix: ".json"))
        }
        let merged = try Binary.run(["merge", "--format", "html"] + shards.reversed())
        let whole = try Binary.run(Self.arguments + ["--format", "html"])
        expectEqual(merged.status, 0, "\(merged.stderr)")
        expectEqual(merged.stdout, whole.stdout)
        let json = try Binary.run(["merge", "--format", "json"] + shards)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let path = try Binary.temporaryFile(Data(merged.stdout.utf8), suffix: ".html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = try Browser.shared().newPage(width: 1280, height: 800)
        defer { page.close() }
        try page.load(file: path)
        #expect(page.requests == [page.url] && page.consoleErrors.isEmpty)
        try Self.expectNumbers(of: object, in: page)
    }
}
