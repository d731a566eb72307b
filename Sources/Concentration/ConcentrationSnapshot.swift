import CardKit
import JSONCoding

/// What a player may see of a Concentration game: the SPEC's JSON `state`, ready to encode.
///
/// A face-down card's face is never part of it: `face` is present only while the card is face
/// up or matched.
public struct ConcentrationSnapshot: FlipSnapshot {
    /// One slot of the table.
    public struct Card: FlipSnapshotCard {
        /// 1-based slot number.
        public let slot: Int
        /// Whether the face is showing.
        public let faceUp: Bool
        /// Whether the card has been matched and left play.
        public let matched: Bool
        /// The face (emoji, or its ASCII stand-in), only while face up or matched.
        public let face: String?

        /// The face, while it shows.
        public var shown: String? { face }

        /// `{"slot", "faceUp", "matched", "face"}`, `face` only while it shows.
        public func write(to writer: inout JSONWriter) {
            writer.object { writer in
                writer.field(StateKey.slot, slot)
                writer.field(StateKey.faceUp, faceUp)
                writer.field(StateKey.matched, matched)
                if let face { writer.field(StateKey.face, face) }
            }
        }
    }

    /// The cards in slot order.
    public let cards: [Card]
    /// Cards turned face up so far.
    public let flips: Int
    /// The current score.
    public let score: Int
    /// The current theme's name.
    public let theme: String
    /// Whether every pair is matched.
    public let over: Bool

    /// `cards`, `flips`, `score`, `theme`, `over`.
    public func writeFields(to writer: inout JSONWriter) {
        writer.field(StateKey.cards, cards)
        writer.field(StateKey.flips, flips)
        writer.field(StateKey.score, score)
        writer.field(StateKey.theme, theme)
        writer.field(StateKey.over, over)
    }
}

extension ConcentrationGame: FlipGame {
    /// The player's view of the game; faces are the theme's ASCII stand-ins when `ascii`.
    public func snapshot(ascii: Bool = false) -> ConcentrationSnapshot {
        let cards = cards.enumerated().map { index, card in
            let shown = card.isFaceUp || card.isMatched
            let face = theme.faces[card.pair]
            return ConcentrationSnapshot.Card(
                slot: index + 1, faceUp: card.isFaceUp, matched: card.isMatched,
                face: shown ? (ascii ? face.ascii : face.emoji) : nil)
        }
        return ConcentrationSnapshot(cards: cards, flips: flips, score: score, theme: theme.name, over: isOver)
    }
}
