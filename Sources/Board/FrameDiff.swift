/// The bytes that turn a terminal region showing one frame into the next, writing only the
/// cells that changed.
///
/// The cursor contract: the region is `new.width` columns by `new.height` rows, its left edge
/// at column 1 of the terminal. The bytes expect the cursor on the region's top-left cell and
/// the default graphic rendition (no SGR attribute on), and leave both so. Between, they use
/// only relative cursor moves (`CR`, `CSI n A/B/C/D`), the cells' text and, with `color`,
/// SGR escapes (`CSI 0 m` and the board's colours) when the colour changes; never a line
/// feed, so the terminal does not scroll, and never a control character from card data.
/// The region must fit the terminal (the frame no wider than the screen).
public enum FrameDiff {
    /// The update from `old` (what the region shows; `nil` when unknown: everything is
    /// written, blanks included) to `new`; empty when nothing changed.
    ///
    /// A cell counts as changed when its grapheme differs or, with `color`, its colour does
    /// (not on blanks). A changed half of a wide grapheme is written whole.
    public static func bytes(from old: Frame?, to new: Frame, color: Bool) -> [UInt8] {
        let old = old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }
        var writer = Writer(canvas: new.canvas, color: color)
        let width = new.width
        for y in 0..<new.height {
            var x = 0
            while x < width {
                let index = y * width + x
                if let old, old.canvas.sameCell(index, as: new.canvas, color: color) {
                    x += 1
                    continue
                }
                // NB: a tail is written by its head, which may itself be unchanged.
                let start = new.canvas.cells[index].isTail && x > 0 ? x - 1 : x
                x = writer.write(from: start, y: y)
            }
        }
        return writer.finish()
    }

    /// Writes cells, tracking the cursor and the colour in force.
    private struct Writer {
        let canvas: Canvas
        let color: Bool
        var out: [UInt8] = []
        /// The cursor's column, or `nil` when it may be waiting to wrap at the right edge.
        var column: Int? = 0
        var row = 0
        var ink = Ink.plain

        init(canvas: Canvas, color: Bool) {
            (self.canvas, self.color) = (canvas, color)
            out.reserveCapacity(256)
        }

        /// Writes the cell at (`x`, `y`) and returns the column after it.
        mutating func write(from x: Int, y: Int) -> Int {
            move(toX: x, y: y)
            let cell = canvas.cells[y * canvas.width + x]
            if color {
                let wanted = cell.isBlank ? ink : cell.ink
                if wanted != ink {
                    if ink != .plain { out += Ink.reset }
                    if wanted != .plain { out += wanted.escape }
                    ink = wanted
                }
            }
            let text = canvas.text(of: cell)
            let columns = cell.isWide && x + 1 < canvas.width ? 2 : 1
            if text.isEmpty || text.contains(where: { $0 < 0x20 || $0 == 0x7F }) || FrameDiff.hasC1Control(text) {
                out += Array(repeating: 0x20, count: columns)
            } else {
                out += text
            }
            let next = x + columns
            column = next >= canvas.width ? nil : next
            return next
        }

        /// Moves the cursor to column `x` of row `y` of the region.
        mutating func move(toX x: Int, y: Int) {
            if y > row {
                FrameDiff.csi(y - row, "B", to: &out)
            } else if y < row {
                FrameDiff.csi(row - y, "A", to: &out)
            }
            row = y
            if column != x {
                if x == 0 {
                    out.append(0x0D)
                } else if let column, x > column {
                    FrameDiff.csi(x - column, "C", to: &out)
                } else if let column, column - x < x {
                    FrameDiff.csi(column - x, "D", to: &out)
                } else {
                    out.append(0x0D)
                    FrameDiff.csi(x, "C", to: &out)
                }
                column = x
            }
        }

        /// The bytes, with the cursor back on the top-left cell and the colour reset.
        mutating func finish() -> [UInt8] {
            guard !out.isEmpty else { return out }
            if ink != .plain { out += Ink.reset }
            move(toX: 0, y: 0)
            return out
        }
    }

    /// Appends `CSI n letter`.
    private static func csi(_ count: Int, _ letter: Unicode.Scalar, to out: inout [UInt8]) {
        out += [0x1B, 0x5B]
        out += Array(String(count).utf8)
        out.append(UInt8(letter.value))
    }

    /// Whether UTF-8 `text` holds a C1 control (U+0080...U+009F).
    static func hasC1Control(_ text: [UInt8]) -> Bool {
        zip(text, text.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }
    }
}
