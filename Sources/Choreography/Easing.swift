/// How a move's progress follows time: every move between two frames (`deal`, `rearrange`,
/// `snap`, `shuffle`, `gather`, `pan`, `restore`, `resize`) eases in and out.
public enum Easing {
    /// How far a `mismatch` shake pushes a card at most, in columns.
    public static let shakeAmplitude = 1.5
    /// Half-turns of the shake's sine over a `mismatch` (6: three shakes).
    public static let shakeHalfTurns = 6.0
    /// Half-turns of the pulse's sine over a `match` (2: two beats of its square).
    public static let pulseHalfTurns = 2.0

    /// Cubic ease-in-out of the linear fraction `s` (clamped to 0...1): `4s³` for `s < ½`,
    /// `1 − (2 − 2s)³ / 2` after; 0 at 0, ½ at ½, 1 at 1, with zero speed at both ends.
    public static func cubicInOut(_ s: Double) -> Double {
        let s = min(max(s, 0), 1)
        if s < 0.5 { return 4 * s * s * s }
        let u = 2 - 2 * s
        return 1 - u * u * u / 2
    }

    /// A flip's width factor a fraction `s` of the way through it: `|cos(π·s)|`, the card's
    /// width seen edge-on; 1 at both ends, 0 half-way (where the face changes).
    public static func flipWidth(_ s: Double) -> Double {
        abs(Trig.sinCos(Trig.pi * min(max(s, 0), 1)).cos)
    }

    /// How far a pulsing card has grown, a fraction `s` through a `match`: `sin²(2π·s)`,
    /// two beats, 0 at both ends; the card widens by this many columns on each side.
    public static func pulse(_ s: Double) -> Double {
        let sine = Trig.sinCos(pulseHalfTurns * Trig.pi * min(max(s, 0), 1)).sin
        return sine * sine
    }

    /// How far a shaking card is pushed right (negative: left), in columns, a fraction `s`
    /// through a `mismatch`: `1.5·sin(6π·s)·(1 − s)`, three shakes dying away.
    public static func shake(_ s: Double) -> Double {
        let s = min(max(s, 0), 1)
        return shakeAmplitude * Trig.sinCos(shakeHalfTurns * Trig.pi * s).sin * (1 - s)
    }
}
