/// UltraSet's ghost: the fifth card drawn faded between the four cards of an ultraset.
extension Planner {
    /// A `ghost` event showing `card` from `t` for `duration`, at the frame `Planner.ghostFrame`
    /// puts between `frames`; nothing when there are no frames.
    mutating func addGhost(_ card: String, between frames: [Rect], at t: Double, for duration: Double) {
        guard let frame = Planner.ghostFrame(between: frames) else { return }
        events.add(AnimationEvent(t: t, duration: duration, kind: .ghost, cards: [card], from: frame, to: frame))
    }

    /// The frame of the first of `frames`, centred on the mean of their centres.
    static func ghostFrame(between frames: [Rect]) -> Rect? {
        guard let first = frames.first else { return nil }
        let count = Double(frames.count)
        let cx = frames.reduce(0) { $0 + $1.x + $1.w / 2 } / count
        let cy = frames.reduce(0) { $0 + $1.y + $1.h / 2 } / count
        return Rect(x: cx - first.w / 2, y: cy - first.h / 2, w: first.w, h: first.h)
    }
}
