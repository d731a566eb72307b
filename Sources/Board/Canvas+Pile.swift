/// Drawing a stack of cards (the deck, the discard pile, gathered cards) with its count.
extension Canvas {
    /// Draws `pile` in `frame` as a stack with offset right edges, labelled `name count`.
    ///
    /// `names` are the stack's name from longest to shortest (`["discard", "disc", "d"]`).
    mutating func drawPile(_ pile: BoardPile, names: [String], in frame: Box, unicode: Bool) {
        guard frame.w > 0, frame.h > 0 else { return }
        let count = max(0, pile.count)
        guard frame.h >= 3, frame.w >= 6 else {
            let text = Canvas.pileLabel(names, count: count, padded: false, fitting: frame.w) ?? "\(count)"
            put(text, x: frame.x, y: frame.y, ink: .label, clip: frame)
            if frame.h >= 2, count > 0 {
                let face = pile.top ?? .back(color: nil)
                put(
                    face.text(unicode: unicode).prefix(columns: frame.w), x: frame.x, y: frame.y + 1, ink: face.ink,
                    clip: frame)
            }
            return
        }
        guard count > 0 else {
            drawOutline(Glyphs.emptyBorder(unicode: unicode), in: frame, ink: .faint)
            if let label = Canvas.pileLabel(names, count: count, padded: true, fitting: frame.w - 2) {
                put(
                    label, x: frame.x + (frame.w - displayWidth(of: label)) / 2, y: frame.maxY - 1, ink: .label,
                    clip: frame)
            }
            return
        }
        let depth = min(count >= 10 ? 2 : count >= 2 ? 1 : 0, frame.w - 6)
        let top = Box(x: frame.x, y: frame.y, w: frame.w - depth, h: frame.h)
        let edge = Glyphs.stackBorder(unicode: unicode)
        for layer in stride(from: depth, through: 1, by: -1) {
            let column = top.maxX - 1 + layer
            put(edge.topRight, x: column, y: frame.y, ink: .faint, clip: frame)
            for row in visibleRows((frame.y + 1)..<max(frame.y + 1, frame.maxY - 1)) {
                put(edge.side, x: column, y: row, ink: .faint, clip: frame)
            }
            put(edge.bottomRight, x: column, y: frame.maxY - 1, ink: .faint, clip: frame)
        }
        // NB: the count goes in the bottom border, leaving the top one to the top card's code.
        let caption = Canvas.pileLabel(names, count: count, padded: true, fitting: top.w - 2)
        drawBoxed(
            pile.top ?? .back(color: nil), highlight: .none, labels: [], labelInk: .label,
            captions: caption.map { [$0] } ?? [], in: top, unicode: unicode)
    }

    /// The first label of a stack that fits in `columns`, longest first: `name count`, then
    /// `namecount`, for each name in turn, then the count alone; with `padded`, each is tried
    /// with a blank either side before it is tried bare.
    static func pileLabel(_ names: [String], count: Int, padded: Bool, fitting columns: Int) -> String? {
        let number = String(count)
        for text in names.flatMap({ [$0 + " " + number, $0 + number] }) + [number] {
            let width = displayWidth(of: text)
            if padded, width + 2 <= columns { return " " + text + " " }
            if width <= columns { return text }
        }
        return nil
    }
}
