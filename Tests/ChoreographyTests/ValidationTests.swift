import Choreography
import Expectations
import Testing

/// `validate` names the first thing wrong with a transition; `plan` copes anyway.
@Suite struct ValidationTests {
    static let table = ["a", "b", "c"]

    static let broken: [(TableTransition, TransitionError)] = [
        (TableTransition(before: ["a", "a"], after: ["a", "a"]), .duplicate(card: "a")),
        (TableTransition(before: table, after: ["a", "b"]), .vanished(card: "c")),
        (TableTransition(before: table, after: table + ["d"]), .appeared(card: "d")),
        (TableTransition(before: table, after: ["a", "b"], discarded: ["c", "z"]), .notDiscardable(card: "z")),
        (TableTransition(before: table, after: ["a", "b", "c", "d"], dealt: ["d", "a"]), .notDealable(card: "a")),
        (TableTransition(before: table, after: table, selected: ["q"]), .notOnTable(card: "q")),
    ]

    @Test(arguments: broken)
    func reportsTheProblem(transition: TableTransition, error: TransitionError) {
        let from = TableLayout(cardCount: transition.before.count, bounds: .standard)
        let to = TableLayout(cardCount: transition.after.count, bounds: .standard)
        #expect(throws: error) { try transition.validate(from: from, to: to) }
    }

    @Test func layoutsMustFitTheTables() {
        let t = TableTransition(before: Self.table, after: Self.table)
        #expect(throws: TransitionError.layoutMismatch(slots: 4, cards: 3)) {
            try t.validate(
                from: TableLayout(cardCount: 4, bounds: .standard), to: TableLayout(cardCount: 3, bounds: .standard))
        }
    }

    @Test func planReadsSloppyTransitionsGenerously() {
        // "c" vanished (back to the deck) and "d" appeared (dealt).
        let events = Fixtures.plan(TableTransition(before: Self.table, after: ["a", "b", "d"]))
        #expect(events.contains { $0.kind == .rearrange && $0.cards == ["c"] && $0.toPlace == .deck })
        #expect(events.contains { $0.kind == .deal && $0.cards == ["d"] && $0.toPlace == .slot(3) })
    }
}

/// The replay a renderer would do.
@Suite struct TimelineTests {
    @Test func interpolatesMovesAndFlipsAtTheirMiddle() {
        let a = Rect(x: 0, y: 0, w: 10, h: 4)
        let b = Rect(x: 20, y: 10, w: 10, h: 4)
        let events = [
            AnimationEvent(
                t: 0, duration: 1, kind: .deal, cards: ["x"], from: a, to: b, fromPlace: .deck, toPlace: .slot(1)),
            AnimationEvent(
                t: 1, duration: 0.6, kind: .flip, cards: ["x"], from: b, to: b, fromPlace: .slot(1), toPlace: .slot(1),
                faceUp: true),
        ]
        let timeline = Timeline(events: events, start: [:])
        expectEqual(timeline.pose(of: "x", at: 0)?.frame, a)
        expectEqual(timeline.pose(of: "x", at: 0.5)?.frame, Rect(x: 10, y: 5, w: 10, h: 4))
        expectEqual(timeline.pose(of: "x", at: 1.2)?.faceUp, false)
        expectEqual(timeline.pose(of: "x", at: 1.31)?.faceUp, true)
        expectEqual(timeline.end["x"], CardPose(place: .slot(1), frame: b, faceUp: true))
        expectEqual(timeline.pose(of: "nobody", at: 1), nil)
        expectEqual(timeline.poses(at: 0.5)["x"]?.frame, Rect(x: 10, y: 5, w: 10, h: 4))
    }

    @Test func followsFlightKeyframes() {
        let a = Rect(x: 0, y: 0, w: 10, h: 4)
        let b = Rect(x: 10, y: 0, w: 10, h: 4)
        let path = [
            Keyframe(t: 0, frame: a, rotation: 0), Keyframe(t: 1, frame: b, rotation: 90),
            Keyframe(t: 2, frame: a, rotation: 360),
        ]
        let flight = AnimationEvent(
            t: 0, duration: 2, kind: .flyaway, cards: ["x"], from: a, to: a, fromPlace: .slot(1), toPlace: .air,
            path: path)
        let timeline = Timeline(events: [flight], start: ["x": CardPose(place: .slot(1), frame: a, faceUp: true)])
        #expect(
            timeline.pose(of: "x", at: 0.5)
                == CardPose(place: .air, frame: Rect(x: 5, y: 0, w: 10, h: 4), rotation: 45, faceUp: true))
        expectEqual(timeline.pose(of: "x", at: 1.5)?.rotation, 225)
    }
}
