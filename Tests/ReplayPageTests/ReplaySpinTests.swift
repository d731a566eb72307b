import BrowserDriver
import Expectations
import Foundation
import Testing

/// Spinning deals on the replay page (`animate spin`, `--deal-spin`): the page's pose function
/// turns a dealt card as Swift's does at every sampled instant, really turning (half a turn,
/// nearly the whole spin), and lands it upright.
@Suite(.enabled(if: Browser.runsTests, "chromium is not installed: run Scripts/setup"), .serialized)
struct ReplaySpinTests {
    @Test func thePageTurnsDealtCardsAsSwiftDoesAtEverySampledInstant() throws {
        let (instants, cards) = try ReplayBrowserTests.comparePoses(Sessions.spin, samples: 40, context: "spin: ")
        #expect(instants >= 200 && cards >= 1000, "\(instants) instants, \(cards) cards compared")
    }

    @Test func aDealtCardPassesHalfATurnAndLandsUpright() throws {
        let lines = Sessions.spin
        let (page, replay, stream, path) = try ReplayBrowserTests.open(lines)
        defer {
            page.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        let index = try #require(lines.firstIndex(of: "deal"))
        #expect(stream[index].contains(#""kind":"deal""#) && stream[index].contains(#""rotation":720}]"#))
        let animation = try #require(replay.animations[index])
        let deal = try #require(animation.events.first { $0.kind == .deal })
        let card = try #require(deal.cards.first)
        let instants = stride(from: deal.t, to: deal.end - 0.001, by: 0.01).map { (index, $0) }
        let rotations = try ReplayBrowserTests.cards(page, at: instants).compactMap {
            $0.first { $0.code == card }?.rotation
        }
        expectEqual(rotations.count, instants.count)
        #expect(rotations.contains { abs($0 - 180) < 15 }, "\(rotations)")
        #expect(rotations.contains { $0 > 690 && $0 < 720 }, "\(rotations)")
        #expect(zip(rotations, rotations.dropFirst()).allSatisfy { $0 <= $1 }, "it never turns back")
        let landed = try ReplayBrowserTests.cards(
            page, at: [(index, deal.end + 0.02), (index, animation.duration + 0.01)])
        #expect(landed.allSatisfy { $0.first { $0.code == card }?.rotation == 0 })
    }
}
