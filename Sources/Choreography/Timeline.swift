/// A command's events replayed: where every card is at any moment, and at the end.
///
/// What a renderer does with the events, written once: moves between two frames ease in and
/// out (`Easing.cubicInOut`), flights follow their keyframes (linear in time between two),
/// a card shows its new side from the middle of a flip. Tests use it to prove the events
/// agree with the layouts; `Animation` adds the marks, the stacks and the painting order.
public struct Timeline: Sendable {
    /// The events, sorted by start time.
    public let events: [AnimationEvent]
    /// Where the cards were before the first event; cards not listed appear where their first
    /// event starts (the deck, the discard pile).
    public let start: [String: CardPose]
    /// Each card's events in order.
    private let byCard: [String: [AnimationEvent]]

    /// Replays `events` from the poses in `start`.
    public init(events: [AnimationEvent], start: [String: CardPose]) {
        self.events = events
        self.start = start
        var byCard: [String: [AnimationEvent]] = [:]
        // NB: an overlay poses no card (a ghost's code may be in the deck, or dealt meanwhile).
        for event in events where !event.kind.isOverlay {
            for card in event.cards { byCard[card, default: []].append(event) }
        }
        self.byCard = byCard
    }

    /// The resting poses of `cards` laid out in slot order by `layout` and `arrangement`.
    public static func resting(
        _ cards: [String], layout: TableLayout, arrangement: Arrangement = .grid, faceDown: Set<String> = []
    ) -> [String: CardPose] {
        var poses: [String: CardPose] = [:]
        for (index, card) in cards.enumerated() {
            poses[card] = CardPose(
                place: arrangement.place(ofSlot: index), frame: arrangement.frame(ofSlot: index, in: layout),
                faceUp: !faceDown.contains(card))
        }
        return poses
    }

    /// Every card's pose once all events are over (the start pose for cards without events).
    public var end: [String: CardPose] {
        var poses = start
        for card in byCard.keys { poses[card] = pose(of: card, at: .infinity) }
        return poses
    }

    /// Every known card's pose at `t` seconds into the command: what a renderer draws then.
    public func poses(at t: Double) -> [String: CardPose] {
        var poses = start
        for card in byCard.keys { poses[card] = pose(of: card, at: t) }
        return poses
    }

    /// `card`'s events in order of start.
    func events(of card: String) -> [AnimationEvent] {
        byCard[card] ?? []
    }

    /// Where `card` is at `t` seconds into the command; nil for a card never seen.
    public func pose(of card: String, at t: Double) -> CardPose? {
        let own = byCard[card] ?? []
        guard var pose = start[card] ?? own.first.map(Timeline.origin) else { return nil }
        for event in own where event.t <= t {
            if t >= event.end {
                Timeline.finish(event, &pose)
            } else {
                Timeline.progress(event, (t - event.t) / max(event.duration, 1e-12), &pose)
            }
        }
        return pose
    }

    /// Where a card not in `start` was before `event`, its first.
    private static func origin(_ event: AnimationEvent) -> CardPose {
        let place = event.fromPlace ?? .deck
        let faceUp: Bool
        if event.kind == .flip, let shown = event.faceUp {
            faceUp = !shown
        } else {
            faceUp = place != .deck && place != .discard
        }
        return CardPose(place: place, frame: event.from ?? event.to ?? Rect(x: 0, y: 0, w: 0, h: 0), faceUp: faceUp)
    }

    /// `pose` after the whole of `event`.
    private static func finish(_ event: AnimationEvent, _ pose: inout CardPose) {
        if let place = event.toPlace { pose.place = place }
        if let frame = event.to { pose.frame = frame }
        if event.kind == .flip, let faceUp = event.faceUp { pose.faceUp = faceUp }
        if event.kind.isMove { pose.rotation = Timeline.restingRotation(event.path?.last?.rotation ?? 0) }
    }

    /// The rotation a card comes to rest at after a move whose path ends turned `degrees`:
    /// less its whole turns, so that a flight or a spinning deal that ends after whole turns
    /// (720) rests at exactly 0, upright, as every other card at rest.
    // NB: a path's rotations accumulate, so that interpolation turns the long way; only the
    // end of a move folds them (the page's pose function folds them the same way).
    static func restingRotation(_ degrees: Double) -> Double {
        let folded = degrees - 360 * (degrees / 360).rounded(.towardZero)
        return folded == 0 ? 0 : folded
    }

    /// `pose` a `fraction` of the way through `event`.
    private static func progress(_ event: AnimationEvent, _ fraction: Double, _ pose: inout CardPose) {
        if event.kind == .flip, let faceUp = event.faceUp, fraction >= 0.5 { pose.faceUp = faceUp }
        guard event.kind.isMove else { return }
        if let place = event.toPlace { pose.place = place }
        if let path = event.path, let first = path.first {
            let now = event.t + fraction * event.duration
            var previous = first
            for keyframe in path {
                if keyframe.t >= now {
                    let span = keyframe.t - previous.t
                    let s = span > 0 ? (now - previous.t) / span : 1
                    pose.frame = lerp(previous.frame, keyframe.frame, s)
                    pose.rotation = previous.rotation + (keyframe.rotation - previous.rotation) * s
                    return
                }
                previous = keyframe
            }
            pose.frame = previous.frame
            pose.rotation = previous.rotation
        } else if let from = event.from, let to = event.to {
            pose.frame = lerp(from, to, Easing.cubicInOut(fraction))
            pose.rotation = 0
        }
    }

    /// The rectangle a fraction `s` of the way from `a` to `b`.
    static func lerp(_ a: Rect, _ b: Rect, _ s: Double) -> Rect {
        Rect(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s, w: a.w + (b.w - a.w) * s, h: a.h + (b.h - a.h) * s)
    }
}
