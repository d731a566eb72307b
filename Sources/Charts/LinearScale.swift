#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
/// Maps a range of data values onto a range of canvas coordinates, and picks round tick values.
struct LinearScale {
    /// The data values shown.
    var domain: ClosedRange<Double>
    /// The canvas coordinates they map to (`range.lowerBound` for `domain.lowerBound`; a
    /// y axis maps onto a decreasing range, so it is stored as two ends).
    var start: Double, end: Double

    /// The coordinate of `value`.
    func callAsFunction(_ value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0 else { return start }
        return start + (value - domain.lowerBound) / span * (end - start)
    }

    /// About `count` round tick values (1, 2 or 5 times a power of ten apart) inside the domain.
    func ticks(count: Int) -> [Double] {
        let step = Self.niceStep(domain.upperBound - domain.lowerBound, count: count)
        guard step > 0 else { return [domain.lowerBound] }
        var ticks: [Double] = []
        var tick = (domain.lowerBound / step).rounded(.up) * step
        while tick <= domain.upperBound + step * 1e-9, ticks.count < 100 {
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
            tick += step
        }
        return ticks
    }

    /// The smallest round number (1, 2 or 5 times a power of ten) at least `span / count`.
    static func niceStep(_ span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite, count > 0 else { return 0 }
        let rough = span / Double(count)
        let power = pow(10, (log10(rough)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= rough * (1 - 1e-9) {
            return factor * power
        }
        return 10 * power
    }

    /// The upper end of a domain from 0 that holds `maximum` with a little room, on a tick.
    static func niceTop(_ maximum: Double, count: Int) -> Double {
        guard maximum > 0, maximum.isFinite else { return 1 }
        let step = niceStep(maximum * 1.08, count: count)
        return (maximum * 1.08 / step).rounded(.up) * step
    }
}
