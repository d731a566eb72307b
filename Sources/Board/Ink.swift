/// The colour of a drawn cell; printed as an ANSI SGR escape when the board is in colour.
enum Ink: UInt8, Hashable, Sendable, CaseIterable {
    /// The terminal's default colour.
    case plain
    /// Red: Set's red cards, hearts and diamonds.
    case red
    /// Green: Set's green cards.
    case green
    /// Purple: Set's purple cards.
    case purple
    /// Slot numbers and labels.
    case label
    /// Stacks' outlines and empty places.
    case faint
    /// The border of a selected card.
    case selected
    /// The border of a matched card.
    case match
    /// The border of a mismatched card.
    case mismatch
    /// The border of a hinted card.
    case hint
    /// Card backs of other colours.
    case yellow, blue, cyan, white, gray, orange, pink, brown
    /// Set's colours in the Okabe–Ito palette (`Palette.okabeIto`).
    case vermillion, bluishGreen, reddishPurple
    /// Set's colours in the high-contrast palette.
    case brightRed, brightGreen, brightPurple

    /// The SGR parameters, e.g. `"1;33"`; empty for the default colour.
    var sgr: String {
        switch self {
        case .plain: ""
        case .red: "31"
        case .green: "32"
        case .purple: "35"
        case .label: "1"
        case .faint: "2"
        case .selected: "1;33"
        case .match: "1;92"
        case .mismatch: "1;91"
        case .hint: "1;36"
        case .yellow: "33"
        case .blue: "34"
        case .cyan: "36"
        case .white: "37"
        case .gray: "90"
        case .orange: "38;5;208"
        case .pink: "38;5;205"
        case .brown: "38;5;130"
        case .vermillion: "38;5;166"
        case .bluishGreen: "38;5;36"
        case .reddishPurple: "38;5;175"
        case .brightRed: "1;91"
        case .brightGreen: "1;92"
        case .brightPurple: "1;95"
        }
    }

    /// The SGR escape that switches to this colour, as UTF-8 (`ESC [ 1;33 m`).
    var escape: [UInt8] { Ink.escapes[Int(rawValue)] }

    /// Every ink's escape, by raw value.
    private static let escapes: [[UInt8]] = allCases.map { Array("\u{1B}[\($0.sgr)m".utf8) }

    /// The length of the longest escape.
    static let longestEscape = escapes.map(\.count).max() ?? 0

    /// The SGR escape back to the default colour, as UTF-8.
    static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    /// The ink of Set colour 0 red, 1 green, 2 purple.
    static func setColor(_ color: Int) -> Ink {
        switch color {
        case 0: .red
        case 1: .green
        case 2: .purple
        default: .plain
        }
    }

    /// The ink of a card back's colour name (`"orange"`); plain for names it does not know.
    static func named(_ name: String?) -> Ink {
        switch name?.lowercased() {
        case "red": .red
        case "green": .green
        case "purple", "magenta", "violet": .purple
        case "yellow": .yellow
        case "blue": .blue
        case "cyan", "teal": .cyan
        case "white": .white
        case "black", "gray", "grey": .gray
        case "orange": .orange
        case "pink": .pink
        case "brown": .brown
        default: .plain
        }
    }
}
