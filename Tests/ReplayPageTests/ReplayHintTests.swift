import BrowserDriver
import Choreography
import Foundation
import Interpreter
import ReplayPage
import Testing

/// What a person sees on opening the page: it plays by itself from the first frame, and a
/// `hint` marks the cards the terminal marks.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplayHintTests {
    /// A game dealt, a hint, a refused command (the hint stays on show), then a choice.
    static let lines = ["new-game set --seed 8", "hint", "choose 99", "hint", "choose 1"]

    /// The codes the terminal marks `HINT` after each of `lines`: its resting table's marks.
    static func terminalHints(_ lines: [String]) -> [[String]] {
        var options = SessionOptions()
        options.seed = 5
        var session = Session(options: options)
        return lines.map { line in
            _ = session.evaluate(line)
            return session.restingTable.cards.filter { $0.highlight == .hint }.map(\.code).sorted()
        }
    }

    @Test func theHintedCardsAreMarkedAsTheTerminalMarksThem() throws {
        let expected = Self.terminalHints(Self.lines)
        #expect(expected[1].count == 3 && expected[2] == expected[1] && expected[3].count == 3 && expected[4].isEmpty,
                "the session shows a hint, keeps it through a refused command, and drops it on a choice: \(expected)")
        let (page, replay, _, path) = try ReplayBrowserTests.open(Self.lines, width: 1000, height: 700)
        defer { page.close(); try? FileManager.default.removeItem(atPath: path) }
        let ends = replay.animations.enumerated().map { ($0.offset, ($0.element?.duration ?? 0) + 0.01) }
        let shown = try ReplayBrowserTests.cards(page, at: ends)
        for (index, line) in Self.lines.enumerated() {
            let marked = shown[index].filter { $0.highlight == "hint" }.map(\.code).sorted()
            #expect(marked == expected[index], "after '\(line)': the page marks \(marked), the terminal \(expected[index])")
        }
        // The mark is seen: the hint's blue glow is on the screen at the hint and not before.
        let glow = try #require(PNGImage.Color(hex: "#59c7ff"))
        _ = try ReplayBrowserTests.cards(page, at: [ends[0]])
        let before = try page.screenshot().count(of: glow, tolerance: 20)
        _ = try ReplayBrowserTests.cards(page, at: [ends[1]])
        let after = try page.screenshot().count(of: glow, tolerance: 20)
        #expect(before < 20 && after > 300, "hint glow pixels: \(before) before the hint, \(after) at it")
    }

    @Test func itPlaysFromTheFirstFrameWithoutAClick() throws {
        let (page, replay, _, path) = try ReplayBrowserTests.open(Self.lines, width: 1000, height: 700)
        defer { page.close(); try? FileManager.default.removeItem(atPath: path) }
        let duration = try #require(replay.animations.first ?? nil).duration
        #expect(duration > 1, "the first command deals")
        // Sample what is drawn on every frame while the first command plays: no input at all.
        let seen = try page.evaluate("""
            new Promise((resolve) => {
              const looks = new Set(), start = animsetPage.position();
              const sample = () => {
                const at = animsetPage.position();
                if (at.index === 0) looks.add(JSON.stringify(animsetPage.cards().map((c) => [c.code, c.cx.toFixed(1), c.cy.toFixed(1)])));
                if (at.index > 0 || looks.size >= 10) resolve({ looks: looks.size, startIndex: start.index, startSeconds: start.seconds, playing: start.playing });
                else requestAnimationFrame(sample);
              };
              requestAnimationFrame(sample);
              setTimeout(() => resolve({ looks: looks.size, startIndex: start.index, startSeconds: start.seconds, playing: start.playing }), 4000);
            })
            """, as: FirstFrames.self)
        #expect(seen.playing && seen.startIndex == 0, "it plays on opening, from the first command: \(seen)")
        #expect(seen.startSeconds < duration, "it is still in the first command's animation when the page is ready: \(seen)")
        #expect(seen.looks >= 10, "cards move by themselves during the first command: \(seen.looks) different frames")
    }

    struct FirstFrames: Decodable {
        var looks: Int
        var startIndex: Int
        var startSeconds: Double
        var playing: Bool
    }
}
