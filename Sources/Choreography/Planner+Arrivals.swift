extension Planner {
    /// The kind and length of the moves of cards that stay on the table.
    private var moveStyle: (kind: EventKind, duration: Double) {
        if from.bounds != to.bounds { return (.resize, timing.resize) }
        switch (transition.arrangementBefore, transition.arrangementAfter) {
        case (.grid, .pile): return (.gather, timing.gather)
        case (.pile, .grid): return (.restore, timing.restore)
        case (.pile, .pile) where transition.arrangementBefore != transition.arrangementAfter:
            return (.pan, timing.pan)
        default:
            if transition.shuffled && moves.returnedFromTable.isEmpty && moves.returnedFromDiscard.isEmpty {
                return (.shuffle, 2 * timing.shuffle)
            }
            return (.rearrange, timing.rearrange)
        }
    }

    /// Phase 4: every card that stays moves to its new frame, all together; on a resize the
    /// deck and discard stacks move too. A table shuffle goes through the middle of the table.
    mutating func move() {
        let style = moveStyle
        let arrangementBefore = transition.arrangementBefore
        let journeys = moves.staying.map { stay in
            (
                card: stay.card, place: arrangementBefore.place(ofSlot: stay.from),
                frame: arrangementBefore.frame(ofSlot: stay.from, in: from), target: resting(stay.to)
            )
        }
        let shuffling = style.kind == .shuffle && !transition.arrangementAfter.isGathered
        let moving = journeys.filter { shuffling || $0.frame != $0.target.frame }
        let stacksMove = style.kind == .resize && (from.deck != to.deck || from.discard != to.discard)
        guard !moving.isEmpty || stacksMove else { return }
        let start = ready(moving.map(\.card), after: departStart)
        for journey in moving {
            if shuffling {
                let middle = to.pile
                events.add(
                    AnimationEvent(
                        t: start, duration: timing.shuffle, kind: .shuffle, cards: [journey.card], from: journey.frame,
                        to: middle, fromPlace: journey.place, toPlace: .pile))
                events.add(
                    AnimationEvent(
                        t: start + timing.shuffle, duration: timing.shuffle, kind: .shuffle, cards: [journey.card],
                        from: middle, to: journey.target.frame, fromPlace: .pile, toPlace: journey.target.place))
            } else {
                events.add(
                    AnimationEvent(
                        t: start, duration: style.duration, kind: style.kind, cards: [journey.card],
                        from: journey.frame,
                        to: journey.target.frame, fromPlace: journey.place, toPlace: journey.target.place))
            }
        }
        if stacksMove {
            for (old, new, place) in [(from.deck, to.deck, Place.deck), (from.discard, to.discard, Place.discard)]
            where old != new {
                events.add(
                    AnimationEvent(
                        t: start, duration: style.duration, kind: .resize, cards: [], from: old, to: new,
                        fromPlace: place, toPlace: place))
            }
        }
        moveEnd = start + style.duration
    }

    /// Phase 5: deals, one card at a time, each turned face up on arrival; spinning on the way
    /// (a `path`) when `dealSpin` says so.
    mutating func deal() {
        guard !moves.dealt.isEmpty else { return }
        let afterFlight = flightStart.map { $0 + timing.dealLead } ?? 0
        let first = max(departStart, moveEnd, returnEnd, afterFlight)
        let stagger = max(0.001, timing.dealStagger)
        for (number, arrival) in moves.dealt.enumerated() {
            let t = first + Double(number) * stagger
            let target = resting(arrival.to)
            let spin = dealSpin.path(
                from: to.deck, to: target.frame, t: t, duration: timing.deal, interval: timing.keyframeInterval)
            events.add(
                AnimationEvent(
                    t: t, duration: timing.deal, kind: .deal, cards: [arrival.card], from: to.deck, to: target.frame,
                    fromPlace: .deck, toPlace: target.place, path: spin))
            if transition.dealtFaceUp {
                events.add(
                    AnimationEvent(
                        t: t + timing.deal, duration: timing.flip, kind: .flip, cards: [arrival.card],
                        from: target.frame, to: target.frame, fromPlace: target.place, toPlace: target.place,
                        faceUp: true))
            }
        }
    }
}
