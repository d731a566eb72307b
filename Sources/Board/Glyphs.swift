import CardKit
import Choreography

/// The characters the board draws with, in Unicode and in 7-bit ASCII.
enum Glyphs {
    /// A card outline's characters.
    struct Border {
        let topLeft: Glyph
        let top: Glyph
        let topRight: Glyph
        let side: Glyph
        let bottomLeft: Glyph
        let bottom: Glyph
        let bottomRight: Glyph
        /// Whether every glyph is one column wide; and whether every one is 7-bit ASCII.
        let isNarrow: Bool, isASCII: Bool

        init(_ corners: String, _ horizontal: Glyph, _ vertical: Glyph) {
            let corner = corners.unicodeScalars.map { Glyph($0) }
            (topLeft, topRight, bottomLeft, bottomRight) = (corner[0], corner[1], corner[2], corner[3])
            (top, bottom, side) = (horizontal, horizontal, vertical)
            let all = corner + [horizontal, vertical]
            (isNarrow, isASCII) = (all.allSatisfy { $0.width == 1 }, all.allSatisfy(\.isASCII))
        }
    }

    /// The outline of a card with `highlight`: each highlight its own line style.
    static func border(_ highlight: Highlight, unicode: Bool) -> Border {
        switch (highlight, unicode) {
        case (.none, true): Border.rounded
        case (.selected, true): Border.heavy
        case (.match, true): Border.double
        case (.mismatch, true): Border.heavyDashed
        case (.hint, true): Border.dotted
        case (.none, false): Border.plainASCII
        case (.selected, false): Border.selectedASCII
        case (.match, false): Border.matchASCII
        case (.mismatch, false): Border.mismatchASCII
        case (.hint, false): Border.hintASCII
        }
    }

    /// The outline of a stack's cards and of an empty place.
    static func stackBorder(unicode: Bool) -> Border {
        unicode ? Border.rounded : Border.plainASCII
    }

    /// An empty stack's outline.
    static func emptyBorder(unicode: Bool) -> Border {
        unicode ? Border.dashed : Border.emptyASCII
    }

    /// Suit 0 spades, 1 hearts, 2 diamonds, 3 clubs.
    static func suit(_ suit: Int, unicode: Bool) -> String {
        let glyphs = unicode ? CardCodes.suitSymbols : CardCodes.suitLetters
        return (0..<4).contains(suit) ? glyphs[suit] : "?"
    }

    /// The pattern on a card's back.
    static func back(unicode: Bool) -> Glyph {
        unicode ? unicodeBack : asciiBack
    }

    private static let unicodeBack: Glyph = "░"
    private static let asciiBack: Glyph = ":"
}

extension Glyphs.Border {
    // NB: made once: `border(_:unicode:)` is asked for every card of every board.
    static let rounded = Self("╭╮╰╯", "─", "│")
    static let heavy = Self("┏┓┗┛", "━", "┃")
    static let double = Self("╔╗╚╝", "═", "║")
    static let heavyDashed = Self("┏┓┗┛", "╍", "╏")
    static let dotted = Self("╭╮╰╯", "┄", "┆")
    static let dashed = Self("┌┐└┘", "╌", "╎")
    static let plainASCII = Self("++++", "-", "|")
    static let selectedASCII = Self("####", "=", "#")
    static let matchASCII = Self("****", "*", "*")
    static let mismatchASCII = Self("XXXX", "~", "X")
    static let hintASCII = Self("++++", ".", ":")
    static let emptyASCII = Self("....", ".", ":")
}
