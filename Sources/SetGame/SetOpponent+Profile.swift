import CardKit

extension SetOpponent {
    /// The numbers behind an opponent's play at one level (documented in animset(1)).
    ///
    /// Finding a set when the table holds `s` of them takes `motorSeconds` plus a log-normal
    /// search with median `findMedian / √s` and spread `spread`: the more sets, the sooner one
    /// catches the eye, but less than in proportion, as people do not search at random.
    /// Seeing that there is none takes `motorSeconds` plus a log-normal with median
    /// `giveUpMedian` (a longer, more thorough look). `slipChance` is the chance that a claim
    /// is a near miss instead of the set found.
    public struct Profile: Hashable, Sendable {
        /// Seconds of every think spent seeing and clicking.
        public let motorSeconds: Double
        /// Median search seconds on a table with exactly one set.
        public let findMedian: Double
        /// Median search seconds before concluding there is no set.
        public let giveUpMedian: Double
        /// σ of the logarithm of the search time.
        public let spread: Double
        /// Chance that a claim is a slip (not a set).
        public let slipChance: Double

        /// The profile of `level`.
        public init(_ level: OpponentLevel) {
            switch level {
            case .easy:
                (motorSeconds, findMedian, giveUpMedian, spread, slipChance) = (1.3, 20, 36, 0.7, 0.12)
            case .medium:
                (motorSeconds, findMedian, giveUpMedian, spread, slipChance) = (1.1, 12, 22, 0.7, 0.03)
            case .hard:
                (motorSeconds, findMedian, giveUpMedian, spread, slipChance) = (0.9, 7, 13, 0.7, 0)
            }
        }

        /// The think time on a table holding `sets` sets (at least 1).
        public func find(sets: Int) -> ThinkTime {
            let scale = Double(max(1, sets)).squareRoot()
            return ThinkTime(motorSeconds: motorSeconds, median: findMedian / scale, spread: spread)
        }

        /// The think time before asking for a deal.
        public var giveUp: ThinkTime {
            ThinkTime(motorSeconds: motorSeconds, median: giveUpMedian, spread: spread)
        }
    }
}
