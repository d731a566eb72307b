import BrowserDriver
import Foundation
import Testing

/// Issue 37, item 22: a pile's count is written beside it, never over its card (it covered
/// the deck's) nor past an empty pile's outline (it spilled past an empty discard pile at
/// 800x600), and it stays on the table.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplayPileLabelTests {
    /// A full deck and an empty discard pile, then both full, then a gathered pile.
    static let lines = ["new-game set --seed 7", "choose 1 5 7", "deal", "gather"]

    struct Label: Decodable {
        var name: String
        var text: String
        var overlapsCard: Bool
        var insideStage: Bool
    }

    /// Each shown pile's count and whether it overlaps the pile's card or leaves the table.
    static let labels = """
        (() => {
          const stage = document.getElementById("stage").getBoundingClientRect();
          return [...document.querySelectorAll(".stack")].filter((s) => s.style.display !== "none").map((s) => {
            const count = s.querySelector(".count").getBoundingClientRect(), card = \
        s.querySelector(".top").getBoundingClientRect();
            const apart = count.right <= card.left || count.left >= card.right || count.bottom <= card.top || \
        count.top >= card.bottom;
            return { name: s.className, text: s.querySelector(".count").textContent, overlapsCard: !apart,
              insideStage: count.left >= stage.left && count.right <= stage.right && count.top >= stage.top && \
        count.bottom <= stage.bottom };
          });
        })()
        """

    @Test(arguments: [(800, 600), (1280, 800)])
    func theCountsStandBesideThePiles(width: Int, height: Int) throws {
        let (page, _, _, path) = try ReplayBrowserTests.open(Self.lines, width: width, height: height)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        var seen: Set<String> = []
        for (index, _) in Self.lines.enumerated() {
            _ = try page.evaluate("animsetPage.seek(\(index), 1e9).length", as: Int.self)
            for label in try page.evaluate(Self.labels, as: [Label].self) {
                seen.insert(label.text)
                #expect(!label.overlapsCard, "\(width)x\(height), after '\(Self.lines[index])': \(label)")
                #expect(label.insideStage, "\(width)x\(height), after '\(Self.lines[index])': \(label)")
            }
        }
        #expect(seen.contains("deck 69") && seen.contains("discard 0") && seen.contains("discard 3"), "\(seen)")
    }
}
