import CardKit

extension Palette {
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
