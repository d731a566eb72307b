/// The characters the board draws with, in Unicode and in 7-bit ASCII.
enum Glyphs {
    /// A card outline's characters.
    struct Border {
        let topLeft: Character
        let top: Character
        let topRight: Character
        let side: Character
        let bottomLeft: Character
        let bottom: Character
        let bottomRight: Character

        init(_ corners: String, _ horizontal: Character, _ vertical: Character) {
            let corner = Array(corners)
            (topLeft, topRight, bottomLeft, bottomRight) = (corner[0], corner[1], corner[2], corner[3])
            (top, bottom, side) = (horizontal, horizontal, vertical)
        }
    }

    /// The outline of a card with `highlight`: each highlight its own line style.
    static func border(_ highlight: Highlight, unicode: Bool) -> Border {
        switch (highlight, unicode) {
        case (.none, true): Border("╭╮╰╯", "─", "│")
        case (.selected, true): Border("┏┓┗┛", "━", "┃")
        case (.match, true): Border("╔╗╚╝", "═", "║")
        case (.mismatch, true): Border("┏┓┗┛", "╍", "╏")
        case (.hint, true): Border("╭╮╰╯", "┄", "┆")
        case (.none, false): Border("++++", "-", "|")
        case (.selected, false): Border("####", "=", "#")
        case (.match, false): Border("****", "*", "*")
        case (.mismatch, false): Border("XXXX", "~", "X")
        case (.hint, false): Border("++++", ".", ":")
        }
    }

    /// The outline of a stack's cards and of an empty place.
    static func stackBorder(unicode: Bool) -> Border {
        unicode ? Border("╭╮╰╯", "─", "│") : Border("++++", "-", "|")
    }

    /// An empty stack's outline.
    static func emptyBorder(unicode: Bool) -> Border {
        unicode ? Border("┌┐└┘", "╌", "╎") : Border("....", ".", ":")
    }

    /// Suit 0 spades, 1 hearts, 2 diamonds, 3 clubs.
    static func suit(_ suit: Int, unicode: Bool) -> String {
        let glyphs = unicode ? ["♠", "♥", "♦", "♣"] : ["S", "H", "D", "C"]
        return (0..<4).contains(suit) ? glyphs[suit] : "?"
    }

    /// The pattern on a card's back.
    static func back(unicode: Bool) -> Character {
        unicode ? "░" : ":"
    }

    /// The fill of a Set symbol: solid, striped, open.
    static func fill(_ shading: Int, unicode: Bool) -> Character {
        switch shading {
        case 0: unicode ? "█" : "#"
        case 1: unicode ? "▒" : "="
        default: " "
        }
    }
}
