import BrowserDriver
import Expectations
import Foundation
import Testing

/// Set's variants on the replay page: in UltraSet the fifth card is drawn as a faded ghost
/// between the four cards while they pulse and while they fly away; in Set-Chain a carried card
/// chosen from the discard pile is drawn over the pile, selected, then with the match; the page
/// agrees with Swift at sampled instants.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplayVariantTests {
    @Test(arguments: ["ultra", "chain"])
    func thePageDrawsTheVariantAsSwiftDoesAtEverySampledInstant(variant: String) throws {
        let lines = variant == "ultra" ? Sessions.ultra : Sessions.chain
        let (instants, cards) = try ReplayBrowserTests.comparePoses(lines, samples: 30, context: variant + ": ")
        #expect(instants >= 90 && cards >= 500, "\(instants) instants, \(cards) cards compared")
    }

    @Test func theFifthCardIsAFadedGhostBetweenTheFourWhileTheyPulseAndFlyAway() throws {
        let lines = Sessions.ultra
        let (page, replay, stream, path) = try ReplayBrowserTests.open(lines)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        let claim = try #require(lines.firstIndex(of: "choose 1PTO 1PSO 2RTO 3GSO"))
        expectContains(stream[claim], #""kind":"ghost","cards":["1POO"]"#)
        // Mid-pulse: one ghost, faded, centred among the four claimed cards.
        let cards = try #require(try ReplayBrowserTests.cards(page, at: [(claim, 0.5)]).first)
        let ghosts = try #require(try ReplayBrowserTests.overlays(page, at: [(claim, 0.5)]).first).ghosts
        let ghost = try #require(ghosts.first)
        #expect(ghosts.count == 1 && ghost.code == "1POO")
        #expect((0.2...0.6).contains(ghost.opacity ?? 1), "faded: \(ghost)")
        let four = cards.filter { ["1PTO", "1PSO", "2RTO", "3GSO"].contains($0.code) }
        #expect(four.count == 4 && four.allSatisfy { $0.highlight == "match" })
        let cx = four.map(\.cx).reduce(0, +) / 4
        let cy = four.map(\.cy).reduce(0, +) / 4
        #expect(abs(ghost.cx - cx) < 0.5 && abs(ghost.cy - cy) < 0.5, "between the four: \(ghost) vs \(cx), \(cy)")
        #expect(
            try page.evaluate("document.querySelector('.card.ghost .face svg') !== null", as: Bool.self),
            "it shows the card's face")
        // At rest after the claim: no ghost.
        let duration = try #require(replay.animations[claim]).duration
        try expectEqual(ReplayBrowserTests.overlays(page, at: [(claim, duration + 0.01)]).map(\.ghosts.count), [0])
        // The next claim: the first four fly away past their ghost while the new four pulse with theirs.
        let next = claim + 1
        let flying = try ReplayBrowserTests.overlays(page, at: [(next, 0.5), (next, 1.5)])
        expectEqual(flying.map { $0.ghosts.map(\.code) }, [["1PTD"], ["1POO"]])
        try Self.keepScreenshot(page, at: (claim, 0.5), "ultra-claim")
        try Self.keepScreenshot(page, at: (next, 1.5), "ultra-flyaway")
    }

    @Test func aCarriedCardIsShownOverTheDiscardPileSelectedThenWithTheMatch() throws {
        let lines = Sessions.chain
        let (page, replay, stream, path) = try ReplayBrowserTests.open(lines)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        // The second `choose 3RSD` takes it from the discard pile (the first sent the shown set away).
        let chosen = try #require(lines.lastIndex(of: "choose 3RSD"))
        let claim = try #require(lines.firstIndex(of: "choose 1PSO"))
        expectContains(stream[chosen], #""kind":"carry","cards":["3RSD"]"#)
        let pile = try #require(replay.animations[chosen]?.after.discard?.frame)
        let selected = try #require(try ReplayBrowserTests.overlays(page, at: [(chosen, 0.1)]).first).carried
        #expect(selected.map(\.code) == ["3RSD"] && selected.first?.highlight == "selected")
        #expect(
            selected.allSatisfy { ReplayBrowserTests.near($0, pile) }, "over the discard pile: \(selected), \(pile)")
        #expect(
            try page.evaluate(
                "getComputedStyle(document.querySelector('.card.carried .tag')).display !== 'none'", as: Bool.self))
        // The claim: it pulses with the two table cards, marked as the match.
        let cards = try #require(try ReplayBrowserTests.cards(page, at: [(claim, 0.5)]).first)
        let matched = try #require(try ReplayBrowserTests.overlays(page, at: [(claim, 0.5)]).first).carried
        #expect(matched.map(\.code) == ["3RSD"] && matched.first?.highlight == "match")
        expectEqual(cards.filter { $0.highlight == "match" }.map(\.code).sorted(), ["1PSO", "2GSS"])
        try Self.keepScreenshot(page, at: (claim, 0.5), "chain-claim")
        // At rest it is gone (the status line names it); in a one-line claim it stays while the old set flies.
        let duration = try #require(replay.animations[claim]).duration
        try expectEqual(ReplayBrowserTests.overlays(page, at: [(claim, duration + 0.01)]).map(\.carried.count), [0])
        let oneLine = claim + 1
        try expectEqual(
            ReplayBrowserTests.overlays(page, at: [(oneLine, 1.5)]).map { $0.carried.map(\.code) }, [["3RSD"]])
        try Self.keepScreenshot(page, at: (oneLine, 1.5), "chain-one-line")
    }

    /// With `ANIMSET_PAGE_SHOTS=DIR`, saves a screenshot of the page at `instant` as `DIR/NAME.png`
    /// for a person to look at; it is never blank.
    static func keepScreenshot(_ page: BrowserPage, at instant: (Int, Double), _ name: String) throws {
        _ = try ReplayBrowserTests.cards(page, at: [instant])
        #expect(!(try page.screenshot()).isBlank)
        guard let folder = ProcessInfo.processInfo.environment["ANIMSET_PAGE_SHOTS"] else { return }
        try page.screenshotPNG().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }
}
