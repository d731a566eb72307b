import CardKit

/// Everything a renderer draws at one instant of an animation: every visible card's pose and
/// mark, in painting order, and the stacks with their counts.
public struct ScenePose: Hashable, Sendable {
    /// How a card is lifted off the table, lowest first; higher layers are painted on top.
    public enum Layer: Int, CaseIterable, Hashable, Sendable, Comparable {
        /// Lying in its slot or on a stack, or turning over in place.
        case table
        /// Moving between two frames (deal, rearrange, shuffle, gather, pan, restore, resize).
        case moving
        /// Thrown by a flyaway, or snapping from the air onto the discard pile.
        case flying

        /// Lower layers first.
        public static func < (a: Layer, b: Layer) -> Bool { a.rawValue < b.rawValue }
    }

    /// One card drawn on its own (not merged into a stack).
    public struct Card: Hashable, Sendable {
        /// The card's code in the events.
        public var code: String
        /// What its face shows, when known (see `RestingTable.Card.face`).
        public var face: String?
        /// How `--ascii` spells the face, when it differs.
        public var asciiFace: String?
        /// Place, frame as drawn (flip squash, pulse and shake applied), rotation and side.
        public var pose: CardPose
        /// How it is marked now.
        public var highlight: Highlight
        /// How far it is lifted.
        public var layer: Layer
        /// Its painting rank: cards are listed by increasing `z`.
        public var z: Int
        /// The flip's width factor (1 when not turning): `pose.frame` is already this narrow.
        public var flipWidth: Double

        /// A card pose.
        public init(
            code: String, face: String?, asciiFace: String? = nil, pose: CardPose, highlight: Highlight = .none,
            layer: Layer = .table, z: Int = 0, flipWidth: Double = 1
        ) {
            (self.code, self.face, self.asciiFace, self.pose) = (code, face, asciiFace, pose)
            (self.highlight, self.layer, self.z, self.flipWidth) = (highlight, layer, z, flipWidth)
        }

        /// The slot number the card shows: its slot, or the slot it is heading for.
        public var slot: Int? {
            if case .slot(let number) = pose.place { number } else { nil }
        }
    }

    /// UltraSet's fifth card, drawn faded over the table while a `ghost` event is under way.
    public struct Ghost: Hashable, Sendable {
        /// The card's code in the events.
        public var code: String
        /// What its face shows, when known (a Set card's face is its code).
        public var face: String?
        /// Where it is drawn.
        public var frame: Rect

        /// A ghost of `code` at `frame`.
        public init(code: String, face: String?, frame: Rect) {
            (self.code, self.face, self.frame) = (code, face, frame)
        }
    }

    /// Set-Chain's carried card, drawn face up over the discard pile while a `carry` event is
    /// under way.
    public struct Carried: Hashable, Sendable {
        /// The card's code in the events.
        public var code: String
        /// What its face shows, when known (a Set card's face is its code).
        public var face: String?
        /// Where it is drawn: the discard pile's frame.
        public var frame: Rect
        /// Its mark now: selected, then match or mismatch.
        public var highlight: Highlight

        /// The carried card `code` at `frame`, marked `highlight`.
        public init(code: String, face: String?, frame: Rect, highlight: Highlight) {
            (self.code, self.face, self.frame, self.highlight) = (code, face, frame, highlight)
        }
    }

    /// Seconds from the start of the command.
    public var t: Double
    /// The game (how faces are read).
    public var game: GameKind
    /// The table's size in character cells.
    public var bounds: Size
    /// The cards drawn on their own, in painting order (increasing `z`).
    public var cards: [Card]
    /// The deck, when the game has one.
    public var deck: RestingTable.Pile?
    /// The discard pile, when the game has one.
    public var discard: RestingTable.Pile?
    /// The table cards lying gathered in one pile, when some do.
    public var gathered: RestingTable.Pile?
    /// The colour name of the card backs, when they have one.
    public var back: String?
    /// The ghosts drawn over the table now, oldest first.
    public var ghosts: [Ghost]
    /// The carried cards drawn over the discard pile now.
    public var carried: [Carried]

    /// A scene from its parts.
    public init(
        t: Double, game: GameKind, bounds: Size, cards: [Card], deck: RestingTable.Pile? = nil,
        discard: RestingTable.Pile? = nil, gathered: RestingTable.Pile? = nil, back: String? = nil,
        ghosts: [Ghost] = [], carried: [Carried] = []
    ) {
        (self.t, self.game, self.bounds, self.cards) = (t, game, bounds, cards)
        (self.deck, self.discard, self.gathered, self.back) = (deck, discard, gathered, back)
        (self.ghosts, self.carried) = (ghosts, carried)
    }

    /// `table` at rest: every card in play in its slot, in slot order, or all of them in the
    /// gathered pile (its top the last card's face when that shows).
    public init(resting table: RestingTable, t: Double = 0) {
        var cards: [Card] = []
        var gathered: RestingTable.Pile?
        if let pile = table.gathered {
            let live = table.cards.filter { !$0.gone }
            if let last = live.last {
                gathered = RestingTable.Pile(
                    frame: pile, count: live.count, top: last.faceUp ? last.face : nil,
                    asciiTop: last.faceUp ? last.asciiFace : nil)
            }
        } else {
            for (index, card) in table.cards.enumerated() where !card.gone {
                cards.append(
                    Card(
                        code: card.code, face: card.face, asciiFace: card.asciiFace,
                        pose: CardPose(place: .slot(index + 1), frame: card.frame, faceUp: card.faceUp),
                        highlight: card.highlight, z: index))
            }
        }
        let carried = table.carried.map {
            Carried(code: $0.code, face: $0.face, frame: $0.frame, highlight: $0.highlight)
        }
        self.init(
            t: t, game: table.game, bounds: table.bounds, cards: cards, deck: table.deck,
            discard: table.discard, gathered: gathered, back: table.back, carried: carried.map { [$0] } ?? [])
    }
}
