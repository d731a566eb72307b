/// How Set's three colours are drawn, on the terminal's board and on the pages
/// (`--palette`); the letters on every card (`R`, `G`, `P` in the code, `2RSO`) say the
/// colour in every palette.
public enum Palette: String, CaseIterable, Hashable, Sendable {
    /// Red, green and purple: the terminal's own red, green and magenta.
    case standard = "default"
    /// Okabe and Ito's colours, chosen to stay apart for the common kinds of colour blindness:
    /// vermillion, bluish green and reddish purple (on the terminal, the 256-colour palette's
    /// nearest).
    case okabeIto = "okabe-ito"
    /// Bright, bold red, green and magenta, for a dim screen or a washed-out projector.
    case highContrast = "high-contrast"
}
