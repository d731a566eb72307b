/// Where every card rests on a table of given bounds: the grid of slots, the deck and the
/// discard pile. The one source of truth for the board drawing and the event frames.
///
/// The grid follows the course's `Grid` in aspect-ratio mode: try every row count, keep the
/// largest card that fits all cells, centre the block. Character cells are about twice as
/// tall as wide, so a card `aspect` times as wide as tall (in cells) looks like a real card.
public struct TableLayout: Hashable, Sendable {
    /// The bounds the layout fits.
    public let bounds: Size
    /// The resting frame of each slot, in slot order.
    public let slots: [Rect]
    /// The deck's stack, below the grid on the left.
    public let deck: Rect
    /// The discard pile, below the grid on the right.
    public let discard: Rect
    /// Where gathered cards pile up: the centre of the grid area.
    public let pile: Rect

    /// Card width / height in character cells.
    public static let aspect = 3.0
    /// Columns left empty between neighbouring cards.
    public static let gap = 1

    /// Lays out `cardCount` cards in `bounds`.
    public init(cardCount: Int, bounds: Size) {
        self.bounds = bounds
        let pileHeight = max(1, min(5, bounds.h / 5))
        let gridHeight = max(1, bounds.h - pileHeight)
        let pileWidth = max(3, min(bounds.w / 3, Int((Double(pileHeight) * TableLayout.aspect).rounded())))
        deck = Rect(x: 0, y: gridHeight, w: pileWidth, h: pileHeight)
        discard = Rect(x: bounds.w - pileWidth, y: gridHeight, w: pileWidth, h: pileHeight)
        slots = TableLayout.grid(count: cardCount, width: bounds.w, height: gridHeight)
        let pileW = min(bounds.w, pileWidth)
        pile = Rect(x: (bounds.w - pileW) / 2, y: max(0, (gridHeight - pileHeight) / 2), w: pileW, h: pileHeight)
    }

    /// How large, at least, the cards of a grid whose rows are all full must be against the
    /// largest cards of a grid with a short last row, for the full grid to be chosen.
    static let fullRowsShare = 0.6

    /// The best grid of `count` cells in `width` × `height`, as card frames in row-major order:
    /// the largest cards, unless a grid of full rows has cards at least `fullRowsShare` as large
    /// (a junior table of 9 at 80 columns: 3 rows of 3 with cards of 12x4, not 5 + 4 of 15x5;
    /// issue 37, item 21).
    static func grid(count: Int, width: Int, height: Int) -> [Rect] {
        guard count > 0 else { return [] }
        var best: (rows: Int, columns: Int, cardW: Int, cardH: Int)?
        var bestFull: (rows: Int, columns: Int, cardW: Int, cardH: Int)?
        for rows in 1...count {
            let columns = (count + rows - 1) / rows
            if rows > 1, (count + rows - 2) / (rows - 1) == columns { continue }  // same columns, fewer rows wins
            let cellW = width / columns
            let cellH = height / rows
            let cardH = min(cellH, Int(Double(cellW - gap) / aspect))
            let cardW = min(cellW - gap, Int((Double(cardH) * aspect).rounded()))
            guard cardH >= 1, cardW >= 1 else { continue }
            if best.map({ cardW * cardH > $0.cardW * $0.cardH }) ?? true {
                best = (rows, columns, cardW, cardH)
            }
            if rows * columns == count, bestFull.map({ cardW * cardH > $0.cardW * $0.cardH }) ?? true {
                bestFull = (rows, columns, cardW, cardH)
            }
        }
        if let full = bestFull, let chosen = best, chosen.rows * chosen.columns != count,
            Double(full.cardW * full.cardH) >= fullRowsShare * Double(chosen.cardW * chosen.cardH)
        {
            best = full
        }
        // NB: when nothing fits at the card's aspect ratio, fall back to one-row-high cards
        // filling the width, so every card still has a frame inside the bounds.
        var spacing = gap
        let chosen =
            best
            ?? {
                let rows = min(count, max(1, height))
                let columns = (count + rows - 1) / rows
                if columns * (1 + gap) - gap > width { spacing = 0 }
                return (rows, columns, max(1, width / columns - spacing), 1)
            }()
        let blockW = chosen.columns * (chosen.cardW + spacing) - spacing
        let blockH = chosen.rows * chosen.cardH
        let originX = max(0, (width - blockW) / 2)
        let originY = max(0, (height - blockH) / 2)
        return (0..<count).map { index in
            let row = index / chosen.columns
            let column = index % chosen.columns
            return Rect(
                x: originX + column * (chosen.cardW + spacing), y: originY + row * chosen.cardH,
                w: chosen.cardW, h: chosen.cardH)
        }
    }
}
