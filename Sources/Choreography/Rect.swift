/// A rectangle in character cells of the table: `x` columns from the left, `y` rows from the top.
///
/// Layout frames are whole cells; animation paths may fall between them.
public struct Rect: Hashable, Sendable, Codable {
    /// Left column.
    public var x: Double
    /// Top row.
    public var y: Double
    /// Width in columns.
    public var w: Double
    /// Height in rows.
    public var h: Double

    /// A rectangle from its origin and size.
    public init(x: Double, y: Double, w: Double, h: Double) {
        (self.x, self.y, self.w, self.h) = (x, y, w, h)
    }

    /// A rectangle of whole cells.
    public init(x: Int, y: Int, w: Int, h: Int) {
        self.init(x: Double(x), y: Double(y), w: Double(w), h: Double(h))
    }

    /// The column just right of the rectangle.
    public var maxX: Double { x + w }
    /// The row just below the rectangle.
    public var maxY: Double { y + h }

    /// Whether the two rectangles share any area.
    func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}

/// The size of the table in character cells (`--bounds WxH`).
public struct Size: Hashable, Sendable, Codable {
    /// Columns.
    public var w: Int
    /// Rows.
    public var h: Int

    /// A size of `w` columns and `h` rows.
    public init(w: Int, h: Int) {
        (self.w, self.h) = (w, h)
    }

    /// The smallest table animset draws into; smaller bounds are refused by the interpreter.
    public static let minimum = Size(w: 20, h: 8)
    /// The largest table: larger bounds are refused, as smaller ones are.
    public static let maximum = Size(w: 1000, h: 1000)

    /// Whether a table of this size may be asked for (`--bounds`, `resize`, a recorded stream):
    /// from `minimum` to `maximum` in both directions. The one copy of the rule.
    public var isInRange: Bool {
        (Size.minimum.w...Size.maximum.w).contains(w) && (Size.minimum.h...Size.maximum.h).contains(h)
    }

    /// `WxH`, as `--bounds` and messages write a size.
    public var text: String { "\(w)x\(h)" }

    /// Why this size is refused when it is not in range: the one wording of the rule, for
    /// `--bounds`, `resize` and a recorded stream alike.
    public var rangeRefusal: String {
        "table size \(text) is out of range: from \(Size.minimum.text) to \(Size.maximum.text)"
    }
    /// Used when standard output is not a terminal.
    public static let standard = Size(w: 80, h: 24)
}
