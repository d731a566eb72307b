/// A person's thinking time: a fixed motor time (seeing, reaching, clicking) plus a log-normal
/// search time, drawn from a seeded generator with arithmetic alone.
///
/// Reaction and search times of people are skewed to the right (a long tail of slow finds)
/// and never shorter than the time the hands take, which a shifted log-normal captures with
/// three numbers: `motorSeconds` + `median`·e^(`spread`·Z), Z standard normal. Z is drawn as
/// the sum of 12 uniform numbers less 6 (Irwin–Hall: mean 0, variance 1, within ±6), and
/// e^x is computed by `ThinkTime.exp`, from the four basic operations only, so a draw is the
/// same double on every machine (libm's `exp` may differ in the last bit).
public struct ThinkTime: Hashable, Sendable, Codable {
    /// Seconds every think takes at least: seeing the change and moving the hand.
    public var motorSeconds: Double
    /// The median of the search time on top of the motor time, in seconds.
    public var median: Double
    /// σ of the search time's logarithm: 0 is always the median; 0.5 puts the middle half of
    /// draws within a factor of about 1.4 of it.
    public var spread: Double

    /// The longest think any draw gives, whatever the parameters (seconds).
    public static let maximumSeconds = 600.0

    /// A think-time distribution.
    public init(motorSeconds: Double, median: Double, spread: Double) {
        (self.motorSeconds, self.median, self.spread) = (motorSeconds, median, spread)
    }

    /// The median of the whole think time (motor time included).
    public var medianSeconds: Double { motorSeconds + median }

    /// One draw, in seconds: at least `motorSeconds` (and 0), at most `maximumSeconds`; it takes
    /// exactly 12 numbers from `generator`.
    public func draw(using generator: inout SeededGenerator) -> Double {
        var sum = 0.0
        for _ in 0..<12 { sum += generator.unit() }
        let z = sum - 6
        let search = max(0, median) * ThinkTime.exp(max(0, spread) * z)
        let total = max(0, motorSeconds) + search
        // NB: NaN (from NaN parameters) fails both comparisons; it becomes the motor time.
        guard total >= 0 else { return max(0, motorSeconds.isNaN ? 0 : motorSeconds) }
        return min(total, ThinkTime.maximumSeconds)
    }

    /// e^x from + − × ÷ only (accurate to a few units in the last place for |x| ≤ 700), the
    /// same bits everywhere; 0 below −700, +∞ above 700, NaN for NaN.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 700 { return .infinity }
        if x < -700 { return 0 }
        let ln2High = 0.693_147_180_369_123_816_49
        let ln2Low = 1.908_214_929_270_587_7e-10
        let k = (x / 0.693_147_180_559_945_3).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        // Taylor series to r^13: |r| <= ln 2 / 2, so the error is below 1e-16.
        var p = 0.0
        for coefficient in ThinkTime.taylor { p = p * r + coefficient }
        return p * Double(sign: .plus, exponent: Int(k), significand: 1)
    }

    /// 1/13!, 1/12!, ..., 1/1!, 1/0!: e^r's Taylor coefficients, highest power first.
    private static let taylor: [Double] = (0...13).reversed().map { n in
        1 / (1...max(1, n)).reduce(1.0) { $0 * Double($1) }
    }
}
