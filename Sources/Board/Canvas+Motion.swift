import Choreography

/// Drawing a card caught mid-animation: in a frame between cells, turning over, tilted.
extension Canvas {
    /// Draws `card` of a scene, showing `face`.
    ///
    /// Upright (within 10° of upright or upside down) and full width, it is the board's card:
    /// slot number and all, so a card at rest looks exactly as on the board. Narrowed by a
    /// flip, it keeps its outline as long as it can. Tilted, it is a tilted outline.
    mutating func drawMoving(_ card: ScenePose.Card, face: CardFace, unicode: Bool) {
        let frame = Box(card.pose.frame)
        let turn = Canvas.tilt(card.pose.rotation)
        guard abs(turn) <= 10 else {
            drawTilted(face, highlight: card.highlight, frame: card.pose.frame, degrees: card.pose.rotation, unicode: unicode)
            return
        }
        if card.flipWidth < 1, frame.w < 6 || frame.h < 3 {
            drawNarrow(face, highlight: card.highlight, in: frame, unicode: unicode)
        } else if let slot = card.slot {
            drawCard(BoardCard(face: face, highlight: card.highlight), slot: slot, in: frame, unicode: unicode)
        } else if frame.h >= 3, frame.w >= 6 {
            drawBoxed(face, highlight: card.highlight, labels: [], labelInk: .label, in: frame, unicode: unicode)
        } else {
            drawCompact(face, highlight: card.highlight, slot: "", in: frame, unicode: unicode)
        }
    }

    /// `degrees` folded into -90...90: how far the card leans from upright (or upside down),
    /// clockwise positive.
    static func tilt(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        var turn = degrees.truncatingRemainder(dividingBy: 180)
        if turn > 90 { turn -= 180 } else if turn < -90 { turn += 180 }
        return turn
    }

    /// A card seen nearly edge-on: its outline while it has three columns, then its edge, a
    /// back's pattern or a blank inside.
    mutating func drawNarrow(_ face: CardFace, highlight: Highlight, in frame: Box, unicode: Bool) {
        guard frame.w > 0, frame.h > 0 else { return }
        let border = Glyphs.border(highlight, unicode: unicode)
        let inside: Glyph = if case .back = face { Glyphs.back(unicode: unicode) } else { .space }
        guard frame.w >= 2, frame.h >= 2 else {
            for row in visibleRows(frame.y..<frame.maxY) {
                repeatGlyph(frame.w == 1 ? border.side : inside, count: frame.w, x: frame.x, y: row, ink: highlight.ink, clip: frame)
            }
            return
        }
        drawOutline(border, in: frame, ink: highlight.ink)
        for row in visibleRows((frame.y + 1)..<max(frame.y + 1, frame.maxY - 1)) {
            repeatGlyph(inside, count: frame.w - 2, x: frame.x + 1, y: row, ink: face.ink, clip: frame)
        }
    }

    /// A card turned `degrees` clockwise about the centre of `frame` (in screen space, a row
    /// two columns tall): an outline of line glyphs that follow each edge's slope (`─`, `╲`,
    /// `│`, `╱`; `-`, `\`, `|`, `/` in ASCII), filled with the back's pattern, or blank with the
    /// face's short text across the middle when it fits.
    mutating func drawTilted(_ face: CardFace, highlight: Highlight, frame: Rect, degrees: Double, unicode: Bool) {
        let corners = frame.outline(rotatedBy: degrees).map { (x: $0.x, y: $0.y * Rect.rowAspect) }
        let edges = (0..<4).map { index -> Edge in
            let a = corners[index], b = corners[(index + 1) % 4]
            return Edge(ax: a.x, ay: a.y, dx: b.x - a.x, dy: b.y - a.y)
        }
        guard let left = corners.map(\.x).min(), let right = corners.map(\.x).max(),
              let top = corners.map(\.y).min(), let bottom = corners.map(\.y).max(),
              left.isFinite, right.isFinite, top.isFinite, bottom.isFinite else { return }
        let columns = max(0, Int(left.rounded(.down)))..<min(width, Int(right.rounded(.up)))
        let rows = visibleRows(Int((top / Rect.rowAspect).rounded(.down))..<Int((bottom / Rect.rowAspect).rounded(.up)))
        guard !columns.isEmpty else { return }
        let border = Glyphs.border(highlight, unicode: unicode)
        let back: Glyph? = if case .back = face { Glyphs.back(unicode: unicode) } else { nil }
        var middle: (row: Int, from: Int, to: Int)?
        for row in rows {
            var inner: [Int] = []
            for column in columns {
                let x = Double(column) + 0.5, y = (Double(row) + 0.5) * Rect.rowAspect
                // Each edge's distance from the cell's centre in units of the cell's extent
                // across it: below -½ the cell is outside, below ½ it is on the edge.
                var nearest = Double.infinity, along = edges[0]
                for edge in edges {
                    let distance = edge.reach(x, y)
                    if distance < nearest { (nearest, along) = (distance, edge) }
                }
                guard nearest >= -0.5 else { continue }
                if nearest < 0.5 {
                    put(along.glyph(border, unicode: unicode), x: column, y: row, ink: highlight.ink, clip: bounds)
                } else {
                    put(back ?? .space, x: column, y: row, ink: face.ink, clip: bounds)
                    inner.append(column)
                }
            }
            let centre = (top + bottom) / 2 / Rect.rowAspect
            if let first = inner.first, let last = inner.last, Double(row) <= centre, centre < Double(row + 1) {
                middle = (row, first, last)
            }
        }
        guard back == nil, let middle else { return }
        let text = face.text(unicode: unicode)
        let span = middle.to - middle.from + 1
        guard displayWidth(of: text) <= span else { return }
        put(text, x: middle.from + (span - displayWidth(of: text)) / 2, y: middle.row, ink: face.ink,
            clip: Box(x: middle.from, y: middle.row, w: span, h: 1))
    }

    /// One side of a tilted card, in square units (x columns, y half-rows... a row is 2 units).
    private struct Edge {
        let ax: Double, ay: Double, dx: Double, dy: Double

        /// How far inside this edge (x, y) lies, in units of a cell's extent across the edge:
        /// a cell is 1 wide and 2 tall in square units.
        func reach(_ x: Double, _ y: Double) -> Double {
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { return .infinity }
            let (nx, ny) = (-dy / length, dx / length)
            let distance = (x - ax) * nx + (y - ay) * ny
            return distance / (abs(nx) * 1 + abs(ny) * Rect.rowAspect)
        }

        /// The line glyph closest to this edge's slope on screen.
        func glyph(_ border: Glyphs.Border, unicode: Bool) -> Glyph {
            let across = abs(dx), down = abs(dy / Rect.rowAspect)
            if down < across * 0.414 { return border.top }
            if down > across * 2.414 { return border.side }
            let falling = (dx > 0) == (dy > 0)
            return unicode ? (falling ? "╲" : "╱") : (falling ? "\\" : "/")
        }
    }
}
