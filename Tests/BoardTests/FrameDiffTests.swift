import Board
import Choreography
import Expectations
import Testing

/// `FrameDiff` checked by playing its bytes on a tiny terminal: the region ends up showing the
/// new frame, only changed cells are written, and the cursor comes home.
@Suite struct FrameDiffTests {
    /// A terminal of `width` columns: cursor moves (CR, CSI A/B/C/D), SGR (ignored) and text.
    struct Terminal {
        var rows: [[String]]
        var x = 0, y = 0
        /// Every cell written, in order.
        var written: [(x: Int, y: Int)] = []
        var problems: [String] = []

        init(lines: [String], width: Int, height: Int) {
            rows = (0..<height).map { row in
                var cells: [String] = []
                for scalar in (row < lines.count ? lines[row] : "").unicodeScalars {
                    cells.append(String(scalar))
                    if scalar.value >= 0x1F000 { cells.append("") }  // the right half of an emoji
                }
                cells += Array(repeating: " ", count: max(0, width - cells.count))
                return cells
            }
        }

        mutating func play(_ bytes: [UInt8]) {
            var index = 0
            let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            while index < text.count {
                let scalar = text[index]
                if scalar == "\u{1B}" {
                    guard index + 1 < text.count, text[index + 1] == "[" else {
                        problems.append("lone ESC")
                        return
                    }
                    var end = index + 2
                    while end < text.count, !(0x40...0x7E).contains(text[end].value) { end += 1 }
                    guard end < text.count else {
                        problems.append("unfinished CSI")
                        return
                    }
                    let parameter = String(String.UnicodeScalarView(text[(index + 2)..<end]))
                    let count = Int(parameter) ?? 1
                    switch text[end] {
                    case "A": y -= count
                    case "B": y += count
                    case "C": x += count
                    case "D": x -= count
                    case "m": break
                    default: problems.append("unexpected CSI \(text[end])")
                    }
                    index = end + 1
                } else if scalar == "\r" {
                    x = 0
                    index += 1
                } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    problems.append("control character \(scalar.value)")
                    index += 1
                } else {
                    // NB: emoji (and only they, in these scenes) take two columns.
                    let width = scalar.value >= 0x1F000 ? 2 : 1
                    if y < 0 || y >= rows.count || x < 0 || x + width > rows[y].count {
                        problems.append("wrote outside the region at \(x),\(y)")
                    } else {
                        // Writing over half of a wide grapheme blanks its other half.
                        if rows[y][x] == "", x > 0 { rows[y][x - 1] = " " }
                        if x + width < rows[y].count, rows[y][x + width] == "" { rows[y][x + width] = " " }
                        rows[y][x] = String(scalar)
                        if width == 2 { rows[y][x + 1] = "" }
                        written.append((x, y))
                    }
                    x += width
                    index += 1
                }
            }
        }

        /// The rows, trailing blanks trimmed, as `Frame.lines(color: false)` gives them.
        var lines: [String] {
            rows.map { String($0.joined().reversed().drop { $0 == " " }.reversed()) }
        }
    }

    /// Frames of the animations at 30 instants each, in Unicode and ASCII.
    static func frames(_ name: String, unicode: Bool) -> [Frame] {
        let animation = FrameScenes.animation(name)
        return (0...30).map {
            FrameRenderer.frame(
                animation.poses(at: animation.duration * Double($0) / 30), style: BoardStyle(unicode: unicode))
        }
    }

    @Test(arguments: ["deal", "flyaway", "shuffle"], [true, false])
    func playingTheBytesTurnsTheOldFrameIntoTheNew(name: String, color: Bool) {
        for unicode in [true, false] {
            let frames = Self.frames(name, unicode: unicode)
            var previous: Frame?
            for frame in frames {
                var terminal = Terminal(
                    lines: previous?.lines(color: false) ?? [], width: frame.width, height: frame.height)
                terminal.play(FrameDiff.bytes(from: previous, to: frame, color: color))
                #expect(terminal.problems.isEmpty, "\(terminal.problems)")
                expectEqual(terminal.lines, frame.lines(color: false))
                #expect(terminal.x == 0 && terminal.y == 0, "the cursor did not come home")
                if let previous {
                    // Only changed cells are written, each once.
                    let old = previous.lines(color: false).map { Array($0) }
                    let new = frame.lines(color: false).map { Array($0) }
                    let cell = { (lines: [[Character]], x: Int, y: Int) -> Character in
                        x < lines[y].count ? lines[y][x] : " "
                    }
                    let unchanged = terminal.written.filter { !color && cell(old, $0.x, $0.y) == cell(new, $0.x, $0.y) }
                    #expect(unchanged.isEmpty, "rewrote \(unchanged.count) unchanged cells")
                    expectEqual(Set(terminal.written.map { "\($0.x),\($0.y)" }).count, terminal.written.count)
                }
                previous = frame
            }
        }
    }

    @Test(arguments: [false, true])
    func wideFacesTurnOverCleanly(color: Bool) {
        // Concentration cards flipping face up and down, their emoji two columns wide.
        let bounds = Size(w: 50, h: 14)
        let layout = TableLayout(cardCount: 4, bounds: bounds)
        let faces = ["🐶", "🐱", "🐶", "🐱"]
        func table(_ up: Set<Int>) -> RestingTable {
            RestingTable(
                game: .concentration, bounds: bounds,
                cards: (0..<4).map { index in
                    RestingTable.Card(
                        code: "c\(index + 1)", face: up.contains(index) ? faces[index] : nil, asciiFace: "??",
                        frame: layout.slots[index], faceUp: up.contains(index),
                        highlight: up.contains(index) ? .selected : .none)
                }, back: "orange")
        }
        let flips = [0, 1, 2].map { index in
            AnimationEvent(
                t: 0.6 * Double(index), duration: 0.6, kind: .flip, cards: ["c\(index + 1)"], from: layout.slots[index],
                to: layout.slots[index], fromPlace: .slot(index + 1), toPlace: .slot(index + 1), faceUp: true)
        }
        let animation = Animation(before: table([3]), after: table([0, 1, 2, 3]), events: flips)
        var previous: Frame?
        for step in 0...40 {
            let frame = FrameRenderer.frame(
                animation.poses(at: animation.duration * Double(step) / 40), style: .terminal)
            var terminal = Terminal(
                lines: previous?.lines(color: false) ?? [], width: frame.width, height: frame.height)
            terminal.play(FrameDiff.bytes(from: previous, to: frame, color: color))
            #expect(terminal.problems.isEmpty, "\(terminal.problems)")
            expectEqual(terminal.lines, frame.lines(color: false), "step \(step)")
            previous = frame
        }
        expectEqual(previous?.lines(color: false).joined().contains("🐱"), true)
    }

    @Test func anUnchangedFrameWritesNothingAndAFirstFrameWritesEveryCell() {
        let frame = Self.frames("deal", unicode: true)[10]
        #expect(FrameDiff.bytes(from: frame, to: frame, color: true).isEmpty)
        var terminal = Terminal(lines: [], width: frame.width, height: frame.height)
        terminal.play(FrameDiff.bytes(from: nil, to: frame, color: false))
        expectEqual(terminal.written.count, frame.width * frame.height)
        expectEqual(terminal.lines, frame.lines(color: false))
    }

    @Test func colourComesOnlyWithColourAndIsResetAtTheEnd() {
        let frames = Self.frames("flyaway", unicode: true)
        var coloured = 0
        for (old, new) in zip(frames, frames.dropFirst()) {
            let sgr = Self.sgr(FrameDiff.bytes(from: old, to: new, color: true))
            if let last = sgr.last {
                expectEqual(last, "0", "the colour is left on: \(sgr)")
                coloured += 1
            }
            #expect(Self.sgr(FrameDiff.bytes(from: old, to: new, color: false)).isEmpty)
        }
        #expect(coloured > 10)
    }

    /// The parameters of every SGR escape in `bytes`, in order.
    static func sgr(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var found: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "\u{1B}[") {
            let tail = rest[start.upperBound...]
            guard let end = tail.firstIndex(where: { $0.isLetter }) else { break }
            if tail[end] == "m" { found.append(String(tail[..<end])) }
            rest = tail[tail.index(after: end)...]
        }
        return found
    }

    @Test func cardTextNeverReachesTheTerminalAsControls() {
        let bounds = Size(w: 40, h: 12)
        let layout = TableLayout(cardCount: 1, bounds: bounds)
        let table = RestingTable(
            game: .concentration, bounds: bounds,
            cards: [
                RestingTable.Card(
                    code: "c1", face: "\u{1B}[2J\u{07}x\u{9B}", asciiFace: "\u{1B}]0;t\u{07}", frame: layout.slots[0])
            ])
        for unicode in [true, false] {
            let frame = FrameRenderer.frame(ScenePose(resting: table), style: BoardStyle(unicode: unicode, color: true))
            var terminal = Terminal(lines: [], width: frame.width, height: frame.height)
            terminal.play(FrameDiff.bytes(from: nil, to: frame, color: true))
            #expect(terminal.problems.isEmpty, "\(terminal.problems)")
        }
    }
}
