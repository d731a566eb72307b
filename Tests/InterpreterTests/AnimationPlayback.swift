import Board
import CardKit
import Choreography
import Foundation
import Interpreter

/// Plays commands in a session that records its animations, for the frame tests.
struct AnimationPlayback {
    var session: Session

    /// A session of `game` at `bounds`, seeded with `seed`, recording animations.
    init(
        game: GameKind = .set, seed: UInt64 = 1, bounds: Size = Size(w: 80, h: 24), unicode: Bool = true,
        discard: DiscardFace = .faceUp
    ) {
        var options = SessionOptions()
        options.discard = discard
        options.seed = seed
        options.game = game
        options.bounds = bounds
        options.unicode = unicode
        options.recordsAnimation = true
        options.rendersText = false  // NB: the board text is most of a command's cost in a debug build
        session = Session(options: options)
    }

    /// Evaluates `line`; its output and animation.
    mutating func play(_ line: String) -> (output: Output, animation: Animation?) {
        let output = session.evaluate(line)
        return (output, output.animation)
    }

    /// The table rows of the board text `BoardRenderer` drew for the session now: the board
    /// command's lines without the status line.
    func restingRows(style: BoardStyle) -> [String] {
        let table = session.restingTable
        return Array(
            BoardRenderer.lines(BoardModel(table, status: ["x"]), layout: table.layout, style: style).dropFirst())
    }

    /// Writes `animation`'s frames at `times` to `path` (a person's look; not a check).
    static func dump(_ animation: Animation, times: [Double], style: BoardStyle, to path: String) {
        var text = ""
        for t in times {
            let frame = FrameRenderer.frame(animation.poses(at: t), style: style)
            text +=
                "---- t = \(t) of \(animation.duration)\n" + frame.lines(color: false).joined(separator: "\n") + "\n"
        }
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}
