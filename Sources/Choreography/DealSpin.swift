/// How many whole turns a card makes on its way from the deck to its slot: seed 000's extra
/// credit 3 (`--deal-spin`, `animate spin`). Off by default.
///
/// A spinning deal stays a `deal` event, its straight move sampled as a `path` whose rotation
/// goes from 0 to 360 × `turns` in step with the move, so that it eases in and out as the move
/// does. No step between two keyframes turns 90° or more: in UIKit a rotation of 2π is no
/// animation at all, which is why the seed chains three thirds of a turn; here every reader
/// that interpolates keyframes, even one that takes the short way round, sees it really turn.
public enum DealSpin: Int, CaseIterable, Hashable, Sendable {
    /// Dealt cards fly straight, upright (the default).
    case none = 0
    /// One whole turn.
    case once = 1
    /// Two whole turns.
    case twice = 2

    /// How many whole turns a dealt card makes.
    public var turns: Int { rawValue }

    /// The word that names it on the command line and at the prompt: `0`, `1` or `2`.
    public var word: String { String(rawValue) }

    /// Parses `0`, `1` or `2`; nil for anything else.
    public init?(word: String) {
        guard let turns = Int(word) else { return nil }
        self.init(rawValue: turns)
    }

    /// The most a spinning card turns between two keyframes, in degrees.
    static let largestStep = 90.0

    /// The keyframes of a card dealt from `from` to `to`, starting at `t` and lasting
    /// `duration` seconds, sampled at least every `interval` / 2 seconds; nil when it does not
    /// spin (no turns, or too short a deal to sample).
    ///
    /// Keyframe i of n is at t + i·duration/n (to the millisecond, as the stream writes it);
    /// at that instant, a fraction s of the way, its frame is `from + (to − from)·e(s)` and its
    /// rotation 360·turns·e(s), with `e` the cubic ease-in-out of every move.
    // NB: the card turns along the whole of its way, as the seed's cards do, so near the deck
    // (at the table's bottom edge) and at a slot by an edge its turned corners may cross the
    // table's edges for a moment; the terminal and the page clip them. Keeping every corner
    // inside instead (as a flyaway does) would leave most cards of a small table unturned.
    func path(from: Rect, to: Rect, t: Double, duration: Double, interval: Double) -> [Keyframe]? {
        guard turns > 0, duration.isFinite, duration > 0 else { return nil }
        let full = 360 * Double(turns)
        // The steepest stretch of e is its middle, where it climbs 3 per unit of s: n steps
        // turn at most full·3/n degrees each, less than `largestStep` with one step more.
        let fine = Int((duration / max(0.001, interval / 2)).rounded(.up))
        let steps = max(fine, Int((full * 3 / DealSpin.largestStep).rounded(.up)) + 1)
        // NB: times are written to 3 decimals: keyframes closer than 2 ms could share one.
        guard steps <= 10_000, duration / Double(steps) >= 0.002 else { return nil }
        return (0...steps).map { step in
            let time = Rounding.seconds(t + duration * Double(step) / Double(steps))
            let s = step == 0 ? 0 : step == steps ? 1 : min(max((time - t) / duration, 0), 1)
            let e = Easing.cubicInOut(s)
            // NB: the last keyframe is exactly the slot and a whole number of turns: `Timeline`
            // rests the card at that rotation less its whole turns, that is at 0, upright.
            let frame = step == steps ? to : Timeline.lerp(from, to, e)
            return Keyframe(
                t: time, frame: Rounding.rect(frame), rotation: step == steps ? full : Rounding.seconds(full * e))
        }
    }
}
