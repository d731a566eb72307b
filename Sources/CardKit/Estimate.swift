import JSONCoding

/// A proportion or a mean with its 95% confidence interval; the interval always holds the
/// value (`low <= value <= high`) and never leaves the range the quantity can take.
public struct Estimate: Hashable, Sendable {
    /// The keys of an estimate written as JSON (`{"value", "low", "high"}` or a part of it).
    public enum Key {
        public static let value: JSONKey = "value"
        public static let low: JSONKey = "low"
        public static let high: JSONKey = "high"
    }

    /// The point estimate.
    public let value: Double
    /// The interval's ends.
    public let low: Double, high: Double

    /// The normal quantile of a two-sided 95% interval.
    static let z = 1.959_963_984_540_054

    /// The Wilson score interval (z = 1.96) for `successes` out of `trials`; all 0 for no trials.
    ///
    /// Unlike `p ± 1.96·√(p(1-p)/n)` it stays inside [0, 1] and is not empty when a count is 0.
    /// A count of 0 (or of every trial) puts that end at 0 (or 1) exactly: computed, it came
    /// out 5e-20 above the value.
    public init(successes: UInt64, trials: UInt64) {
        guard trials > 0 else {
            (value, low, high) = (0, 0, 0)
            return
        }
        let successes = min(successes, trials)
        let n = Double(trials)
        let p = Double(successes) / n
        let z = Self.z
        let denominator = 1 + z * z / n
        let center = (p + z * z / (2 * n)) / denominator
        let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / denominator
        let lower = successes == 0 ? 0 : max(0, center - half)
        let upper = successes == trials ? 1 : min(1, center + half)
        (value, low, high) = (p, min(p, lower), max(p, upper))
    }

    /// The mean of a sample of `count` values that all lie in `range`, and its 95% interval:
    /// Student's t with `count - 1` degrees of freedom, cut to `range`; for a sample of one,
    /// which says nothing of the spread, the whole range; for a sample with no spread (every
    /// value the same), the values that at most `1 - 0.025^(1/count)` of the population could
    /// differ by towards either end of `range` (the exact binomial bound on a share never seen).
    /// All 0 for no values.
    public init(mean: Double, variance: Double, count: Int, range: ClosedRange<Double>) {
        guard count > 0 else {
            (value, low, high) = (0, 0, 0)
            return
        }
        let mean = min(max(mean, range.lowerBound), range.upperBound)
        let lower: Double
        let upper: Double
        if count == 1 {
            (lower, upper) = (range.lowerBound, range.upperBound)
        } else if !(variance > 0) {
            // NB: ln 0.025, so that the bound is + − × ÷ only (`ThinkTime.exp`), the same bits everywhere.
            let share = 1 - ThinkTime.exp(-3.688_879_454_113_936 / Double(count))
            (lower, upper) = (mean - share * (mean - range.lowerBound), mean + share * (range.upperBound - mean))
        } else {
            let half = Self.studentT(degrees: count - 1) * (variance / Double(count)).squareRoot()
            (lower, upper) = (mean - half, mean + half)
        }
        (value, low, high) = (mean, min(mean, max(range.lowerBound, lower)), max(mean, min(range.upperBound, upper)))
    }

    /// A value known exactly (an exact chance): an interval of no width.
    public init(exact: Double) {
        (value, low, high) = (exact, exact, exact)
    }

    /// The 97.5% quantile of Student's t with `degrees` degrees of freedom (at least 1): a
    /// table to 30, then the Cornish-Fisher expansion about the normal quantile (within 1e-4).
    static func studentT(degrees: Int) -> Double {
        let table = [
            12.706_205, 4.302_653, 3.182_446, 2.776_445, 2.570_582, 2.446_912, 2.364_624, 2.306_004, 2.262_157,
            2.228_139,
            2.200_985, 2.178_813, 2.160_369, 2.144_787, 2.131_450, 2.119_905, 2.109_816, 2.100_922, 2.093_024,
            2.085_963,
            2.079_614, 2.073_873, 2.068_658, 2.063_899, 2.059_539, 2.055_529, 2.051_831, 2.048_407, 2.045_230,
            2.042_272,
        ]
        guard degrees > table.count else { return table[max(1, degrees) - 1] }
        let v = Double(degrees)
        let z = Self.z
        let z3 = z * z * z
        let z5 = z3 * z * z
        let z7 = z5 * z * z
        return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v)
            + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v)
    }

    /// Whether `x` lies in the interval.
    public func contains(_ x: Double) -> Bool { low <= x && x <= high }
}
