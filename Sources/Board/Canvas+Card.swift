import Choreography

/// Drawing one card into its frame: a bordered card when the frame has room, a line or two of
/// text when it does not. Every drawing stays inside the frame.
extension Canvas {
    /// Draws `card` with slot number `slot` in `frame`.
    mutating func drawCard(_ card: BoardCard, slot: Int, in frame: Box, unicode: Bool, key: Character? = nil) {
        guard !card.gone, frame.w > 0, frame.h > 0 else { return }
        let number = String(slot)
        if frame.h >= 3, frame.w >= 6 {
            let labels =
                card.highlight.marks.map { [" \($0.left)\(number)\($0.right) ", $0.left + number + $0.right, number] }
                ?? [" \(number) ", number]
            let labelInk = card.highlight == .none ? Ink.label : card.highlight.ink
            let captions = key.map { [" key \($0) ", " \($0) ", "\($0)"] } ?? []
            drawBoxed(
                card.face, highlight: card.highlight, labels: labels, labelInk: labelInk, captions: captions, in: frame,
                unicode: unicode)
        } else {
            drawCompact(card.face, highlight: card.highlight, slot: number, in: frame, unicode: unicode)
        }
    }

    /// Draws a bordered card: `labels` (the first that fits) in the top border, the face inside,
    /// the highlight's word or else the first of `captions` that fits in the bottom border.
    mutating func drawBoxed(
        _ face: CardFace, highlight: Highlight, labels: [String], labelInk: Ink, captions: [String] = [],
        in frame: Box, unicode: Bool
    ) {
        let border = Glyphs.border(highlight, unicode: unicode)
        drawOutline(border, in: frame, ink: highlight.ink)
        let label = labels.first { displayWidth(of: $0) <= frame.w - 2 } ?? ""
        let labelEnd = put(label, x: frame.x + 1, y: frame.y, ink: labelInk, clip: frame)
        let inner = frame.inset(by: 1)
        if let code = face.setCode {
            let text = " \(code) "
            let start = frame.maxX - 1 - displayWidth(of: text)
            if start >= labelEnd, drawSymbols(face, in: inner, unicode: unicode) {
                put(text, x: start, y: frame.y, ink: palette.ink(face.ink), clip: frame)
            } else if inner.h >= 2 {
                // NB: no room for the code in the border: it takes the first row inside.
                put(
                    code, x: inner.x + (inner.w - displayWidth(of: code)) / 2, y: inner.y, ink: palette.ink(face.ink),
                    clip: inner)
                drawSymbols(face, in: Box(x: inner.x, y: inner.y + 1, w: inner.w, h: inner.h - 1), unicode: unicode)
            } else {
                drawFace(face, in: inner, unicode: unicode)
            }
        } else {
            drawFace(face, in: inner, unicode: unicode)
        }
        let words = highlight.words.map { (" \($0) ", highlight.ink) } + captions.map { ($0, Ink.label) }
        if let (word, ink) = words.first(where: { displayWidth(of: $0.0) <= frame.w - 2 }) {
            let start = frame.x + (frame.w - displayWidth(of: word)) / 2
            put(word, x: start, y: frame.maxY - 1, ink: ink, clip: frame)
        }
    }

    /// Draws a card outline filling `frame`.
    mutating func drawOutline(_ border: Glyphs.Border, in frame: Box, ink: Ink) {
        let inner = max(0, frame.w - 2)
        if border.isNarrow, !ascii || border.isASCII {
            // NB: the usual border, of one-column glyphs drawn as they are, is written in one
            // pass over the cells, as the writes below would write it (they were 8% of a text
            // script's instructions, each write clipping and reaching for the cells anew).
            let area = frame.intersection(bounds)
            let rows = visibleRows((frame.y + 1)..<max(frame.y + 1, frame.maxY - 1))
            withGrid { grid in
                let (left, right, top, bottom) = (frame.x, frame.maxX - 1, frame.y, frame.maxY - 1)
                grid.put(border.topLeft.text, columns: 1, x: left, y: top, ink: ink, area: area)
                grid.repeatNarrow(border.top.text, count: inner, x: left + 1, y: top, ink: ink, area: area)
                grid.put(border.topRight.text, columns: 1, x: right, y: top, ink: ink, area: area)
                for row in rows {
                    grid.put(border.side.text, columns: 1, x: left, y: row, ink: ink, area: area)
                    grid.repeatNarrow(Glyph.space.text, count: inner, x: left + 1, y: row, ink: .plain, area: area)
                    grid.put(border.side.text, columns: 1, x: right, y: row, ink: ink, area: area)
                }
                grid.put(border.bottomLeft.text, columns: 1, x: left, y: bottom, ink: ink, area: area)
                grid.repeatNarrow(border.bottom.text, count: inner, x: left + 1, y: bottom, ink: ink, area: area)
                grid.put(border.bottomRight.text, columns: 1, x: right, y: bottom, ink: ink, area: area)
            }
            return
        }
        put(border.topLeft, x: frame.x, y: frame.y, ink: ink, clip: frame)
        repeatGlyph(border.top, count: inner, x: frame.x + 1, y: frame.y, ink: ink, clip: frame)
        put(border.topRight, x: frame.maxX - 1, y: frame.y, ink: ink, clip: frame)
        for row in visibleRows((frame.y + 1)..<max(frame.y + 1, frame.maxY - 1)) {
            put(border.side, x: frame.x, y: row, ink: ink, clip: frame)
            repeatGlyph(.space, count: inner, x: frame.x + 1, y: row, clip: frame)
            put(border.side, x: frame.maxX - 1, y: row, ink: ink, clip: frame)
        }
        put(border.bottomLeft, x: frame.x, y: frame.maxY - 1, ink: ink, clip: frame)
        repeatGlyph(border.bottom, count: inner, x: frame.x + 1, y: frame.maxY - 1, ink: ink, clip: frame)
        put(border.bottomRight, x: frame.maxX - 1, y: frame.maxY - 1, ink: ink, clip: frame)
    }

    /// Draws a Set face's symbols centred in `inner`, all cards' symbols the same size;
    /// `false` (drawing nothing) when they do not fit or the face is not a Set card. `ink`, when
    /// given, replaces the face's colour (a ghost's symbols are faint).
    @discardableResult
    mutating func drawSymbols(_ face: CardFace, in inner: Box, unicode: Bool, ink: Ink? = nil) -> Bool {
        guard case .set(let number, _, let shading, let shape) = face,
            let (symbol, gap) = SetSymbol.fitting(columns: inner.w, lines: inner.h)
        else { return false }
        let count = min(max(number, 0), 2) + 1
        let total = count * symbol.width + (count - 1) * gap
        let lines = symbol.lines(shape: shape, shading: shading, unicode: unicode)
        let top = inner.y + (inner.h - symbol.rows + 1) / 2
        for index in 0..<count {
            let left = inner.x + (inner.w - total) / 2 + index * (symbol.width + gap)
            for (row, line) in lines.enumerated() {
                put(line, x: left, y: top + row, ink: ink ?? palette.ink(face.ink), clip: inner)
            }
        }
        return true
    }

    /// Draws a face written out inside a card's border: the text centred, a playing card's
    /// corners and suit, a back's pattern.
    mutating func drawFace(_ face: CardFace, in inner: Box, unicode: Bool) {
        guard inner.w > 0, inner.h > 0 else { return }
        switch face {
        case .playing(let rank, let suit) where inner.h >= 3 && inner.w >= 5:
            let corner = rank + Glyphs.suit(suit, unicode: unicode)
            put(corner, x: inner.x, y: inner.y, ink: palette.ink(face.ink), clip: inner)
            put(
                Glyphs.suit(suit, unicode: unicode), x: inner.x + (inner.w - 1) / 2, y: inner.y + (inner.h - 1) / 2,
                ink: palette.ink(face.ink), clip: inner)
            put(
                corner, x: inner.maxX - displayWidth(of: corner), y: inner.maxY - 1, ink: palette.ink(face.ink),
                clip: inner)
        case .back:
            for row in visibleRows(inner.y..<inner.maxY) {
                repeatGlyph(
                    Glyphs.back(unicode: unicode), count: inner.w, x: inner.x, y: row, ink: palette.ink(face.ink),
                    clip: inner)
            }
        default:
            let text = face.text(unicode: unicode).prefix(columns: inner.w)
            let start = inner.x + (inner.w - displayWidth(of: text)) / 2
            put(text, x: start, y: inner.y + (inner.h - 1) / 2, ink: palette.ink(face.ink), clip: inner)
        }
    }

    /// Draws a card too small for a border: `[12:2RTO]` on one row, then its symbols when there
    /// is a second row and room; `>12<` above `2RTO` when the one row is too narrow; less when
    /// even that does not fit.
    mutating func drawCompact(_ face: CardFace, highlight: Highlight, slot: String, in frame: Box, unicode: Bool) {
        typealias Segment = (text: String, ink: Ink)
        let marks = highlight.marks ?? ("[", "]")
        let markInk = highlight == .none ? Ink.plain : highlight.ink
        let (left, right): (Segment, Segment) = ((marks.left, markInk), (marks.right, markInk))
        let number: Segment = (slot, .label)
        let shown: Segment = (face.text(unicode: unicode), palette.ink(face.ink))
        let colon: Segment = (":", .plain)
        let width = { (segments: [Segment]) in segments.reduce(0) { $0 + displayWidth(of: $1.text) } }
        let full = [left, number, colon, shown, right]
        // Each rung: the first row's segments, and what the second row (if any) shows.
        let ladder: [([Segment], Bool)] =
            if frame.h >= 2 {
                [(full, true), (highlight == .none ? [number] : [left, number, right], false), ([number], false)]
            } else {
                [
                    (full, true), (highlight == .none ? [number, colon, shown] : [left, number, colon, shown], true),
                    (highlight == .none ? [number] : [left, number, right], false), ([number], false),
                ]
            }
        let (chosen, showsFace) = ladder.first { width($0.0) <= frame.w } ?? ([number], false)
        var column = frame.x
        for segment in chosen {
            column = put(segment.text, x: column, y: frame.y, ink: segment.ink, clip: frame)
        }
        if frame.h == 1, showsFace {
            drawSymbolRow(
                face, x: column + 1, y: frame.y, columns: frame.maxX - column - 1, unicode: unicode, clip: frame)
        } else if frame.h >= 2, showsFace {
            drawSymbolRow(face, x: frame.x, y: frame.y + 1, columns: frame.w, unicode: unicode, clip: frame)
        } else if frame.h >= 2 {
            put(shown.text.prefix(columns: frame.w), x: frame.x, y: frame.y + 1, ink: shown.ink, clip: frame)
        }
    }

    /// Draws a Set face's symbols one row high from `x` when three would fit in `columns`.
    @discardableResult
    mutating func drawSymbolRow(_ face: CardFace, x: Int, y: Int, columns: Int, unicode: Bool, clip: Box) -> Bool {
        guard case .set(let number, _, let shading, let shape) = face else { return false }
        let width = columns >= 3 * 4 + 2 ? 4 : columns >= 3 * 3 + 2 ? 3 : 0
        guard width > 0 else { return false }
        let line = SetSymbol(rows: 1, width: width).lines(shape: shape, shading: shading, unicode: unicode)[0]
        for index in 0...min(max(number, 0), 2) {
            put(line, x: x + index * (width + 1), y: y, ink: palette.ink(face.ink), clip: clip)
        }
        return true
    }
}
