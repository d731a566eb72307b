import CardKit
import Choreography
import Expectations
import Testing

/// Set-Chain's carried card: chosen from the discard pile, it is shown over the pile (a `carry`
/// event), selected and then with the match, while the command animates; it poses no card, and
/// plans without one are unchanged.
@Suite struct CarryTests {
    static let twelve = Fixtures.cards(12)
    /// A card of the previous set, on the discard pile.
    static let carried = Fixtures.codes[70]

    /// `choose` of the carried card alone.
    static var chosen: TableTransition {
        var transition = TableTransition(before: twelve, after: twelve, selected: [carried])
        transition.carried = carried
        return transition
    }

    /// The third card chosen: the carried card and two table cards are a match.
    static var claim: TableTransition {
        var transition = TableTransition(
            before: twelve, after: twelve, selected: [twelve[4]], matched: [carried, twelve[0], twelve[4]])
        transition.carried = carried
        return transition
    }

    /// A claim in one line after a shown match: the two table cards of the previous set fly
    /// away and are replaced while the carried card and two others are chosen and pulse.
    static var claimAfterMatch: TableTransition {
        let fresh = Fixtures.cards(2, from: 40)
        var after = twelve
        (after[1], after[2]) = (fresh[0], fresh[1])
        var transition = TableTransition(
            before: twelve, after: after, selected: [carried, twelve[5], twelve[6]],
            matched: [carried, twelve[5], twelve[6]],
            discarded: [twelve[1], twelve[2]], dealt: fresh)
        transition.carried = carried
        return transition
    }

    @Test func aCarriedCardChosenIsShownOverTheDiscardPile() throws {
        let events = Fixtures.plan(Self.chosen)
        let carry = try #require(events.first { $0.kind == .carry })
        expectEqual(events.count, 1, "nothing else happens: \(events.map(\.kind))")
        #expect(carry.cards == [Self.carried] && carry.t == 0 && carry.duration == Timing.standard.select)
        #expect(carry.from == Fixtures.layout(12).discard && carry.to == carry.from)
        #expect(carry.fromPlace == .discard && carry.toPlace == .discard)
        expectContains(EventText.line(carry), "carry     \(Self.carried)  at discard", "\(EventText.line(carry))")
    }

    @Test func itJoinsTheMatchFromItsRevealAndStaysWhileTheCommandAnimates() throws {
        let events = Fixtures.plan(Self.claim)
        let carry = try #require(events.first { $0.kind == .carry })
        let pulse = try #require(events.first { $0.kind == .match })
        #expect(carry.t == pulse.t && carry.end == events.totalDuration)
        #expect(
            !events.contains { $0.kind == .match && $0.cards.contains(Self.carried) }, "the pulse is of table cards")
        let whole = Fixtures.plan(Self.claimAfterMatch)
        let long = try #require(whole.first { $0.kind == .carry })
        #expect(long.t == 0 && long.end == whole.totalDuration && whole.contains { $0.kind == .flyaway })
    }

    @Test(arguments: [0, 1, 2])
    func withoutACarriedCardThePlanIsUnchangedAndOneOnlyAddsItsEvent(which: Int) {
        var transition = [Self.chosen, Self.claim, Self.claimAfterMatch][which]
        let with = Fixtures.plan(transition)
        transition.carried = nil
        let without = Fixtures.plan(transition)
        #expect(without.allSatisfy { $0.kind != .carry })
        expectEqual(with.filter { $0.kind != .carry }, without)
    }

    @Test func aCarriedCardStillOnTheTableIsNotLiftedOffThePile() {
        // The previous set still showing: its card is chosen in its slot, pulses and flies away.
        var transition = TableTransition(before: Self.twelve, after: Self.twelve, selected: [Self.twelve[3]])
        transition.carried = Self.twelve[3]
        expectEqual(Fixtures.plan(transition).map(\.kind), [.select])
    }

    @Test func theSceneMarksItSelectedThenMatchAndTheDiscardPileKeepsItsCount() throws {
        let events = Fixtures.plan(Self.claim)
        let carry = try #require(events.first { $0.kind == .carry })
        let table = AnimationTests.table(Self.twelve, discard: 5)
        let animation = Animation(before: table, after: table, events: events)
        let during = animation.poses(at: carry.t + 0.1)
        expectEqual(
            during.carried,
            [
                ScenePose.Carried(
                    code: Self.carried, face: Self.carried, frame: try #require(carry.from), highlight: .match)
            ])
        #expect(during.discard?.count == 5 && !during.cards.contains { $0.code == Self.carried })
        let chosen = Animation(before: table, after: table, events: Fixtures.plan(Self.chosen))
        expectEqual(chosen.poses(at: 0.1).carried.map(\.highlight), [.selected])
        #expect(animation.poses(at: animation.duration).carried.isEmpty, "at rest the status line names it")
    }
}
