import CardKit
import Choreography
import Expectations
import Testing

/// UltraSet's ghost: the fifth card shown faded between the four while they pulse (a claim) and
/// while they fly away (the next command); it poses no card, and plans without one are unchanged.
@Suite struct GhostTests {
    static let twelve = Fixtures.cards(12)
    /// Four cards of the table (slots 1, 2, 5, 6: a square) and a fifth not on it.
    static let four = [twelve[0], twelve[1], twelve[4], twelve[5]]
    static let fifth = Fixtures.codes[70]
    static let fresh = Fixtures.cards(4, from: 40)

    /// A claim: the fourth card chosen reveals the ultraset, which stays showing.
    static var claim: TableTransition {
        var transition = TableTransition(before: twelve, after: twelve, selected: [four[3]], matched: four)
        transition.matchedGhost = fifth
        return transition
    }

    /// The next command: the four fly away and four cards replace them.
    static var departure: TableTransition {
        var after = twelve
        for (index, slot) in [0, 1, 4, 5].enumerated() { after[slot] = fresh[index] }
        var transition = TableTransition(before: twelve, after: after, discarded: four, dealt: fresh)
        transition.discardedGhost = fifth
        return transition
    }

    /// Where the ghost goes: a card's size, centred on the four cards' centres.
    static var between: Rect {
        let layout = Fixtures.layout(12)
        let frames = [0, 1, 4, 5].map { layout.slots[$0] }
        let cx = frames.map { $0.x + $0.w / 2 }.reduce(0, +) / 4
        let cy = frames.map { $0.y + $0.h / 2 }.reduce(0, +) / 4
        let w = frames[0].w
        let h = frames[0].h
        return Rect(x: cx - w / 2, y: cy - h / 2, w: w, h: h)
    }

    @Test func aClaimShowsTheFifthCardWhileTheFourPulse() throws {
        let events = Fixtures.plan(Self.claim)
        let ghosts = events.filter { $0.kind == .ghost }
        let ghost = try #require(ghosts.first)
        expectEqual(ghosts.count, 1)
        let pulse = try #require(events.first { $0.kind == .match })
        expectEqual(ghost.cards, [Self.fifth])
        #expect(ghost.t == pulse.t && ghost.duration == pulse.duration)
        expectEqual(ghost.from, ghost.to)
        #expect(ghost.fromPlace == nil && ghost.toPlace == nil)
        let frame = try #require(ghost.from)
        #expect(abs(frame.x - Self.between.x) < 0.001 && abs(frame.y - Self.between.y) < 0.001)
        #expect(frame.w == Self.between.w && frame.h == Self.between.h)
    }

    @Test func theFifthCardStaysWhileTheFourFlyAway() throws {
        let events = Fixtures.plan(Self.departure)
        let ghost = try #require(events.first { $0.kind == .ghost })
        let flights = events.filter { $0.kind == .flyaway }
        expectEqual(flights.count, 4)
        #expect(flights.allSatisfy { $0.t == ghost.t && $0.end == ghost.end })
        expectEqual(ghost.cards, [Self.fifth])
    }

    @Test(arguments: [false, true])
    func withoutAGhostThePlanIsUnchangedAndAGhostOnlyAddsItsEvent(departing: Bool) {
        var transition = departing ? Self.departure : Self.claim
        let with = Fixtures.plan(transition)
        (transition.matchedGhost, transition.discardedGhost) = (nil, nil)
        let without = Fixtures.plan(transition)
        #expect(without.allSatisfy { $0.kind != .ghost })
        expectEqual(with.filter { $0.kind != .ghost }, without)
    }

    @Test func aGhostPosesNoCardEvenWhenItsCodeIsDealt() throws {
        // NB: the fifth card may be in the deck and dealt in the same command.
        var transition = Self.departure
        transition.discardedGhost = Self.fresh[0]
        let events = Fixtures.plan(transition)
        let deal = try #require(events.first { $0.kind == .deal && $0.cards == [Self.fresh[0]] })
        let timeline = Timeline(events: events, start: Timeline.resting(Self.twelve, layout: Fixtures.layout(12)))
        let pose = try #require(timeline.pose(of: Self.fresh[0], at: deal.t - 0.01))
        expectEqual(pose.place, .deck, "before its deal the card is in the deck, not at the ghost")
    }

    @Test func theSceneDrawsTheGhostOnlyWhileItsEventIsUnderWay() throws {
        let events = Fixtures.plan(Self.claim)
        let ghost = try #require(events.first { $0.kind == .ghost })
        let table = AnimationTests.table(Self.twelve)
        let animation = Animation(before: table, after: table, events: events)
        let during = animation.poses(at: ghost.t + ghost.duration / 2)
        expectEqual(
            during.ghosts, [ScenePose.Ghost(code: Self.fifth, face: Self.fifth, frame: try #require(ghost.from))])
        #expect(!during.cards.contains { $0.code == Self.fifth }, "a ghost is not a card of the scene")
        #expect(animation.poses(at: ghost.t).ghosts.isEmpty)
        #expect(animation.poses(at: ghost.end + 0.01).ghosts.isEmpty)
    }

    @Test func theLogNamesTheGhostAndWhereItIsDrawn() throws {
        let ghost = try #require(Fixtures.plan(Self.claim).first { $0.kind == .ghost })
        expectContains(EventText.line(ghost), "ghost     \(Self.fifth)  faded at ", "\(EventText.line(ghost))")
    }
}
