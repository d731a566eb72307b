import BrowserDriver
import Choreography
import Expectations
import Foundation
import ReplayPage
import Testing

/// The replay page in a real browser (headless Chromium): it loads with no request and no
/// console error, shows each command's state in its slots, draws every card where the Swift
/// pose function puts it (within a quarter of a cell), and its pixels hold the Set colours.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplayBrowserTests {
    /// A card as the page measures it (`animsetPage.cards()`).
    struct Drawn: Decodable {
        var code: String
        var face: String?
        var slot: Int?
        var cx, cy, w, h, rotation: Double
        var faceUp: Bool
        var highlight: String
    }

    /// Opens the page of `lines` in a fresh tab; the caller closes it.
    static func open(_ lines: [String], width: Int = 1280, height: Int = 800) throws -> (
        BrowserPage, ReplayPage, [String], String
    ) {
        let (replay, stream) = try Sessions.page(lines)
        let path = try Sessions.file(replay.html)
        let page = try Browser.shared().newPage(width: width, height: height)
        try page.load(file: path)
        try page.waitFor("document.documentElement.dataset.ready === 'true'")
        return (page, replay, stream, path)
    }

    /// The cards at each of `instants` (command, seconds), in one round trip.
    static func cards(_ page: BrowserPage, at instants: [(Int, Double)]) throws -> [[Drawn]] {
        let list = instants.map { "[\($0.0),\($0.1)]" }.joined(separator: ",")
        return try page.evaluate("[\(list)].map(([i, s]) => animsetPage.seek(i, s))", as: [[Drawn]].self)
    }

    /// A card drawn over the table as the page measures it: a ghost (`animsetPage.ghosts()`,
    /// with its opacity) or a carried card (`animsetPage.carried()`, with its mark).
    struct Overlay: Decodable {
        var code: String
        var cx, cy, w, h: Double
        var opacity: Double?
        var highlight: String?
    }

    /// The ghosts and carried cards drawn at each of `instants` (command, seconds), in one round trip.
    static func overlays(_ page: BrowserPage, at instants: [(Int, Double)]) throws -> [(
        ghosts: [Overlay], carried: [Overlay]
    )] {
        struct Both: Decodable { var ghosts, carried: [Overlay] }
        let list = instants.map { "[\($0.0),\($0.1)]" }.joined(separator: ",")
        let both = try page.evaluate(
            """
            [\(list)].map(([i, s]) => (animsetPage.seek(i, s), { ghosts: animsetPage.ghosts(), carried: \
            animsetPage.carried() }))
            """,
            as: [Both].self)
        return both.map { ($0.ghosts, $0.carried) }
    }

    /// Whether `overlay` is drawn at `frame`, within a quarter of a cell.
    static func near(_ overlay: Overlay, _ frame: Rect) -> Bool {
        [
            abs(overlay.cx - (frame.x + frame.w / 2)), abs(overlay.cy - (frame.y + frame.h / 2)),
            abs(overlay.w - frame.w),
            abs(overlay.h - frame.h),
        ].allSatisfy { $0 <= 0.25 }
    }

    /// Each session's page, opened once (three page loads a session until issue 37's last round):
    /// every card where the Swift pose function puts it, each command's state in its slots, then
    /// a while of playing at 4x and a walk through every command with nothing fetched or failed.
    @Test(arguments: Sessions.all.map(\.name))
    func eachSessionsPageShowsItsPosesAndStatesAndFetchesNothing(game: String) throws {
        let lines = try #require(Sessions.all.first { $0.name == game }).lines
        let (page, replay, stream, path) = try Self.open(lines)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        // NB: 5 instants an animation (9 until issue 37 asked for 900 CPU-seconds in all): at least
        // 4 animations, as 30 instants of 9 were.
        let (sampled, compared) = try Self.comparePoses(on: page, replay, lines, samples: 5)
        #expect(sampled >= 4 * 5, "the sessions animate")
        #expect(compared > 100)
        try Self.expectStatesInSlots(on: page, replay, stream, lines)
        // Play a while at 4x, then walk every command: nothing may fetch or fail.
        #expect(try page.evaluate("animsetPage.setSpeed(4), animsetPage.play(), true", as: Bool.self))
        try page.waitFor("animsetPage.position().index >= 2")
        _ = try Self.cards(page, at: (0..<lines.count).map { ($0, 0.3) })
        expectEqual(page.requests, [page.url], "\(page.requests)")
        #expect(page.consoleErrors.isEmpty, "\(page.consoleErrors)")
        try expectEqual(page.evaluate("animsetPage.count", as: Int.self), lines.count)
    }

    /// After each command (its animation ended), the cards on `page` are the command's state in
    /// its slots.
    static func expectStatesInSlots(
        on page: BrowserPage, _ replay: ReplayPage, _ stream: [String], _ lines: [String]
    ) throws {
        let ends = replay.animations.enumerated().map { ($0.offset, ($0.element?.duration ?? 0) + 0.01) }
        let shown = try Self.cards(page, at: ends)
        for (index, line) in stream.enumerated() {
            let state =
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["state"]
                as? [String: Any]
            let expected = Self.slots(state ?? [:])
            let drawn = shown[index].filter { $0.slot != nil }
            expectEqual(
                drawn.count, expected.count,
                "\(lines[index]): \(drawn.count) cards drawn, \(expected.count) in the state")
            for card in drawn {
                let want = try #require(
                    expected[card.slot ?? 0], "\(lines[index]): slot \(card.slot ?? 0) is empty in the state")
                #expect(
                    card.code == want.code && card.faceUp == want.faceUp,
                    "\(lines[index]) slot \(card.slot ?? 0): \(card.code) \(card.faceUp), state \(want)")
                if let face = want.face { expectEqual(card.face, face, "\(lines[index]) slot \(card.slot ?? 0)") }
            }
        }
    }

    /// The cards a state puts in its slots: code (as the events name them), face, side.
    static func slots(_ state: [String: Any]) -> [Int: (code: String, face: String?, faceUp: Bool)] {
        var slots: [Int: (code: String, face: String?, faceUp: Bool)] = [:]
        if let table = state["table"] as? [[String: Any]] {
            let frames = table.map { entry in
                ["x", "y", "w", "h"].map { (entry["frame"] as? [String: Any])?[$0] as? Double ?? -1 }
            }
            let gathered = Set(frames).count == 1 && table.count > 1
            for entry in table where !gathered {
                guard let slot = entry["slot"] as? Int, let card = entry["card"] as? String else { continue }
                slots[slot] = (card, card, entry["faceUp"] as? Bool ?? true)
            }
        }
        for entry in state["cards"] as? [[String: Any]] ?? [] {
            guard let slot = entry["slot"] as? Int else { continue }
            let matched = entry["matched"] as? Bool ?? false
            if matched && entry["face"] != nil { continue }  // Concentration: matched pairs leave the table
            let face = entry["face"] as? String ?? entry["card"] as? String
            slots[slot] = ("c\(slot)", face, face != nil && (entry["faceUp"] as? Bool ?? false || matched))
        }
        return slots
    }

    /// Opens the page of `lines` and compares every card drawn at `samples` instants of each
    /// animated command with the Swift pose function's: place within a quarter of a cell,
    /// rotation, side and mark. Returns how many instants and cards were compared.
    @discardableResult
    static func comparePoses(_ lines: [String], samples: Int, context: String = "") throws -> (
        instants: Int, cards: Int
    ) {
        let (page, replay, _, path) = try open(lines)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        return try comparePoses(on: page, replay, lines, samples: samples, context: context)
    }

    /// `comparePoses` on a page already open.
    static func comparePoses(
        on page: BrowserPage, _ replay: ReplayPage, _ lines: [String], samples: Int, context: String = ""
    ) throws -> (instants: Int, cards: Int) {
        var instants: [(Int, Double)] = []
        for (index, animation) in replay.animations.enumerated() {
            guard let animation, animation.duration > 0 else { continue }
            for step in 1...samples {
                instants.append((index, animation.duration * Double(step) / Double(samples + 1) + 0.013))
            }
        }
        let shown = try cards(page, at: instants)
        let overlays = try Self.overlays(page, at: instants)
        var compared = 0
        for ((index, t), (drawn, (faded, carried))) in zip(instants, zip(shown, overlays)) {
            let scene = try #require(replay.animations[index]).poses(at: t)
            let moment = "\(context)\(lines[index]) at \(t)"
            expectEqual(faded.map(\.code), scene.ghosts.map(\.code), "\(moment): ghosts")
            for (mine, ghost) in zip(faded, scene.ghosts) {
                #expect(
                    Self.near(mine, ghost.frame) && (mine.opacity ?? 1) < 1,
                    "\(moment) ghost \(ghost.code): page \(mine), Swift \(ghost.frame)")
            }
            expectEqual(carried.map(\.code), scene.carried.map(\.code), "\(moment): carried cards")
            for (mine, card) in zip(carried, scene.carried) {
                #expect(
                    Self.near(mine, card.frame), "\(moment) carried \(card.code): page \(mine), Swift \(card.frame)")
                expectEqual(mine.highlight, ReplayPage.name(card.highlight), "\(moment) carried \(card.code) mark")
            }
            expectEqual(Set(drawn.map(\.code)), Set(scene.cards.map(\.code)), "\(moment)")
            for card in scene.cards {
                guard let mine = drawn.first(where: { $0.code == card.code }) else { continue }
                let f = card.pose.frame
                let gaps = [
                    abs(mine.cx - (f.x + f.w / 2)), abs(mine.cy - (f.y + f.h / 2)), abs(mine.w - f.w),
                    abs(mine.h - f.h),
                ]
                #expect(gaps.allSatisfy { $0 <= 0.25 }, "\(moment) \(card.code): page \(mine), Swift \(f)")
                #expect(abs(mine.rotation - card.pose.rotation) <= 0.25, "\(moment) \(card.code) rotation")
                expectEqual(mine.faceUp, (card.pose.faceUp && card.face != nil), "\(moment) \(card.code) side")
                expectEqual(mine.highlight, ReplayPage.name(card.highlight), "\(moment) \(card.code) mark")
                compared += 1
            }
        }
        #expect(page.consoleErrors.isEmpty, "\(context)\(page.consoleErrors)")
        return (instants.count, compared)
    }

    @Test func screenshotsAreNotBlankAndHoldTheThreeSetColours() throws {
        let (page, replay, _, path) = try Self.open(Sessions.set, width: 1000, height: 700)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        for (index, fraction) in [(0, 1.0), (1, 0.3), (5, 0.6), (13, 1.0)] {
            let duration = replay.animations[index]?.duration ?? 0
            _ = try Self.cards(page, at: [(index, duration * fraction + 0.01)])
            let image = try page.screenshot()
            #expect(!image.isBlank)
            for hex in ["#e3172d", "#0f9d3a", "#6b2d9c"] {
                let color = try #require(PNGImage.Color(hex: hex))
                #expect(image.count(of: color, tolerance: 12) > 150, "command \(index): \(hex)")
            }
        }
    }
}
