/// The picture of one Set symbol (diamond, squiggle or oval with its shading) at a given size.
///
/// Each shape keeps its outline at every size and each shading its fill, so the three
/// attributes read without colour:
/// ```
///  diamond   ╱▒▒╲   oval  ╭▒▒╮   squiggle  ≀▒▒≀      one row:  <##>  (##)  ~##~
///            ╲▒▒╱         ╰▒▒╯             ≀▒▒≀
///  open      ╱  ╲         ╭──╮             ≀‾‾≀      ASCII:  /==\  .==.  ~==~
///            ╲  ╱         ╰──╯             ≀__≀              \==/  '=='  ~==~
/// ```
/// Fills are solid `█`, striped `▒`, open blank (ASCII `#`, `=`, blank). One-row symbols that
/// must touch to fit draw squiggles as `{#}`.
struct SetSymbol: Hashable, Sendable {
    /// Rows: 1 or an even number.
    let rows: Int
    /// Columns of the widest row.
    let width: Int
    /// Whether neighbouring symbols touch (no gap): one-row squiggles then take braces, as
    /// touching tildes would run together (`{ }{ }` rather than `~ ~~ ~`).
    var touching = false

    /// The symbol's rows, each exactly `width` columns.
    func lines(shape: Int, shading: Int, unicode: Bool) -> [[Glyph]] {
        // NB: every symbol `fitting` chooses is drawn once, on first use: drawn anew for each
        // card of each board, they were 3% of a text script's instructions.
        if let index = drawnIndex(shape: shape, shading: shading, unicode: unicode), let kept = SetSymbol.kept(index) {
            return kept
        }
        return drawnLines(shape: shape, shading: shading, unicode: unicode)
    }

    /// The sizes `fitting` chooses: one row 3 wide (touching or not) or 4 wide, and each even
    /// number of rows up to `maximumRows` one or two columns wider than tall.
    private static let sizes: [SetSymbol] =
        [SetSymbol(rows: 1, width: 3, touching: true), SetSymbol(rows: 1, width: 3), SetSymbol(rows: 1, width: 4)]
        + stride(from: 2, through: maximumRows, by: 2).flatMap { rows in
            [SetSymbol(rows: rows, width: rows + 1), SetSymbol(rows: rows, width: rows + 2)]
        }

    /// The rows of `sizes[range]` in each shape, shading and pen, in `drawnIndex` order.
    private static func drawn(_ range: Range<Int>) -> [[[Glyph]]] {
        sizes[range].flatMap { size in
            (0..<3).flatMap { shape in
                (0..<3).flatMap { shading in
                    [false, true].map { size.drawnLines(shape: shape, shading: shading, unicode: $0) }
                }
            }
        }
    }

    /// The drawn symbols kept, a group of sizes at a time, each drawn on its first use: the
    /// one-row sizes, then each even number of rows (its two widths).
    ///
    /// NB: all sizes drawn at once were 0.9 MB of every process's heap, most of a room's host
    /// (issue 40, item 8), which draws its seats' tables at a size or two.
    private static let oneRow = drawn(0..<3)
    private static let rows2 = drawn(3..<5)
    private static let rows4 = drawn(5..<7)
    private static let rows6 = drawn(7..<9)
    private static let rows8 = drawn(9..<11)
    private static let rows10 = drawn(11..<13)
    private static let rows12 = drawn(13..<15)
    private static let rows14 = drawn(15..<17)
    private static let rows16 = drawn(17..<19)

    /// The kept rows at `index`, a `drawnIndex` (nil past the groups: `maximumRows` grew).
    private static func kept(_ index: Int) -> [[Glyph]]? {
        let variants = 3 * 3 * 2
        let size = index / variants
        guard size >= 3 else { return oneRow[index] }
        let group: [[[Glyph]]] =
            switch (size - 3) / 2 {
            case 0: rows2
            case 1: rows4
            case 2: rows6
            case 3: rows8
            case 4: rows10
            case 5: rows12
            case 6: rows14
            default: rows16
            }
        let local = index - (size - (size - 3) % 2) * variants
        return group.indices.contains(local) ? group[local] : nil
    }

    /// Where `kept` finds this symbol's rows; nil for a size, shape or shading it does not hold.
    func drawnIndex(shape: Int, shading: Int, unicode: Bool) -> Int? {
        let size: Int
        if rows == 1 {
            guard width == 3 || width == 4, !touching || width == 3 else { return nil }
            size = touching ? 0 : width - 2
        } else {
            guard rows % 2 == 0, (2...SetSymbol.maximumRows).contains(rows), width == rows + 1 || width == rows + 2,
                !touching
            else { return nil }
            size = 3 + (rows / 2 - 1) * 2 + (width - rows - 1)
        }
        guard (0..<3).contains(shape), (0..<3).contains(shading) else { return nil }
        return ((size * 3 + shape) * 3 + shading) * 2 + (unicode ? 1 : 0)
    }

    /// The symbol's rows, drawn.
    func drawnLines(shape: Int, shading: Int, unicode: Bool) -> [[Glyph]] {
        let pen = unicode ? Pen.unicode : Pen.ascii
        let fill = pen.fills[shading == 0 ? 0 : shading == 1 ? 1 : 2]
        let inner = max(0, width - 2)
        guard rows > 1 else {
            let caps: (Glyph, Glyph) =
                switch shape {
                case 0: ("<", ">")
                case 1: touching ? ("{", "}") : ("~", "~")
                default: ("(", ")")
                }
            return [SetSymbol.row(caps.0, fill, inner, caps.1)]
        }
        switch shape {
        case 0: return diamond(fill: fill, shading: shading, pen: pen)
        case 1: return squiggle(fill: fill, shading: shading, pen: pen)
        default: return oval(fill: fill, shading: shading, pen: pen)
        }
    }

    /// `left`, `count` times `body`, `right`, with `pad` blanks either side.
    private static func row(_ left: Glyph, _ body: Glyph, _ count: Int, _ right: Glyph, pad: Int = 0) -> [Glyph] {
        var row: [Glyph] = []
        row.reserveCapacity(2 * pad + count + 2)
        row.append(contentsOf: repeatElement(Glyph.space, count: pad))
        row.append(left)
        row.append(contentsOf: repeatElement(body, count: count))
        row.append(right)
        row.append(contentsOf: repeatElement(Glyph.space, count: pad))
        return row
    }

    private func diamond(fill: Glyph, shading: Int, pen: Pen) -> [[Glyph]] {
        let half = rows / 2
        let solid = shading == 0
        let upper = solid ? pen.solidDiamondUpper : pen.diamondUpper
        let lower = solid ? pen.solidDiamondLower : pen.diamondLower
        return (0..<rows).map { row in
            let indent = row < half ? half - 1 - row : row - half
            let caps = row < half ? upper : lower
            return SetSymbol.row(caps.0, fill, max(0, width - 2 - 2 * indent), caps.1, pad: indent)
        }
    }

    private func oval(fill: Glyph, shading: Int, pen: Pen) -> [[Glyph]] {
        let inner = max(0, width - 2)
        let edge = shading == 2 ? pen.openOvalEdge : fill
        let solid = shading == 0
        return (0..<rows).map { row in
            let caps =
                if row == 0 {
                    solid ? pen.solidOvalTop : pen.ovalTop
                } else if row == rows - 1 {
                    solid ? pen.solidOvalBottom : pen.ovalBottom
                } else {
                    solid ? pen.solidOvalSides : pen.ovalSides
                }
            let body = row == 0 || row == rows - 1 ? edge : fill
            return SetSymbol.row(caps.0, body, inner, caps.1)
        }
    }

    private func squiggle(fill: Glyph, shading: Int, pen: Pen) -> [[Glyph]] {
        let inner = max(0, width - 2)
        let open = shading == 2
        // NB: an open squiggle needs a top and a bottom edge, or it would be two wavy lines.
        let top = open ? pen.openSquiggleTop : fill
        let bottom = open ? pen.openSquiggleBottom : fill
        return (0..<rows).map { row in
            let body = row == 0 ? top : row == rows - 1 ? bottom : fill
            return SetSymbol.row(pen.squiggleSide, body, inner, pen.squiggleSide)
        }
    }

    /// The glyphs symbols are drawn with, in Unicode or in ASCII; made once, as measuring a
    /// glyph is not free.
    struct Pen {
        /// Fills: solid, striped, open.
        let fills: [Glyph]
        /// A diamond's ends above and below its middle; solid ones.
        let diamondUpper: (Glyph, Glyph), diamondLower: (Glyph, Glyph)
        let solidDiamondUpper: (Glyph, Glyph), solidDiamondLower: (Glyph, Glyph)
        /// An oval's ends on its top row, bottom row and the rows between; solid ones.
        let ovalTop: (Glyph, Glyph), ovalBottom: (Glyph, Glyph), ovalSides: (Glyph, Glyph)
        let solidOvalTop: (Glyph, Glyph), solidOvalBottom: (Glyph, Glyph), solidOvalSides: (Glyph, Glyph)
        /// The top and bottom edge of an open oval.
        let openOvalEdge: Glyph
        /// A squiggle's sides, and the top and bottom edges of an open one.
        let squiggleSide: Glyph, openSquiggleTop: Glyph, openSquiggleBottom: Glyph

        static let unicode = Pen(
            fills: ["█", "▒", " "],
            diamondUpper: ("╱", "╲"), diamondLower: ("╲", "╱"),
            solidDiamondUpper: ("◢", "◣"), solidDiamondLower: ("◥", "◤"),
            ovalTop: ("╭", "╮"), ovalBottom: ("╰", "╯"), ovalSides: ("│", "│"),
            solidOvalTop: ("▟", "▙"), solidOvalBottom: ("▜", "▛"), solidOvalSides: ("█", "█"),
            openOvalEdge: "─",
            squiggleSide: "≀", openSquiggleTop: "‾", openSquiggleBottom: "_")

        // NB: ASCII has no solid shapes: solid symbols take the outline, filled with `#`.
        static let ascii = Pen(
            fills: ["#", "=", " "],
            diamondUpper: ("/", "\\"), diamondLower: ("\\", "/"),
            solidDiamondUpper: ("/", "\\"), solidDiamondLower: ("\\", "/"),
            ovalTop: (".", "."), ovalBottom: ("'", "'"), ovalSides: ("(", ")"),
            solidOvalTop: (".", "."), solidOvalBottom: ("'", "'"), solidOvalSides: ("(", ")"),
            openOvalEdge: "-",
            squiggleSide: "~", openSquiggleTop: "-", openSquiggleBottom: "-")
    }

    /// The tallest symbol drawn, however big the card.
    static let maximumRows = 16

    /// The largest symbol size such that three symbols fit side by side in `columns` × `lines`
    /// (every card of a table gets the same size, like real cards), with the gap between them.
    static func fitting(columns: Int, lines: Int) -> (symbol: SetSymbol, gap: Int)? {
        guard lines >= 1, columns >= 9 else { return nil }
        // NB: leave a blank row above and below when there is room, and keep the symbols at
        // most about two thirds of the card's height, as on the printed cards.
        let tallest = min(maximumRows, lines <= 3 ? min(lines, 2) : max(2, min(lines - 2, lines * 2 / 3)))
        for rows in stride(from: tallest, through: 1, by: -1) where rows == 1 || rows % 2 == 0 {
            let preferred = rows == 1 ? 4 : rows + 2
            let smallest = rows == 1 ? 3 : rows + 1
            let width = min(preferred, (columns - 2) / 3)
            guard width >= smallest else { continue }
            let gap = max(1, min(max(1, width / 2), (columns - 3 * width) / 4))
            return (SetSymbol(rows: rows, width: width), gap)
        }
        // NB: nine columns still take three one-row symbols touching (`<#><#>{#}`), which reads
        // better than no picture at all on the 12x4 cards of an 18- or 21-card table at 80x24.
        return columns >= 9 ? (SetSymbol(rows: 1, width: 3, touching: true), 0) : nil
    }
}
