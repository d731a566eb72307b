import Choreography

/// Cards drawn over the table without a place of their own: UltraSet's ghost (the fifth card,
/// faded, between the four cards of an ultraset) and Set-Chain's carried card over the
/// discard pile.
extension Canvas {
    /// Draws a faded card in `frame`: an empty place's faint outline with the card's code in the top
    /// border and `GHOST` in the bottom one (visible without colour), its symbols (or its
    /// face's text) faint inside; a small frame shows the face's text alone.
    mutating func drawGhost(_ face: CardFace, in frame: Box, unicode: Bool) {
        guard frame.w > 0, frame.h > 0 else { return }
        let text = face.text(unicode: unicode)
        guard frame.h >= 3, frame.w >= 6 else {
            put(text.prefix(columns: frame.w), x: frame.x, y: frame.y, ink: .faint, clip: frame)
            return
        }
        drawOutline(Glyphs.emptyBorder(unicode: unicode), in: frame, ink: .faint)
        let inner = frame.inset(by: 1)
        let label = " \(text) "
        if displayWidth(of: label) <= frame.w - 2 {
            put(label, x: frame.maxX - 1 - displayWidth(of: label), y: frame.y, ink: .faint, clip: frame)
        }
        if !drawSymbols(face, in: inner, unicode: unicode, ink: .faint) {
            let shown = text.prefix(columns: inner.w)
            put(
                shown, x: inner.x + (inner.w - displayWidth(of: shown)) / 2, y: inner.y + (inner.h - 1) / 2,
                ink: .faint, clip: inner)
        }
        let word = " GHOST "
        if displayWidth(of: word) <= frame.w - 2 {
            put(word, x: frame.x + (frame.w - displayWidth(of: word)) / 2, y: frame.maxY - 1, ink: .faint, clip: frame)
        }
    }

    /// Draws a chain set's carried card over the discard pile at `frame`: the card with its
    /// mark, `carried` (between the mark's characters) in the top border, and `CARRIED` in the
    /// bottom one when the mark has no word of its own (selected).
    mutating func drawCarried(_ face: CardFace, highlight: Highlight, in frame: Box, unicode: Bool) {
        guard frame.w > 0, frame.h > 0 else { return }
        guard frame.h >= 3, frame.w >= 6 else {
            // NB: the pile's label under a compact card read as one word with it (`!c!c 3`).
            for y in frame.y..<frame.maxY { put(String(repeating: " ", count: frame.w), x: frame.x, y: y, clip: frame) }
            drawCompact(face, highlight: highlight, slot: "c", in: frame, unicode: unicode)
            return
        }
        let marks = highlight.marks ?? (" ", " ")
        let labels = [" \(marks.left)carried\(marks.right) ", marks.left + "carried" + marks.right, "carried", ""]
        drawBoxed(
            face, highlight: highlight, labels: labels, labelInk: highlight.ink, captions: [" CARRIED ", "CARRIED"],
            in: frame, unicode: unicode)
    }
}
