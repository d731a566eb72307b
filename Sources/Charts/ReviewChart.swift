/// The line of a game's chance of a perfect game over the sets taken (`review`): what each set
/// left, with its 95% band, the best set's chance at each moment as a tick above it, the drop
/// between the two drawn, and the costly sets marked with their sign (`?!`, `?`, `??`).
public struct ReviewChart: Sendable {
    /// One set taken.
    public struct Point: Sendable {
        /// Sets taken after it (its number in the game).
        public var x: Double
        /// The chance it left and its interval.
        public var value: Double, low: Double, high: Double
        /// The best set's chance at that moment.
        public var best: Double
        /// Its mark's sign (`??`), or `nil` when not marked.
        public var sign: String?
        /// What hovering shows.
        public var tooltip: String

        /// A set taken.
        public init(
            x: Double, value: Double, low: Double, high: Double, best: Double, sign: String?, tooltip: String
        ) {
            (self.x, self.value, self.low, self.high, self.best, self.sign, self.tooltip) =
                (x, value, low, high, best, sign, tooltip)
        }
    }

    /// What a screen reader says for the chart.
    public var summary: String
    /// Where the line starts: the chance before the first set judged (the best set's), and the
    /// sets taken before it.
    public var start: (x: Double, value: Double)
    /// The sets, in order.
    public var points: [Point]

    /// A chart of `points` from `start`.
    public init(summary: String, start: (x: Double, value: Double), points: [Point]) {
        (self.summary, self.start, self.points) = (summary, start, points)
    }

    /// The chart drawn in `frame`.
    public func svg(in frame: ChartFrame) -> String {
        var svg = SVGWriter(width: frame.width, height: frame.height, label: summary, className: frame.className)
        let xLow = start.x
        let xHigh = max(points.last?.x ?? xLow + 1, xLow + 1)
        let pad = (xHigh - xLow) / Double(max(points.count, 2)) * 0.5
        let x = LinearScale(domain: (xLow - pad)...(xHigh + pad), start: frame.plotLeft, end: frame.plotRight)
        let highest = ([start.value] + points.flatMap { [$0.high, $0.best] }).max() ?? 1
        let top = min(1, LinearScale.niceTop(highest, count: frame.ticks))
        let y = LinearScale(domain: 0...top, start: frame.plotBottom, end: frame.plotTop)

        svg.yAxis(y, frame: frame, title: "chance of a perfect game", unit: .percent)
        let step = max(1, LinearScale.niceStep(xHigh - xLow, count: frame.ticks * 2))
        let ticks = stride(from: xLow, through: xHigh, by: step).map { (x($0), SVGWriter.number($0)) }
        svg.xAxis(ticks, frame: frame, title: "sets taken")

        if !points.isEmpty {
            let band = points.map { (x($0.x), y($0.high)) } + points.reversed().map { (x($0.x), y($0.low)) }
            svg.path(band, closed: true, "band")
        }
        svg.path([(x(start.x), y(start.value))] + points.map { (x($0.x), y($0.value)) }, "series")
        let slot = (frame.plotRight - frame.plotLeft) / Double(max(points.count, 1))
        for point in points {
            let (px, py, by) = (x(point.x), y(point.value), y(point.best))
            svg.group(point.sign == nil ? "point" : "point costly", tooltip: point.tooltip)
            svg.rect(x: px - slot / 2, y: frame.plotTop, width: slot, height: frame.plotBottom - frame.plotTop, "hit")
            if by < py - 0.5 { svg.line(px, by, px, py, "drop") }
            svg.line(px - min(5, slot / 3), by, px + min(5, slot / 3), by, "best")
            svg.circle(x: px, y: py, r: point.sign == nil ? 3 : 5, "dot")
            if let sign = point.sign { svg.label(sign, x: px, y: max(frame.plotTop + 10, by - 7), "sign") }
            svg.endGroup()
        }
        return svg.finish()
    }
}
