import Board
import CardKit
import Choreography
import Interpreter
import Testing

/// 1,000 random Set commands (and the flip games), each animation sampled through and
/// through: every card inside the table, no card lost, the last frame the resting board.
@Suite struct AnimationRandomTests {
    static let batches = Array(0..<10)
    static let commandsPerBatch = 100

    @Test(arguments: batches)
    func everyPoseOfRandomCommandsStaysInsideTheTable(batch: Int) throws {
        var player = AnimationPlayer(seed: UInt64(900 + batch))
        var playback = AnimationPlayback(
            seed: UInt64(batch + 1), bounds: Size(w: player.int(20...200), h: player.int(8...60)),
            unicode: batch % 2 == 0)
        var state = try AnimationSnapshot(playback.session.evaluate("board"))
        var kinds = Set<EventKind>()
        for step in 0..<Self.commandsPerBatch {
            let line = player.next(after: state)
            let (output, animation) = playback.play(line)
            state = try AnimationSnapshot(output)
            guard let animation else {
                #expect(!output.ok, "'\(line)' succeeded without an animation")
                continue
            }
            kinds.formUnion(animation.events.map(\.kind))
            let context = "batch \(batch) step \(step) '\(line)'"
            Self.checkEveryInstant(animation, context: context)
            // NB: drawing is most of the cost in a debug build: every third command, each style in turn.
            if step % 3 == 0 {
                Self.checkLastFrame(animation, playback: playback, style: Self.styles[step / 3 % 3], context: context)
            }
        }
        #expect(kinds.count >= 8, "only \(kinds)")
    }

    @Test(arguments: [GameKind.concentration, .matching])
    func flipGamesEndOnTheirBoards(game: GameKind) {
        var playback = AnimationPlayback(game: game, bounds: Size(w: 90, h: 30))
        var generator = SeededGenerator(seed: 3)
        for step in 0..<150 {
            let line = step % 40 == 39 ? "undo" : "choose \(1 + generator.index(below: 12))"
            guard let animation = playback.play(line).animation else { continue }
            Self.checkEveryInstant(animation, context: "\(game) step \(step) '\(line)'")
            Self.checkLastFrame(
                animation, playback: playback, style: Self.styles[step % 3], context: "\(game) step \(step) '\(line)'")
        }
    }

    /// At every event boundary and 16 instants between: each card's turned outline inside
    /// the table (flying cards inside both tables, when a resize changes it; others inside
    /// either), and (Set) all 81 cards somewhere.
    static func checkEveryInstant(_ animation: Animation, context: String) {
        let bounds = animation.before.bounds
        let after = animation.after.bounds
        let small = (w: Double(min(bounds.w, after.w)), h: Double(min(bounds.h, after.h)))
        let large = (w: Double(max(bounds.w, after.w)), h: Double(max(bounds.h, after.h)))
        var times = Set(animation.events.flatMap { [$0.t, $0.end, $0.t + $0.duration / 2] })
        for step in 0...16 { times.insert(animation.duration * Double(step) / 16) }
        for t in times.sorted() {
            let scene = animation.poses(at: t)
            for card in scene.cards {
                let (w, h) = card.layer == .flying ? small : large
                for corner in card.pose.frame.outline(rotatedBy: card.pose.rotation)
                where corner.x < -1e-9 || corner.y < -1e-9 || corner.x > w + 1e-9 || corner.y > h + 1e-9 {
                    Issue.record("\(context): at \(t) \(card.code) reaches \(corner) outside \(w)x\(h) (\(card.pose))")
                    return
                }
            }
            if scene.game == .set {
                let stacks = [scene.deck, scene.discard, scene.gathered].compactMap { $0?.count }.reduce(0, +)
                if stacks + scene.cards.count != 81 {
                    Issue.record("\(context): at \(t) \(stacks) stacked + \(scene.cards.count) drawn is not 81")
                    return
                }
            }
        }
    }

    /// The styles the last frames are drawn in, in turn.
    static let styles = [BoardStyle.plain, .ascii, .terminal]

    /// The frame at the end is the board `BoardRenderer` draws in `style`.
    static func checkLastFrame(_ animation: Animation, playback: AnimationPlayback, style: BoardStyle, context: String)
    {
        let frame = FrameRenderer.frame(animation.poses(at: animation.duration), style: style)
        if frame.lines(color: style.color) != playback.restingRows(style: style) {
            Issue.record("\(context): the last frame is not the board in \(style)")
        }
    }
}
