/// What an animation event shows; the raw values are the SPEC's `kind` strings.
public enum EventKind: String, CaseIterable, Hashable, Sendable {
    /// A card becomes selected (a highlight, no move).
    case select
    /// A card stops being selected.
    case deselect
    /// A revealed match draws attention (a pulse).
    case match
    /// A revealed mismatch draws attention (a shake), clearly unlike `match`.
    case mismatch
    /// A card flies from the deck to its slot, face down.
    case deal
    /// A card turns over in place; the event's `faceUp` is the side shown at the end.
    case flip
    /// A card moves to its new resting frame because cards came, went or the table was reset.
    case rearrange
    /// A discarded card leaves its slot and bounces around the table along a sampled `path`.
    case flyaway
    /// A card that flew away lands on the discard pile.
    case snap
    /// A card moves as part of an animated shuffle.
    case shuffle
    /// A card moves into the gathered pile.
    case gather
    /// The gathered pile moves.
    case pan
    /// A card moves from the gathered pile back to its slot.
    case restore
    /// A card (or the deck or discard stack) moves because the table bounds changed.
    case resize
    /// UltraSet: the fifth card, which the four cards' two pairs each make a set with (it need
    /// not be on the table), drawn faded at `from` (between the four) while they pulse or fly
    /// away. It poses no card: the same code may be elsewhere (in the deck, dealt meanwhile).
    case ghost
    /// Set-Chain: a chain set's carried card, chosen from the discard pile (it left the table
    /// with the previous set), drawn face up over the pile at `from` with the mark of the
    /// moment (selected, then match or mismatch once the command's first such event starts).
    /// Like `ghost`, it poses no card: the pile keeps its count and top.
    case carry

    /// Whether events of this kind are drawn over the table without posing a card (`ghost`,
    /// `carry`): the card's own events alone say where it is.
    public var isOverlay: Bool { self == .ghost || self == .carry }

    /// Whether events of this kind change a card's frame (the others happen in place).
    public var isMove: Bool {
        switch self {
        case .select, .deselect, .match, .mismatch, .flip, .ghost, .carry: false
        case .deal, .rearrange, .flyaway, .snap, .shuffle, .gather, .pan, .restore, .resize: true
        }
    }
}
