/// The colour of a theme's card backs; the board maps it to a terminal colour.
public enum CardBackColor: String, CaseIterable, Hashable, Sendable, Codable {
    /// Red backs.
    case red
    /// Orange backs.
    case orange
    /// Yellow backs.
    case yellow
    /// Green backs.
    case green
    /// Blue backs.
    case blue
    /// Purple backs.
    case purple
    /// Grey backs.
    case gray
}
