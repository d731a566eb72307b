import Simulation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A chart's canvas and the plotting area inside it, in SVG user units; the page scales the
/// canvas to its column, so a narrow screen gets the `narrow` frame, drawn with fewer ticks,
/// rather than the wide one shrunk until its text cannot be read.
public struct ChartFrame: Sendable {
    /// The canvas.
    public var width: Double, height: Double
    /// Room outside the plotting area for ticks, labels and axis titles.
    public var left: Double, right: Double, top: Double, bottom: Double
    /// About how many ticks an axis shows.
    public var ticks: Int
    /// The CSS class of the `<svg>`, so the page shows the frame that fits the screen.
    public var className: String

    /// For a column at least ~520 CSS pixels wide.
    public static let wide = ChartFrame(
        width: 600, height: 330, left: 64, right: 60, top: 16, bottom: 52,
        ticks: 6, className: "chart wide")
    /// For a phone held upright.
    public static let narrow = ChartFrame(
        width: 360, height: 290, left: 54, right: 56, top: 14, bottom: 50,
        ticks: 4, className: "chart narrow")

    /// The plotting area's edges.
    var plotLeft: Double { left }
    var plotRight: Double { width - right }
    var plotTop: Double { top }
    var plotBottom: Double { height - bottom }
}

/// What an axis's numbers are.
public enum AxisUnit: Sendable {
    /// Fractions, written as percentages (0.05 reads `5%`).
    case percent
    /// Plain numbers.
    case number

    /// `values` (ticks evenly apart) written with just enough decimals to tell them apart.
    func labels(_ values: [Double]) -> [String] {
        let factor = self == .percent ? 100.0 : 1
        let step = values.count > 1 ? (values[1] - values[0]) * factor : 1
        let decimals = step > 0 ? max(0, min(6, Int((-log10(step)).rounded(.up)))) : 0
        return values.map { String(cFormat: "%.\(decimals)f", $0 * factor) + (self == .percent ? "%" : "") }
    }
}

extension SVGWriter {
    /// The y axis: grid lines and labels at `scale`'s ticks, and its title read upwards.
    mutating func yAxis(_ scale: LinearScale, frame: ChartFrame, title: String, unit: AxisUnit) {
        group("axis y")
        let ticks = scale.ticks(count: frame.ticks)
        for (tick, text) in zip(ticks, unit.labels(ticks)) {
            let y = scale(tick)
            line(frame.plotLeft, y, frame.plotRight, y, "grid")
            label(text, x: frame.plotLeft - 6, y: y + 4, anchor: "end", "tick")
        }
        label(title, x: 14, y: (frame.plotTop + frame.plotBottom) / 2, "title", rotated: true)
        endGroup()
    }

    /// The x axis line, labels at `ticks` (coordinate, text) and its title below.
    mutating func xAxis(_ ticks: [(x: Double, text: String)], frame: ChartFrame, title: String) {
        group("axis x")
        line(frame.plotLeft, frame.plotBottom, frame.plotRight, frame.plotBottom, "baseline")
        for tick in ticks {
            line(tick.x, frame.plotBottom, tick.x, frame.plotBottom + 4, "tickmark")
            label(tick.text, x: tick.x, y: frame.plotBottom + 18, "tick")
        }
        label(title, x: (frame.plotLeft + frame.plotRight) / 2, y: frame.height - 10, "title")
        endGroup()
    }

    /// A vertical 95% interval from `low` to `high` (coordinates) at `x`, with caps; an
    /// interval cut at the top of the chart has no cap there.
    mutating func errorBar(x: Double, low: Double, high: Double, cap: Double, capsHigh: Bool = true) {
        line(x, low, x, high, capsHigh ? "interval" : "interval cut")
        line(x - cap, low, x + cap, low, "interval")
        if capsHigh { line(x - cap, high, x + cap, high, "interval") }
    }
}
