/// One grapheme of a single Unicode scalar with its display width worked out once, so drawing
/// a border or a symbol never measures a `Character` again.
///
/// Written as a literal (`let corner: Glyph = "╭"`); graphemes of several scalars (flags,
/// emoji sequences) go through `Canvas.put(_:x:y:ink:clip:)` as text instead.
struct Glyph: Hashable, Sendable, ExpressibleByUnicodeScalarLiteral {
    /// The scalar drawn.
    let scalar: Unicode.Scalar
    /// Display columns: 0, 1 or 2, as `displayWidth(of:)` counts the scalar on its own.
    let width: Int
    /// The scalar as a cell keeps it.
    let text: CellText

    /// The glyph of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        self.scalar = scalar
        text = CellText(scalar)
        width = scalar.isASCII ? DisplayWidth.width(ofASCII: UInt8(scalar.value)) : displayWidth(of: Character(scalar))
    }

    /// The glyph of a one-scalar literal.
    init(unicodeScalarLiteral scalar: Unicode.Scalar) {
        self.init(scalar)
    }

    /// Whether the glyph is 7-bit ASCII.
    var isASCII: Bool { scalar.isASCII }

    /// The glyph as a `Character`.
    var character: Character { Character(scalar) }

    /// A blank.
    static let space: Glyph = " "
    /// What `--ascii` draws for a glyph outside 7-bit ASCII.
    static let unknown: Glyph = "?"
}
