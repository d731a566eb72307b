import BrowserDriver
import Expectations
import Foundation
import JSONCoding
import ReplayPage
import Testing
import WireFormat

/// Issue 30, items 4 and 5: stepping through the replay page with the arrow keys, every step
/// shows one instant: the cards drawn in their slots, the header's numbers and the printed text
/// are all the state after the command shown, forward and back; in UltraSet the header names
/// the variant and counts its moves.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplaySteppingTests {
    /// What the page shows at a step, read in one round trip.
    struct Shown: Decodable {
        var index: Int
        var header: String
        var caption: String
        var cards: [Card]
        struct Card: Decodable {
            var slot: Int?
            var code: String
            var faceUp: Bool
        }
    }

    static let read = """
        (() => { const p = animsetPage.position();
          return { index: p.index, header: document.getElementById('status').textContent, caption: \
        animsetPage.caption(),
            cards: animsetPage.cards().filter((c) => c.slot != null).map((c) => ({ slot: c.slot, code: c.code, faceUp: \
        c.faceUp })) }; })()
        """

    /// The state of record `index` of `stream`, read back.
    static func state(_ stream: [String], _ index: Int) throws -> [(String, JSONValue)] {
        guard case .object(let record) = try JSONReader.parse(Array(stream[index].utf8)),
            case .object(let state)? = record.last(where: { $0.0 == "state" })?.1
        else { return [] }
        return state
    }

    static func int(_ fields: [(String, JSONValue)], _ key: String) -> Int? {
        if case .int(let value)? = fields.last(where: { $0.0 == key })?.1 { value } else { nil }
    }

    /// Steps forward through every command and back again, checking each step against the
    /// record of the command it shows.
    static func stepThrough(_ lines: [String], check: (Shown, [(String, JSONValue)], String) throws -> Void) throws {
        let (page, _, stream, path) = try ReplayBrowserTests.open(lines)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        _ = try page.evaluate("animsetPage.pause(), 0", as: Int.self)
        _ = try page.evaluate("animsetPage.seek(0, 0).length", as: Int.self)
        var visited: [Int] = []
        for (key, code) in Array(repeating: ("ArrowRight", 39), count: lines.count)
            + Array(repeating: ("ArrowLeft", 37), count: lines.count)
        {
            try ReplayControlsTests.press(page, key: key, code: key, keyCode: code)
            let shown = try page.evaluate(read, as: Shown.self)
            visited.append(shown.index)
            #expect(shown.caption.hasPrefix("animset> " + lines[shown.index]), "\(shown.caption)")
            try check(shown, try state(stream, shown.index), key)
        }
        expectEqual(Set(visited), Set(lines.indices), "\(visited)")
    }

    @Test func setStepsShowOneInstant() throws {
        try Self.stepThrough(Sessions.set) { shown, state, key in
            guard case .array(let table)? = state.last(where: { $0.0 == "table" })?.1,
                let deck = Self.int(state, "deck")
            else { return }
            let codes = table.compactMap { entry -> String? in
                guard case .object(let card) = entry, case .string(let code)? = card.last(where: { $0.0 == "card" })?.1
                else { return nil }
                return code
            }
            let drawn = shown.cards.sorted { ($0.slot ?? 0) < ($1.slot ?? 0) }.map(\.code)
            if state.contains(where: { $0.0 == "gathered" }) || drawn.isEmpty { return }
            expectEqual(drawn, codes, "step \(shown.index) (\(key)): drawn \(drawn), state \(codes)")
            expectContains(shown.header, "deck \(deck)", "step \(shown.index) (\(key)): \(shown.header)")
            if let score = Self.int(state, "score") {
                expectContains(shown.header, "score \(score)", "\(shown.header)")
            }
            if let sets = Self.int(state, "sets") { expectContains(shown.header, "sets \(sets)", "\(shown.header)") }
        }
    }

    /// "Turned slots 1 and 2 face down" is never shown while they lie face up.
    @Test func concentrationStepsShowOneInstant() throws {
        try Self.stepThrough(Sessions.concentration) { shown, state, key in
            guard case .array(let cards)? = state.last(where: { $0.0 == "cards" })?.1 else { return }
            for entry in cards {
                guard case .object(let card) = entry, let slot = Self.int(card, "slot"),
                    case .bool(let up)? = card.last(where: { $0.0 == "faceUp" })?.1,
                    let drawn = shown.cards.first(where: { $0.slot == slot })
                else { continue }
                expectEqual(
                    drawn.faceUp, up,
                    """
                    step \(shown.index) (\(key)), slot \(slot): drawn faceUp \(drawn.faceUp), state \(up); \
                    \(shown.caption)
                    """
                )
            }
            if let flips = Self.int(state, "flips") {
                expectContains(shown.header, "flips \(flips)", "\(shown.header)")
            }
        }
    }

    @Test func theUltraSetHeaderNamesItAndCountsUltrasets() throws {
        try Self.stepThrough(Sessions.ultra) { shown, state, _ in
            guard let moves = Self.int(state, "moves") else { return }
            #expect(shown.header.hasPrefix("UltraSet · "), "\(shown.header)")
            expectContains(shown.header, "ultrasets \(moves)", "\(shown.header)")
            expectOmits(shown.header, " sets ", "\(shown.header)")
        }
    }
}

/// Issue 30, item 10: with 18 cards the bottom row leaves the deck's count readable, and the
/// printed text of `hint all` (24 sets here) shows whole, without a scroll box, at 1280x800 and
/// 1920x1080. `ANIMSET_SHOTS=DIR` keeps the screenshots to look at.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplayBigTableTests {
    /// 18 cards: the ones and twos of the diamonds, 24 sets among them.
    static let lines = [
        "layout "
            + ["1", "2"].flatMap { n in ["R", "G", "P"].flatMap { c in ["S", "T", "O"].map { n + c + $0 + "D" } } }
            .joined(separator: " "), "hint all",
    ]

    struct Fit: Decodable {
        var labels: [String]
        var covered: [String]
        var printedLines: Int
        var scrolls: Bool
    }

    static let fit = """
        (() => { const rects = (s) => [...document.querySelectorAll(s)].filter((n) => n.offsetParent).map((n) => \
        n.getBoundingClientRect());
          const cards = rects('.card:not(.ghost)');
          const labels = [...document.querySelectorAll('.stack .count')].filter((n) => n.offsetParent);
          const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const printed = document.getElementById('printed');
          return { labels: labels.map((n) => n.textContent),
            covered: labels.filter((n) => cards.some((c) => hit(c, n.getBoundingClientRect()))).map((n) => \
        n.textContent),
            printedLines: printed.textContent.split('\\n').length,
            scrolls: printed.scrollHeight > printed.clientHeight + 1 }; })()
        """

    @Test(arguments: [(1280, 800), (1920, 1080)])
    func eighteenCardsAndHintAllFit(width: Int, height: Int) throws {
        // The page as `run --format html` makes it: with what each command printed.
        let scenes = try Sessions.stream(Self.lines).map { line in
            let record = try RecordedCommand(line: Array(line.utf8))
            return ReplayPage.Scene(
                record: record, table: try record.restingTable(fallback: .standard), printed: record.text)
        }
        let path = try Sessions.file(ReplayPage(title: "test", scenes: scenes).html)
        let page = try Browser.shared().newPage(width: width, height: height)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        try page.load(file: path)
        try page.waitFor("document.documentElement.dataset.ready === 'true'")
        _ = try page.evaluate("animsetPage.pause(), animsetPage.seek(1, 60).length", as: Int.self)
        let shown = try page.evaluate(Self.fit, as: Fit.self)
        #expect(shown.labels.contains { $0.hasPrefix("deck ") }, "\(shown.labels)")
        #expect(shown.covered.isEmpty, "at \(width)x\(height), cards cover \(shown.covered)")
        #expect(shown.printedLines >= 25, "\(shown.printedLines)")
        #expect(!shown.scrolls, "at \(width)x\(height), hint all's text needs a scroll box")
        if let directory = ProcessInfo.processInfo.environment["ANIMSET_SHOTS"] {
            try page.screenshotPNG().write(to: URL(fileURLWithPath: directory + "/replay-18-\(width).png"))
        }
    }
}
