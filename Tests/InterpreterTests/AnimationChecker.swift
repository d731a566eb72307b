import CardKit
import Foundation

@testable import Choreography

/// Follows all 81 Set cards through a session's commands and checks each command's events
/// against the states before and after it, the way a renderer would use them: each card's
/// moves start where the previous command left it, and end where the new state says.
///
/// Problems are collected as text naming the command, not recorded one by one, so a broken
/// invariant over thousands of commands reads as a short report.
struct AnimationChecker {
    /// Slack for times, which the JSON rounds to 3 decimals.
    static let tolerance = 1e-6
    /// Slack for frames and flight samples between keyframes.
    static let slack = 1e-3
    /// The move kinds that rearrange the table and must be over before a deal starts.
    static let rearranging: Set<EventKind> = [.rearrange, .shuffle, .resize, .gather, .pan, .restore]

    /// Every card's pose after the last command.
    private(set) var world: [String: CardPose] = [:]
    /// What broke, in words.
    private(set) var problems: [String] = []
    /// How many events of each kind were checked, and other things worth counting.
    private(set) var counts: [String: Int] = [:]
    /// The command being checked, for the messages.
    private var context = ""

    /// Starts from the resting state `start`.
    init(start: AnimationSnapshot) {
        let layout = start.layout
        for card in AnimationChecker.allCodes {
            world[card] = CardPose(place: .deck, frame: layout.deck, faceUp: false)
        }
        for card in start.discard {
            world[card] = CardPose(place: .discard, frame: layout.discard, faceUp: start.discardFaceUp)
        }
        for (index, card) in start.table.enumerated() {
            world[card.card] = CardPose(place: .slot(index + 1), frame: card.frame, faceUp: true)
        }
    }

    /// The 81 codes.
    static let allCodes: [String] = {
        let letters = CardCodes.setLetters
        return letters[0].flatMap { a in
            letters[1].flatMap { b in letters[2].flatMap { c in letters[3].map { d in a + b + c + d } } }
        }
    }()

    mutating func fail(_ message: String) {
        if problems.count < 50 { problems.append("\(context): \(message)") }
    }

    mutating func count(_ key: String, _ n: Int = 1) { counts[key, default: 0] += n }

    /// Checks one command: `line` took the table from `before` to `after`.
    mutating func check(_ line: String, context: String, before: AnimationSnapshot, after: AnimationSnapshot) {
        self.context = "\(context) '\(line)'"
        let events = after.events
        guard after.ok else {
            count("refused")
            if !events.isEmpty { fail("a refused command has events") }
            return
        }
        let total = events.totalDuration
        if abs(after.clock - (before.clock + total)) > 0.0015 {
            fail("clock \(after.clock) is not \(before.clock) + \(total)")
        }
        for event in events {
            count(event.kind.rawValue)
            if event.kind == .rearrange, event.toPlace == .discard { count("restored to discard") }
        }
        checkOrder(events)
        checkDeals(events, after: after)
        checkFlights(events, after: after)
        checkBounds(events, before: before, after: after)
        checkResting(after)
        checkConservation(events, before: before, after: after)
        replay(events, before: before, after: after)
        checkEnd(after)
    }

    // MARK: timing

    /// Sorted by start, every event with a length.
    private mutating func checkOrder(_ events: [AnimationEvent]) {
        for (a, b) in zip(events, events.dropFirst()) where b.t < a.t {
            fail("\(b.kind) at \(b.t) listed after \(a.kind) at \(a.t)")
        }
        for event in events where !(event.duration > 0) { fail("\(event.kind) lasts \(event.duration)") }
    }

    /// One deal at a time, overlapping, after every rearrangement; each to its state frame.
    private mutating func checkDeals(_ events: [AnimationEvent], after: AnimationSnapshot) {
        let deals = events.filter { $0.kind == .deal }
        guard !deals.isEmpty else { return }
        count("commands with deals")
        let starts = deals.map(\.t).sorted()
        for (a, b) in zip(starts, starts.dropFirst()) where b - a < 0.001 - Self.tolerance {
            fail("two deals start together at \(a) and \(b)")
        }
        let ordered = deals.sorted { $0.t < $1.t }
        for (a, b) in zip(ordered, ordered.dropFirst()) where b.t >= a.end - Self.tolerance {
            fail("deal of \(b.cards) at \(b.t) does not overlap the one before (ends \(a.end))")
        }
        let lastMove = events.filter { Self.rearranging.contains($0.kind) }.map(\.end).max() ?? 0
        if let first = starts.first, first < lastMove - Self.tolerance {
            fail("a deal starts at \(first), before the rearrangement ends at \(lastMove)")
        }
        let slots = Dictionary(after.table.enumerated().map { ($1.card, $0) }, uniquingKeysWith: { a, _ in a })
        for deal in deals {
            guard deal.cards.count == 1, let card = deal.cards.first, let index = slots[card] else {
                fail("deal of \(deal.cards): not one card of the new table")
                continue
            }
            if deal.to.map({ !Self.same($0, after.table[index].frame) }) ?? true {
                fail("\(card) is dealt to \(String(describing: deal.to)), its frame is \(after.table[index].frame)")
            }
            let flips = events.filter { $0.kind == .flip && $0.cards.contains(card) && $0.faceUp == true }
            if !flips.contains(where: {
                $0.t >= deal.end - Self.tolerance && $0.from.map { Self.same($0, after.table[index].frame) } ?? false
            }) {
                fail("\(card) is not turned face up in its slot after its deal")
            }
        }
    }

    /// Matched cards fly together after the highlight, then snap onto the pile; a deal
    /// while they fly starts after them and overlaps.
    private mutating func checkFlights(_ events: [AnimationEvent], after: AnimationSnapshot) {
        let flights = events.filter { $0.kind == .flyaway }
        guard let first = flights.first else {
            if events.contains(where: { $0.kind == .snap }) { fail("a snap without a flight") }
            return
        }
        count("commands with flyaways")
        if Set(flights.map(\.t)).count != 1 { fail("matched cards start flying at \(Set(flights.map(\.t)).sorted())") }
        let highlightEnd = events.filter { $0.kind == .match }.map(\.end).max() ?? 0
        if first.t < highlightEnd - Self.tolerance { fail("cards fly at \(first.t) before the match pulse ends") }
        let discardFrame = after.layout.discard
        for flight in flights {
            guard flight.cards.count == 1, let card = flight.cards.first else {
                fail("a flight of \(flight.cards)")
                continue
            }
            guard let path = flight.path, let start = path.first, let last = path.last, path.count >= 2 else {
                fail("\(card) flies without a path")
                continue
            }
            if start.t != flight.t || flight.from.map({ !Self.same($0, start.frame) }) ?? true || start.rotation != 0 {
                fail("\(card)'s path does not start at its slot")
            }
            if abs(last.t - flight.end) > Self.tolerance || flight.to.map({ !Self.same($0, last.frame) }) ?? true {
                fail("\(card)'s path does not end where the flight does")
            }
            if last.rotation.truncatingRemainder(dividingBy: 360) != 0 {
                fail("\(card) lands turned \(last.rotation)°")
            }
            for (a, b) in zip(path, path.dropFirst()) where b.t <= a.t { fail("\(card)'s keyframes out of order") }
            let snaps = events.filter { $0.kind == .snap && $0.cards == [card] }
            guard snaps.count == 1, let snap = snaps.first else {
                fail("\(card) snaps \(snaps.count) times")
                continue
            }
            if snap.t < flight.end - Self.tolerance {
                fail("\(card) snaps at \(snap.t) before its flight ends at \(flight.end)")
            }
            if snap.to.map({ !Self.same($0, discardFrame) }) ?? true { fail("\(card) snaps beside the discard pile") }
        }
        let deals = events.filter { $0.kind == .deal }.map(\.t)
        if let firstDeal = deals.min() {
            count("deals during flights")
            if !(firstDeal > first.t && firstDeal < first.end) {
                fail("the first deal at \(firstDeal) is not during the flight \(first.t)…\(first.end)")
            }
        }
    }

    // MARK: geometry

    /// Every frame inside the table: moves start on the old table and end on the new one;
    /// flights stay inside at every keyframe and between them.
    private mutating func checkBounds(_ events: [AnimationEvent], before: AnimationSnapshot, after: AnimationSnapshot) {
        let old = before.tableRect
        let new = after.tableRect
        for event in events {
            if let from = event.from, !old.contains(from) {
                fail("\(event.kind) of \(event.cards) starts at \(from), outside \(old)")
            }
            if let to = event.to, !new.contains(to) {
                fail("\(event.kind) of \(event.cards) ends at \(to), outside \(new)")
            }
            guard let path = event.path else { continue }
            count("keyframes", path.count)
            for keyframe in path where !Self.inside(keyframe.frame, rotation: keyframe.rotation, new, Self.tolerance) {
                fail(
                    """
                    \(event.cards) flies out of the table at \(keyframe.t): \(keyframe.frame) turned \
                    \(keyframe.rotation)°
                    """
                )
            }
            for (a, b) in zip(path, path.dropFirst()) {
                for s in [0.25, 0.5, 0.75] {
                    let frame = Rect(
                        x: a.frame.x + (b.frame.x - a.frame.x) * s, y: a.frame.y + (b.frame.y - a.frame.y) * s,
                        w: a.frame.w, h: a.frame.h)
                    if !Self.inside(frame, rotation: a.rotation + (b.rotation - a.rotation) * s, new, Self.slack) {
                        fail("\(event.cards) flies out of the table between \(a.t) and \(b.t)")
                    }
                }
            }
        }
    }

    /// The new state's frames: the layout's slots (or one pile), inside the table, apart from
    /// each other and from the deck and the discard pile.
    private mutating func checkResting(_ after: AnimationSnapshot) {
        let layout = after.layout
        let frames = after.table.map(\.frame)
        let gathered = after.isGathered
        if !gathered, frames != layout.slots { fail("the state's frames are not the layout's slots") }
        for (index, frame) in frames.enumerated() {
            if !after.tableRect.contains(frame) { fail("slot \(index + 1) rests outside the table at \(frame)") }
            // NB: `pan` may put the gathered pile anywhere on the table, over the stacks too.
            guard !gathered else { continue }
            if frame.overlaps(layout.deck) || frame.overlaps(layout.discard) {
                fail("slot \(index + 1) covers a stack")
            }
            for other in frames[(index + 1)...] where frame.overlaps(other) {
                fail("slot \(index + 1) at \(frame) overlaps \(other)")
            }
        }
        if layout.deck.overlaps(layout.discard) { fail("the deck overlaps the discard pile") }
    }

    /// Whether `frame` turned `rotation` degrees about its centre (rows twice as tall as
    /// columns are wide) lies inside `table`.
    static func inside(_ frame: Rect, rotation: Double, _ table: Rect, _ slack: Double) -> Bool {
        let angle = rotation * .pi / 180
        let w = frame.w
        let h = frame.h * 2
        let halfW = (w * abs(cos(angle)) + h * abs(sin(angle))) / 2
        let halfH = (w * abs(sin(angle)) + h * abs(cos(angle))) / 4
        let cx = frame.x + frame.w / 2
        let cy = frame.y + frame.h / 2
        return cx - halfW >= table.x - slack && cx + halfW <= table.maxX + slack
            && cy - halfH >= table.y - slack && cy + halfH <= table.maxY + slack
    }

    /// Frames equal up to the JSON's rounding.
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= slack && abs(a.y - b.y) <= slack && abs(a.w - b.w) <= slack && abs(a.h - b.h) <= slack
    }

    // MARK: conservation

    /// Where everything is, sampled with `Timeline` at every moment a card changes place:
    /// 81 cards between deck, table, discard pile and air; at the start as `before`, at the
    /// end as `after`; never more on the table than either, nor in the air than fly away.
    private mutating func checkConservation(
        _ events: [AnimationEvent], before: AnimationSnapshot, after: AnimationSnapshot
    ) {
        let timeline = Timeline(events: events, start: world)
        let touched = Set(events.flatMap(\.cards))
        var still = [0, 0, 0, 0]
        for (card, pose) in world where !touched.contains(card) { still[Self.bucket(pose.place)] += 1 }
        let flying = events.filter { $0.kind == .flyaway }.count
        let tableLimit = max(before.table.count, after.table.count)
        let total = events.totalDuration
        var times = Set(events.map(\.t))
        times.insert(-1)
        times.insert(total + 1)
        for t in times.sorted() {
            var counts = still
            for card in touched {
                guard let pose = timeline.pose(of: card, at: t) else {
                    fail("\(card) lost at \(t)")
                    continue
                }
                counts[Self.bucket(pose.place)] += 1
            }
            count("samples")
            let (deck, table, discard, air) = (counts[0], counts[1], counts[2], counts[3])
            if deck + table + discard + air != 81 { fail("at \(t): \(counts) is not 81 cards") }
            if table > tableLimit {
                fail("at \(t): \(table) cards on a table of \(before.table.count) then \(after.table.count)")
            }
            if air > flying { fail("at \(t): \(air) cards in the air, \(flying) flew") }
            if t < 0, [deck, table, discard, air] != [before.deck, before.table.count, before.discard.count, 0] {
                fail("at the start \(counts) is not the state before")
            }
            if t > total, [deck, table, discard, air] != [after.deck, after.table.count, after.discard.count, 0] {
                fail(
                    """
                    at the end deck/table/discard/air \(counts) is not the state: \(after.deck), \
                    \(after.table.count), \(after.discard.count)
                    """
                )
            }
        }
    }

    /// 0 deck, 1 table, 2 discard, 3 air.
    static func bucket(_ place: Place) -> Int {
        switch place {
        case .deck: 0
        case .slot, .pile: 1
        case .discard: 2
        case .air: 3
        }
    }

    // MARK: continuity

    /// Which moves may take a card from where to where, by kind.
    static func allowed(_ kind: EventKind, from: Place, to: Place) -> Bool {
        let (a, b) = (bucket(from), bucket(to))
        switch kind {
        case .deal: return a == 0 && b == 1
        case .flyaway: return a == 1 && b == 3
        case .snap: return a == 3 && b == 2
        case .rearrange: return (a == 1 && (b == 1 || b == 0)) || (a == 2 && b == 0) || (a == 0 && b == 2)
        case .shuffle: return (from == .pile) != (to == .pile) && a == 1 && b == 1 || (from == .deck && to == .deck)
        case .gather: return a == 1 && to == .pile
        case .pan: return from == .pile && to == .pile
        case .restore: return from == .pile && b == 1 && to != .pile
        case .resize: return a == b
        case .select, .deselect, .match, .mismatch, .flip: return from == to
        case .ghost, .carry: return false
        }
    }

    /// Replays the events from the world: each card's moves start where it is, never two at
    /// once, never while it turns over; flips turn it to the other side.
    private mutating func replay(_ events: [AnimationEvent], before: AnimationSnapshot, after: AnimationSnapshot) {
        var moving: [String: Double] = [:]
        var turning: [String: Double] = [:]
        for event in events {
            // NB: an overlay (UltraSet's ghost, Set-Chain's carried card) moves no card: only its
            // frame is checked, and a carried card lies on the discard pile.
            if event.kind.isOverlay {
                if event.from == nil || event.from != event.to {
                    fail("\(event.kind) of \(event.cards) without one frame")
                }
                if event.kind == .carry, event.fromPlace != .discard || event.from != Self.slotFrame(.discard, after) {
                    fail("a carried card not over the discard pile")
                }
                continue
            }
            guard let fromPlace = event.fromPlace, let toPlace = event.toPlace, let from = event.from, let to = event.to
            else {
                fail("\(event.kind) of \(event.cards) without places and frames")
                continue
            }
            if !Self.allowed(event.kind, from: fromPlace, to: toPlace) {
                fail("\(event.kind) from \(fromPlace.words) to \(toPlace.words)")
            }
            // Slots and stacks are where the layouts put them: a move leaves the old table's and
            // reaches the new one's; what happens in place is on either table.
            let starts =
                [Self.slotFrame(fromPlace, before)] + (event.kind.isMove ? [] : [Self.slotFrame(fromPlace, after)])
            if !starts.contains(where: { $0.map { Self.same($0, from) } ?? true }) {
                fail("\(event.kind) of \(event.cards) at \(fromPlace.words) is at \(from), not \(starts)")
            }
            if event.kind.isMove, let slot = Self.slotFrame(toPlace, after), !Self.same(slot, to) {
                fail("\(event.kind) of \(event.cards) ends at \(toPlace.words) but at \(to), not \(slot)")
            }
            if event.cards.isEmpty {
                moveStack(event, from: from, to: to, place: fromPlace)
                continue
            }
            for card in event.cards {
                guard var pose = world[card] else {
                    fail("\(event.kind) of unknown card \(card)")
                    continue
                }
                // NB: a card whose frame stays put does not move when its slot number changes
                // (cards closing ranks, a pile that covers a slot), so slots compare by frame.
                if Self.bucket(pose.place) != Self.bucket(fromPlace)
                    || (Self.bucket(fromPlace) != 1 && pose.place != fromPlace)
                    || !Self.same(pose.frame, from)
                {
                    fail(
                        """
                        \(card)'s \(event.kind) at \(event.t) starts at \(fromPlace.words) \(from), it is at \
                        \(pose.place.words) \(pose.frame)
                        """
                    )
                }
                switch event.kind {
                case .flip:
                    if event.t < (moving[card] ?? -1) - Self.tolerance { fail("\(card) turns over while moving") }
                    if event.t < (turning[card] ?? -1) - Self.tolerance { fail("\(card) turns over twice at once") }
                    if event.faceUp == pose.faceUp { fail("\(card) turns to the side it shows") }
                    pose.faceUp = event.faceUp ?? pose.faceUp
                    turning[card] = event.end
                case let kind where kind.isMove:
                    if event.t < (moving[card] ?? -1) - Self.tolerance { fail("\(card) makes two moves at once") }
                    if event.t < (turning[card] ?? -1) - Self.tolerance { fail("\(card) moves while turning over") }
                    if kind == .deal, pose.faceUp { fail("\(card) is dealt face up") }
                    pose.place = toPlace
                    pose.frame = to
                    moving[card] = event.end
                default:
                    if Self.bucket(pose.place) != 1 { fail("\(event.kind) of \(card), which is not on the table") }
                }
                world[card] = pose
            }
        }
        // The replay and Timeline agree on where the table cards end.
        let timeline = Timeline(
            events: events,
            start: Dictionary(
                uniqueKeysWithValues: before.table.enumerated().map {
                    ($1.card, CardPose(place: .slot($0 + 1), frame: $1.frame, faceUp: true))
                }))
        let end = timeline.end
        for card in after.table {
            guard let pose = end[card.card], let mine = world[card.card] else {
                fail("Timeline lost \(card.card)")
                continue
            }
            if !Self.same(pose.frame, mine.frame) || pose.faceUp != mine.faceUp || pose.rotation != 0 {
                fail("Timeline ends \(card.card) at \(pose.frame), the replay at \(mine.frame)")
            }
        }
    }

    /// The frame of `place` in `state`, when it is a slot of the state's grid, or a stack.
    static func slotFrame(_ place: Place, _ state: AnimationSnapshot) -> Rect? {
        switch place {
        case .slot(let number) where !state.isGathered:
            state.table.indices.contains(number - 1) ? state.table[number - 1].frame : Rect(x: -1, y: -1, w: 0, h: 0)
        case .deck: state.layout.deck
        case .discard: state.layout.discard
        default: nil
        }
    }

    /// A resize or shuffle of the whole deck or discard pile.
    private mutating func moveStack(_ event: AnimationEvent, from: Rect, to: Rect, place: Place) {
        guard event.kind == .resize || event.kind == .shuffle, place == .deck || place == .discard else {
            fail("\(event.kind) of no cards from \(place.words)")
            return
        }
        for (card, pose) in world where pose.place == place {
            if !Self.same(pose.frame, from) {
                fail("the \(place.words) stack moves from \(from), \(card) is at \(pose.frame)")
            }
            world[card]?.frame = to
        }
    }

    /// After the command every card rests where the new state says: table cards face up in
    /// their frames, the discard pile (face up unless `--discard face-down`), the rest face down in
    /// the deck.
    private mutating func checkEnd(_ after: AnimationSnapshot) {
        let layout = after.layout
        var expected: [String: CardPose] = [:]
        for card in Self.allCodes { expected[card] = CardPose(place: .deck, frame: layout.deck, faceUp: false) }
        for card in after.discard {
            expected[card] = CardPose(place: .discard, frame: layout.discard, faceUp: after.discardFaceUp)
        }
        let gathered = after.isGathered
        for (index, card) in after.table.enumerated() {
            expected[card.card] = CardPose(place: gathered ? .pile : .slot(index + 1), frame: card.frame, faceUp: true)
        }
        for card in Self.allCodes {
            guard let want = expected[card], let have = world[card] else { continue }
            let place = Self.bucket(want.place) == 1 ? Self.bucket(have.place) == 1 : have.place == want.place
            if !place || !Self.same(have.frame, want.frame) || have.faceUp != want.faceUp {
                fail(
                    "\(card) ends at \(have.place.words) \(have.frame) face \(have.faceUp ? "up" : "down"), "
                        + "the state says \(want.place.words) \(want.frame) face \(want.faceUp ? "up" : "down")")
                world[card] = want  // report each mistake once
            }
        }
    }
}
