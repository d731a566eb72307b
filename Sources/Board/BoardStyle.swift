import CardKit

/// How the board is drawn: which characters and whether in colour.
///
/// The executable decides (`--ascii`, `--color`, `NO_COLOR`, whether standard output is a
/// terminal); the board only obeys.
public struct BoardStyle: Hashable, Sendable {
    /// Box drawing, block and suit glyphs and emoji; `false` keeps every byte 7-bit ASCII.
    public var unicode: Bool
    /// ANSI SGR colour escapes; `false` emits none.
    public var color: Bool
    /// The colours of Set's cards when in colour.
    public var palette: Palette

    /// Each card's key (`KeyLayout`) in its bottom border, for one-key play.
    public var keys: Bool
    /// A style with these choices.
    public init(unicode: Bool = true, color: Bool = false, palette: Palette = .standard, keys: Bool = false) {
        self.unicode = unicode
        self.color = color
        self.palette = palette
        self.keys = keys
    }

    /// Unicode without colour: the default when output is not a terminal.
    public static let plain = BoardStyle(unicode: true, color: false)
    /// Pure 7-bit ASCII without colour (`--ascii`).
    public static let ascii = BoardStyle(unicode: false, color: false)
    /// Unicode in colour: a terminal.
    public static let terminal = BoardStyle(unicode: true, color: true)
}
