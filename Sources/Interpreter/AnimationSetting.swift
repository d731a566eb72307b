import Choreography

/// What `animate` asks for: live animation at the prompt on or off, or on at a speed; or how
/// many turns dealt cards spin (`animate spin 0|1|2`).
public enum AnimationSetting: Equatable, Sendable {
    /// Animate, at the speed set before.
    case on
    /// Show only the resting board.
    case off
    /// Animate at this factor of real time (2 is twice as fast).
    case speed(Double)
    /// Dealt cards turn this many whole turns on their way (in the event log too).
    case spin(DealSpin)

    /// The word that asks for `spin`: `animate spin 2`.
    public static let spinWord = "spin"

    /// The slowest and the fastest speed accepted.
    public static let speeds: ClosedRange<Double> = 0.1...10

    /// Parses `on`, `off` or a speed such as `0.5`, `2` or `2x`; nil for anything else.
    public init?(word: String) {
        switch word.lowercased() {
        case "on", "yes": self = .on
        case "off", "no": self = .off
        default:
            var number = word.lowercased()
            if number.hasSuffix("x") { number.removeLast() }
            guard let speed = Double(number), speed.isFinite, AnimationSetting.speeds.contains(speed) else {
                return nil
            }
            self = .speed(speed)
        }
    }

    /// A speed for people: `2`, `0.5`, `0.25`.
    public static func text(_ speed: Double) -> String {
        let hundredths = (speed * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        return String(hundredths / 100)
    }
}
