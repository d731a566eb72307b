import BrowserDriver
import Expectations
import Foundation
import Testing

/// Issue 30, item 10: the charts page at 1280 and 1920 pixels wide shows every table whole (no
/// cell cut, no sideways scrolling, in the page or in a table), with a million games' numbers
/// and with Set-Chain's deck ranges; and it says what it means ("always a set", not "no set
/// never seen").
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ChartsPageFitTests {
    /// `simulate --games 1000000 --threads 2 --format json` (debug build, seed 1): the widest
    /// numbers a page usually shows.
    static let million = #"""
        {"games": 1000000, "policy": "first", "seed": 1, "tables": {"12": {"seen": 22984308, "noSet": 1439781}, "15": \#
        {"seen": 1388257, "noSet": 15691}, "18": {"seen": 14959, "noSet": 1}, "21": {"seen": 1, "noSet": 0}}, \#
        "rounds12": [{"round": 0, "seen": 1000000, "noSet": 32207}, {"round": 1, "seen": 999634, "noSet": 50896}, \#
        {"round": 2, "seen": 999411, "noSet": 58827}, {"round": 3, "seen": 999354, "noSet": 61196}, {"round": 4, \#
        "seen": 999348, "noSet": 62535}, {"round": 5, "seen": 999325, "noSet": 63556}, {"round": 6, "seen": 999274, \#
        "noSet": 63779}, {"round": 7, "seen": 999285, "noSet": 63382}, {"round": 8, "seen": 999245, "noSet": 63729}, \#
        {"round": 9, "seen": 999294, "noSet": 64181}, {"round": 10, "seen": 999285, "noSet": 64905}, {"round": 11, \#
        "seen": 999228, "noSet": 65311}, {"round": 12, "seen": 999228, "noSet": 65527}, {"round": 13, "seen": 999217, \#
        "noSet": 65604}, {"round": 14, "seen": 999288, "noSet": 65803}, {"round": 15, "seen": 999282, "noSet": \#
        65247}, {"round": 16, "seen": 999182, "noSet": 65759}, {"round": 17, "seen": 999253, "noSet": 66258}, \#
        {"round": 18, "seen": 999246, "noSet": 66043}, {"round": 19, "seen": 999225, "noSet": 66361}, {"round": 20, \#
        "seen": 999198, "noSet": 65782}, {"round": 21, "seen": 999239, "noSet": 66411}, {"round": 22, "seen": 999267, \#
        "noSet": 66482}], "leftAtEnd": {"0": 14917, "6": 484574, "9": 429510, "12": 70292, "15": 705, "18": 2}, \#
        "setsPerGame": 24.457617}
        """#

    /// The page of `million`, through `merge --format html`, and of a Set-Chain run.
    static func pages() throws -> [(name: String, path: String)] {
        let json = try Binary.temporaryFile(Data(million.utf8), suffix: ".json")
        let standard = try Binary.run(["merge", "--format", "html", json])
        let chain = try Binary.run([
            "simulate", "--games", "2000", "--seed", "3", "--variant", "chain", "--format", "html",
        ])
        #expect(standard.status == 0 && chain.status == 0, "\(standard.stderr)\(chain.stderr)")
        return [
            ("standard", try Binary.temporaryFile(Data(standard.stdout.utf8), suffix: ".html")),
            ("chain", try Binary.temporaryFile(Data(chain.stdout.utf8), suffix: ".html")),
        ]
    }

    /// Every table's overflow (how many pixels its box scrolls sideways), and the page's.
    static let overflow = """
        ({ page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
           tables: [...document.querySelectorAll('.numbers')].map(n => n.scrollWidth - n.clientWidth) })
        """

    struct Overflow: Decodable {
        var page: Double
        var tables: [Double]
    }

    @Test(arguments: [(1280, 800), (1920, 1080)])
    func everyTableFitsItsColumn(width: Int, height: Int) throws {
        for (name, path) in try Self.pages() {
            let page = try Browser.shared().newPage(width: width, height: height)
            defer { page.close() }
            try page.load(file: path)
            let shown = try page.evaluate(Self.overflow, as: Overflow.self)
            #expect(shown.page <= 0, "\(name) at \(width): the page scrolls sideways by \(shown.page) px")
            #expect(
                shown.tables.count >= 4 && shown.tables.allSatisfy { $0 <= 0 }, "\(name) at \(width): \(shown.tables)")
            let shot = NSTemporaryDirectory() + "animset-charts-\(name)-\(width).png"
            TemporaryFiles.removeAtExit(shot)
            try page.screenshotPNG().write(to: URL(fileURLWithPath: shot))
        }
    }

    @Test func theTablesSayWhatTheyMean() throws {
        for (name, path) in try Self.pages() {
            let html = try String(contentsOfFile: path, encoding: .utf8)
            expectOmits(html, "never seen", "\(name)")
            // Issue 37, item 22: "always" only where the rules make it so (21 cards of the
            // standard deck); a chain set found every time gives the odds its interval allows.
            expectContains(
                html, name == "chain" ? "none seen: at least " : "<td>21</td><td>1</td><td>0</td>", "\(name)")
            #expect(
                html.contains("always a chain set") == false && html.contains("always a set") == (name == "standard"),
                "\(name)")
        }
        let text = try Binary.run(["simulate", "--games", "300", "--seed", "3", "--variant", "chain"])
        expectContains(text.stdout, "round  0, deck 67-69  ", "\(text.stdout)")
        expectOmits(text.stdout, "never seen")
    }
}
