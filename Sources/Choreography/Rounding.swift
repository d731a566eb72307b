import CardKit
import JSONCoding

/// Deterministic rounding and fixed-point formatting (the stdlib has no `String(format:)`).
enum Rounding {
    /// `value` rounded to 3 decimals: the precision of every time and frame in an event.
    static func seconds(_ value: Double) -> Double {
        JSONWriter.rounded(value)
    }

    /// `rect` with every field rounded to 3 decimals.
    static func rect(_ rect: Rect) -> Rect {
        Rect(x: seconds(rect.x), y: seconds(rect.y), w: seconds(rect.w), h: seconds(rect.h))
    }

    /// `value` written with exactly `decimals` digits after the point (`1.05`, `-0.30`).
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let units = Int(scaled)
        var power = 1
        for _ in 0..<decimals { power *= 10 }
        let sign = value < 0 && units != 0 ? "-" : ""
        let whole = String(units / power)
        guard decimals > 0 else { return sign + whole }
        let fraction = String(units % power)
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
