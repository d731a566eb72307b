import CardKit

/// A grid of character cells the board draws into, then prints as lines.
///
/// Wide characters take two cells (the second a tail); overwriting half of one blanks the other
/// half, so every printed line has exactly the columns of the grid.
///
/// NB: a cell holds its grapheme's UTF-8 bytes (`CellText`), not a `Character`: borders and
/// symbols are `Glyph`s whose widths and bytes are known, ASCII text is written byte by byte,
/// and only the rare grapheme of several scalars (a flag, an emoji sequence) is kept whole,
/// once, in `clusters`. Runs of cells are written through one buffer, and rows are printed
/// into room set aside for them, so no write checks for a shared copy of the array.
struct Canvas {
    /// One cell: a grapheme and its colour, or the right half of a wide grapheme.
    struct Cell {
        /// The grapheme.
        var text = CellText.space
        var ink: Ink = .plain
        var isTail = false
        var isWide = false
        /// A blank (a space, not a tail).
        var isBlank = true
    }

    /// Columns.
    let width: Int
    /// Rows.
    let height: Int
    /// Whether every grapheme written is kept to 7-bit ASCII.
    let ascii: Bool
    /// The colours faces are drawn in.
    var palette = Palette.standard
    private(set) var cells: [Cell]
    /// The graphemes of more than one scalar drawn so far, each once.
    private(set) var clusters: [String] = []
    /// The most UTF-8 bytes of any of `clusters`.
    private var longestCluster = 0

    /// A blank canvas; with `ascii`, text written to it is transliterated to 7-bit ASCII.
    init(width: Int, height: Int, ascii: Bool = false) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.ascii = ascii
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    /// The whole canvas as a clip rectangle.
    var bounds: Box { Box(x: 0, y: 0, w: width, h: height) }

    /// The rows of `range` that lie on the canvas, so loops over a huge frame stay short.
    func visibleRows(_ range: Range<Int>) -> Range<Int> {
        let lower = max(range.lowerBound, 0)
        return lower..<max(lower, min(range.upperBound, height))
    }

    /// Writes `text` from column `x` of row `y`, keeping inside `clip`; returns the column after.
    @discardableResult
    mutating func put(_ text: String, x: Int, y: Int, ink: Ink = .plain, clip: Box) -> Int {
        let area = clip.intersection(bounds)
        guard y >= area.y, y < area.maxY else { return x + displayWidth(of: text) }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // NB: in ASCII every byte is a grapheme of its own, but for CR LF, which is drawn as
            // nothing either way.
            return withGrid { grid in
                var column = x
                for byte in text.utf8 where DisplayWidth.width(ofASCII: byte) > 0 {
                    grid.put(CellText(byte), columns: 1, x: column, y: y, ink: ink, area: area)
                    column += 1
                }
                return column
            }
        }
        if ascii { return put(Canvas.sanitized(text, ascii: true), x: x, y: y, ink: ink, clip: clip) }
        var column = x
        for character in text {
            let columns = displayWidth(of: character)
            guard columns > 0 else { continue }
            let text = cellText(of: character)
            withGrid { $0.put(text, columns: columns, x: column, y: y, ink: ink, area: area) }
            column += columns
        }
        return column
    }

    /// Writes one glyph at column `x` of row `y`, keeping inside `clip`; returns the column after.
    @discardableResult
    mutating func put(_ glyph: Glyph, x: Int, y: Int, ink: Ink = .plain, clip: Box) -> Int {
        if ascii, !glyph.isASCII { return put(String(glyph.character), x: x, y: y, ink: ink, clip: clip) }
        guard glyph.width > 0 else { return x }
        let area = clip.intersection(bounds)
        withGrid { $0.put(glyph.text, columns: glyph.width, x: x, y: y, ink: ink, area: area) }
        return x + glyph.width
    }

    /// Writes `glyphs` from column `x` of row `y`, keeping inside `clip`; returns the column after.
    @discardableResult
    mutating func put(_ glyphs: [Glyph], x: Int, y: Int, ink: Ink = .plain, clip: Box) -> Int {
        if ascii, !glyphs.allSatisfy(\.isASCII) {
            return put(String(String.UnicodeScalarView(glyphs.map(\.scalar))), x: x, y: y, ink: ink, clip: clip)
        }
        let area = clip.intersection(bounds)
        return withGrid { grid in
            var column = x
            for glyph in glyphs where glyph.width > 0 {
                grid.put(glyph.text, columns: glyph.width, x: column, y: y, ink: ink, area: area)
                column += glyph.width
            }
            return column
        }
    }

    /// Writes `glyph` repeated `count` times from column `x` of row `y`.
    mutating func repeatGlyph(_ glyph: Glyph, count: Int, x: Int, y: Int, ink: Ink = .plain, clip: Box) {
        let glyph = ascii && !glyph.isASCII ? Glyph.unknown : glyph
        let columns = glyph.width
        let area = clip.intersection(bounds)
        guard columns > 0, y >= area.y, y < area.maxY else { return }
        // Only the copies that can land inside the area (frames may be far larger than the table).
        let first = max(0, (area.x - x) / columns)
        let last = min(count, (area.maxX - x + columns - 1) / columns)
        guard first < last else { return }
        withGrid { grid in
            if columns == 1 {
                grid.repeatNarrow(glyph.text, count: count, x: x, y: y, ink: ink, area: area)
                return
            }
            for index in first..<last {
                grid.put(glyph.text, columns: columns, x: x + index * columns, y: y, ink: ink, area: area)
            }
        }
    }

    /// A grapheme as a cell keeps it: its scalar, or its place in `clusters`.
    private mutating func cellText(of character: Character) -> CellText {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return CellText(first)
        }
        let text = String(character)
        // NB: compared byte for byte: canonically equivalent graphemes are still printed as given.
        if let index = clusters.firstIndex(where: { $0.utf8.elementsEqual(text.utf8) }) {
            return CellText(cluster: index)
        }
        clusters.append(text)
        longestCluster = max(longestCluster, text.utf8.count)
        return CellText(cluster: clusters.count - 1)
    }

    /// Runs `body` on the cells as one buffer, so a run of writes checks for a shared copy once.
    mutating func withGrid<Result>(_ body: (Grid) -> Result) -> Result {
        let width = self.width
        return cells.withUnsafeMutableBufferPointer { body(Grid(cells: $0, width: width)) }
    }

    /// The cells, row after row, for writing.
    struct Grid {
        let cells: UnsafeMutableBufferPointer<Cell>
        let width: Int

        /// Writes one grapheme `columns` wide, or a blank where it would stick out of `area` (a
        /// clip already inside the canvas).
        func put(_ text: CellText, columns: Int, x: Int, y: Int, ink: Ink, area: Box) {
            guard y >= area.y, y < area.maxY, x >= area.x, x < area.maxX else { return }
            guard x + columns <= area.maxX else {
                setCell(x: x, y: y, Cell())
                return
            }
            let blank = columns == 1 && text == .space
            setCell(x: x, y: y, Cell(text: text, ink: ink, isTail: false, isWide: columns == 2, isBlank: blank))
            if columns == 2 {
                setCell(x: x + 1, y: y, Cell(text: .space, ink: ink, isTail: true, isWide: false, isBlank: false))
            }
        }

        /// Writes a one-column grapheme `count` times from column `x` of row `y`, keeping inside
        /// `area` (a clip already inside the canvas).
        func repeatNarrow(_ text: CellText, count: Int, x: Int, y: Int, ink: Ink, area: Box) {
            // Only the copies that can land inside the area (frames may be far larger than the table).
            let left = max(x, area.x)
            let right = x + min(count, area.maxX - x)
            guard y >= area.y, y < area.maxY, left < right else { return }
            fill(text, columns: left..<right, y: y, ink: ink)
        }

        /// Writes a one-column grapheme over `columns` of row `y` (inside the canvas), as `put`
        /// would one by one.
        func fill(_ text: CellText, columns: Range<Int>, y: Int, ink: Ink) {
            guard let left = columns.first, let right = columns.last else { return }
            // NB: a run can cut a wide grapheme only at its ends: one written inside it goes
            // with its tail, which the run overwrites too.
            setCell(x: left, y: y, Cell())
            setCell(x: right, y: y, Cell())
            let cell = Cell(text: text, ink: ink, isTail: false, isWide: false, isBlank: text == .space)
            let row = y * width
            for x in columns {
                cells[row + x] = cell
            }
        }

        /// Replaces one cell, blanking the other half of any wide grapheme it cuts.
        private func setCell(x: Int, y: Int, _ cell: Cell) {
            let index = y * width + x
            let old = cells[index]
            if old.isTail, x > 0, !cell.isTail {
                cells[index - 1] = Cell()
            }
            if old.isWide, x + 1 < width {
                cells[index + 1] = Cell()
            }
            cells[index] = cell
        }
    }

    /// The canvas of rows `rows` alone, in that order (rows off the canvas are left out).
    func rows(_ rows: [Int]) -> Canvas {
        var part = self
        part.cells = []
        part.cells.reserveCapacity(rows.count * width)
        var height = 0
        for y in rows where (0..<self.height).contains(y) {
            part.cells += cells[(y * width)..<((y + 1) * width)]
            height += 1
        }
        return Canvas(part, height: height)
    }

    /// `other`'s cells and graphemes with `height` rows (its cells hold `height` rows).
    private init(_ other: Canvas, height: Int) {
        (width, self.height, ascii, palette) = (other.width, height, other.ascii, other.palette)
        (cells, clusters, longestCluster) = (other.cells, other.clusters, other.longestCluster)
    }

    /// What row `y` holds: nothing, only the sides of cards, or more.
    func rowKind(_ y: Int) -> TableWindow.Row {
        var kind = TableWindow.Row.blank
        for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isBlank && !cell.isTail {
            let bytes = text(of: cell)
            guard TableWindow.sideBytes.contains(bytes) else { return .drawn }
            kind = .sides
        }
        return kind
    }

    /// The rows as text with trailing blanks trimmed, with SGR escapes when `color`.
    func lines(color: Bool) -> [String] {
        var bytes: [UInt8] = []
        return (0..<height).map { y in
            bytes.removeAll(keepingCapacity: true)
            appendLine(y: y, color: color, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The most bytes `appendLine` writes for one cell.
    func maximumBytes(perCell color: Bool) -> Int {
        max(4, longestCluster) + (color ? Ink.reset.count + Ink.longestEscape : 0)
    }

    /// Zeros that `appendLine` sets room aside with.
    // NB: a slice of an array is appended as one copy; `repeatElement` was appended a byte at a
    // time through the generic sequence path in a debug build, the tests' (issue 37).
    private static let zeros = [UInt8](repeating: 0, count: 4096)

    /// Appends row `y` as UTF-8 text with trailing blanks trimmed, with SGR escapes when `color`.
    func appendLine(y: Int, color: Bool, to out: inout [UInt8]) {
        let start = y * width
        var end = start + width
        while end > start, cells[end - 1].isTail || cells[end - 1].isBlank {
            end -= 1
        }
        // NB: room for the longest text the row can make is set aside first, then written
        // through a pointer: a byte at a time, `append` would check for a shared copy each time.
        let first = out.count
        var room = (end - start) * maximumBytes(perCell: color) + Ink.reset.count
        while room > 0 {
            let part = min(room, Self.zeros.count)
            out.append(contentsOf: Self.zeros[..<part])
            room -= part
        }
        var next = first
        cells.withUnsafeBufferPointer { cells in
            out.withUnsafeMutableBufferPointer { text in
                let raw = UnsafeMutableRawBufferPointer(text)
                func write(_ bytes: [UInt8]) {
                    for byte in bytes {
                        text[next] = byte
                        next += 1
                    }
                }
                var current = Ink.plain
                for cell in cells[start..<end] where !cell.isTail {
                    let ink = cell.isBlank ? current : cell.ink
                    if color, ink != current {
                        if current != .plain { write(Ink.reset) }
                        if ink != .plain { write(ink.escape) }
                        current = ink
                    }
                    if cell.text.length > 0 {
                        // NB: four bytes are stored, as one word, and only `length` of them kept:
                        // every cell has at least four bytes set aside.
                        raw.storeBytes(of: cell.text.bytes.littleEndian, toByteOffset: next, as: UInt32.self)
                        next += Int(cell.text.length)
                    } else {
                        write(Array(clusters[Int(cell.text.bytes)].utf8))
                    }
                }
                if color, current != .plain { write(Ink.reset) }
            }
        }
        out.removeLast(out.count - next)
    }
}

extension Canvas {
    /// `text` without control characters and, with `ascii`, with every other character
    /// spelled in 7-bit ASCII (`·` as `-`, `…` as `...`, anything unknown as `?`).
    static func sanitized(_ text: String, ascii: Bool) -> String {
        // NB: one-column Latin text, the usual case, comes back as it is (in ASCII if it is so).
        if text.isOneColumnPerScalar, !ascii || text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for character in text {
            let bytes = character.utf8
            if bytes.count == 1, let value = bytes.first {
                if value >= 0x20, value != 0x7F { result.append(value) }
            } else if displayWidth(of: character) == 0 {
                continue
            } else if !ascii {
                result.append(contentsOf: bytes)
            } else {
                result.append(contentsOf: (transliterations[character] ?? "?").utf8)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// ASCII spellings of the punctuation status lines use.
    static let transliterations: [Character: String] = [
        "·": "-", "•": "*", "–": "-", "—": "-", "…": "...", "×": "x", "→": "->", "←": "<-",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "\u{00A0}": " ",
    ].merging(zip(CardCodes.suitSymbols.map { Character($0) }, CardCodes.suitLetters)) { $1 }
}

/// A rectangle of whole cells, for clipping and placing drawings.
struct Box: Hashable, Sendable {
    var x: Int
    var y: Int
    var w: Int
    var h: Int

    /// The column just right of the box.
    var maxX: Int { x + w }
    /// The row just below the box.
    var maxY: Int { y + h }

    /// The part of this box inside `other` (empty boxes have zero size).
    func intersection(_ other: Box) -> Box {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Box(x: left, y: top, w: max(0, right - left), h: max(0, bottom - top))
    }

    /// The box shrunk by `inset` cells on every side.
    func inset(by inset: Int) -> Box {
        Box(x: x + inset, y: y + inset, w: max(0, w - 2 * inset), h: max(0, h - 2 * inset))
    }
}
