import JSONCoding

/// The games animset plays; each keeps its own state, as a tab would.
///
/// This enum is the list of games; what the modules below the interpreter need to know of a
/// game (how its faces read, how its stream's table is read back) is its `traits`, stated
/// here once per game, so that none of them asks which game it holds. What the session does
/// with a game is the interpreter's `GameTable` of it.
public enum GameKind: String, CaseIterable, Sendable, Codable {
    /// Solo Set: 81 cards, 12 on the table.
    case set
    /// Concentration: pairs of emoji cards.
    case concentration
    /// The playing-card matching game (52 cards, 2- or 3-card mode).
    case matching

    /// The game a session starts with.
    public static let standard: GameKind = .set

    /// The game's name in a sentence or a title: `Set`, `Concentration`, `Matching`.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// What the board, the choreographer and the stream's readers need to know of this game.
    public var traits: GameTraits {
        switch self {
        case .set: GameTraits(faces: .setCards, table: .deckAndDiscard)
        case .concentration:
            GameTraits(faces: .emoji, table: .flipGrid(faceKey: StateKey.face, matchedLeave: true, themedBacks: true))
        case .matching:
            GameTraits(
                faces: .playingCards, table: .flipGrid(faceKey: StateKey.card, matchedLeave: false, themedBacks: false))
        }
    }
}

/// What the modules below the interpreter need to know of a game, as plain facts: the board
/// (its faces as text), the choreographer and the replay page (whether a card's code is its
/// face) and the stream's reader (how the `state` holds the table).
public struct GameTraits: Sendable {
    /// How a card's face is written in events and states.
    public enum Faces: Sendable {
        /// A Set code (`2RTO`): the card's code is its face.
        case setCards
        /// A playing card's code (`AS`, `10H`).
        case playingCards
        /// An emoji (a theme's `ascii` stand-in with `--ascii`).
        case emoji
    }

    /// How the `state` object holds the table.
    public enum Table: Sendable {
        /// Set's: `table` (cards by code, face up, selected, hinted), a `deck` count and a
        /// `discard` pile.
        case deckAndDiscard
        /// The flip games': `cards` by slot, `faceUp` and `matched`, the face under
        /// `faceKey` while shown; matched cards leave the table (`matchedLeave`, else they
        /// stay marked as a match and a face-up card is selected), the backs coloured by the
        /// `theme` (`themedBacks`).
        case flipGrid(faceKey: JSONKey, matchedLeave: Bool, themedBacks: Bool)
    }

    /// How faces are written.
    public let faces: Faces
    /// How the stream's `state` holds the table.
    public let table: Table

    /// Whether events name a card by its face's code (Set), so that a carried or fading
    /// card shows its face; the flip games name cards by place, never giving a face away.
    public var namesCardsByFace: Bool {
        if case .setCards = faces { return true }
        return false
    }

    /// Whether the backs of the cards take their colour from the game's theme (Concentration).
    public var themedBacks: Bool {
        if case .flipGrid(_, _, let themed) = table { return themed }
        return false
    }

    /// Traits from their parts.
    public init(faces: Faces, table: Table) {
        self.faces = faces
        self.table = table
    }
}
