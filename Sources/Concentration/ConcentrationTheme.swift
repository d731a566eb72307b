import CardKit

/// A Concentration theme: a name, the faces its pairs show, how many pairs a new game deals
/// and the colour of the card backs.
///
/// The built-in themes are the one table `ConcentrationTheme.all`.
public struct ConcentrationTheme: Hashable, Sendable, Codable {
    /// One face: the emoji, and a plain-ASCII stand-in for `--ascii` terminals.
    public struct Face: Hashable, Sendable, Codable {
        /// The emoji drawn on the card (two columns wide).
        public let emoji: String
        /// Two printable ASCII characters, unique within the theme, as wide as the emoji.
        public let ascii: String

        /// A face showing `emoji`, or `ascii` on plain terminals.
        public init(emoji: String, ascii: String) {
            self.emoji = emoji
            self.ascii = ascii
        }
    }

    /// The name users type (`theme Halloween`), matched without regard to case.
    public let name: String
    /// The faces in pair order: pair `i` of a game shows `faces[i]`.
    public let faces: [Face]
    /// How many pairs a new game with this theme deals (at most `faces.count`).
    public let pairs: Int
    /// The colour of the card backs.
    public let back: CardBackColor

    /// A theme with faces given as `emoji: ascii` entries, in pair order.
    public init(name: String, back: CardBackColor, pairs: Int, faces: KeyValuePairs<String, String>) {
        self.name = name
        self.back = back
        self.pairs = pairs
        self.faces = faces.map { Face(emoji: $0.key, ascii: $0.value) }
    }

    /// The names of the built-in themes, in table order (for listing and Tab completion).
    public static var names: [String] { all.map(\.name) }

    /// The built-in theme called `name`, ignoring case.
    ///
    /// - Throws: `ConcentrationError.unknownTheme` with the closest name as a suggestion.
    public static func named(_ name: String) throws(ConcentrationError) -> ConcentrationTheme {
        let wanted = name.lowercased()
        if let theme = all.first(where: { $0.name.lowercased() == wanted }) {
            return theme
        }
        throw .unknownTheme(name: name, suggestion: Suggestion.nearest(to: name, in: names))
    }
}
