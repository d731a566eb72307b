import CardKit

/// Turns what a command did to the table into timed animation events.
///
/// It knows card identities and frames, never a game's rules, so Set, Concentration and the
/// matching game share it. A plan runs in phases, each starting when the ones it waits for
/// are done:
/// 1. at 0: selections, deselections and flips that reveal;
/// 2. the highlight of a revealed match (pulse) or mismatch (shake), then flips that hide;
/// 3. departures: discarded cards fly away, bounce (`Flyaway`), snap onto the discard pile
///    and turn face down; cards going back to the deck turn face down and move there, then
///    cards restored to the discard pile (undo) move there from the deck;
/// 4. cards that stay move to their new frames (rearrange, shuffle, gather, pan, restore,
///    resize), all together;
/// 5. deals, one card at a time from the deck, each turned face up on arrival; the first
///    starts once phase 4 is over and, after a flyaway, a moment after it began. With a
///    `dealSpin` each card turns whole turns on its way (`DealSpin`).
///
/// Over them, moving no card: UltraSet's ghost (the fifth card, faded, while the four pulse or
/// fly away) and Set-Chain's carried card over the discard pile while the command animates.
///
/// A card is never moved and turned over at the same time.
public struct Choreographer: Sendable {
    /// How long each kind of animation takes.
    public var timing: Timing
    /// How many whole turns dealt cards make on their way from the deck (none by default).
    public var dealSpin: DealSpin
    /// Whether flyaways are flown (on by default). Off, the flight is not simulated: each
    /// flyaway event has no path and ends where it began, and its snap starts there; kinds,
    /// cards and times are as flown, and `generator` is drawn from just the same, so later
    /// plans do not change. For a caller that shows only the events' summary.
    // NB: the flight is 15% of a text script's instructions, and text prints none of it.
    public var fliesCards = true

    /// A choreographer with the given timing, dealing cards that spin `dealSpin` turns.
    public init(timing: Timing = .standard, dealSpin: DealSpin = .none) {
        (self.timing, self.dealSpin) = (timing, dealSpin)
    }

    /// The events that animate `transition` from the table laid out by `from` to the table laid
    /// out by `to`, sorted by start time; `generator` seeds the flyaway simulation.
    ///
    /// Inconsistent transitions are read generously (see `TableTransition.validate`).
    public func plan(
        _ transition: TableTransition, from: TableLayout, to: TableLayout,
        generator: inout SeededGenerator
    ) -> [AnimationEvent] {
        var planner = Planner(transition: transition, from: from, to: to, timing: timing, dealSpin: dealSpin)
        planner.fliesCards = fliesCards
        planner.reveal()
        planner.highlight()
        planner.depart(generator: &generator)
        planner.move()
        planner.deal()
        planner.carry()
        return planner.events.sorted()
    }
}
