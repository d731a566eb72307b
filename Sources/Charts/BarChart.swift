/// A bar chart of named categories, each bar with an optional 95% interval and a caption
/// above it, and optionally a value marked between the bars (a mean with its interval).
public struct BarChart: Sendable {
    /// One bar.
    public struct Bar: Sendable {
        /// The category, under the bar.
        public var label: String
        /// The bar's height.
        public var value: Double
        /// The interval, if any.
        public var low: Double?, high: Double?
        /// The figure written above the bar (empty for none).
        public var caption: String
        /// What hovering shows.
        public var tooltip: String
    }

    /// A position along the bars (in bar units: 0 is the first bar's centre, 1 the next)
    /// drawn as a vertical line with a band for its interval.
    public struct Marker: Sendable {
        /// The position and its interval.
        public var position: Double, low: Double, high: Double
        /// The label at the top.
        public var label: String
        /// What hovering shows.
        public var tooltip: String
    }

    /// What a screen reader says for the chart.
    public var summary: String
    /// The axis titles.
    public var xTitle: String, yTitle: String
    /// The bars, left to right.
    public var bars: [Bar]
    /// A marked position, if any.
    public var marker: Marker?
    /// What the y values are.
    public var unit: AxisUnit

    /// The chart drawn in `frame`.
    public func svg(in frame: ChartFrame) -> String {
        var svg = SVGWriter(width: frame.width, height: frame.height, label: summary, className: frame.className)
        let slot = (frame.plotRight - frame.plotLeft) / Double(max(bars.count, 1))
        let center = { (position: Double) in frame.plotLeft + slot * (position + 0.5) }
        // NB: an interval of a handful of tables (18 cards are rarely seen) would flatten the
        // other bars; intervals reaching past twice the tallest bar are cut at the top.
        let peak = bars.map(\.value).max() ?? 0
        let highs = bars.compactMap(\.high).filter { $0 <= peak * 2 }
        let top = LinearScale.niceTop(max(peak * 1.12, highs.max() ?? 0), count: frame.ticks)
        let y = LinearScale(domain: 0...top, start: frame.plotBottom, end: frame.plotTop)

        svg.yAxis(y, frame: frame, title: yTitle, unit: unit)
        // A narrow frame labels every other category when they would crowd.
        let every = slot < 22 ? 2 : 1
        let ticks = bars.indices.filter { $0 % every == 0 }.map { (center(Double($0)), bars[$0].label) }
        svg.xAxis(ticks, frame: frame, title: xTitle)
        let captions = slot >= 34
        for (index, bar) in bars.enumerated() {
            let x = center(Double(index))
            svg.group("bar", tooltip: bar.tooltip)
            svg.rect(x: x - slot / 2, y: frame.plotTop, width: slot, height: frame.plotBottom - frame.plotTop, "hit")
            svg.rect(
                x: x - slot * 0.35, y: frame.plotBottom, width: slot * 0.7, height: y(bar.value) - frame.plotBottom,
                "fill")
            if let low = bar.low, let high = bar.high, high > low {
                svg.errorBar(x: x, low: y(low), high: y(min(high, top)), cap: slot * 0.12, capsHigh: high <= top)
            }
            if captions && !bar.caption.isEmpty {
                svg.label(bar.caption, x: x, y: y(min(max(bar.value, bar.high ?? 0), top)) - 6, "caption")
            }
            svg.endGroup()
        }
        if let marker {
            let (x, low, high) = (center(marker.position), center(marker.low), center(marker.high))
            svg.group("marker", tooltip: marker.tooltip)
            svg.rect(
                x: low, y: frame.plotTop, width: max(high - low, 1), height: frame.plotBottom - frame.plotTop, "band")
            svg.line(x, frame.plotTop, x, frame.plotBottom, "mean")
            svg.label(marker.label, x: x + 6, y: frame.plotTop + 12, anchor: "start", "note")
            svg.endGroup()
        }
        return svg.finish()
    }
}
