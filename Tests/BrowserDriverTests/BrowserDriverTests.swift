import BrowserDriver
import Expectations
import Foundation
import Testing

/// The driver itself, on pages made here: that it sees what a page does (its console errors,
/// every request it tries, its pixels), so that a page test's "nothing seen" means something.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"))
struct BrowserDriverTests {
    static let colors = ["#e53935", "#2e7d32", "#6a1b9a"]

    /// A page that draws three coloured bars, sets a flag a little later, and logs.
    static let goodPage = """
        <!doctype html><html><head><meta charset="utf-8"><title>good</title>
        <style>body{margin:0;background:#fff} div{height:100px}</style></head><body>
        <div style="background:\(colors[0])"></div><div style="background:\(colors[1])"></div>
        <div style="background:\(colors[2])"></div>
        <script>console.log("hello"); setTimeout(() => { window.ready = 42; }, 200);</script>
        </body></html>
        """

    /// A page that tries the network three ways, logs an error and throws.
    static let badPage = """
        <!doctype html><html><head><meta charset="utf-8">
        <link rel="stylesheet" href="https://fonts.example.invalid/style.css"></head><body>
        <img src="http://images.example.invalid/cat.png">
        <script>
        console.error("something broke");
        fetch("https://api.example.invalid/data").catch(() => {});
        throw new Error("uncaught on purpose");
        </script></body></html>
        """

    static func file(_ html: String) throws -> String {
        let path = NSTemporaryDirectory() + "animset-browser-\(UUID().uuidString).html"
        try html.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func aGoodPageLoadsQuietlyAndIsReadable() throws {
        let path = try Self.file(Self.goodPage)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = try Browser.shared().newPage(width: 400, height: 300)
        defer { page.close() }
        try page.load(file: path)
        try expectEqual(page.evaluate("document.title", as: String.self), "good")
        try expectEqual(page.evaluate("[innerWidth, innerHeight]", as: [Int].self), [400, 300])
        try expectEqual(page.evaluate("1 + 1", as: Int.self), 2)
        try page.waitFor("window.ready === 42")
        try expectEqual(page.evaluate("window.ready", as: Int.self), 42)
        expectEqual(page.requests, [page.url])
        #expect(page.consoleErrors.isEmpty, "\(page.consoleErrors)")
        #expect(page.consoleMessages.contains { $0.level == "log" && $0.text == "hello" })

        let image = try page.screenshot()
        #expect(image.width == 400 && image.height == 300)
        #expect(!image.isBlank)
        for (index, hex) in Self.colors.enumerated() {
            let color = try #require(PNGImage.Color(hex: hex))
            #expect(image.color(x: 200, y: 50 + 100 * index).distance(to: color) <= 2, "\(hex) at row \(index)")
            #expect(image.count(of: color, tolerance: 2) >= 400 * 95, "\(hex)")
        }
    }

    @Test func aBadPageIsCaught() throws {
        let path = try Self.file(Self.badPage)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = try Browser.shared().newPage(width: 320, height: 200)
        defer { page.close() }
        try page.load(file: path)
        try page.waitFor("performance.getEntriesByType('resource').length >= 0")
        let requests = page.requests
        for url in [
            "https://fonts.example.invalid/style.css", "http://images.example.invalid/cat.png",
            "https://api.example.invalid/data",
        ] {
            expectContains(requests, url, "\(url) not in \(requests)")
        }
        let errors = page.consoleErrors.map(\.text)
        expectContains(errors, "something broke", "\(errors)")
        #expect(errors.contains { $0.contains("uncaught on purpose") }, "\(errors)")
        #expect(page.consoleErrors.contains { $0.level == "exception" })
    }

    @Test func aThrowingScriptAndAnUnmetConditionAreErrors() throws {
        let page = try Browser.shared().newPage(width: 200, height: 200)
        defer { page.close() }
        #expect(throws: BrowserError.self) { try page.evaluate("null.x", as: Int.self) }
        #expect(throws: BrowserError.self) { try page.evaluate("'text'", as: Int.self) }
        #expect(throws: BrowserError.self) { try page.waitFor("false", timeout: 0.3) }
    }

    @Test func pagesRunSideBySide() throws {
        let browser = try Browser.shared()
        let pages = try (0..<3).map { _ in try browser.newPage(width: 300, height: 200) }
        defer { pages.forEach { $0.close() } }
        for (index, page) in pages.enumerated() {
            _ = try page.evaluate("window.mark = \(index)", as: Int.self)
        }
        try expectEqual(pages.map { try $0.evaluate("window.mark", as: Int.self) }, [0, 1, 2])
    }

    @Test func theDecoderReadsEveryFilterAndBlockType() throws {
        // A gradient and noise make Chromium's encoder use several row filters and Huffman blocks.
        let page = try Browser.shared().newPage(width: 256, height: 64)
        defer { page.close() }
        let html = """
            <!doctype html><body style="margin:0"><canvas id=c width=256 height=64></canvas><script>
            const g = document.getElementById('c').getContext('2d');
            for (let x = 0; x < 256; x++) { g.fillStyle = `rgb(${x},${255 - x},${(x * 7) % 256})`; g.fillRect(x, 0, 1, \
            32); }
            for (let x = 0; x < 256; x++) for (let y = 32; y < 64; y++) {
              g.fillStyle = `rgb(${(x * y) % 256},${(x ^ y) % 256},${(x + y) % 256})`; g.fillRect(x, y, 1, 1); }
            </script></body>
            """
        let path = try Self.file(html)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try page.load(file: path)
        let image = try page.screenshot()
        for x in [0, 17, 128, 255] {
            let pixel = image.color(x: x, y: 10)
            expectEqual(pixel, PNGImage.Color(r: UInt8(x), g: UInt8(255 - x), b: UInt8((x * 7) % 256)), "x \(x)")
        }
        for (x, y) in [(5, 40), (200, 63), (131, 33)] {
            let pixel = image.color(x: x, y: y)
            expectEqual(
                pixel, PNGImage.Color(r: UInt8((x * y) % 256), g: UInt8((x ^ y) % 256), b: UInt8((x + y) % 256)))
        }
        #expect(throws: BrowserError.self) { try PNGImage(png: Data("not a png".utf8)) }
    }
}
