/// A line chart of estimates with their 95% intervals at numbered positions (rounds), with
/// reference levels labelled on the right (odds) and one exactly known value marked.
public struct IntervalChart: Sendable {
    /// One estimate.
    public struct Point: Sendable {
        /// Where on the x axis.
        public var x: Double
        /// The estimate and its interval.
        public var value: Double, low: Double, high: Double
        /// What hovering shows.
        public var tooltip: String
    }

    /// A level labelled at the right edge, with a faint line across.
    public struct Reference: Sendable {
        /// The level.
        public var value: Double
        /// Its label, such as `30:1`.
        public var label: String
    }

    /// An exactly known value drawn as a diamond with a label.
    public struct Marker: Sendable {
        /// Where.
        public var x: Double, value: Double
        /// The label beside it.
        public var label: String
        /// What hovering shows.
        public var tooltip: String
    }

    /// What a screen reader says for the chart.
    public var summary: String
    /// The axis titles.
    public var xTitle: String, yTitle: String, referenceTitle: String
    /// The estimates, in x order.
    public var points: [Point]
    /// Levels labelled on the right.
    public var references: [Reference] = []
    /// An exact value, if any.
    public var marker: Marker?
    /// What the y values are.
    public var unit: AxisUnit

    /// The chart drawn in `frame`.
    public func svg(in frame: ChartFrame) -> String {
        var svg = SVGWriter(width: frame.width, height: frame.height, label: summary, className: frame.className)
        let xs = points.map(\.x) + (marker.map { [$0.x] } ?? [])
        let xLow = xs.min() ?? 0
        let xHigh = max(xs.max() ?? 1, xLow + 1)
        let pad = (xHigh - xLow) / Double(max(points.count, 2)) * 0.6
        let x = LinearScale(domain: (xLow - pad)...(xHigh + pad), start: frame.plotLeft, end: frame.plotRight)
        let top = LinearScale.niceTop(
            points.map(\.high).max().map { max($0, marker?.value ?? 0) } ?? 1, count: frame.ticks)
        let y = LinearScale(domain: 0...top, start: frame.plotBottom, end: frame.plotTop)

        svg.yAxis(y, frame: frame, title: yTitle, unit: unit)
        let shown = references.filter { $0.value <= top }
        if !shown.isEmpty {
            svg.group("axis references")
            for reference in shown {
                svg.line(frame.plotLeft, y(reference.value), frame.plotRight, y(reference.value), "reference")
                svg.label(reference.label, x: frame.plotRight + 6, y: y(reference.value) + 4, anchor: "start", "tick")
            }
            svg.label(
                referenceTitle, x: frame.width - 4, y: (frame.plotTop + frame.plotBottom) / 2, "title", rotated: true)
            svg.endGroup()
        }
        let step = LinearScale.niceStep(xHigh - xLow, count: frame.ticks * 2)
        let ticks = stride(from: xLow, through: xHigh, by: max(step, 1)).map { (x($0), SVGWriter.number($0)) }
        svg.xAxis(ticks, frame: frame, title: xTitle)

        svg.path(points.map { (x($0.x), y($0.value)) }, "series")
        let slot = (frame.plotRight - frame.plotLeft) / Double(max(points.count, 1))
        for point in points {
            svg.group("point", tooltip: point.tooltip)
            svg.rect(
                x: x(point.x) - slot / 2, y: frame.plotTop, width: slot, height: frame.plotBottom - frame.plotTop, "hit"
            )
            svg.errorBar(x: x(point.x), low: y(point.low), high: y(point.high), cap: min(4, slot / 4))
            svg.circle(x: x(point.x), y: y(point.value), r: 3.5, "dot")
            // NB: the dot a hovered point shows has its radius as an attribute: `r` is no CSS
            // property (vnu), so the style sheet only shows or hides it.
            svg.circle(x: x(point.x), y: y(point.value), r: 5.5, "dot-hover")
            svg.endGroup()
        }
        if let marker {
            let (mx, my) = (x(marker.x), y(marker.value))
            svg.group("exact", tooltip: marker.tooltip)
            svg.path([(mx, my - 7), (mx + 7, my), (mx, my + 7), (mx - 7, my)], closed: true, "diamond")
            svg.label(marker.label, x: mx + 11, y: my + 18, anchor: "start", "note")
            svg.endGroup()
        }
        return svg.finish()
    }
}
