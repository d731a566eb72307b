import JSONCoding

/// A proportion with its 95% confidence interval.
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

    /// The Wilson score interval (z = 1.96) for `successes` out of `trials`; all 0 for no trials.
    ///
    /// Unlike `p ± 1.96·√(p(1-p)/n)` it stays inside [0, 1] and is not empty when a count is 0.
    public init(successes: UInt64, trials: UInt64) {
        guard trials > 0 else {
            (value, low, high) = (0, 0, 0)
            return
        }
        let n = Double(trials), p = Double(successes) / n, z = 1.959_963_984_540_054
        let denominator = 1 + z * z / n
        let center = (p + z * z / (2 * n)) / denominator
        let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / denominator
        (value, low, high) = (p, max(0, center - half), min(1, center + half))
    }

    /// The mean of a sample and its normal-approximation 95% interval.
    public init(mean: Double, variance: Double, count: Int) {
        let half = count > 1 ? 1.959_963_984_540_054 * (variance / Double(count)).squareRoot() : 0
        (value, low, high) = (mean, mean - half, mean + half)
    }

    /// Whether `x` lies in the interval.
    public func contains(_ x: Double) -> Bool { low <= x && x <= high }
}
