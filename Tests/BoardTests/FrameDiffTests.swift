import Board
import Choreography
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
                var cells = row < lines.count ? lines[row].map(String.init) : []
                // NB: wide graphemes (emoji) take two cells; the test scenes use none.
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
                    guard index + 1 < text.count, text[index + 1] == "[" else { problems.append("lone ESC"); return }
                    var end = index + 2
                    while end < text.count, !(0x40...0x7E).contains(text[end].value) { end += 1 }
                    guard end < text.count else { problems.append("unfinished CSI"); return }
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
                    if y < 0 || y >= rows.count || x < 0 || x >= rows[y].count {
                        problems.append("wrote outside the region at \(x),\(y)")
                    } else {
                        rows[y][x] = String(scalar)
                        written.append((x, y))
                    }
                    x += 1
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
        return (0...30).map { FrameRenderer.frame(animation.poses(at: animation.duration * Double($0) / 30), style: BoardStyle(unicode: unicode)) }
    }

    @Test(arguments: ["deal", "flyaway", "shuffle"], [true, false])
    func playingTheBytesTurnsTheOldFrameIntoTheNew(name: String, color: Bool) {
        for unicode in [true, false] {
            let frames = Self.frames(name, unicode: unicode)
            var previous: Frame?
            for frame in frames {
                var terminal = Terminal(lines: previous?.lines(color: false) ?? [], width: frame.width, height: frame.height)
                terminal.play(FrameDiff.bytes(from: previous, to: frame, color: color))
                #expect(terminal.problems.isEmpty, "\(terminal.problems)")
                #expect(terminal.lines == frame.lines(color: false))
                #expect(terminal.x == 0 && terminal.y == 0, "the cursor did not come home")
                if let previous {
                    // Only changed cells are written, each once.
                    let old = previous.lines(color: false).map { Array($0) }, new = frame.lines(color: false).map { Array($0) }
                    let cell = { (lines: [[Character]], x: Int, y: Int) -> Character in x < lines[y].count ? lines[y][x] : " " }
                    let unchanged = terminal.written.filter { !color && cell(old, $0.x, $0.y) == cell(new, $0.x, $0.y) }
                    #expect(unchanged.isEmpty, "rewrote \(unchanged.count) unchanged cells")
                    #expect(Set(terminal.written.map { "\($0.x),\($0.y)" }).count == terminal.written.count)
                }
                previous = frame
            }
        }
    }

    @Test func anUnchangedFrameWritesNothingAndAFirstFrameWritesEveryCell() {
        let frame = Self.frames("deal", unicode: true)[10]
        #expect(FrameDiff.bytes(from: frame, to: frame, color: true).isEmpty)
        var terminal = Terminal(lines: [], width: frame.width, height: frame.height)
        terminal.play(FrameDiff.bytes(from: nil, to: frame, color: false))
        #expect(terminal.written.count == frame.width * frame.height)
        #expect(terminal.lines == frame.lines(color: false))
    }

    @Test func colourComesOnlyWithColourAndIsResetAtTheEnd() {
        let frames = Self.frames("flyaway", unicode: true)
        var coloured = 0
        for (old, new) in zip(frames, frames.dropFirst()) {
            let sgr = Self.sgr(FrameDiff.bytes(from: old, to: new, color: true))
            if let last = sgr.last {
                #expect(last == "0", "the colour is left on: \(sgr)")
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
            cards: [RestingTable.Card(code: "c1", face: "\u{1B}[2J\u{07}x\u{9B}", asciiFace: "\u{1B}]0;t\u{07}", frame: layout.slots[0])])
        for unicode in [true, false] {
            let frame = FrameRenderer.frame(ScenePose(resting: table), style: BoardStyle(unicode: unicode, color: true))
            var terminal = Terminal(lines: [], width: frame.width, height: frame.height)
            terminal.play(FrameDiff.bytes(from: nil, to: frame, color: true))
            #expect(terminal.problems.isEmpty, "\(terminal.problems)")
        }
    }
}
