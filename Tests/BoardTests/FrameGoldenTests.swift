import Board
import Choreography
import Expectations
import Foundation
import Testing

/// Frames of a deal, a flyaway and a shuffle at chosen instants, compared with files under
/// `Tests/BoardTests/Frames`. `ANIMSET_RECORD=1 swift test --filter FrameGolden` rewrites
/// them explicitly; without it a missing or different file fails.
@Suite struct FrameGoldenTests {
    static let cases: [(name: String, times: [Double], unicode: Bool)] = [
        ("deal", [0, 0.2, 0.45, 0.75, 1.1], true),
        ("flyaway", [0.3, 1.0, 1.9, 2.85, 3.3], true),
        ("flyaway", [1.0, 2.85], false),
        ("shuffle", [0.2, 0.4, 0.6], true),
    ]

    @Test(arguments: cases)
    func framesMatchTheirGoldenFile(name: String, times: [Double], unicode: Bool) throws {
        let animation = FrameScenes.animation(name)
        let style = BoardStyle(unicode: unicode, color: false)
        var text = ""
        for t in times {
            let frame = FrameRenderer.frame(animation.poses(at: t), style: style)
            text +=
                "# \(name) at t = \(t) of \(animation.duration)\n" + frame.lines(color: false).joined(separator: "\n")
                + "\n"
        }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Frames/\(name)\(unicode ? "" : "-ascii").txt")
        if ProcessInfo.processInfo.environment["ANIMSET_RECORD"] == "1" {
            try text.write(to: url, atomically: false, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        expectEqual(text, golden, "the frames differ from \(url.lastPathComponent); ANIMSET_RECORD=1 rewrites it")
    }

    @Test func aDealShowsACardBetweenTheDeckAndItsSlot() throws {
        let animation = FrameScenes.animation("deal")
        let deal = try #require(animation.events.first { $0.kind == .deal })
        let middle = FrameRenderer.frame(animation.poses(at: deal.t + deal.duration / 2), style: .plain)
        let end = FrameRenderer.frame(animation.poses(at: animation.duration), style: .plain)
        #expect(middle != end)
        let card = try #require(
            animation.poses(at: deal.t + deal.duration / 2).cards.first { $0.code == deal.cards[0] })
        let from = try #require(deal.from)
        let to = try #require(deal.to)
        #expect(card.pose.frame.y < from.y && card.pose.frame.y > to.y)
    }
}
