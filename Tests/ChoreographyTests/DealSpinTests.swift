import CardKit
import Expectations
import Testing

@testable import Choreography

/// Seed 000's extra credit 3: dealt cards spin one or two whole turns on their way, really
/// turning (three steps and more, never a single 360), easing as the move does, landing upright;
/// without a spin the plan is exactly what it was.
@Suite struct DealSpinTests {
    static let twelve = Fixtures.cards(12)
    static let fresh = Fixtures.cards(3, from: 60)
    /// `deal`: three more cards after the rearrangement.
    static let deal = TableTransition(before: twelve, after: twelve + fresh, dealt: fresh)
    /// A new game: the table back to the deck, shuffled, twelve new cards dealt.
    static let newGame = TableTransition(
        before: twelve, after: Fixtures.cards(12, from: 30), returnedToDeck: twelve, shuffled: true,
        dealt: Fixtures.cards(12, from: 30))
    /// A match replaced at once (the refill rule).
    static let refill: TableTransition = {
        var after = twelve
        let matched = [after[0], after[4], after[8]]
        (after[0], after[4], after[8]) = (fresh[0], fresh[1], fresh[2])
        return TableTransition(
            before: twelve, after: after, selected: [matched[2]], matched: matched, discarded: matched, dealt: fresh)
    }()
    /// A Concentration-like table dealt face down.
    static let flipTable = TableTransition(
        before: [], after: (1...16).map { "c\($0)" }, dealt: (1...16).map { "c\($0)" }, dealtFaceUp: false)

    static let transitions = [deal, newGame, refill, flipTable]

    static func plan(_ transition: TableTransition, _ spin: DealSpin, bounds: Size = .standard) -> [AnimationEvent] {
        var generator = SeededGenerator(seed: 7)
        return Choreographer(dealSpin: spin).plan(
            transition, from: Fixtures.layout(transition.before.count, bounds),
            to: Fixtures.layout(transition.after.count, bounds),
            generator: &generator)
    }

    @Test(arguments: transitions)
    func withoutASpinNoDealHasAPathAndTheSpinAddsOnlyPaths(transition: TableTransition) {
        let straight = Self.plan(transition, .none)
        expectEqual(straight, Fixtures.plan(transition), "the default is no spin")
        #expect(straight.filter { $0.kind == .deal }.allSatisfy { $0.path == nil })
        for spin in [DealSpin.once, .twice] {
            let spinning = Self.plan(transition, spin)
            let deals = spinning.filter { $0.kind == .deal }
            #expect(!deals.isEmpty && deals.allSatisfy { $0.path != nil })
            let unpathed = spinning.map { event in
                var event = event
                if event.kind == .deal { event.path = nil }
                return event
            }
            expectEqual(unpathed, straight, "a spin changes nothing but the deals' paths")
        }
    }

    @Test(arguments: [DealSpin.once, .twice])
    func aSpinningDealReallyTurnsAndRestsUpright(spin: DealSpin) throws {
        let events = Self.plan(Self.deal, spin)
        let deal = try #require(events.first { $0.kind == .deal })
        let card = try #require(deal.cards.first)
        let path = try #require(deal.path)
        let full = 360 * Double(spin.turns)
        #expect(path.first?.rotation == 0 && path.first?.frame == deal.from && path.first?.t == deal.t)
        #expect(
            path.last?.rotation == full && path.last?.frame == deal.to && abs((path.last?.t ?? 0) - deal.end) < 1e-9)
        // Three steps a turn at least, each under 90°, always forwards: it cannot turn back.
        #expect(path.count - 1 >= 3 * spin.turns)
        for (a, b) in zip(path, path.dropFirst()) {
            #expect(
                b.t > a.t && b.rotation >= a.rotation && b.rotation - a.rotation < DealSpin.largestStep, "\(a) → \(b)")
        }
        // Sampled as a renderer does: it passes half a turn and nearly the whole spin.
        let timeline = Timeline(events: events, start: Timeline.resting(Self.twelve, layout: Fixtures.layout(12)))
        let angles = stride(from: deal.t, through: deal.end, by: 0.002).compactMap {
            timeline.pose(of: card, at: $0)?.rotation
        }
        #expect(angles.contains { abs($0 - 180) < 10 }, "about π")
        #expect(angles.contains { $0 > full - 10 && $0 < full }, "about 2π·turns − ε")
        #expect(angles.contains { abs($0 - full / 2) < 10 })
        let rest = try #require(timeline.pose(of: card, at: deal.end))
        #expect(rest.rotation == 0 && rest.frame == deal.to, "lands upright in its slot")
        #expect(timeline.end[card]?.rotation == 0 && timeline.end[card]?.faceUp == true)
    }

    /// The spin eases as the straight move does: at each keyframe the card is where the straight
    /// deal puts it, and turned the same fraction of the spin as it has come of the way.
    @Test(arguments: [DealSpin.once, .twice])
    func theSpinEasesWithTheMove(spin: DealSpin) throws {
        let straight = Timeline(events: Self.plan(Self.deal, .none), start: [:])
        let spinning = Self.plan(Self.deal, spin)
        for deal in spinning where deal.kind == .deal {
            let path = try #require(deal.path)
            let card = try #require(deal.cards.first)
            let (from, to) = (try #require(deal.from), try #require(deal.to))
            for keyframe in path.dropFirst().dropLast() {
                let pose = try #require(straight.pose(of: card, at: keyframe.t))
                for (a, b) in [
                    (keyframe.frame.x, pose.frame.x), (keyframe.frame.y, pose.frame.y),
                    (keyframe.frame.w, pose.frame.w),
                ] {
                    #expect(abs(a - b) < 0.002, "\(card) at \(keyframe.t)")
                }
                let way = Easing.cubicInOut((keyframe.t - deal.t) / deal.duration)
                #expect(abs(keyframe.frame.x - (from.x + (to.x - from.x) * way)) < 0.001, "\(card) at \(keyframe.t)")
                #expect(abs(keyframe.rotation / (360 * Double(spin.turns)) - way) < 1e-5, "\(card) at \(keyframe.t)")
            }
        }
    }

    @Test func restingFoldsWholeTurnsOnly() {
        #expect(
            Timeline.restingRotation(720) == 0 && Timeline.restingRotation(-360) == 0
                && Timeline.restingRotation(0) == 0)
        expectEqual(Timeline.restingRotation(-720).sign, .plus, "no -0")
        #expect(Timeline.restingRotation(370) == 10 && Timeline.restingRotation(-30) == -30)
    }

    @Test func aSpinningDealIsStillADealInTheStreamWithAPath() throws {
        let deal = try #require(Self.plan(Self.deal, .twice).first { $0.kind == .deal })
        let json = deal.json
        #expect(
            json.contains(#""kind":"deal""#) && json.contains(#""path":[{"t":"#) && json.contains(#""rotation":720}]"#),
            "\(json)")
        #expect(EventText.line(deal).hasSuffix("deck → slot 13 (26 keyframes, 2 turns)"), "\(EventText.line(deal))")
        #expect(!(Self.plan(Self.deal, .none).first { $0.kind == .deal }?.json.contains("path") ?? true))
    }

    /// Random Set games with spinning deals keep every invariant of every plan.
    @Test(arguments: [(UInt64(3), DealSpin.once), (4, .twice), (5, .twice)])
    func randomGamesWithSpinningDealsKeepEveryInvariant(seed: UInt64, spin: DealSpin) {
        var generator = SeededGenerator(seed: seed)
        var model = SetTableModel(generator: &generator)
        let choreographer = Choreographer(dealSpin: spin)
        for step in 0..<60 {
            let from = model.layout
            let transition = model.step(generator: &generator)
            let to = model.layout
            let events = choreographer.plan(transition, from: from, to: to, generator: &generator)
            Invariants(
                transition: transition, from: from, to: to, events: events,
                context: "spin \(spin.turns) seed \(seed) step \(step)"
            )
            .checkAll()
            #expect(
                events.filter { $0.kind == .deal }.allSatisfy { $0.path?.last?.rotation == 360 * Double(spin.turns) })
        }
    }
}
