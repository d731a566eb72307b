import Choreography

/// Drawing a card caught mid-animation: in a frame between cells, turning over, tilted.
extension Canvas {
    /// Draws `card` of a scene, showing `face`.
    ///
    /// Upright (within 10° of upright or upside down) and full width, it is the board's card:
    /// slot number and all, so a card at rest looks exactly as on the board. Narrowed by a
    /// flip, it keeps its outline as long as it can. Within 10° of a quarter turn it stands
    /// on its side; otherwise, tilted, it is a tilted outline.
    mutating func drawMoving(_ card: ScenePose.Card, face: CardFace, unicode: Bool, key: Character? = nil) {
        let frame = Box(card.pose.frame)
        let turn = Canvas.tilt(card.pose.rotation)
        if abs(abs(turn) - 90) <= 10 {
            drawStanding(face, highlight: card.highlight, frame: card.pose.frame, unicode: unicode)
            return
        }
        guard abs(turn) <= 10 else {
            drawTilted(
                face, highlight: card.highlight, frame: card.pose.frame, degrees: card.pose.rotation, unicode: unicode)
            return
        }
        if card.flipWidth < 1, frame.w < 6 || frame.h < 3 {
            drawNarrow(face, highlight: card.highlight, in: frame, unicode: unicode)
        } else if let slot = card.slot {
            drawCard(
                BoardCard(face: face, highlight: card.highlight), slot: slot, in: frame, unicode: unicode, key: key)
        } else if frame.h >= 3, frame.w >= 6 {
            drawBoxed(face, highlight: card.highlight, labels: [], labelInk: .label, in: frame, unicode: unicode)
        } else if frame.w > 0, frame.h > 0 {
            // NB: in the air a small card has no slot number to show: its face alone.
            put(
                face.text(unicode: unicode).prefix(columns: frame.w), x: frame.x, y: frame.y, ink: face.ink, clip: frame
            )
        }
    }

    /// A card a quarter turn round: the outline of its frame turned about the centre (a row
    /// being two columns, `h` rows become `2h` columns and `w` columns `w/2` rows), the back's
    /// pattern or the face's short text inside.
    mutating func drawStanding(_ face: CardFace, highlight: Highlight, frame: Rect, unicode: Bool) {
        let w = frame.h * Rect.rowAspect
        let h = frame.w / Rect.rowAspect
        let box = Box(Rect(x: frame.x + (frame.w - w) / 2, y: frame.y + (frame.h - h) / 2, w: w, h: h))
        guard box.w >= 2, box.h >= 2 else { return }
        drawOutline(Glyphs.border(highlight, unicode: unicode), in: box, ink: highlight.ink)
        let inner = box.inset(by: 1)
        if case .back = face {
            drawFace(face, in: inner, unicode: unicode)
        } else {
            let text = face.text(unicode: unicode)
            guard displayWidth(of: text) <= inner.w else { return }
            put(
                text, x: inner.x + (inner.w - displayWidth(of: text)) / 2, y: inner.y + (inner.h - 1) / 2,
                ink: face.ink, clip: inner)
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
                repeatGlyph(
                    frame.w == 1 ? border.side : inside, count: frame.w, x: frame.x, y: row, ink: highlight.ink,
                    clip: frame)
            }
            return
        }
        drawOutline(border, in: frame, ink: highlight.ink)
        for row in visibleRows((frame.y + 1)..<max(frame.y + 1, frame.maxY - 1)) {
            repeatGlyph(inside, count: frame.w - 2, x: frame.x + 1, y: row, ink: face.ink, clip: frame)
        }
    }

    /// A card turned `degrees` clockwise about the centre of `frame` (in screen space, a row
    /// two columns tall): a thin outline of line glyphs that follow each edge's slope (`─`,
    /// `╲`, `│`, `╱`; `-`, `\`, `|`, `/` in ASCII), traced half a cell inside the card's edges
    /// (where an upright card's border runs), filled with the back's pattern, or blank with
    /// the face's short text across the middle when it fits.
    mutating func drawTilted(_ face: CardFace, highlight: Highlight, frame: Rect, degrees: Double, unicode: Bool) {
        let outer = frame.outline(rotatedBy: degrees).map { (x: $0.x, y: $0.y * Rect.rowAspect) }
        guard outer.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), frame.w >= 1, frame.h >= 1 else { return }
        let edges = (0..<4).map { Edge(outer[$0], outer[($0 + 1) % 4]) }
        // The traced rectangle: each corner moved in by half a cell across both its edges.
        let traced = (0..<4).map { index -> (x: Double, y: Double) in
            let (a, b) = (edges[(index + 3) % 4], edges[index])
            return (outer[index].x + a.inset.x + b.inset.x, outer[index].y + a.inset.y + b.inset.y)
        }
        let border = Glyphs.border(highlight, unicode: unicode)
        let xs = outer.map(\.x)
        let ys = outer.map { $0.y / Rect.rowAspect }
        let columns = max(0, Int((xs.min() ?? 0).rounded(.down)))..<min(width, Int((xs.max() ?? 0).rounded(.up)))
        let rows = visibleRows(Int((ys.min() ?? 0).rounded(.down))..<Int((ys.max() ?? 0).rounded(.up)))
        guard !columns.isEmpty, !rows.isEmpty else { return }
        // The inside first: cells whose centre lies half a cell within every edge.
        let back: Glyph? = if case .back = face { Glyphs.back(unicode: unicode) } else { nil }
        var middle: (row: Int, from: Int, to: Int)?
        let centre = ys.reduce(0, +) / 4
        for row in rows {
            var first: Int?
            var last = 0
            for column in columns {
                let (x, y) = (Double(column) + 0.5, (Double(row) + 0.5) * Rect.rowAspect)
                guard edges.allSatisfy({ $0.reach(x, y) >= 0.5 }) else { continue }
                put(back ?? .space, x: column, y: row, ink: face.ink, clip: bounds)
                if first == nil { first = column }
                last = column
            }
            if let first, Double(row) <= centre, centre < Double(row + 1) { middle = (row, first, last) }
        }
        // Then the outline, traced in steps of a quarter cell: straight glyphs along a row
        // (or a column, for a steep side) and a slanted one where the line steps over.
        for index in 0..<4 {
            let a = traced[index]
            let b = traced[(index + 1) % 4]
            let edge = edges[index]
            let steps = Int((max(abs(b.x - a.x), abs(b.y - a.y) / Rect.rowAspect) * 4).rounded(.up)) + 1
            var cells: [(x: Int, y: Int)] = []
            for step in 0...steps {
                let s = Double(step) / Double(steps)
                let x = a.x + (b.x - a.x) * s
                let y = (a.y + (b.y - a.y) * s) / Rect.rowAspect
                let cell = (x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
                if cells.last.map({ $0 != cell }) ?? true { cells.append(cell) }
            }
            for (position, cell) in cells.enumerated() {
                let next = position + 1 < cells.count ? cells[position + 1] : cell
                let previous = position > 0 ? cells[position - 1] : cell
                let glyph = edge.glyph(
                    border, unicode: unicode,
                    stepsOver: edge.isSteep
                        ? next.x != cell.x || previous.x != cell.x : next.y != cell.y)
                put(glyph, x: cell.x, y: cell.y, ink: highlight.ink, clip: bounds)
            }
        }
        guard back == nil, let middle else { return }
        let text = face.text(unicode: unicode)
        let span = middle.to - middle.from + 1
        guard displayWidth(of: text) <= span - 2 else { return }
        put(
            text, x: middle.from + (span - displayWidth(of: text)) / 2, y: middle.row, ink: face.ink,
            clip: Box(x: middle.from, y: middle.row, w: span, h: 1))
    }

    /// One side of a tilted card, from `a` to `b` in square units (a row is 2 units tall),
    /// the card's inside on its right as seen on screen.
    private struct Edge {
        let ax: Double, ay: Double, dx: Double, dy: Double
        /// The unit normal pointing into the card.
        let nx: Double, ny: Double
        /// How far across the edge one cell reaches (1 across a column, 2 across a row).
        let cell: Double

        init(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) {
            (ax, ay, dx, dy) = (a.x, a.y, b.x - a.x, b.y - a.y)
            let length = (dx * dx + dy * dy).squareRoot()
            (nx, ny) = length > 1e-9 ? (-dy / length, dx / length) : (0, 0)
            cell = abs(nx) + abs(ny) * Rect.rowAspect
        }

        /// Half a cell into the card, across this edge.
        var inset: (x: Double, y: Double) { (nx * cell / 2, ny * cell / 2) }

        /// How far inside this edge (x, y) lies, in cells across the edge.
        func reach(_ x: Double, _ y: Double) -> Double {
            guard cell > 0 else { return .infinity }
            return ((x - ax) * nx + (y - ay) * ny) / cell
        }

        /// Whether the side runs more down the screen than across it.
        var isSteep: Bool { abs(dy / Rect.rowAspect) > abs(dx) }

        /// The glyph of one cell of this side: slanted where the line steps to the next row
        /// (column, for a steep side), else straight; slanted everywhere near 45° on screen.
        func glyph(_ border: Glyphs.Border, unicode: Bool, stepsOver: Bool) -> Glyph {
            let across = abs(dx)
            let down = abs(dy / Rect.rowAspect)
            let diagonal = down >= across * 0.5 && down <= across * 2
            guard diagonal || stepsOver else { return isSteep ? border.side : border.top }
            if down < across * 0.2 { return border.top }
            if down > across * 5 { return border.side }
            let falling = (dx > 0) == (dy > 0)
            return unicode ? (falling ? "╲" : "╱") : (falling ? "\\" : "/")
        }
    }
}
