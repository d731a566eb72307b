import SetGame

/// What `stats` shows, computed from finished games: pure arithmetic on `GameRecord`s, so the
/// prompt, scripts and tests get the same numbers.
public struct Statistics: Sendable, Equatable {
    /// The best time of one kind of trial.
    public struct BestTrial: Sendable, Equatable {
        /// `standard` or `junior`.
        public let deck: String
        /// The trial's length: 10, 20 or 30 sets.
        public let sets: Int
        /// The best result, penalties included, in seconds.
        public let time: Double
        /// How many such trials were finished.
        public let count: Int
    }

    /// Ordinary games finished.
    public let games: Int
    /// Puzzles solved.
    public let puzzles: Int
    /// Trials finished.
    public let trials: Int
    /// Sets per minute over the last 10 games and trials (sets found / minutes played).
    public let paceLast10: Double?
    /// Sets per minute over all games and trials.
    public let paceAll: Double?
    /// How many games and trials the pace counts.
    public let paced: Int
    /// Sets per minute of each of the last 20 games and trials, oldest first.
    public let recentPaces: [Double]
    /// The best time of each kind of trial, in deck then length order.
    public let bestTrials: [BestTrial]
    /// Mismatches and tries (sets found plus mismatches) over everything.
    public let mismatches: Int, tries: Int
    /// Hints used over everything.
    public let hints: Int
    /// The ordinary games of each variant other than standard Set, in `SetVariant` order.
    public let variants: [VariantGames]

    /// The games of one variant: how many, and the most moves found in one.
    public struct VariantGames: Sendable, Equatable {
        /// `chain` or `ultra`.
        public let variant: String
        /// Games finished.
        public let games: Int
        /// The most sets (ultrasets) found in one game.
        public let bestSets: Int
    }

    /// How many games the short pace and the sparkline cover.
    public static let shortWindow = 10, sparkWindow = 20

    /// The statistics of `records` (oldest first).
    public init(records: [GameRecord]) {
        games = records.filter { $0.kind == .game }.count
        puzzles = records.filter { $0.kind == .puzzle }.count
        trials = records.filter { $0.kind == .trial }.count
        let paced = records.filter { $0.kind != .puzzle && $0.seconds > 0 }
        self.paced = paced.count
        paceLast10 = Statistics.pace(of: paced.suffix(Self.shortWindow))
        paceAll = Statistics.pace(of: paced[...])
        recentPaces = paced.suffix(Self.sparkWindow).compactMap(\.setsPerMinute)
        var best: [String: BestTrial] = [:]
        for record in records where record.kind == .trial {
            guard let sets = record.trialSets, let time = record.trialTime else { continue }
            let key = "\(record.deck) \(sets)"
            let old = best[key]
            best[key] = BestTrial(
                deck: record.deck, sets: sets, time: min(time, old?.time ?? time), count: (old?.count ?? 0) + 1)
        }
        // Standard trials first, then other decks by name; shorter trials first.
        bestTrials = best.values.sorted {
            ($0.deck == "standard" ? 0 : 1, $0.deck, $0.sets) < ($1.deck == "standard" ? 0 : 1, $1.deck, $1.sets)
        }
        mismatches = records.reduce(0) { $0 + $1.mismatches }
        tries = records.reduce(0) { $0 + $1.sets + $1.mismatches }
        hints = records.reduce(0) { $0 + $1.hints }
        variants = SetVariant.allCases.compactMap { variant in
            let played = records.filter { $0.kind == .game && $0.variant == variant.rawValue }
            guard !played.isEmpty else { return nil }
            return VariantGames(variant: variant.rawValue, games: played.count, bestSets: played.map(\.sets).max() ?? 0)
        }
    }

    /// Mismatches per try, or `nil` before any try.
    public var mismatchRate: Double? { tries == 0 ? nil : Double(mismatches) / Double(tries) }

    /// Whether anything was recorded.
    public var isEmpty: Bool { games + puzzles + trials == 0 }

    /// Sets found per minute played over `records`; `nil` for none.
    static func pace(of records: ArraySlice<GameRecord>) -> Double? {
        let seconds = records.reduce(0) { $0 + $1.seconds }
        guard seconds > 0 else { return nil }
        return Double(records.reduce(0) { $0 + $1.sets }) * 60 / seconds
    }

    /// The levels of a sparkline, lowest first.
    public static let unicodeLevels = Array("▁▂▃▄▅▆▇█"), asciiLevels = Array("_.-~=+*#")

    /// One character per value, scaled from the smallest (lowest level) to the largest
    /// (highest); all equal values sit in the middle.
    public static func sparkline(_ values: [Double], ascii: Bool) -> String {
        let levels = ascii ? asciiLevels : unicodeLevels
        guard let low = values.min(), let high = values.max() else { return "" }
        return String(
            values.map { value in
                guard high > low else { return levels[levels.count / 2] }
                let position = (value - low) / (high - low) * Double(levels.count - 1)
                return levels[min(levels.count - 1, max(0, Int(position.rounded())))]
            })
    }
}
