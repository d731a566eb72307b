import Board
import Choreography
import Foundation
import Testing

/// Frames written to /tmp for a person to read (only with ANIMSET_DUMP_FRAMES=1).
@Suite struct AnimationFrameLookTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ANIMSET_DUMP_FRAMES"] == "1"))
    func dumpFrames() {
        for unicode in [true, false] {
            var playback = AnimationPlayback(unicode: unicode)
            let style = BoardStyle(unicode: unicode, color: false)
            let suffix = unicode ? "" : "-ascii"
            var lines = ["deal", "hint", "shuffle"]
            for line in lines {
                guard let animation = playback.play(line).animation else { continue }
                let times = stride(from: 0.0, through: animation.duration + 0.05, by: 0.1).map { $0 }
                AnimationPlayback.dump(animation, times: times, style: style, to: "/tmp/frames-\(line)\(suffix).txt")
            }
            var flips = AnimationPlayback(game: .concentration, unicode: unicode)
            for (name, line) in [("flip", "choose 1"), ("flip2", "choose 2"), ("flip3", "choose 3")] {
                guard let animation = flips.play(line).animation else { continue }
                let times = stride(from: 0.0, through: animation.duration + 0.05, by: 0.1).map { $0 }
                AnimationPlayback.dump(animation, times: times, style: style, to: "/tmp/frames-\(name)\(suffix).txt")
            }
            // A match: find one with hint.
            let hint = playback.play("hint").output.text
            let slots = hint.split(separator: "\n").first.map(String.init) ?? ""
            lines = [slots]
            _ = lines
            let table = playback.session.restingTable.cards.map(\.code)
            if let set = Self.firstSet(table) {
                _ = playback.play("choose \(set.0 + 1) \(set.1 + 1)")
                for (name, line) in [("match", "choose \(set.2 + 1)"), ("flyaway", "deal")] {
                    guard let animation = playback.play(line).animation else { continue }
                    let times = stride(from: 0.0, through: animation.duration + 0.05, by: 0.1).map { $0 }
                    AnimationPlayback.dump(animation, times: times, style: style, to: "/tmp/frames-\(name)\(suffix).txt")
                }
            }
        }
    }

    /// The slots of the first set among Set codes, by brute force.
    static func firstSet(_ codes: [String]) -> (Int, Int, Int)? {
        let cards = codes.map { Array($0) }
        func isSet(_ a: [Character], _ b: [Character], _ c: [Character]) -> Bool {
            (0..<4).allSatisfy { Set([a[$0], b[$0], c[$0]]).count != 2 }
        }
        for i in cards.indices { for j in cards.indices where j > i { for k in cards.indices where k > j {
            if isSet(cards[i], cards[j], cards[k]) { return (i, j, k) }
        } } }
        return nil
    }
}
