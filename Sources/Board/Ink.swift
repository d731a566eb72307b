/// The colour of a drawn cell, as the parameters of an ANSI SGR escape (empty: default).
struct Ink: Hashable, Sendable {
    /// SGR parameters such as `"1;33"`; empty for the terminal's default.
    let sgr: String

    /// The terminal's default colour.
    static let plain = Ink(sgr: "")
    /// Red: Set's red cards, hearts and diamonds.
    static let red = Ink(sgr: "31")
    /// Green: Set's green cards.
    static let green = Ink(sgr: "32")
    /// Purple: Set's purple cards.
    static let purple = Ink(sgr: "35")
    /// Slot numbers and labels.
    static let label = Ink(sgr: "1")
    /// Stacks' outlines and empty places.
    static let faint = Ink(sgr: "2")
    /// The border of a selected card.
    static let selected = Ink(sgr: "1;33")
    /// The border of a matched card.
    static let match = Ink(sgr: "1;92")
    /// The border of a mismatched card.
    static let mismatch = Ink(sgr: "1;91")
    /// The border of a hinted card.
    static let hint = Ink(sgr: "1;36")

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
        case "yellow": Ink(sgr: "33")
        case "blue": Ink(sgr: "34")
        case "cyan", "teal": Ink(sgr: "36")
        case "white": Ink(sgr: "37")
        case "black", "gray", "grey": Ink(sgr: "90")
        case "orange": Ink(sgr: "38;5;208")
        case "pink": Ink(sgr: "38;5;205")
        case "brown": Ink(sgr: "38;5;130")
        default: .plain
        }
    }
}
