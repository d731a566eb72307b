import CardKit
import JSONCoding

/// What a player may see of a matching game: the SPEC's JSON `state`, ready to encode.
///
/// A face-down card is never revealed: `card` is present only while face up or matched.
public struct MatchingSnapshot: FlipSnapshot {
    /// One slot of the table.
    public struct Card: FlipSnapshotCard {
        /// 1-based slot number.
        public let slot: Int
        /// The card's code (`AS`, `10H`), only while face up or matched.
        public let card: String?
        /// Whether the card is face up.
        public let faceUp: Bool
        /// Whether the card has been matched.
        public let matched: Bool

        /// The card's code, while it shows.
        public var shown: String? { card }

        /// `{"slot", "card", "faceUp", "matched"}`, `card` only while it shows.
        public func write(to writer: inout JSONWriter) {
            writer.object { writer in
                writer.field(StateKey.slot, slot)
                if let card { writer.field(StateKey.card, card) }
                writer.field(StateKey.faceUp, faceUp)
                writer.field(StateKey.matched, matched)
            }
        }
    }

    /// The table in slot order.
    public let cards: [Card]
    /// 2 or 3: how many cards are compared at once.
    public let mode: Int
    /// The current score.
    public let score: Int
    /// Whether no further match is possible.
    public let over: Bool

    /// `cards`, `mode`, `score`, `over`.
    public func writeFields(to writer: inout JSONWriter) {
        writer.field(StateKey.cards, cards)
        writer.field(StateKey.mode, mode)
        writer.field(StateKey.score, score)
        writer.field(StateKey.over, over)
    }
}

extension MatchingGame: FlipGame {
    /// The player's view of the game (playing-card codes are ASCII already: `ascii` changes
    /// nothing).
    public func snapshot(ascii: Bool = false) -> MatchingSnapshot {
        let cards = cards.enumerated().map { index, slot in
            MatchingSnapshot.Card(
                slot: index + 1,
                card: slot.isFaceUp || slot.isMatched ? slot.card.code : nil,
                faceUp: slot.isFaceUp, matched: slot.isMatched)
        }
        return MatchingSnapshot(cards: cards, mode: mode.rawValue, score: score, over: isOver)
    }
}
