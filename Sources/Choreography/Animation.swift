import CardKit

/// One command's animation: the table before, the table after and the events between, read
/// as a picture at any instant (`poses(at:)`). Pure arithmetic: it feeds the terminal
/// renderer, the tests and any other renderer alike.
///
/// How an instant is read (the contract `animset-events(5)` writes down):
/// - an event is under way while `t < now ≤ t + duration`; `now ≤ 0` is the `before` table
///   exactly, `now ≥ duration` the `after` table exactly; between, the scene spans the larger
///   of the two tables' bounds (they differ only on `resize`);
/// - a card's place, frame, rotation and side come from `Timeline` (moves eased with
///   `Easing.cubicInOut`, flights linear between keyframes, a flip's side changing half-way);
/// - a turning card is `Easing.flipWidth` as wide, centred; a `match` widens it by
///   `Easing.pulse` columns each side; a `mismatch` pushes it `Easing.shake` columns right;
///   neither takes it past the table's left or right edge;
/// - its mark follows its events (`select`: selected, `deselect`: none, `match`, `mismatch`,
///   `deal`: none) from their start, and is the `after` table's once its last event is over;
/// - a card not under way whose place is the deck, the discard pile or the gathered pile is
///   part of that stack (counted, not drawn); the stacks move with their `resize` events
///   and the deck shakes with its `shuffle`;
/// - cards are painted by layer (table, moving, flying), then by when their current event
///   started, then table cards in slot order;
/// - a `ghost` is drawn faded at its frame while under way, over the table's cards; a `carry`
///   face up over the discard pile, selected, then match (mismatch) once the command's first
///   such event starts; neither poses a card.
public struct Animation: Sendable {
    /// The table when the command began.
    public let before: RestingTable
    /// The table when the command is over.
    public let after: RestingTable
    /// The command's events, sorted by start.
    public let events: [AnimationEvent]
    /// How long the animation lasts: `events.totalDuration`.
    public let duration: Double
    private let timeline: Timeline
    /// Every card the scene may show: the `before` table's, then the others by first event.
    private let codes: [String]
    private let beforeIndex: [String: Int]
    private let afterIndex: [String: Int]
    /// The stack each card lies in at the start, for those in one.
    private let initialStack: [String: Place]
    /// Events that move a whole stack (no cards): `resize` of the deck or discard pile, the
    /// deck's `shuffle`.
    private let stackEvents: [AnimationEvent]

    /// The animation of `events` from `before` to `after`.
    public init(before: RestingTable, after: RestingTable, events: [AnimationEvent]) {
        let sorted = events.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
        (self.before, self.after, self.events) = (before, after, sorted)
        duration = sorted.totalDuration
        let gathered = before.gathered != nil
        var start: [String: CardPose] = [:]
        var codes: [String] = []
        var stacks: [String: Place] = [:]
        for (index, card) in before.cards.enumerated() where start[card.code] == nil {
            start[card.code] = CardPose(
                place: gathered ? .pile : .slot(index + 1), frame: card.frame, faceUp: card.faceUp)
            codes.append(card.code)
            if gathered { stacks[card.code] = .pile }
        }
        let timeline = Timeline(events: sorted, start: start)
        for event in sorted where !event.kind.isOverlay {
            for card in event.cards where start[card] == nil && stacks[card] == nil && !codes.contains(card) {
                codes.append(card)
                if let place = timeline.pose(of: card, at: -1)?.place, Animation.isStack(place) { stacks[card] = place }
            }
        }
        self.timeline = timeline
        self.codes = codes
        initialStack = stacks
        beforeIndex = NormalizedTransition.firstIndex(before.cards.map(\.code))
        afterIndex = NormalizedTransition.firstIndex(after.cards.map(\.code))
        stackEvents = sorted.filter(\.cards.isEmpty)
    }

    /// Whether cards at `place` lie in a stack rather than on their own.
    private static func isStack(_ place: Place) -> Bool {
        place == .deck || place == .discard || place == .pile
    }

    /// Everything on the table `t` seconds into the command (`t` clamped to `0...duration`).
    public func poses(at t: Double) -> ScenePose {
        guard duration > 0, t < duration else { return ScenePose(resting: after, t: duration) }
        guard t > 0 else { return ScenePose(resting: before, t: 0) }
        var drawn: [(key: (Int, Double, Int), card: ScenePose.Card)] = []
        var landed: [Place: [(time: Double, order: Int, card: ScenePose.Card)]] = [:]
        for (order, code) in codes.enumerated() {
            guard let (card, since, settled) = card(code, at: t) else { continue }
            if since.isEmpty, Animation.isStack(card.pose.place) {
                landed[card.pose.place, default: []].append((settled ?? -1, order, card))
            } else {
                drawn.append(((card.layer.rawValue, since.map(\.t).max() ?? -1, order), card))
            }
        }
        drawn.sort { $0.key < $1.key }
        let cards = drawn.enumerated().map { rank, entry in
            var card = entry.card
            card.z = rank
            return card
        }
        // NB: while a resize animates, the scene spans both tables, so nothing is cut off.
        let bounds = Size(w: max(before.bounds.w, after.bounds.w), h: max(before.bounds.h, after.bounds.h))
        return ScenePose(
            t: t, game: after.game, bounds: bounds, cards: cards,
            deck: stack(.deck, before.deck, landed[.deck] ?? [], at: t),
            discard: stack(.discard, before.discard, landed[.discard] ?? [], at: t),
            gathered: gatheredPile(landed[.pile] ?? []), back: before.back ?? after.back,
            ghosts: ghosts(at: t), carried: carried(at: t))
    }

    /// The carried cards under way at `t` (`carry` events), marked selected until the command's
    /// first match (mismatch) event starts, match (mismatch) from then on.
    /// At rest, before the first event and after the last, the tables' own carried cards show.
    private func carried(at t: Double) -> [ScenePose.Carried] {
        let resting = { (table: RestingTable) in
            table.carried.map {
                [ScenePose.Carried(code: $0.code, face: $0.face, frame: $0.frame, highlight: $0.highlight)]
            } ?? []
        }
        if t <= 0 || events.isEmpty { return resting(events.isEmpty && t > 0 ? after : before) }
        let started = events.filter { $0.t < t }
        let mark: Highlight =
            started.contains { $0.kind == .match }
            ? .match
            : started.contains { $0.kind == .mismatch } ? .mismatch : .selected
        let moving = started.filter { $0.kind == .carry && t <= $0.end }.compactMap { event -> ScenePose.Carried? in
            guard let code = event.cards.first, let frame = event.from else { return nil }
            return ScenePose.Carried(
                code: code, face: after.game.traits.namesCardsByFace ? code : nil, frame: frame, highlight: mark)
        }
        guard t >= duration, let rest = after.carried, !moving.contains(where: { $0.code == rest.code }) else {
            return moving
        }
        return moving + resting(after)
    }

    /// The ghosts under way at `t` (`ghost` events), in the order they started.
    private func ghosts(at t: Double) -> [ScenePose.Ghost] {
        events.filter { $0.kind == .ghost && $0.t < t && t <= $0.end }.compactMap { event in
            guard let code = event.cards.first, let frame = event.from else { return nil }
            return ScenePose.Ghost(code: code, face: after.game.traits.namesCardsByFace ? code : nil, frame: frame)
        }
    }

    /// `code`'s pose and mark at `t`, the events under way then, and when its last event
    /// ended if all are over; `nil` when it is not on the table (matched and gone).
    private func card(_ code: String, at t: Double) -> (ScenePose.Card, active: [AnimationEvent], settled: Double?)? {
        guard var pose = timeline.pose(of: code, at: t) else { return nil }
        let own = timeline.events(of: code)
        let started = own.filter { $0.t < t }
        let active = started.filter { t <= $0.end }
        let settled: Double? = !own.isEmpty && started.count == own.count && active.isEmpty ? own.map(\.end).max() : nil
        let old = beforeIndex[code].map { before.cards[$0] }
        let new = afterIndex[code].map { after.cards[$0] }
        let first = settled != nil ? new ?? old : old ?? new
        let second = settled != nil ? old : new
        guard first?.gone != true else { return nil }
        var highlight = first?.highlight ?? .none
        if settled == nil {
            for event in started {
                switch event.kind {
                case .select: highlight = .selected
                case .deselect, .deal: highlight = .none
                case .match: highlight = .match
                case .mismatch: highlight = .mismatch
                default: break
                }
            }
        }
        var layer = ScenePose.Layer.table
        var width = 1.0
        for event in active {
            let s = event.duration > 0 ? (t - event.t) / event.duration : 1
            switch event.kind {
            case .flip: width = Easing.flipWidth(s)
            case .match:
                // NB: the pulse never grows the card past the table's edges.
                let grow = Easing.pulse(s)
                let width = Double(before.bounds.w)
                let left = max(0, pose.frame.x - grow)
                let right = min(max(width, pose.frame.maxX), pose.frame.maxX + grow)
                pose.frame = Rect(x: left, y: pose.frame.y, w: right - left, h: pose.frame.h)
            case .mismatch:
                // NB: nor does the shake push it past them.
                let shaken = pose.frame.x + Easing.shake(s)
                pose.frame.x = min(
                    max(shaken, min(0, pose.frame.x)), max(Double(before.bounds.w) - pose.frame.w, pose.frame.x))
            case .flyaway, .snap: layer = .flying
            default: if event.kind.isMove, layer < .moving { layer = .moving }
            }
        }
        if width < 1 {
            pose.frame = Rect(
                x: pose.frame.x + pose.frame.w * (1 - width) / 2, y: pose.frame.y, w: pose.frame.w * width,
                h: pose.frame.h)
        }
        let face = first?.face ?? second?.face ?? (after.game.traits.namesCardsByFace ? code : nil)
        let asciiFace = first?.face != nil ? first?.asciiFace : second?.asciiFace
        let card = ScenePose.Card(
            code: code, face: face, asciiFace: asciiFace, pose: pose, highlight: highlight, layer: layer,
            flipWidth: width)
        return (card, active, settled)
    }

    /// The deck or discard pile at `t`: its count less the cards that left it, plus those
    /// that landed; its top the last card landed (its face if it lies face up).
    private func stack(
        _ place: Place, _ rest: RestingTable.Pile?, _ landed: [(time: Double, order: Int, card: ScenePose.Card)],
        at t: Double
    ) -> RestingTable.Pile? {
        guard var pile = rest else { return nil }
        let leftAtStart = initialStack.values.filter { $0 == place }.count
        pile.count = max(0, pile.count - leftAtStart + landed.count)
        pile.frame = stackFrame(place, rest: pile.frame, at: t)
        let arrived = landed.filter { $0.time >= 0 }.max { ($0.time, $0.order) < ($1.time, $1.order) }
        if let top = arrived?.card {
            pile.top = top.pose.faceUp ? top.face : nil
            pile.asciiTop = top.pose.faceUp ? top.asciiFace : nil
        } else if landed.count < leftAtStart, let final = after.discard, place == .discard {
            (pile.top, pile.asciiTop) = (final.top, final.asciiTop)
        }
        if pile.count == 0 { (pile.top, pile.asciiTop) = (nil, nil) }
        return pile
    }

    /// Where the stack at `place` lies at `t`, moved by its events.
    private func stackFrame(_ place: Place, rest: Rect, at t: Double) -> Rect {
        var frame = rest
        for event in stackEvents where event.fromPlace == place && event.t < t {
            guard let from = event.from, let to = event.to else { continue }
            guard t <= event.end else {
                frame = to
                continue
            }
            let s = event.duration > 0 ? (t - event.t) / event.duration : 1
            frame = Timeline.lerp(from, to, Easing.cubicInOut(s))
            if event.kind == .shuffle { frame.x += Easing.shake(s) }
        }
        return frame
    }

    /// The table cards lying gathered, as one pile topped by the last to arrive.
    private func gatheredPile(_ landed: [(time: Double, order: Int, card: ScenePose.Card)]) -> RestingTable.Pile? {
        guard let top = landed.max(by: { ($0.time, $0.order) < ($1.time, $1.order) })?.card else { return nil }
        return RestingTable.Pile(
            frame: top.pose.frame, count: landed.count, top: top.pose.faceUp ? top.face : nil,
            asciiTop: top.pose.faceUp ? top.asciiFace : nil)
    }
}
