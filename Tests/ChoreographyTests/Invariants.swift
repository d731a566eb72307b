import Expectations
import Foundation
import Testing

@testable import Choreography

/// The checks every plan must pass, shared by the random-game tests. Each records issues
/// with Swift Testing, naming `context` (the seed and step) so a failure can be replayed.
struct Invariants {
    let transition: TableTransition
    let from: TableLayout
    let to: TableLayout
    let events: [AnimationEvent]
    let context: String
    /// The cards face down on the new table (Concentration); Set tables are all face up.
    var faceDownAfter: Set<String> = []
    let tolerance = 1e-6

    var table: Rect { Rect(x: 0, y: 0, w: Double(to.bounds.w), h: Double(to.bounds.h)) }
    var dealtSet: Set<String> { Set(transition.dealt) }

    func checkAll() {
        checkSorted()
        checkDeals()
        checkFlyaway()
        checkBounds()
        checkContinuity()
        checkRestingLayout()
    }

    /// Events come sorted by start time, all with positive length.
    func checkSorted() {
        for (a, b) in zip(events, events.dropFirst()) {
            #expect(a.t <= b.t, "\(context): events out of order")
        }
        for event in events { #expect(event.duration > 0, "\(context): empty \(event.kind)") }
    }

    /// Deals one at a time, after every rearrangement, from the deck to the slot, flipped up.
    func checkDeals() {
        let deals = events.filter { $0.kind == .deal }
        let starts = deals.map(\.t)
        expectEqual(Set(starts).count, starts.count, "\(context): two deals start together")
        expectEqual(deals.flatMap(\.cards).sorted(), transition.dealt.sorted(), "\(context): dealt cards differ")
        let moveKinds: Set<EventKind> = [.rearrange, .shuffle, .resize, .gather, .pan, .restore]
        let lastMove = events.filter { moveKinds.contains($0.kind) }.map(\.end).max() ?? 0
        for deal in deals {
            #expect(
                deal.t >= lastMove - tolerance, "\(context): deal at \(deal.t) before rearranging ends at \(lastMove)")
            #expect(deal.from == to.deck && deal.fromPlace == .deck, "\(context): deal not from the deck")
            guard let card = deal.cards.first, let index = transition.after.firstIndex(of: card) else {
                Issue.record("\(context): dealt card not on the new table")
                continue
            }
            expectEqual(
                deal.to, transition.arrangementAfter.frame(ofSlot: index, in: to), "\(context): deal misses its slot")
        }
        let flights = events.filter { $0.kind == .flyaway }
        if let flight = flights.first, let firstDeal = starts.min() {
            #expect(firstDeal > flight.t, "\(context): new cards come before the matched ones fly")
            #expect(firstDeal < flight.end, "\(context): deal and flyaway do not overlap")
        }
    }

    /// Matched cards fly together, each along a path from its slot, then snap and turn down.
    func checkFlyaway() {
        let flights = events.filter { $0.kind == .flyaway }
        let snaps = events.filter { $0.kind == .snap }
        expectEqual(
            flights.flatMap(\.cards).sorted(), transition.discarded.sorted(), "\(context): flyaway cards differ")
        #expect(Set(flights.map(\.t)).count <= 1, "\(context): matched cards do not fly together")
        for flight in flights {
            guard let card = flight.cards.first, let path = flight.path, let first = path.first, let last = path.last,
                let snap = snaps.first(where: { $0.cards == [card] })
            else {
                Issue.record("\(context): flight without path or snap")
                continue
            }
            #expect(first.t == flight.t && first.frame == flight.from && first.rotation == 0, "\(context): path start")
            #expect(abs(last.t - flight.end) < tolerance && last.frame == flight.to, "\(context): path end")
            expectEqual(
                last.rotation.truncatingRemainder(dividingBy: 360), 0, "\(context): lands turned \(last.rotation)")
            for (a, b) in zip(path, path.dropFirst()) { #expect(a.t < b.t, "\(context): keyframes out of order") }
            #expect(snap.t >= flight.end - tolerance, "\(context): snap before flying ends")
            #expect(snap.from == flight.to && snap.to == to.discard, "\(context): snap route")
        }
        let downs = events.filter { $0.kind == .flip && $0.fromPlace == .discard && $0.faceUp == false }
        if !transition.discarded.isEmpty {
            #expect(
                downs.isEmpty == transition.keepDiscardFaceUp || transition.returnedToDeck.count > 0,
                "\(context): discard pile face rule")
            for down in downs where transition.returnedToDeck.isEmpty {
                #expect(down.t >= (snaps.map(\.end).max() ?? 0) - tolerance, "\(context): flips before landing")
            }
        }
    }

    /// Every frame, keyframe and interpolated flight position lies inside the table (a
    /// spinning deal's frames too, though its turned corners may cross the edges).
    func checkBounds() {
        for event in events {
            // NB: a resize starts on the old table and ends on the new one.
            let start =
                event.kind == .resize ? Rect(x: 0, y: 0, w: Double(from.bounds.w), h: Double(from.bounds.h)) : table
            if let rect = event.from {
                #expect(start.contains(rect), "\(context): \(event.kind) starts at \(rect) outside \(from.bounds)")
            }
            if let rect = event.to {
                #expect(table.contains(rect), "\(context): \(event.kind) ends at \(rect) outside \(to.bounds)")
            }
            guard let path = event.path else { continue }
            guard event.kind == .flyaway else {
                // NB: keyframes are rounded to 3 decimals, x and w apart: 0.002 of slack.
                let slack = Rect(x: -0.002, y: -0.002, w: table.w + 0.004, h: table.h + 0.004)
                for keyframe in path {
                    #expect(slack.contains(keyframe.frame), "\(context): keyframe \(keyframe) outside")
                }
                continue
            }
            for keyframe in path {
                #expect(
                    Geometry.inside(keyframe.frame, rotation: keyframe.rotation, table, tolerance),
                    "\(context): keyframe \(keyframe) outside")
            }
            for (a, b) in zip(path, path.dropFirst()) {
                for s in [0.125, 0.25, 0.5, 0.75, 0.875] {
                    let frame = Geometry.lerp(a.frame, b.frame, s)
                    let rotation = a.rotation + (b.rotation - a.rotation) * s
                    #expect(
                        Geometry.inside(frame, rotation: rotation, table, 1e-3),
                        "\(context): between keyframes \(a.t)…\(b.t) outside")
                }
            }
        }
    }

    /// Each card's moves start where it is and never overlap each other or its flips.
    func checkContinuity() {
        var frame: [String: Rect] = [:]
        var busyMoving: [String: Double] = [:]
        var busyFlipping: [String: Double] = [:]
        var faceUp: [String: Bool] = [:]
        for (index, card) in transition.before.enumerated() {
            frame[card] = transition.arrangementBefore.frame(ofSlot: index, in: from)
            faceUp[card] = !transition.faceDown.contains(card)
        }
        let onTable = Set(transition.before + transition.after)
        for event in events {
            for card in event.cards {
                if event.kind.isMove {
                    if let current = frame[card], !(event.kind == .deal && transition.returnedToDeck.contains(card)) {
                        expectEqual(
                            event.from, current,
                            """
                            \(context): \(card) \(event.kind) starts at \(String(describing: event.from)), is at \
                            \(current)
                            """
                        )
                    }
                    #expect(event.t >= (busyMoving[card] ?? 0) - tolerance, "\(context): \(card) moves twice at once")
                    #expect(
                        event.t >= (busyFlipping[card] ?? 0) - tolerance, "\(context): \(card) moves while flipping")
                    busyMoving[card] = event.end
                    frame[card] = event.to
                } else if event.kind == .flip {
                    #expect(event.t >= (busyMoving[card] ?? 0) - tolerance, "\(context): \(card) flips while moving")
                    #expect(event.t >= (busyFlipping[card] ?? 0) - tolerance, "\(context): \(card) flips twice at once")
                    let was = faceUp[card] ?? (event.fromPlace == .discard && transition.keepDiscardFaceUp)
                    expectEqual(event.faceUp, !was, "\(context): \(card) flips to the side it shows")
                    faceUp[card] = event.faceUp
                    busyFlipping[card] = event.end
                } else {
                    expectContains(onTable, card, "\(context): \(event.kind) of \(card), not on the table")
                }
            }
        }
    }

    /// After the last event, every card rests where the new state's layout puts it: table
    /// cards in their slots face up, discards on the pile, returned cards in the deck.
    func checkRestingLayout() {
        let start = Timeline.resting(
            transition.before, layout: from, arrangement: transition.arrangementBefore,
            faceDown: transition.faceDown)
        let end = Timeline(events: events, start: start).end
        for (index, card) in transition.after.enumerated() {
            let expected = transition.arrangementAfter.frame(ofSlot: index, in: to)
            guard let pose = end[card] else {
                Issue.record("\(context): \(card) lost")
                continue
            }
            expectEqual(pose.frame, expected, "\(context): \(card) rests at \(pose.frame), layout says \(expected)")
            expectEqual(pose.faceUp, !faceDownAfter.contains(card), "\(context): \(card) face")
            #expect(
                pose.place == transition.arrangementAfter.place(ofSlot: index) || pose.frame == expected,
                "\(context): \(card) place")
            expectEqual(pose.rotation, 0, "\(context): \(card) still turned")
        }
        for card in transition.discarded {
            #expect(
                end[card]?.frame == to.discard && end[card]?.place == .discard, "\(context): \(card) not on the pile")
            expectEqual(end[card]?.faceUp, transition.keepDiscardFaceUp, "\(context): discard face")
        }
        let afterSet = Set(transition.after)
        for card in transition.returnedToDeck where !afterSet.contains(card) {
            #expect(
                end[card]?.frame == to.deck && end[card]?.place == .deck && end[card]?.faceUp == false,
                "\(context): \(card) not back in the deck")
        }
        if !transition.arrangementAfter.isGathered {
            Geometry.checkNoOverlap(to.slots, in: table, context)
        }
    }
}

/// Rectangle helpers for the checks.
enum Geometry {
    /// Whether `frame`, turned `rotation` degrees about its centre on screen (rows twice as
    /// tall as columns are wide), lies inside `table`.
    static func inside(_ frame: Rect, rotation: Double, _ table: Rect, _ tolerance: Double) -> Bool {
        let angle = rotation * .pi / 180
        let w = frame.w
        let h = frame.h * 2
        let halfW = (w * abs(cos(angle)) + h * abs(sin(angle))) / 2
        let halfH = (w * abs(sin(angle)) + h * abs(cos(angle))) / 2 / 2
        let cx = frame.x + frame.w / 2
        let cy = frame.y + frame.h / 2
        return cx - halfW >= table.x - tolerance && cx + halfW <= table.maxX + tolerance
            && cy - halfH >= table.y - tolerance && cy + halfH <= table.maxY + tolerance
    }

    static func lerp(_ a: Rect, _ b: Rect, _ s: Double) -> Rect {
        Rect(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s, w: a.w + (b.w - a.w) * s, h: a.h + (b.h - a.h) * s)
    }

    /// Records an issue when two of `slots` overlap or one leaves `table`.
    static func checkNoOverlap(_ slots: [Rect], in table: Rect, _ context: String) {
        for (i, a) in slots.enumerated() {
            #expect(table.contains(a), "\(context): slot \(i + 1) outside the table")
            for b in slots[(i + 1)...] where a.overlaps(b) {
                Issue.record("\(context): slots overlap: \(a) \(b)")
            }
        }
    }
}

extension Invariants {
    /// Deck + table + discard + cards in the air is always every card, and at the end each
    /// card is where the model says: sampled every 0.1 s through the command.
    func checkConservation(all: [String], deckBefore: Set<String>, deckAfter: Set<String>, discardAfter: Set<String>) {
        let start = Timeline.resting(
            transition.before, layout: from, arrangement: transition.arrangementBefore,
            faceDown: transition.faceDown)
        let timeline = Timeline(events: events, start: start)
        let total = events.totalDuration
        let tableLimit = max(transition.before.count, transition.after.count)
        var t = 0.0
        while true {
            var counts: [String: Int] = [:]
            for card in all {
                let place = timeline.pose(of: card, at: t)?.place ?? (deckBefore.contains(card) ? .deck : .discard)
                switch place {
                case .deck: counts["deck", default: 0] += 1
                case .discard: counts["discard", default: 0] += 1
                case .air: counts["air", default: 0] += 1
                case .slot, .pile: counts["table", default: 0] += 1
                }
            }
            expectEqual(counts.values.reduce(0, +), all.count, "\(context) at \(t): cards lost")
            #expect((counts["air"] ?? 0) <= transition.discarded.count, "\(context) at \(t): too many in the air")
            #expect((counts["table"] ?? 0) <= tableLimit, "\(context) at \(t): table overfull \(counts)")
            if t >= total {
                expectEqual(
                    counts["deck", default: 0], deckAfter.count, "\(context): deck \(counts) vs \(deckAfter.count)")
                expectEqual(counts["discard", default: 0], discardAfter.count, "\(context): discard \(counts)")
                expectEqual(counts["table", default: 0], transition.after.count, "\(context): table \(counts)")
                break
            }
            t = min(total, t + 0.1)
        }
    }
}
