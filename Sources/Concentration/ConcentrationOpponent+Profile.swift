import CardKit

extension ConcentrationOpponent {
    /// The numbers behind an opponent's play at one level (documented in animset(1)).
    public struct Profile: Hashable, Sendable {
        /// The chance of remembering a card seen turned up.
        public let recall: Double
        /// The time each choice takes.
        public let think: ThinkTime

        /// The profile of `level`.
        public init(_ level: OpponentLevel) {
            switch level {
            case .easy: (recall, think) = (0.3, ThinkTime(motorSeconds: 0.8, median: 1.6, spread: 0.5))
            case .medium: (recall, think) = (0.6, ThinkTime(motorSeconds: 0.7, median: 1.1, spread: 0.45))
            case .hard: (recall, think) = (0.9, ThinkTime(motorSeconds: 0.6, median: 0.7, spread: 0.4))
            }
        }

        /// The time a choice recalled from memory takes: the search part half as long.
        public var recalling: ThinkTime {
            ThinkTime(motorSeconds: think.motorSeconds, median: think.median / 2, spread: think.spread)
        }
    }
}
