import Choreography

/// Draws one instant of an animation (`Animation.poses(at:)`) as a frame of the table.
///
/// A scene at rest comes out exactly as `BoardRenderer` draws the same table (the table rows,
/// without the status lines): stacks first, then the cards in slot order, each in its frame.
/// In motion, cards are painted in the scene's order (table, then moving, then flying cards),
/// at their frames rounded to the nearest cell edge; a turning card is drawn narrower, a
/// tilted one as a tilted outline (`Canvas.drawTilted`). An UltraSet ghost is painted over the
/// table's cards and under the moving ones (`Canvas.drawGhost`); a Set-Chain carried card over
/// the discard pile, under every card (`Canvas.drawCarried`).
public enum FrameRenderer {
    /// The frame of `pose` in `style` (its colour only matters to `Frame.lines` and
    /// `FrameDiff`; the frame keeps every cell's colour).
    public static func frame(_ pose: ScenePose, style: BoardStyle) -> Frame {
        var canvas = Canvas(width: pose.bounds.w, height: pose.bounds.h, ascii: !style.unicode)
        canvas.palette = style.palette
        let unicode = style.unicode
        let stacks: [(RestingTable.Pile?, [String])] = [
            (pose.deck, BoardRenderer.deckNames), (pose.discard, BoardRenderer.discardNames),
            (pose.gathered, BoardRenderer.gatheredNames),
        ]
        for case (let pile?, let names) in stacks {
            let top = pile.top.map { CardFace(game: pose.game, face: $0, ascii: pile.asciiTop, back: pose.back) }
            canvas.drawPile(BoardPile(count: pile.count, top: top), names: names, in: Box(pile.frame), unicode: unicode)
        }
        // NB: a carried card lies on the discard pile, under every card in play.
        for carried in pose.carried {
            let face = CardFace(game: pose.game, face: carried.face, ascii: nil, faceUp: true, back: pose.back)
            canvas.drawCarried(face, highlight: carried.highlight, in: Box(carried.frame), unicode: unicode)
        }
        // NB: keys follow the layout of the cards in slots (at rest, the table's own).
        let slotted = pose.cards.compactMap(\.slot).max() ?? 0
        let keys =
            style.keys && pose.gathered == nil
            ? KeyLayout.keys(slots: TableLayout(cardCount: slotted, bounds: pose.bounds).slots) : []
        let key = { (card: ScenePose.Card) in card.slot.flatMap { $0 >= 1 && $0 <= keys.count ? keys[$0 - 1] : nil } }
        // NB: a ghost lies over the table's cards, under the moving and flying ones.
        let below = pose.cards.filter { $0.layer == .table }
        let above = pose.cards.filter { $0.layer != .table }
        for card in below { draw(card, of: pose, on: &canvas, unicode: unicode, key: key(card)) }
        for ghost in pose.ghosts {
            let face = CardFace(game: pose.game, face: ghost.face, ascii: nil, faceUp: true, back: pose.back)
            canvas.drawGhost(face, in: Box(ghost.frame), unicode: unicode)
        }
        for card in above { draw(card, of: pose, on: &canvas, unicode: unicode, key: key(card)) }
        return Frame(canvas)
    }

    /// Draws `card` of `pose` showing its face or back, with its key when keys are on.
    private static func draw(
        _ card: ScenePose.Card, of pose: ScenePose, on canvas: inout Canvas, unicode: Bool, key: Character?
    ) {
        let face = CardFace(
            game: pose.game, face: card.face, ascii: card.asciiFace, faceUp: card.pose.faceUp, back: pose.back)
        canvas.drawMoving(card, face: face, unicode: unicode, key: key)
    }
}
