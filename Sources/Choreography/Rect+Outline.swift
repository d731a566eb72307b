/// A point in character cells of the table: `x` columns right, `y` rows down of the top left.
public struct Point: Hashable, Sendable {
    /// Columns from the left edge.
    public var x: Double
    /// Rows from the top edge.
    public var y: Double

    /// A point.
    public init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
    }
}

extension Rect {
    /// The four corners of this frame turned `degrees` clockwise (as seen on screen) about its
    /// centre, in character cells: top left, top right, bottom right, bottom left of the card.
    ///
    /// The turn happens in screen space, where a row is `rowAspect` (2) columns tall: a corner
    /// at (u, v) columns from the centre, v counted in columns too, goes to
    /// (u·cos θ − v·sin θ, u·sin θ + v·cos θ), then its v is divided by 2 to give rows.
    public func outline(rotatedBy degrees: Double) -> [Point] {
        let aspect = Rect.rowAspect
        let (sin, cos) = Trig.sinCos(degrees * Trig.pi / 180)
        let cx = x + w / 2
        let cy = (y + h / 2) * aspect
        let hw = w / 2
        let hh = h * aspect / 2
        return [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { u, v in
            Point(x: cx + u * cos - v * sin, y: (cy + u * sin + v * cos) / aspect)
        }
    }

    /// How many columns tall one row of character cells looks: the aspect rotations use.
    public static let rowAspect = 2.0
}
