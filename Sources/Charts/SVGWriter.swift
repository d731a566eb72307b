import HTML
import Simulation

/// Writes SVG markup for a chart inline in an HTML page: shapes with CSS classes (the page's
/// style sheet colours them), text escaped, coordinates to a tenth of a unit.
struct SVGWriter {
    /// The markup so far.
    private(set) var text = ""

    /// Starts an `<svg>` of `width` x `height` user units that scales to its container;
    /// `label` is what a screen reader says for it.
    init(width: Double, height: Double, label: String, className: String) {
        text =
            "<svg class=\"\(className)\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\""
            + " aria-label=\"\(HTMLDocument.escape(label))\">\n"
    }

    /// A coordinate or length as written: at most one decimal, no trailing `.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(cFormat: "%.1f", rounded)
    }

    /// Opens a group of class `className`, with a hover tooltip when `tooltip` is given.
    mutating func group(_ className: String, tooltip: String? = nil, attributes: String = "") {
        text += "<g class=\"\(className)\"\(attributes.isEmpty ? "" : " " + attributes)>"
        if let tooltip { text += "<title>\(HTMLDocument.escape(tooltip))</title>" }
        text += "\n"
    }

    /// Closes the innermost group.
    mutating func endGroup() { text += "</g>\n" }

    /// A straight line.
    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ className: String) {
        let n = Self.number
        text += "<line class=\"\(className)\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>\n"
    }

    /// A rectangle; a negative height is drawn upwards from `y`.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, _ className: String) {
        let top = min(y, y + height)
        let n = Self.number
        text +=
            """
            <rect class=\"\(className)\" x=\"\(n(x))\" y=\"\(n(top))\" width=\"\(n(max(0, width)))\" \
            height=\"\(n(abs(height)))\"/>\n
            """
    }

    /// A circle.
    mutating func circle(x: Double, y: Double, r: Double, _ className: String) {
        let n = Self.number
        text += "<circle class=\"\(className)\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(r))\"/>\n"
    }

    /// A path through `points` (a polyline), or a closed polygon.
    mutating func path(_ points: [(x: Double, y: Double)], closed: Bool = false, _ className: String) {
        guard let first = points.first else { return }
        let n = Self.number
        var d = "M\(n(first.x)) \(n(first.y))"
        for point in points.dropFirst() { d += "L\(n(point.x)) \(n(point.y))" }
        if closed { d += "Z" }
        text += "<path class=\"\(className)\" d=\"\(d)\"/>\n"
    }

    /// Text at (`x`, `y`) anchored `start`, `middle` or `end`; `rotated` turns it to read upwards.
    mutating func label(
        _ string: String, x: Double, y: Double, anchor: String = "middle", _ className: String,
        rotated: Bool = false
    ) {
        let n = Self.number
        let turn = rotated ? " transform=\"rotate(-90 \(n(x)) \(n(y)))\"" : ""
        text +=
            "<text class=\"\(className)\" x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\"\(turn)>"
            + "\(HTMLDocument.escape(string))</text>\n"
    }

    /// The finished markup.
    mutating func finish() -> String {
        text += "</svg>\n"
        return text
    }
}
