import CardKit

/// The working state of one plan: the normalized transition, the frames and the phase times.
struct Planner {
    let transition: TableTransition
    let moves: NormalizedTransition
    let from: TableLayout
    let to: TableLayout
    let timing: Timing
    /// How many turns a dealt card makes on its way.
    let dealSpin: DealSpin
    /// Whether flyaways are simulated (`Choreographer.fliesCards`).
    var fliesCards = true
    var events = EventBuffer()
    /// When each card's last flip so far ends: it may not move before.
    var flipEnd: [String: Double] = [:]
    /// Each table card's side after its flips.
    var faceUp: [String: Bool]
    var revealEnd = 0.0
    var highlightEnd: Double?
    var departStart = 0.0
    var flightStart: Double?
    var returnEnd = 0.0
    var moveEnd = 0.0

    init(transition: TableTransition, from: TableLayout, to: TableLayout, timing: Timing, dealSpin: DealSpin = .none) {
        self.transition = transition
        moves = NormalizedTransition(transition)
        (self.from, self.to, self.timing, self.dealSpin) = (from, to, timing, dealSpin)
        faceUp = Dictionary(
            transition.before.map { ($0, !transition.faceDown.contains($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where a table card is before the command (after it, for a card that only arrives).
    func current(_ card: String) -> (place: Place, frame: Rect)? {
        if let index = moves.beforeIndex[card] {
            return (
                transition.arrangementBefore.place(ofSlot: index),
                transition.arrangementBefore.frame(ofSlot: index, in: from)
            )
        }
        if let index = moves.afterIndex[card] {
            return (
                transition.arrangementAfter.place(ofSlot: index),
                transition.arrangementAfter.frame(ofSlot: index, in: to)
            )
        }
        return nil
    }

    /// Where a card rests after the command, in slot `index` (0-based).
    func resting(_ index: Int) -> (place: Place, frame: Rect) {
        (transition.arrangementAfter.place(ofSlot: index), transition.arrangementAfter.frame(ofSlot: index, in: to))
    }

    /// An in-place event for each of `cards` on the table.
    private mutating func inPlace(
        _ kind: EventKind, _ cards: [String], at t: Double, for duration: Double, faceUp: Bool? = nil
    ) -> Double {
        var end = t
        for card in cards {
            guard let (place, frame) = current(card) else { continue }
            events.add(
                AnimationEvent(
                    t: t, duration: duration, kind: kind, cards: [card], from: frame, to: frame,
                    fromPlace: place, toPlace: place, faceUp: faceUp))
            end = t + duration
        }
        return end
    }

    /// Turns `flips` over starting at `t`; returns when the last ends.
    private mutating func turn(_ flips: [Flip], at t: Double) -> Double {
        var end = t
        for flip in flips {
            let start = max(t, flipEnd[flip.card] ?? 0)
            let finished = inPlace(.flip, [flip.card], at: start, for: timing.flip, faceUp: flip.faceUp)
            if finished > start {
                flipEnd[flip.card] = finished
                faceUp[flip.card] = flip.faceUp
                end = max(end, finished)
            }
        }
        return end
    }

    /// Phase 1: selections and the flips that are not hiding a revealed match or mismatch.
    mutating func reveal() {
        let selectEnd = inPlace(.select, transition.selected, at: 0, for: timing.select)
        let deselectEnd = inPlace(.deselect, transition.deselected, at: 0, for: timing.select)
        let flipsEnd = turn(transition.flips.filter { !hidesHighlight($0) }, at: 0)
        revealEnd = max(selectEnd, deselectEnd, flipsEnd)
    }

    /// Whether `flip` turns down a card whose match or mismatch is being shown: it waits.
    private func hidesHighlight(_ flip: Flip) -> Bool {
        !flip.faceUp && (transition.matched.contains(flip.card) || transition.mismatched.contains(flip.card))
    }

    /// Phase 2: the match pulse or mismatch shake, then the flips that hide those cards.
    mutating func highlight() {
        let start = revealEnd
        let matchEnd = inPlace(.match, transition.matched, at: start, for: timing.match)
        let mismatchEnd = inPlace(.mismatch, transition.mismatched, at: start, for: timing.mismatch)
        let end = max(matchEnd, mismatchEnd)
        if end > start { highlightEnd = end }
        if matchEnd > start, let fifth = transition.matchedGhost {
            addGhost(fifth, between: transition.matched.compactMap { current($0)?.frame }, at: start, for: timing.match)
        }
        let hiding = transition.flips.filter(hidesHighlight)
        _ = turn(hiding, at: highlightEnd ?? start)
    }

    /// The time from which every one of `cards` is free to move.
    func ready(_ cards: some Sequence<String>, after t: Double) -> Double {
        cards.reduce(t) { max($0, flipEnd[$1] ?? 0) }
    }

    /// Phase 3: flyaway, snap and flip onto the discard pile; returns to the deck; restores
    /// from the deck to the discard pile.
    mutating func depart(generator: inout SeededGenerator) {
        departStart = ready(moves.discarded + moves.returnedFromTable, after: highlightEnd ?? 0)
        flyAway(generator: &generator)
        returnToDeck()
        restoreToDiscard()
    }

    private mutating func flyAway(generator: inout SeededGenerator) {
        let cards = moves.discarded.compactMap { card in current(card).map { (card, $0.place, $0.frame) } }
        guard !cards.isEmpty else { return }
        let start = departStart
        flightStart = start
        let bounds = Size(w: min(from.bounds.w, to.bounds.w), h: min(from.bounds.h, to.bounds.h))
        var flight = Flyaway(
            frames: cards.map(\.2), bounds: bounds, duration: timing.flyaway,
            interval: timing.keyframeInterval, generator: &generator)
        let paths = fliesCards ? flight.run(start: start) : nil
        let landing = start + timing.flyaway
        if let fifth = transition.discardedGhost {
            addGhost(fifth, between: cards.map(\.2), at: start, for: timing.flyaway)
        }
        for (index, (card, place, frame)) in cards.enumerated() {
            let path = paths?[index]
            let last = path?.last?.frame ?? frame
            events.add(
                AnimationEvent(
                    t: start, duration: timing.flyaway, kind: .flyaway, cards: [card], from: frame, to: last,
                    fromPlace: place, toPlace: .air, path: path))
            events.add(
                AnimationEvent(
                    t: landing, duration: timing.snap, kind: .snap, cards: [card], from: last, to: to.discard,
                    fromPlace: .air, toPlace: .discard))
        }
        let showing = cards.map(\.0).filter { faceUp[$0] ?? true }
        if !transition.keepDiscardFaceUp, !showing.isEmpty {
            // NB: the whole landed group turns over together, so the pile's top card ends face
            // down and the pile stays uniformly face down underneath.
            events.add(
                AnimationEvent(
                    t: landing + timing.snap, duration: timing.flip, kind: .flip, cards: showing,
                    from: to.discard, to: to.discard, fromPlace: .discard, toPlace: .discard, faceUp: false))
        }
    }

    private mutating func returnToDeck() {
        let table = moves.returnedFromTable
        let pile = moves.returnedFromDiscard
        guard !table.isEmpty || !pile.isEmpty else { return }
        let showing = table.filter { faceUp[$0] ?? true }
        var flipped = turn(showing.map { Flip(card: $0, faceUp: false) }, at: departStart)
        if transition.keepDiscardFaceUp, !pile.isEmpty {
            events.add(
                AnimationEvent(
                    t: departStart, duration: timing.flip, kind: .flip, cards: pile, from: from.discard,
                    to: from.discard, fromPlace: .discard, toPlace: .discard, faceUp: false))
            flipped = max(flipped, departStart + timing.flip)
        }
        let start = ready(table, after: max(departStart, flipped))
        for card in table {
            guard let (place, frame) = current(card) else { continue }
            events.add(
                AnimationEvent(
                    t: start, duration: timing.returnToDeck, kind: .rearrange, cards: [card], from: frame,
                    to: to.deck, fromPlace: place, toPlace: .deck))
        }
        if !pile.isEmpty {
            events.add(
                AnimationEvent(
                    t: start, duration: timing.returnToDeck, kind: .rearrange, cards: pile, from: from.discard,
                    to: to.deck, fromPlace: .discard, toPlace: .deck))
        }
        returnEnd = start + timing.returnToDeck
        if transition.shuffled {
            events.add(
                AnimationEvent(
                    t: returnEnd, duration: timing.shuffle, kind: .shuffle, cards: [], from: to.deck, to: to.deck,
                    fromPlace: .deck, toPlace: .deck))
            returnEnd += timing.shuffle
        }
    }

    /// Cards going from the deck onto the discard pile as one stack once the returns are
    /// over, turned face up there when the pile lies face up.
    private mutating func restoreToDiscard() {
        let cards = moves.restoredToDiscard
        guard !cards.isEmpty else { return }
        let start = max(departStart, returnEnd)
        events.add(
            AnimationEvent(
                t: start, duration: timing.returnToDeck, kind: .rearrange, cards: cards, from: to.deck, to: to.discard,
                fromPlace: .deck, toPlace: .discard))
        returnEnd = start + timing.returnToDeck
        if transition.keepDiscardFaceUp {
            events.add(
                AnimationEvent(
                    t: returnEnd, duration: timing.flip, kind: .flip, cards: cards, from: to.discard, to: to.discard,
                    fromPlace: .discard, toPlace: .discard, faceUp: true))
        }
    }
}
