import Board
import CardKit
import Choreography
import Foundation

/// `animset-bench frames [W H] [REPEATS]`: a match refilled on a table of W x H cells played
/// at 60 frames per second; for each frame the scene is posed (`Animation.poses(at:)`), drawn
/// (`FrameRenderer`) and diff-encoded (`FrameDiff`, in colour). Prints the median and worst
/// time per frame, the bytes per frame, and the CPU time of the whole playback (best of
/// REPEATS playbacks: the machine is shared).
enum FrameBench {
    static func run(width: Int, height: Int, repeats: Int) {
        let bounds = Size(w: width, h: height)
        let animation = matchAndRefill(bounds: bounds)
        let count = Int((animation.duration * 60).rounded(.up)) + 1
        let times = (0..<count).map { Double($0) / 60 }
        var best: (perFrame: [Double], cpu: Double, bytes: [Int])?
        for _ in 0..<max(1, repeats) {
            var perFrame: [Double] = []
            var bytes: [Int] = []
            var previous: Frame?
            let cpuStart = clock()
            for t in times {
                let start = DispatchTime.now().uptimeNanoseconds
                let frame = FrameRenderer.frame(animation.poses(at: t), style: .terminal)
                let written = FrameDiff.bytes(from: previous, to: frame, color: true)
                perFrame.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                bytes.append(written.count)
                previous = frame
            }
            let cpu = Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC)
            if best.map({ cpu < $0.cpu }) ?? true { best = (perFrame, cpu, bytes) }
        }
        guard let best else { return }
        let sorted = best.perFrame.sorted()
        let median = sorted[sorted.count / 2]
        let worst = sorted.last ?? 0
        let changes = best.bytes.dropFirst()
        print(
            String(
                format:
                    """
                    frames %dx%d: match+refill %.2f s = %d frames at 60 fps; per frame (pose+draw+diff, colour) \
                    median %.3f ms, worst %.3f ms
                    """,
                width, height, animation.duration, count, median * 1e3, worst * 1e3))
        print(
            String(
                format:
                    """
                    bytes per frame: first (full) %d, then mean %.0f, max %d; playback CPU %.1f ms for %.2f s of \
                    animation (%.1f%% of a core)
                    """,
                best.bytes.first ?? 0, Double(changes.reduce(0, +)) / Double(max(1, changes.count)), changes.max() ?? 0,
                best.cpu * 1e3, animation.duration, 100 * best.cpu / animation.duration))
    }

    /// Three cards matched on a table of 12, flying away and replaced from the deck.
    static func matchAndRefill(bounds: Size) -> Animation {
        let codes = ["1", "2", "3"].flatMap { n in
            ["R", "G", "P"].flatMap { c in
                ["S", "T", "O"].flatMap { f in ["D", "S", "O"].map { n + c + f + $0 } }
            }
        }
        let twelve = Array(codes.prefix(12))
        let fresh = Array(codes[20..<23])
        let after = fresh + twelve.dropFirst(3)
        let transition = TableTransition(
            before: twelve, after: after, selected: [twelve[2]], matched: Array(twelve.prefix(3)),
            discarded: Array(twelve.prefix(3)), dealt: fresh)
        var generator = SeededGenerator(seed: 7)
        let layout = TableLayout(cardCount: 12, bounds: bounds)
        let events = Choreographer().plan(transition, from: layout, to: layout, generator: &generator)
        func table(_ cards: [String], deck: Int, discard: Int) -> RestingTable {
            RestingTable(
                game: .set, bounds: bounds,
                cards: cards.enumerated().map { RestingTable.Card(code: $1, face: $1, frame: layout.slots[$0]) },
                deck: RestingTable.Pile(frame: layout.deck, count: deck),
                discard: RestingTable.Pile(frame: layout.discard, count: discard))
        }
        return Animation(
            before: table(twelve, deck: 60, discard: 0), after: table(after, deck: 57, discard: 3), events: events)
    }
}
