import BrowserDriver
import Expectations
import Foundation
import Testing

/// The page's controls in a real browser: the keyboard, the window's size, reduced motion,
/// refused commands and skipped fields shown as such.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplayControlsTests {
    struct Position: Decodable {
        var index: Int
        var seconds: Double
        var playing: Bool
        var speed: Double
    }

    static func press(_ page: BrowserPage, key: String, code: String, keyCode: Int) throws {
        for type in ["keyDown", "keyUp"] {
            try page.send(
                "Input.dispatchKeyEvent", ["type": type, "key": key, "code": code, "windowsVirtualKeyCode": keyCode])
        }
    }

    @Test func theKeyboardPlaysPausesStepsAndChangesSpeed() throws {
        let (page, _, _, path) = try ReplayBrowserTests.open(Sessions.set)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        #expect(try page.evaluate("animsetPage.position()", as: Position.self).playing, "it plays on opening")
        try Self.press(page, key: " ", code: "Space", keyCode: 32)
        #expect(try !page.evaluate("animsetPage.position()", as: Position.self).playing)
        _ = try page.evaluate("animsetPage.seek(3, 0).length", as: Int.self)
        try Self.press(page, key: "ArrowRight", code: "ArrowRight", keyCode: 39)
        try expectEqual(page.evaluate("animsetPage.position()", as: Position.self).index, 4)
        try Self.press(page, key: "ArrowLeft", code: "ArrowLeft", keyCode: 37)
        try expectEqual(page.evaluate("animsetPage.position()", as: Position.self).index, 3)
        try Self.press(page, key: "ArrowUp", code: "ArrowUp", keyCode: 38)
        try expectEqual(page.evaluate("animsetPage.position()", as: Position.self).speed, 1.5)
        for _ in 0..<6 { try Self.press(page, key: "ArrowDown", code: "ArrowDown", keyCode: 40) }
        try expectEqual(page.evaluate("animsetPage.position()", as: Position.self).speed, 0.25)
        try Self.press(page, key: " ", code: "Space", keyCode: 32)
        #expect(try page.evaluate("animsetPage.position()", as: Position.self).playing)
    }

    @Test func theTableKeepsItsProportionsAndFillsTheWindowWhenItChanges() throws {
        let (page, _, _, path) = try ReplayBrowserTests.open(Sessions.set)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        for (width, height) in [(1280, 800), (600, 700), (1400, 500)] {
            try page.resize(width: width, height: height)
            try page.waitFor("innerWidth === \(width) && innerHeight === \(height)")
            let fit = try page.evaluate(
                """
                (animsetPage.seek(2, 0), (() => { const s = document.getElementById('stage').getBoundingClientRect(),
                  t = document.querySelector('.table').getBoundingClientRect(), b = animsetPage.scene().bounds;
                  return [s.width, s.height, t.width, t.height, b.w, b.h]; })())
                """, as: [Double].self)
            let (stageW, stageH, tableW, tableH, cols, rows) = (fit[0], fit[1], fit[2], fit[3], fit[4], fit[5])
            // The page leaves a margin of 12 pixels all round (for the stacks' edges and the glows).
            #expect(tableW <= stageW - 23.5 && tableH <= stageH - 23.5, "\(width)x\(height): inside the stage")
            #expect(
                abs(tableW - (stageW - 24)) < 1 || abs(tableH - (stageH - 24)) < 1, "\(width)x\(height): fills one way")
            #expect(abs((tableH / rows) / (tableW / cols) - 2) < 0.01, "\(width)x\(height): a row is two columns tall")
        }
    }

    @Test func reducedMotionStepsBetweenRestingBoards() throws {
        let (replay, _) = try Sessions.page(Sessions.set)
        let path = try Sessions.file(replay.html)
        let page = try Browser.shared().newPage(width: 1000, height: 700)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        try page.send(
            "Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
        try page.load(file: path)
        try page.waitFor("document.documentElement.dataset.ready === 'true'")
        #expect(try page.evaluate("animsetPage.reducedMotion", as: Bool.self))
        #expect(try !page.evaluate("animsetPage.position()", as: Position.self).playing, "nothing moves by itself")
        _ = try page.evaluate(
            "animsetPage.seek(1, 0), animsetPage.setSpeed(4), animsetPage.play(), true", as: Bool.self)
        for _ in 0..<8 {
            let still = try page.evaluate(
                """
                new Promise(r => setTimeout(() => r(animsetPage.scene().cards.every(c => c.still && c.flipWidth \
                === 1)), 90))
                """,
                as: Bool.self)
            #expect(still, "only resting boards are shown")
        }
        // It steps on: waited for, since on a busy machine the 8 looks above may all fall
        // within the first step (this failed once with five test runs on two cores).
        try page.waitFor("animsetPage.position().index > 1")
    }

    @Test func refusedCommandsAndSkippedFieldsAreShown() throws {
        let (page, _, _, path) = try ReplayBrowserTests.open(Sessions.set)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        let refused = try #require(Sessions.set.firstIndex(of: "choose 99"))
        _ = try page.evaluate("animsetPage.seek(\(refused), 0).length", as: Int.self)
        let caption = try page.evaluate("animsetPage.caption()", as: String.self)
        #expect(caption.hasPrefix("animset> choose 99\nerror: slot 99"), "\(caption)")
        #expect(try page.evaluate("document.getElementById('printed').classList.contains('error')", as: Bool.self))
        #expect(try page.evaluate("document.getElementById('notice').hidden", as: Bool.self), "nothing skipped")
    }

    @Test func whatThePageSkippedIsListed() throws {
        var stream = Sessions.stream(Sessions.matching)
        stream[1] = String(stream[1].dropLast()) + #","future":{"a":1}}"#
        stream[2] = stream[2].replacingOccurrences(of: #""kind":"flip""#, with: #""kind":"spin""#)
        let path = try Sessions.file(try Sessions.page(stream: stream).html)
        let page = try Browser.shared().newPage(width: 1000, height: 700)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        try page.load(file: path)
        try page.waitFor("document.documentElement.dataset.ready === 'true'")
        let notice = try page.evaluate(
            "document.getElementById('notice').hidden ? '' : document.getElementById('notice').textContent",
            as: String.self)
        #expect(notice.contains("key 'future'") && notice.contains("event kind 'spin'"), "\(notice)")
        #expect(page.consoleErrors.isEmpty, "\(page.consoleErrors)")
    }
}
