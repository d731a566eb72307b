/// Set-Chain's carried card: chosen from the discard pile, shown over it.
extension Planner {
    /// A `carry` event for the transition's carried card when it is off the table (on the
    /// discard pile): from 0 when it is chosen in this command, else from the reveal of its
    /// match or mismatch, to the end of the command's other events (at least a select's
    /// length). Called last, so it changes no other event's time.
    mutating func carry() {
        guard let card = transition.carried, current(card) == nil else { return }
        let chosen = transition.selected.contains(card)
        guard chosen || transition.matched.contains(card) || transition.mismatched.contains(card) else { return }
        let start = chosen ? 0 : revealEnd
        let end = max(events.sorted().totalDuration, start + timing.select)
        events.add(
            AnimationEvent(
                t: start, duration: end - start, kind: .carry, cards: [card], from: to.discard, to: to.discard,
                fromPlace: .discard, toPlace: .discard))
    }
}
