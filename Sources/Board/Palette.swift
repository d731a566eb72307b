/// How Set's three colours are drawn in colour (`--palette`); the letters on every card
/// (`R`, `G`, `P` in the code, `2RSO`) say the colour in every palette.
public enum Palette: String, CaseIterable, Hashable, Sendable {
    /// The terminal's own red, green and magenta.
    case standard = "default"
    /// Okabe and Ito's colours, chosen to stay apart for the common kinds of colour blindness:
    /// vermillion, bluish green and reddish purple (the 256-colour palette's nearest).
    case okabeIto = "okabe-ito"
    /// Bright, bold red, green and magenta, for a dim screen or a washed-out projector.
    case highContrast = "high-contrast"

    /// The ink a face of `ink` is drawn in: Set's red, green and purple (and the red suits)
    /// take this palette's colours; everything else is as it is.
    func ink(_ ink: Ink) -> Ink {
        switch (self, ink) {
        case (.standard, _): ink
        case (.okabeIto, .red): .vermillion
        case (.okabeIto, .green): .bluishGreen
        case (.okabeIto, .purple): .reddishPurple
        case (.highContrast, .red): .brightRed
        case (.highContrast, .green): .brightGreen
        case (.highContrast, .purple): .brightPurple
        case (.okabeIto, _), (.highContrast, _): ink
        }
    }
}
