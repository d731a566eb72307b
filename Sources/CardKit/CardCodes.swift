/// The letters and glyphs cards are written with: the one copy that the engines, the board
/// and the tests read.
public enum CardCodes {
    /// The Set code letters of each attribute (number, color, shading, shape), in value order.
    public static let setLetters: [[String]] = [
        ["1", "2", "3"], ["R", "G", "P"], ["S", "T", "O"], ["D", "S", "O"],
    ]

    /// The four-character codes of the 81 Set cards (`1RSD` ... `3POO`), by index
    /// `number + 3·color + 9·shading + 27·shape` (each attribute 0...2).
    public static let setCodes: [String] = (0..<81).map { index in
        setLetters[0][index % 3] + setLetters[1][index / 3 % 3] + setLetters[2][index / 9 % 3]
            + setLetters[3][index / 27]
    }

    /// The code letters of the suits in order spades, hearts, diamonds, clubs.
    public static let suitLetters = ["S", "H", "D", "C"]

    /// The suit symbols, in the order of `suitLetters`.
    public static let suitSymbols = ["♠", "♥", "♦", "♣"]
}
