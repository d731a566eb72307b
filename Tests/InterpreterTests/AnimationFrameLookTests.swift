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
            for line in ["deal", "hint", "shuffle"] {
                guard let animation = playback.play(line).animation else { continue }
                AnimationPlayback.dump(
                    animation, times: Self.times(animation), style: style, to: "/tmp/frames-\(line)\(suffix).txt")
            }
            var flips = AnimationPlayback(game: .concentration, unicode: unicode)
            for (name, line) in [("flip", "choose 1"), ("flip2", "choose 2"), ("flip3", "choose 3")] {
                guard let animation = flips.play(line).animation else { continue }
                AnimationPlayback.dump(
                    animation, times: Self.times(animation), style: style, to: "/tmp/frames-\(name)\(suffix).txt")
            }
            // A set chosen (the match shows), then dealt over (it flies away).
            let sets = playback.chooseSet()
            if let (_, animation) = sets.last {
                AnimationPlayback.dump(
                    animation, times: Self.times(animation), style: style, to: "/tmp/frames-match\(suffix).txt")
            }
            if let animation = playback.play("deal").animation {
                AnimationPlayback.dump(
                    animation, times: Self.times(animation), style: style, to: "/tmp/frames-flyaway\(suffix).txt")
            }
        }
    }

    /// Every tenth of a second of `animation`, and its end.
    static func times(_ animation: Animation) -> [Double] {
        stride(from: 0.0, through: animation.duration, by: 0.1).map { $0 } + [animation.duration]
    }
}
