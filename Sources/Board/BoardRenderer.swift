import Choreography

/// Draws a table: status lines, then the cards at their layout frames, the deck and the
/// discard pile, in exactly the layout's bounds.
public enum BoardRenderer {
    /// The board as text: `model.status` lines, then `layout.bounds.h` rows of the table, joined
    /// by `"\n"`, trailing blanks trimmed, no line wider than `layout.bounds.w` display columns.
    ///
    /// Card `i` is drawn inside `layout.slots[i]` (cards without a slot are not drawn), the deck
    /// inside `layout.deck`, the discard pile inside `layout.discard`, gathered cards inside
    /// `model.gathered`. ANSI colour only when `style.color`; 7-bit ASCII when `!style.unicode`.
    public static func render(_ model: BoardModel, layout: TableLayout, style: BoardStyle) -> String {
        render(model, frames: layout.slots, layout: layout, style: style)
    }

    /// The board with card `i` drawn at `frames[i]` instead of its slot: a moment of an
    /// animation, with frames taken from the event log. The stacks stay at the layout's frames.
    public static func render(_ model: BoardModel, frames: [Rect], layout: TableLayout, style: BoardStyle) -> String {
        let (status, canvas) = draw(model, frames: frames, layout: layout, style: style)
        var text: [UInt8] = []
        text.reserveCapacity(
            status.reduce(0) { $0 + $1.utf8.count + 1 }
                + canvas.height * (canvas.width * canvas.maximumBytes(perCell: style.color) + Ink.reset.count + 1))
        for (index, line) in status.enumerated() {
            if index > 0 { text.append(0x0A) }
            text.append(contentsOf: line.utf8)
        }
        for row in 0..<canvas.height {
            if row > 0 || !status.isEmpty { text.append(0x0A) }
            canvas.appendLine(y: row, color: style.color, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The lines `render` joins.
    public static func lines(_ model: BoardModel, layout: TableLayout, style: BoardStyle) -> [String] {
        lines(model, frames: layout.slots, layout: layout, style: style)
    }

    /// The lines `render(_:frames:layout:style:)` joins.
    public static func lines(_ model: BoardModel, frames: [Rect], layout: TableLayout, style: BoardStyle) -> [String] {
        let (status, canvas) = draw(model, frames: frames, layout: layout, style: style)
        return status + canvas.lines(color: style.color)
    }

    /// The deck's label, longest first.
    static let deckNames = ["deck", "D"]
    /// The discard pile's label, longest first.
    static let discardNames = ["discard", "disc", "d"]
    /// The gathered cards' label, longest first.
    static let gatheredNames = ["cards", "c"]

    /// The status lines, fitted to the table's width, and the table drawn on a canvas.
    private static func draw(
        _ model: BoardModel, frames: [Rect], layout: TableLayout, style: BoardStyle
    ) -> (status: [String], canvas: Canvas) {
        let width = max(0, layout.bounds.w)
        var canvas = Canvas(width: width, height: max(0, layout.bounds.h), ascii: !style.unicode)
        canvas.palette = style.palette
        let unicode = style.unicode
        if let deck = model.deck {
            canvas.drawPile(deck, names: deckNames, in: Box(layout.deck), unicode: unicode)
        }
        if let discard = model.discard {
            canvas.drawPile(discard, names: discardNames, in: Box(layout.discard), unicode: unicode)
        }
        // NB: a carried card lies on the discard pile, as `FrameRenderer` draws it.
        if let carried = model.carried, let frame = model.carriedFrame {
            canvas.drawCarried(carried.face, highlight: carried.highlight, in: Box(frame), unicode: unicode)
        }
        if let gathered = model.gathered {
            let live = model.cards.filter { !$0.gone }
            if !live.isEmpty {
                let pile = BoardPile(count: live.count, top: live.last?.face)
                canvas.drawPile(pile, names: gatheredNames, in: Box(gathered), unicode: unicode)
            }
        } else {
            let keys = style.keys ? KeyLayout.keys(slots: layout.slots) : []
            for (index, (card, frame)) in zip(model.cards, frames).enumerated() {
                canvas.drawCard(
                    card, slot: index + 1, in: Box(frame), unicode: unicode, key: index < keys.count ? keys[index] : nil
                )
            }
        }
        let status = model.status.flatMap { fittedStatus($0, width: width, ascii: !unicode) }
        return (status, canvas)
    }

    /// A status line in lines of at most `width` columns, no word cut: its parts (between
    /// ` · `) are joined while they fit and go on to the next line when not; a part wider than
    /// a line is broken at spaces. Only a word wider than the whole width is cut.
    // NB: cut at the width, Set-Chain's line ended `previous 3RTS 3R` at 60 columns.
    static func fittedStatus(_ line: String, width: Int, ascii: Bool) -> [String] {
        let text = Canvas.sanitized(line, ascii: ascii).trimmingTrailingSpaces()
        guard width > 0, displayWidth(of: text) > width else { return [text.prefix(columns: width)] }
        let separator = ascii ? " - " : " · "
        var lines: [String] = []
        var current = ""
        for part in text.split(separator: separator).map(String.init) {
            let joined = current.isEmpty ? part : current + separator + part
            if displayWidth(of: joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var pieces = TextWrap.wrapped(part, width: width).split(separator: "\n").map(String.init)
            current = pieces.popLast() ?? ""
            lines += pieces
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { $0.prefix(columns: width).trimmingTrailingSpaces() }
    }
}

extension Box {
    /// The whole cells of a layout frame (frames between cells are rounded to the nearest).
    init(_ rect: Rect) {
        let x = Box.cell(rect.x)
        let y = Box.cell(rect.y)
        self.init(x: x, y: y, w: Box.cell(rect.maxX) - x, h: Box.cell(rect.maxY) - y)
    }

    private static func cell(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(max(-1_000_000, min(1_000_000, value.rounded())))
    }
}
