import CardKit
import Choreography

/// What the command in progress has done beyond the games: what it says so far, what it did
/// to the table for the choreographer, and the flags that only it sets and reads. `perform`
/// makes one fresh for each command and passes it `inout` to everything that runs the
/// command, so nothing of it outlives the command or leaks into the next.
struct CommandContext {
    /// What the command says: its text, `why`, a request, and (once finished) its events.
    var output: Output
    /// What it did to the table, for the choreographer.
    var transition: TableTransition
    /// Whether the board is shown after its messages.
    var drawBoard = false
    /// Whether it restarted Set's speed clock (a deal, a found set, a new game), which then
    /// counts from the end of its animation.
    var restartsSpeedClock = false
    /// Whether it started a time trial, whose clock starts when its first card is shown.
    var startsTrialClock = false
    /// The player making the move (see `Session+Players`): 0 unless a claim names one.
    var actor = 0
    /// Whether the computer is making the move (only it may move for itself).
    var computerActing = false
}

/// What the flip games (Concentration, matching) did to the table, noted for the
/// choreographer: their cards are named by place (`Session.cardID`), never by face.
extension CommandContext {
    /// Notes, for the choreographer, that the table of `old` slots went back to the deck and
    /// `new` slots were dealt face down (a new game of Concentration or matching).
    mutating func recordRedeal(old: Int, new: Int) {
        transition.returnedToDeck = (0..<old).map { Session.cardID(slot: $0 + 1) }
        transition.shuffled = true
        transition.dealt = (0..<new).map { Session.cardID(slot: $0 + 1) }
        transition.dealtFaceUp = false
    }

    /// Notes what a Concentration or matching move did, for the choreographer.
    mutating func record(_ changes: [FlipChange]) {
        for change in changes {
            switch change {
            case .flipped(let slot, let faceUp): recordFlip(slot: slot, faceUp: faceUp)
            case .matched(let slots): recordComparison(slots: slots, matched: true)
            case .mismatched(let slots): recordComparison(slots: slots, matched: false)
            case .scored: break
            }
        }
    }

    /// Notes one card turned over in place.
    mutating func recordFlip(slot: Int, faceUp: Bool) {
        transition.flips.append(Flip(card: Session.cardID(slot: slot), faceUp: faceUp))
    }

    /// Notes compared cards: `matched` pulse, otherwise they shake.
    mutating func recordComparison(slots: [Int], matched: Bool) {
        let ids = slots.map { Session.cardID(slot: $0) }
        if matched { transition.matched += ids } else { transition.mismatched += ids }
    }

    /// Undo and redo in the flip games: every card showing the other side turns over.
    mutating func recordFlipsBack(_ before: [Bool], _ after: [Bool]) {
        guard before.count == after.count else { return }
        for slot in before.indices where before[slot] != after[slot] {
            recordFlip(slot: slot + 1, faceUp: after[slot])
        }
    }
}
