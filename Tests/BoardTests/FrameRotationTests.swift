import Board
import Choreography
import Expectations
import Foundation
import Testing

/// A card in flight drawn turned: its drawing follows the rotation as a person sees it.
@Suite struct FrameRotationTests {
    /// One flying card of `frame` turned `degrees`, alone on a 60x30 table.
    static func frame(_ degrees: Double, unicode: Bool = true, faceUp: Bool = true) -> Frame {
        let card = ScenePose.Card(
            code: "2RTO", face: "2RTO",
            pose: CardPose(place: .air, frame: Rect(x: 20, y: 10, w: 18, h: 6), rotation: degrees, faceUp: faceUp),
            highlight: .match, layer: .flying)
        return FrameRenderer.frame(
            ScenePose(t: 1, game: .set, bounds: Size(w: 60, h: 30), cards: [card]), style: BoardStyle(unicode: unicode))
    }

    /// The columns and rows the drawing covers.
    static func extent(_ frame: Frame) -> (columns: Int, rows: Int) {
        let lines = frame.lines(color: false).map { Array($0) }
        let rows = lines.indices.filter { lines[$0].contains { $0 != " " } }
        let columns = lines.flatMap { line in line.indices.filter { line[$0] != " " } }
        guard let top = rows.first, let bottom = rows.last, let left = columns.min(), let right = columns.max() else {
            return (0, 0)
        }
        return (right - left + 1, bottom - top + 1)
    }

    @Test(arguments: [true, false])
    func aQuarterTurnStandsTheCardUp(unicode: Bool) {
        let upright = Self.extent(Self.frame(0, unicode: unicode))
        let quarter = Self.extent(Self.frame(90, unicode: unicode))
        #expect(upright == (18, 6))
        // 6 rows are 12 columns' height; 18 columns are 9 rows.
        #expect(abs(quarter.columns - 12) <= 1 && abs(quarter.rows - 9) <= 1, "\(quarter)")
        let half = Self.frame(180, unicode: unicode)
        let full = Self.frame(360, unicode: unicode)
        #expect(half == Self.frame(0, unicode: unicode) && full == half)
    }

    @Test func aTiltedCardLeansOneWayOrTheOther() {
        let right = Self.frame(30).lines(color: false).joined()
        let left = Self.frame(-30).lines(color: false).joined()
        #expect(right.contains("╲") && right.contains("2RTO"))
        expectContains(left, "╱")
        let ascii = Self.frame(30, unicode: false).lines(color: false).joined()
        #expect(ascii.contains("\\") && ascii.unicodeScalars.allSatisfy(\.isASCII))
        let back = Self.frame(45, faceUp: false).lines(color: false).joined()
        #expect(back.contains("░") && !back.contains("2RTO"))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["ANIMSET_DUMP_FRAMES"] == "1"))
    func dumpTurns() throws {
        var text = ""
        for degrees in stride(from: 0.0, through: 180, by: 15) {
            for unicode in [true, false] {
                text +=
                    "# \(degrees)° \(unicode ? "unicode" : "ascii")\n"
                    + Self.frame(degrees, unicode: unicode).lines(color: false).joined(separator: "\n") + "\n"
            }
        }
        try text.write(toFile: "/tmp/frames-turns.txt", atomically: false, encoding: .utf8)
    }
}
