/// What one command did to the table, in card identities only: the choreographer's input.
///
/// Games describe their moves with it without the choreographer knowing their rules. Cards
/// are codes (`2RTO`, `AS`, `c7`); each code names one card. A card may leave and come back
/// in the same command (new game: back to the deck, then dealt again).
///
/// How commands read (everything not named keeps its default):
/// - `choose` a first or second card: `selected`; choosing it again: `deselected`.
/// - the third card, a match refilled at once: `selected: [third]`, `matched`, `discarded`
///   (the three), `dealt` (the replacements, in the matched cards' slots of `after`).
/// - a match left showing: `selected`, `matched`; then `deal` replaces it: `discarded`,
///   `dealt`; or, under the `remove` rule, the next `choose`: `discarded`, `selected`,
///   `keepDiscardFaceUp: true`.
/// - a mismatch: `selected: [third]`, `mismatched`; the next `choose` deselects them.
/// - `deal`: `dealt` (appended to `after`). `shuffle`: `after` permuted, `shuffled: true`.
/// - `new-game` or `layout`: `returnedToDeck` (table and discard pile), `shuffled: true`,
///   `dealt` (the new table).
/// - `undo` / `redo`: the difference of the two states: cards leaving the table or the top
///   of the discard pile `returnedToDeck`, cards arriving `dealt`, table cards reaching the
///   pile `discarded`, or, when the pile below is restored from the deck, `restoredToDiscard`.
/// - `gather` / `pan` / `restore`: only `arrangementBefore` and `arrangementAfter` differ.
/// - `resize`: nothing but the two layouts' bounds differ.
/// - UltraSet: a revealed ultraset also names its fifth card, `matchedGhost`; one sent away,
///   `discardedGhost`.
/// - Set-Chain: a card of the previous set chosen from the discard pile is `carried` (as
///   well as `selected`, `matched` or `mismatched`).
/// - Concentration and matching: `faceDown`, `flips`, `matched`/`mismatched`, and
///   `dealtFaceUp: false`; pairs that leave the table are `discarded`.
public struct TableTransition: Hashable, Sendable {
    /// Table cards in slot order before the command.
    public var before: [String]
    /// Table cards in slot order after the command.
    public var after: [String]
    /// Table cards that were face down before the command (Concentration, matching game).
    public var faceDown: Set<String>
    /// Cards that became selected.
    public var selected: [String]
    /// Cards that stopped being selected.
    public var deselected: [String]
    /// Cards turned over in place (Concentration and matching game), in order.
    public var flips: [Flip]
    /// Cards whose match was revealed: they pulse.
    public var matched: [String]
    /// Cards whose mismatch was revealed: they shake.
    public var mismatched: [String]
    /// Cards leaving the table for the discard pile, bottom first: fly away, bounce, snap.
    public var discarded: [String]
    /// Cards going back into the deck first (new game, `layout`), from the table or the
    /// discard pile.
    public var returnedToDeck: [String]
    /// Whether the cards were shuffled: the deck when cards returned to it, the table otherwise.
    public var shuffled: Bool
    /// Cards going from the deck onto the discard pile, bottom first, after the returns to
    /// the deck (undoing a new game or a `layout` brings the old pile back).
    public var restoredToDiscard: [String]
    /// Cards arriving from the deck, in deal order.
    public var dealt: [String]
    /// Whether dealt cards are turned face up on arrival (Set) or stay face down.
    public var dealtFaceUp: Bool
    /// Whether the discard pile lies face up (the `remove` rule of seed 002): cards landing
    /// on it stay face up instead of the top card flipping face down, cards restored to it
    /// turn face up, and cards leaving it for the deck turn face down first.
    public var keepDiscardFaceUp: Bool
    /// UltraSet: the card completing the four `matched` cards' two pairs, shown faded between
    /// them while they pulse (`ghost` events).
    public var matchedGhost: String?
    /// UltraSet: the card completing the four `discarded` cards' two pairs, shown faded
    /// between them while they fly away.
    public var discardedGhost: String?
    /// Set-Chain: the card of the previous set chosen from the discard pile (a chain set's
    /// carried card), shown over the pile (a `carry` event) while the command animates.
    public var carried: String?
    /// The arrangement before the command.
    public var arrangementBefore: Arrangement
    /// The arrangement after the command (`gather`, `pan`, `restore` change it).
    public var arrangementAfter: Arrangement

    /// A transition from `before` to `after`; everything else defaults to "nothing happened".
    public init(
        before: [String], after: [String], faceDown: Set<String> = [],
        selected: [String] = [], deselected: [String] = [], flips: [Flip] = [],
        matched: [String] = [], mismatched: [String] = [], discarded: [String] = [],
        returnedToDeck: [String] = [], shuffled: Bool = false, restoredToDiscard: [String] = [],
        dealt: [String] = [], dealtFaceUp: Bool = true, keepDiscardFaceUp: Bool = false,
        arrangementBefore: Arrangement = .grid, arrangementAfter: Arrangement = .grid
    ) {
        (self.before, self.after, self.faceDown) = (before, after, faceDown)
        (self.selected, self.deselected, self.flips) = (selected, deselected, flips)
        (self.matched, self.mismatched, self.discarded) = (matched, mismatched, discarded)
        (self.returnedToDeck, self.shuffled, self.dealt) = (returnedToDeck, shuffled, dealt)
        self.restoredToDiscard = restoredToDiscard
        (self.dealtFaceUp, self.keepDiscardFaceUp) = (dealtFaceUp, keepDiscardFaceUp)
        (self.arrangementBefore, self.arrangementAfter) = (arrangementBefore, arrangementAfter)
        (matchedGhost, discardedGhost, carried) = (nil, nil, nil)
    }
}

/// One card turned over in place.
public struct Flip: Hashable, Sendable {
    /// The card's code.
    public var card: String
    /// The side it shows afterwards.
    public var faceUp: Bool

    /// `card` turned to `faceUp`.
    public init(card: String, faceUp: Bool) {
        (self.card, self.faceUp) = (card, faceUp)
    }
}
