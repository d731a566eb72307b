import CardKit
import Choreography
import Expectations
import Testing

/// `Choreographer.fliesCards` off: the plan a summary needs, without the flight.
@Suite struct UnflownTests {
    /// Three cards matched and discarded from 12, three dealt; with UltraSet's ghost when `ghost`.
    static func transition(ghost: Bool) -> TableTransition {
        let twelve = Fixtures.cards(12)
        let fresh = Fixtures.cards(3, from: 40)
        let matched = [twelve[1], twelve[4], twelve[10]]
        var after = twelve
        for (card, new) in zip(matched, fresh) { after[after.firstIndex(of: card) ?? 0] = new }
        var transition = TableTransition(
            before: twelve, after: after, selected: matched, matched: matched, discarded: matched, dealt: fresh)
        if ghost { transition.discardedGhost = Fixtures.codes[70] }
        return transition
    }

    static func plan(_ transition: TableTransition, flies: Bool, seed: UInt64) -> (
        events: [AnimationEvent], generator: SeededGenerator
    ) {
        var generator = SeededGenerator(seed: seed)
        var choreographer = Choreographer()
        choreographer.fliesCards = flies
        let events = choreographer.plan(
            transition, from: Fixtures.layout(transition.before.count), to: Fixtures.layout(transition.after.count),
            generator: &generator)
        return (events, generator)
    }

    @Test(arguments: [false, true])
    func sameEventsAndGeneratorWithoutTheFlight(ghost: Bool) {
        let transition = UnflownTests.transition(ghost: ghost)
        for seed in UInt64(1)...20 {
            let flown = UnflownTests.plan(transition, flies: true, seed: seed)
            let unflown = UnflownTests.plan(transition, flies: false, seed: seed)
            expectEqual(flown.generator, unflown.generator, "later plans draw the same numbers")
            expectEqual(flown.events.count, unflown.events.count)
            #expect(flown.events.contains { $0.kind == .flyaway && ($0.path?.count ?? 0) > 1 })
            expectEqual(EventText.summary(flown.events), EventText.summary(unflown.events))
            for (one, other) in zip(flown.events, unflown.events) {
                #expect(
                    (one.t, one.duration, one.kind, one.cards) == (other.t, other.duration, other.kind, other.cards))
                #expect((one.fromPlace, one.toPlace, one.faceUp) == (other.fromPlace, other.toPlace, other.faceUp))
                switch one.kind {
                case .flyaway:
                    #expect(other.path == nil && other.to == one.from && other.from == one.from)
                case .snap:
                    expectEqual(other.to, one.to)
                default:
                    expectEqual(one, other)
                }
            }
        }
    }
}
