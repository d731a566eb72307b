import CardKit
import Choreography
import Expectations
import Testing

/// `Animation` on planned events alone (no game): every kind of event read at any instant.
@Suite struct AnimationTests {
    /// A Set table of `cards` at rest in `bounds`, with `deck` and `discard` cards stacked.
    static func table(
        _ cards: [String], bounds: Size = .standard, deck: Int = 40, discard: Int = 0,
        faceDown: Set<String> = [], arrangement: Arrangement = .grid
    ) -> RestingTable {
        let layout = TableLayout(cardCount: cards.count, bounds: bounds)
        return RestingTable(
            game: .set, bounds: bounds,
            cards: cards.enumerated().map { index, code in
                RestingTable.Card(
                    code: code, face: code, frame: arrangement.frame(ofSlot: index, in: layout),
                    faceUp: !faceDown.contains(code))
            },
            deck: RestingTable.Pile(frame: layout.deck, count: deck),
            discard: RestingTable.Pile(frame: layout.discard, count: discard),
            gathered: arrangement.isGathered ? arrangement.frame(ofSlot: 0, in: layout) : nil)
    }

    /// One transition per kind of event, with the tables before and after.
    static let cases: [(name: String, transition: TableTransition, deckAfter: Int, discardAfter: Int)] = {
        let twelve = Fixtures.cards(12)
        let fifteen = Fixtures.cards(15)
        var shuffled = twelve
        shuffled.swapAt(0, 11)
        shuffled.swapAt(3, 7)
        let refilled = Fixtures.cards(3, from: 20) + Array(twelve.dropFirst(3))
        return [
            ("deal", TableTransition(before: twelve, after: fifteen, dealt: Array(fifteen.suffix(3))), 37, 0),
            ("select", TableTransition(before: twelve, after: twelve, selected: [twelve[0]]), 40, 0),
            ("deselect", TableTransition(before: twelve, after: twelve, deselected: [twelve[0]]), 40, 0),
            (
                "mismatch",
                TableTransition(
                    before: twelve, after: twelve, selected: [twelve[2]], mismatched: Array(twelve.prefix(3))), 40, 0
            ),
            (
                "match, flyaway, snap, refill",
                TableTransition(
                    before: twelve, after: refilled, selected: [twelve[2]], matched: Array(twelve.prefix(3)),
                    discarded: Array(twelve.prefix(3)), dealt: Fixtures.cards(3, from: 20)), 37, 3
            ),
            ("shuffle", TableTransition(before: twelve, after: shuffled, shuffled: true), 40, 0),
            ("gather", TableTransition(before: twelve, after: twelve, arrangementAfter: .pile(dx: 0, dy: 0)), 40, 0),
            (
                "pan",
                TableTransition(
                    before: twelve, after: twelve, arrangementBefore: .pile(dx: 0, dy: 0),
                    arrangementAfter: .pile(dx: 4, dy: 1)), 40, 0
            ),
            ("restore", TableTransition(before: twelve, after: twelve, arrangementBefore: .pile(dx: 4, dy: 1)), 40, 0),
            (
                "new game",
                TableTransition(
                    before: twelve, after: Fixtures.cards(12, from: 30), returnedToDeck: twelve, shuffled: true,
                    dealt: Fixtures.cards(12, from: 30)), 40, 0
            ),
        ]
    }()

    /// The animation of case `index`, planned at `bounds` (or `to` after a resize).
    static func animation(_ index: Int, bounds: Size = .standard, to: Size? = nil, seed: UInt64 = 7) -> Animation {
        let (_, transition, deckAfter, discardAfter) = cases[index]
        let events = Fixtures.plan(transition, bounds: bounds, to: to, seed: seed)
        return Animation(
            before: table(transition.before, bounds: bounds, arrangement: transition.arrangementBefore),
            after: table(
                transition.after, bounds: to ?? bounds, deck: deckAfter, discard: discardAfter,
                arrangement: transition.arrangementAfter),
            events: events)
    }

    @Test(arguments: cases.indices)
    func startsAtTheBoardBeforeAndEndsAtTheBoardAfter(index: Int) {
        let animation = Self.animation(index)
        #expect(animation.duration == animation.events.totalDuration && animation.duration > 0)
        expectEqual(animation.poses(at: -1), ScenePose(resting: animation.before))
        expectEqual(
            animation.poses(at: animation.duration + 1), ScenePose(resting: animation.after, t: animation.duration))
        // Continuity: just after the start, just before the end, every card (nearly) at rest.
        let early = animation.poses(at: 1e-7)
        let late = animation.poses(at: animation.duration - 1e-7)
        for card in early.cards {
            if let rest = animation.before.cards.first(where: { $0.code == card.code }),
                animation.before.gathered == nil
            {
                #expect(Self.near(card.pose.frame, rest.frame), "\(Self.cases[index].name): \(card.code)")
            }
        }
        for card in late.cards {
            if let rest = animation.after.cards.first(where: { $0.code == card.code }) {
                #expect(Self.near(card.pose.frame, rest.frame), "\(Self.cases[index].name): \(card.code)")
            }
        }
        // No card is lost: stacks and drawn cards always add up (12 or 15 on the table, 40 in the deck).
        for step in 0...50 {
            let scene = animation.poses(at: animation.duration * Double(step) / 50)
            let total =
                scene.cards.count + [scene.deck, scene.discard, scene.gathered].compactMap { $0?.count }.reduce(0, +)
            let expected = animation.before.cards.count + 40
            expectEqual(total, expected, "\(Self.cases[index].name) at step \(step): \(total) cards")
        }
    }

    @Test func marksFollowTheirEvents() throws {
        let mismatch = Self.animation(3)
        let shake = try #require(mismatch.events.first { $0.kind == .mismatch })
        let shaking = mismatch.poses(at: shake.t + shake.duration / 12).cards.first { $0.code == shake.cards[0] }
        expectEqual(shaking?.highlight, .mismatch)
        expectEqual(shaking.map { $0.pose.frame.x != mismatch.before.cards[0].frame.x }, true)
        let match = Self.animation(4)
        let pulse = try #require(match.events.first { $0.kind == .match })
        let pulsing = match.poses(at: pulse.t + pulse.duration / 4).cards.first { $0.code == pulse.cards[0] }
        expectEqual(pulsing?.highlight, .match)
        expectEqual(pulsing.map { $0.pose.frame.w > match.before.cards[0].frame.w + 1.5 }, true)
        let select = Self.animation(1)
        expectEqual(select.poses(at: 0.1).cards.first { $0.code == Fixtures.codes[0] }?.highlight, .selected)
    }

    @Test func flyingCardsArePaintedAboveAndStacksFillUp() throws {
        let animation = Self.animation(4)
        let flight = try #require(animation.events.first { $0.kind == .flyaway })
        let scene = animation.poses(at: flight.t + flight.duration / 2)
        let flying = scene.cards.filter { $0.layer == .flying }
        expectEqual(flying.count, 3)
        #expect(scene.cards.suffix(3).allSatisfy { $0.layer == .flying })
        expectEqual(scene.cards.map(\.z), Array(0..<scene.cards.count))
        let landed = try #require(animation.events.filter { $0.kind == .snap }.map(\.end).max())
        expectEqual(animation.poses(at: flight.t + 0.01).discard?.count, 0)
        // Landed cards turn face down on the pile, drawn on their own, then join it.
        for t in [landed + 1e-6, animation.duration - 1e-6] {
            let scene = animation.poses(at: t)
            expectEqual((scene.discard?.count ?? 0) + scene.cards.filter { $0.pose.place == .discard }.count, 3)
        }
        expectEqual(animation.poses(at: animation.duration).discard?.count, 3)
    }

    /// Issue 9, item 7: a flying card's turned outline stays inside the table at every
    /// interpolated instant, not only at its keyframes.
    @Test(arguments: [Size.standard, .minimum, Size(w: 200, h: 60), Size(w: 30, h: 40), Size(w: 160, h: 9)])
    func flyingOutlinesStayInsideTheTable(bounds: Size) {
        for seed in UInt64(1)...20 {
            let animation = Self.animation(4, bounds: bounds, seed: seed)
            for step in 0...150 {
                let t = animation.duration * Double(step) / 150
                for card in animation.poses(at: t).cards {
                    for corner in card.pose.frame.outline(rotatedBy: card.pose.rotation)
                    where corner.x < -1e-9 || corner.y < -1e-9 || corner.x > Double(bounds.w) + 1e-9
                        || corner.y > Double(bounds.h) + 1e-9
                    {
                        Issue.record("seed \(seed) at \(t): \(card.code) reaches \(corner) in \(bounds)")
                        return
                    }
                }
            }
        }
    }

    @Test func rotationTurnsClockwiseOnScreenWithRowsTwiceAsTall() {
        let card = Rect(x: 10, y: 5, w: 12, h: 4)  // 12 columns by 8 columns' height: wider than tall
        let upright = card.outline(rotatedBy: 0)
        expectEqual(upright, [Point(x: 10, y: 5), Point(x: 22, y: 5), Point(x: 22, y: 9), Point(x: 10, y: 9)])
        let quarter = card.outline(rotatedBy: 90)
        // A quarter turn clockwise: the top-left corner goes to the top right; 8 columns wide, 6 rows tall.
        #expect(abs(quarter[0].x - 20) < 1e-9 && abs(quarter[0].y - 4) < 1e-9)
        #expect(abs(quarter[2].x - 12) < 1e-9 && abs(quarter[2].y - 10) < 1e-9)
    }

    @Test func easingIsCubicInAndOut() {
        #expect(Easing.cubicInOut(0) == 0 && Easing.cubicInOut(1) == 1 && Easing.cubicInOut(0.5) == 0.5)
        #expect(Easing.cubicInOut(0.25) == 0.0625 && Easing.cubicInOut(0.75) == 0.9375)
        #expect(Easing.flipWidth(0) == 1 && Easing.flipWidth(1) == 1 && Easing.flipWidth(0.5) < 1e-12)
        #expect(Easing.pulse(0) == 0 && abs(Easing.pulse(0.25) - 1) < 1e-12 && Easing.pulse(1) < 1e-12)
        #expect(Easing.shake(0) == 0 && abs(Easing.shake(1)) < 1e-12)
    }

    /// Whether two frames agree to a thousandth of a cell.
    static func near(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3 && abs(a.w - b.w) < 1e-3 && abs(a.h - b.h) < 1e-3
    }
}
