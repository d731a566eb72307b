import JSONCoding

/// Sine and cosine from the four basic operations only, so a flyaway comes out bit for bit
/// the same on every machine (libm's `sin` and `cos` may differ in the last bit).
enum Trig {
    /// π to double precision.
    static let pi = 3.141_592_653_589_793
    /// π/2 split in two for an exact range reduction of moderate arguments (Cody–Waite).
    private static let halfPiHigh = 1.570_796_326_794_896_558
    private static let halfPiLow = 6.123_233_995_736_766e-17

    /// The sine and cosine of `angle` radians (accurate to about 1e-15 for |angle| < 1e6).
    static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
        let quadrant = (angle / halfPiHigh).roundedToNearest()
        let r = (angle - quadrant * halfPiHigh) - quadrant * halfPiLow
        let r2 = r * r
        // Taylor series to r^15 and r^14: |r| <= π/4 + ε, so the error is below 1e-16.
        var s = 1.0 / 1_307_674_368_000  // 1/15!
        s = s * -r2 + 1.0 / 6_227_020_800  // 1/13!
        s = s * -r2 + 1.0 / 39_916_800
        s = s * -r2 + 1.0 / 362_880
        s = s * -r2 + 1.0 / 5_040
        s = s * -r2 + 1.0 / 120
        s = s * -r2 + 1.0 / 6
        s = r - r * r2 * s
        var c = 1.0 / 87_178_291_200  // 1/14!
        c = c * -r2 + 1.0 / 479_001_600
        c = c * -r2 + 1.0 / 3_628_800
        c = c * -r2 + 1.0 / 40_320
        c = c * -r2 + 1.0 / 720
        c = c * -r2 + 1.0 / 24
        c = c * -r2 + 1.0 / 2
        c = 1 - r2 * c
        // NB: the quadrant mod 4 in integers where it is one (`fmod` was a call a turn).
        let turn =
            abs(quadrant) < 0x1p52
            ? (Int(quadrant) % 4 + 4) % 4 : Int(quadrant.truncatingRemainder(dividingBy: 4) + 4) % 4
        switch turn {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}
