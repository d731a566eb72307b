/// A grid of character cells the board draws into, then prints as lines.
///
/// Wide characters take two cells (the second a tail); overwriting half of one blanks the other
/// half, so every printed line has exactly the columns of the grid.
struct Canvas {
    /// One cell: a grapheme and its colour, or the right half of a wide grapheme.
    struct Cell {
        var character: Character = " "
        var ink: Ink = .plain
        var isTail = false
        var isWide = false
        /// A blank (NB: kept as a flag, as comparing `Character`s is a string comparison).
        var isBlank = true
    }

    /// Columns.
    let width: Int
    /// Rows.
    let height: Int
    /// Whether every grapheme written is kept to 7-bit ASCII.
    let ascii: Bool
    private var cells: [Cell]

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

    /// The grapheme at a cell (`nil` for the tail of a wide one or outside the canvas).
    func character(x: Int, y: Int) -> Character? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let cell = cells[y * width + x]
        return cell.isTail ? nil : cell.character
    }

    /// Writes `text` from column `x` of row `y`, keeping inside `clip`; returns the column after.
    @discardableResult
    mutating func put(_ text: String, x: Int, y: Int, ink: Ink = .plain, clip: Box) -> Int {
        var column = x
        let area = clip.intersection(bounds)
        guard y >= area.y, y < area.maxY else { return x + displayWidth(of: text) }
        let safe = ascii && !text.utf8.allSatisfy { $0 < 0x80 } ? Canvas.sanitized(text, ascii: true) : text
        for character in safe {
            let columns = displayWidth(of: character)
            guard columns > 0 else { continue }
            put(character, columns: columns, x: column, y: y, ink: ink, area: area)
            column += columns
        }
        return column
    }

    /// Writes `character` repeated `count` times from column `x` of row `y`.
    mutating func repeatChar(_ character: Character, count: Int, x: Int, y: Int, ink: Ink = .plain, clip: Box) {
        let character = ascii && !character.isASCII ? "?" : character
        let columns = displayWidth(of: character)
        let area = clip.intersection(bounds)
        guard columns > 0, y >= area.y, y < area.maxY else { return }
        // Only the copies that can land inside the area (frames may be far larger than the table).
        let first = max(0, (area.x - x) / columns)
        let last = min(count, (area.maxX - x + columns - 1) / columns)
        guard first < last else { return }
        for index in first..<last {
            put(character, columns: columns, x: x + index * columns, y: y, ink: ink, area: area)
        }
    }

    /// Writes one grapheme `columns` wide, or a blank where it would stick out of `area` (a clip
    /// already inside the canvas).
    private mutating func put(_ character: Character, columns: Int, x: Int, y: Int, ink: Ink, area: Box) {
        guard y >= area.y, y < area.maxY, x >= area.x, x < area.maxX else { return }
        guard x + columns <= area.maxX else {
            setCell(x: x, y: y, Cell())
            return
        }
        let blank = columns == 1 && character.asciiValue == 0x20
        setCell(x: x, y: y, Cell(character: character, ink: ink, isTail: false, isWide: columns == 2, isBlank: blank))
        if columns == 2 {
            setCell(x: x + 1, y: y, Cell(character: " ", ink: ink, isTail: true, isWide: false, isBlank: false))
        }
    }

    /// Replaces one cell, blanking the other half of any wide grapheme it cuts.
    private mutating func setCell(x: Int, y: Int, _ cell: Cell) {
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

    /// The rows as text with trailing blanks trimmed, with SGR escapes when `color`.
    func lines(color: Bool) -> [String] {
        (0..<height).map { line(y: $0, color: color) }
    }

    private func line(y: Int, color: Bool) -> String {
        let row = cells[(y * width)..<((y + 1) * width)]
        guard let last = row.lastIndex(where: { !$0.isTail && !$0.isBlank }) else { return "" }
        var text = ""
        var current = Ink.plain
        for cell in row[row.startIndex...last] where !cell.isTail {
            let ink = cell.isBlank ? current : cell.ink
            if color, ink != current {
                if current != .plain { text += "\u{1B}[0m" }
                if ink != .plain { text += "\u{1B}[\(ink.sgr)m" }
                current = ink
            }
            text.append(cell.character)
        }
        if color, current != .plain { text += "\u{1B}[0m" }
        return text
    }
}

extension Canvas {
    /// `text` without control characters and, with `ascii`, with every other character
    /// spelled in 7-bit ASCII (`·` as `-`, `…` as `...`, anything unknown as `?`).
    static func sanitized(_ text: String, ascii: Bool) -> String {
        var result = ""
        for character in text {
            if let value = character.asciiValue {
                if value >= 0x20, value != 0x7F { result.append(character) }
            } else if displayWidth(of: character) == 0 {
                continue
            } else if !ascii {
                result.append(character)
            } else {
                result += transliterations[character] ?? "?"
            }
        }
        return result
    }

    /// ASCII spellings of the punctuation status lines use.
    static let transliterations: [Character: String] = [
        "·": "-", "•": "*", "–": "-", "—": "-", "…": "...", "×": "x", "→": "->", "←": "<-",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "♠": "S", "♥": "H", "♦": "D", "♣": "C",
        "\u{00A0}": " ",
    ]
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
