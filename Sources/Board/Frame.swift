/// One picture of the table: a grid of character cells, each a grapheme and its colour.
///
/// What `FrameRenderer` draws and `FrameDiff` writes to a terminal.
public struct Frame: Equatable, Sendable {
    /// The drawing.
    let canvas: Canvas

    /// Columns.
    public var width: Int { canvas.width }
    /// Rows.
    public var height: Int { canvas.height }

    /// A frame holding `canvas`.
    init(_ canvas: Canvas) {
        self.canvas = canvas
    }

    /// The rows as text, trailing blanks trimmed, with SGR colour escapes when `color`: the
    /// lines `BoardRenderer` prints for the same picture.
    public func lines(color: Bool) -> [String] {
        canvas.lines(color: color)
    }

    /// The frame of rows `rows` alone, in that order (rows off the frame are left out), for a
    /// terminal with too few rows for the whole table.
    public func rows(_ rows: [Int]) -> Frame {
        Frame(canvas.rows(rows))
    }

    /// What each row holds, for `TableWindow`.
    public var rowKinds: [TableWindow.Row] {
        (0..<height).map { canvas.rowKind($0) }
    }

    /// Whether two frames look the same: same size, and every cell the same grapheme in the
    /// same colour (the colour of blanks does not count).
    public static func == (a: Frame, b: Frame) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for index in a.canvas.cells.indices where !a.canvas.sameCell(index, as: b.canvas, color: true) {
            return false
        }
        return true
    }
}

extension Canvas {
    /// Whether cell `index` here and in `other` print the same (ink ignored without `color`,
    /// and on blanks).
    func sameCell(_ index: Int, as other: Canvas, color: Bool) -> Bool {
        let a = cells[index]
        let b = other.cells[index]
        guard a.isTail == b.isTail, a.isBlank == b.isBlank else { return false }
        if a.isBlank || a.isTail { return true }
        if color, a.ink != b.ink { return false }
        if a.text == b.text, a.text.length > 0 { return true }
        return text(of: a).elementsEqual(other.text(of: b))
    }

    /// The UTF-8 bytes a cell prints (its grapheme; nothing for a tail).
    func text(of cell: Cell) -> [UInt8] {
        if cell.isTail { return [] }
        if cell.text.length == 0 {
            let index = Int(cell.text.bytes)
            return clusters.indices.contains(index) ? Array(clusters[index].utf8) : []
        }
        return (0..<Int(cell.text.length)).map { UInt8(truncatingIfNeeded: cell.text.bytes >> (8 * $0)) }
    }
}
