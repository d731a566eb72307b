import CardKit

/// A table at rest, as a board shows it between commands: what an animation starts from and
/// ends on.
///
/// Made of plain values on purpose: the interpreter fills one from a session, and a program
/// that only has the JSON stream fills one from a `state` object (`init(game:bounds:...)`),
/// so a recorded stream animates exactly as the live session did.
public struct RestingTable: Hashable, Sendable {
    /// One card in its slot.
    public struct Card: Hashable, Sendable {
        /// The card's code in the events (`2RTO`, `c7`).
        public var code: String
        /// What its face shows when known: a Set code, a playing card (`AS`, `10H`), an emoji;
        /// `nil` for a face-down card whose face is secret.
        public var face: String?
        /// How `--ascii` spells the face (Concentration's emoji); `nil` when `face` is ASCII.
        public var asciiFace: String?
        /// Its resting frame in character cells.
        public var frame: Rect
        /// Whether its face shows.
        public var faceUp: Bool
        /// How it is marked.
        public var highlight: Highlight
        /// Matched and out of play (Concentration): its slot is drawn empty.
        public var gone: Bool

        /// A card; face down, unmarked and in play unless told otherwise.
        public init(
            code: String, face: String? = nil, asciiFace: String? = nil, frame: Rect, faceUp: Bool = true,
            highlight: Highlight = .none, gone: Bool = false
        ) {
            (self.code, self.face, self.asciiFace, self.frame) = (code, face, asciiFace, frame)
            (self.faceUp, self.highlight, self.gone) = (faceUp, highlight, gone)
        }
    }

    /// A stack of cards: the deck, the discard pile, or the gathered table cards.
    public struct Pile: Hashable, Sendable {
        /// Where the stack lies.
        public var frame: Rect
        /// How many cards it holds.
        public var count: Int
        /// The face of its top card when that lies face up; `nil` shows a card back.
        public var top: String?
        /// How `--ascii` spells `top`, when it differs.
        public var asciiTop: String?

        /// A stack of `count` cards at `frame`, face down unless `top` is given.
        public init(frame: Rect, count: Int, top: String? = nil, asciiTop: String? = nil) {
            (self.frame, self.count, self.top, self.asciiTop) = (frame, count, top, asciiTop)
        }
    }

    /// The game the table belongs to (it decides how faces are read).
    public var game: GameKind
    /// The table's size in character cells.
    public var bounds: Size
    /// The cards in slot order.
    public var cards: [Card]
    /// The deck, when the game has one.
    public var deck: Pile?
    /// The discard pile, when the game has one.
    public var discard: Pile?
    /// Where the cards lie gathered in one pile (`gather`, `pan`); `nil` when they rest in
    /// their slots.
    public var gathered: Rect?
    /// The colour name of the card backs (`"orange"`), when they have one.
    public var back: String?
    /// Set-Chain's carried card while it is chosen or shows with its match: a card of the
    /// previous set, drawn over the discard pile (its frame) with its mark.
    public var carried: Card?

    /// A table from its parts, as they are.
    public init(
        game: GameKind, bounds: Size, cards: [Card], deck: Pile? = nil, discard: Pile? = nil,
        gathered: Rect? = nil, back: String? = nil, carried: Card? = nil
    ) {
        (self.game, self.bounds, self.cards) = (game, bounds, cards)
        (self.deck, self.discard, self.gathered, self.back, self.carried) = (deck, discard, gathered, back, carried)
    }

    /// The layout of this table's cards in its bounds (frames of the slots, deck and discard).
    public var layout: TableLayout { TableLayout(cardCount: cards.count, bounds: bounds) }
}

extension RestingTable {
    /// A table read from the SPEC's `state` object, frames taken from the layout.
    ///
    /// `cards` give code, face, side and mark in slot order (their frames are ignored and
    /// recomputed); `deckCount` and `discardCount` are the stacks (Set; `nil` for the games
    /// without them); `discardTop` is the face of the discard pile's top card when it lies
    /// face up (the `remove` rule); `gathered` is the pile's frame when every card's frame
    /// in the state is that one frame (`gather`).
    public init(
        game: GameKind, bounds: Size, cards: [Card], deckCount: Int?, discardCount: Int?,
        discardTop: String? = nil, gathered: Rect? = nil, back: String? = nil
    ) {
        let layout = TableLayout(cardCount: cards.count, bounds: bounds)
        let placed = cards.enumerated().map { index, card in
            var card = card
            card.frame = gathered ?? layout.slots[index]
            return card
        }
        self.init(
            game: game, bounds: bounds, cards: placed,
            deck: deckCount.map { Pile(frame: layout.deck, count: $0) },
            discard: discardCount.map { Pile(frame: layout.discard, count: $0, top: $0 > 0 ? discardTop : nil) },
            gathered: gathered, back: back)
    }
}
