import BrowserDriver
import Expectations
import Foundation
import Testing
import WireFormat

@testable import ReplayPage

/// Issue 39, item 3: a stream that holds a `review` gets its chart below the player, in the
/// browser: the header's link scrolls to it, the line and the costly set's red dot are on the
/// screen, and hovering names the set. The review is the record's object as a session writes
/// it (here a fixed one with a blunder, so that nothing is estimated in the test).
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplayReviewTests {
    /// A review of three sets, the second a blunder.
    static let review = """
        {"exact":false,"unrecorded":0,"over":true,"left":6,"moves":[{"set":1,"cards":["2RSS","3GOO","1PTD"],\
        "unseen":6,"samples":4000,"chance":0.5,"low":0.485,"high":0.515,"best":{"cards":["2RSS","3GOO","1PTD"],\
        "chance":0.5,"low":0.485,"high":0.515},"cost":0,"mark":null},{"set":2,"cards":["2GOO","2PTS","2RSD"],\
        "unseen":3,"samples":4000,"chance":0.1,"low":0.09,"high":0.11,"best":{"cards":["3ROD","1GSO","2PTS"],\
        "chance":0.6,"low":0.585,"high":0.615},"cost":0.5,"mark":"blunder"},{"set":3,"cards":["3ROD","3RSD",\
        "3RTD"],"unseen":0,"samples":4000,"chance":0,"low":0,"high":0.001,"best":{"cards":["3ROD","3RSD","3RTD"],\
        "chance":0,"low":0,"high":0.001},"cost":0,"mark":null}],"costliest":2}
        """

    @Test func theChartIsBelowThePlayerWithTheBlunderInRed() throws {
        let (replay, _) = try Sessions.page(["new-game set --seed 8"])
        let line = """
            {"line":2,"input":"review","ok":true,"error":null,"game":"set","state":null,"events":[],\
            "review":\(Self.review)}
            """
        let scenes = replay.scenes + [ReplayPage.Scene(record: try RecordedCommand(line: Array(line.utf8)), table: nil)]
        let path = try Sessions.file(ReplayPage(title: "review", scenes: scenes).html)
        let page = try Browser.shared().newPage(width: 1000, height: 700)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        try page.load(file: path)
        try page.waitFor("document.documentElement.dataset.ready === 'true'")
        try expectEqual(page.evaluate("window.scrollY", as: Double.self), 0)
        _ = try page.evaluate("document.getElementById('to-review').click(), true", as: Bool.self)
        // NB: scrolled as far as the page goes: the section is shorter than the window.
        try page.waitFor(
            "window.scrollY > 0 && document.getElementById('review').getBoundingClientRect().top < innerHeight / 4",
            timeout: 30)
        let shot = try page.screenshot()
        if let keep = ProcessInfo.processInfo.environment["ANIMSET_REVIEW_SHOT"] {
            try page.screenshotPNG().write(to: URL(fileURLWithPath: keep))
        }
        let red = try #require(PNGImage.Color(hex: "#ff4d4d"))
        let yellow = try #require(PNGImage.Color(hex: "#ffd23f"))
        #expect(shot.count(of: red, tolerance: 30) > 20, "the blunder's red dot is on the screen")
        #expect(shot.count(of: yellow, tolerance: 30) > 300, "the game's line is on the screen")
        let shown = try page.evaluate(
            """
            [...document.querySelectorAll('#review .chart.wide .point')].map(g => ({ costly: \
            g.classList.contains('costly'), title: g.querySelector('title').textContent, \
            sign: g.querySelector('.sign') ? g.querySelector('.sign').textContent : null }))
            """, as: [Point].self)
        expectEqual(shown.map(\.costly), [false, true, false])
        expectEqual(shown[1].sign, "??")
        #expect(shown[1].title.hasPrefix("set 2: 2GOO 2PTS 2RSD left 10.0%, best 3ROD 1GSO 2PTS 60.0%, cost 50.0"))
    }

    struct Point: Decodable {
        var costly: Bool
        var title: String
        var sign: String?
    }
}
