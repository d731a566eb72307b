/// How the table cards are arranged: in the layout's grid, or gathered into one pile.
///
/// `gather` turns `.grid` into `.pile(dx: 0, dy: 0)`, `pan DX DY` shifts the pile and
/// `restore` goes back to `.grid`. The interpreter keeps one of these next to each game.
public enum Arrangement: Hashable, Sendable {
    /// Every card rests in its slot.
    case grid
    /// Every card rests in one pile, `dx` columns right and `dy` rows down of the layout's
    /// `pile` frame.
    case pile(dx: Int, dy: Int)

    /// Whether the cards are gathered.
    public var isGathered: Bool {
        if case .pile = self { true } else { false }
    }

    /// Where the card in slot `index` (0-based) rests under this arrangement in `layout`.
    ///
    /// A slot the layout does not have rests on the pile, so a frame always exists.
    public func frame(ofSlot index: Int, in layout: TableLayout) -> Rect {
        switch self {
        case .grid:
            layout.slots.indices.contains(index) ? layout.slots[index] : layout.pile
        case .pile(let dx, let dy):
            Arrangement.shifted(layout.pile, dx: dx, dy: dy, in: layout.bounds)
        }
    }

    /// Where the card in slot `index` (0-based) is, in words: its slot, or the pile.
    public func place(ofSlot index: Int) -> Place {
        isGathered ? .pile : .slot(index + 1)
    }

    /// This arrangement with the pile moved by (`dx`, `dy`), kept wholly inside `layout`'s
    /// bounds; the grid is left as it is.
    public func panned(dx: Int, dy: Int, in layout: TableLayout) -> Arrangement {
        guard case .pile(let x, let y) = self else { return self }
        return Arrangement.pile(dx: x + dx, dy: y + dy).clamped(in: layout)
    }

    /// This arrangement with the pile offset reduced so the pile stays inside `layout`'s
    /// bounds (after a resize, say).
    public func clamped(in layout: TableLayout) -> Arrangement {
        guard case .pile(let dx, let dy) = self else { return self }
        let pile = layout.pile
        let lowX = -Int(pile.x)
        let highX = layout.bounds.w - Int(pile.maxX)
        let lowY = -Int(pile.y)
        let highY = layout.bounds.h - Int(pile.maxY)
        return .pile(dx: min(max(dx, lowX), max(lowX, highX)), dy: min(max(dy, lowY), max(lowY, highY)))
    }

    /// `pile` moved by the clamped offset.
    private static func shifted(_ pile: Rect, dx: Int, dy: Int, in bounds: Size) -> Rect {
        let x = min(max(pile.x + Double(dx), 0), max(0, Double(bounds.w) - pile.w))
        let y = min(max(pile.y + Double(dy), 0), max(0, Double(bounds.h) - pile.h))
        return Rect(x: x, y: y, w: pile.w, h: pile.h)
    }
}
