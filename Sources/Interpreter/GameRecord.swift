import SetGame

/// One finished Set game, puzzle or time trial, as the statistics history keeps it.
///
/// The session makes one when a game ends (`Output.finished`); the program decides whether to
/// keep it (the prompt does, a script only with `--record-stats`). Times are seconds on the
/// session's clock; nothing here comes from the wall clock.
public struct GameRecord: Sendable, Equatable, Codable {
    /// What was played.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// An ordinary game of Set, played until the deck is empty and no set is left.
        case game
        /// A puzzle (`new-game puzzle`).
        case puzzle
        /// A time trial (`new-game trial`).
        case trial
    }

    /// What was played.
    public var kind: Kind
    /// The deck: `standard` or `junior`.
    public var deck: String
    /// The game's seed.
    public var seed: UInt64
    /// The date of a daily puzzle, `YYYY-MM-DD`; `nil` otherwise.
    public var date: String?
    /// Sets found.
    public var sets: Int
    /// Seconds from the start to the end (a trial: from the first card shown, without
    /// penalties).
    public var seconds: Double
    /// Three cards chosen that were not a set.
    public var mismatches: Int
    /// Hints that cost points (`hint`, `hint all`).
    public var hints: Int
    /// The final score.
    public var score: Int
    /// A trial's length (10, 20 or 30) and its result with penalties; `nil` otherwise.
    public var trialSets: Int?
    /// A trial's result: `seconds` plus the penalties.
    public var trialTime: Double?

    /// A record.
    public init(kind: Kind, deck: String, seed: UInt64, date: String? = nil, sets: Int, seconds: Double,
                mismatches: Int, hints: Int, score: Int, trialSets: Int? = nil, trialTime: Double? = nil) {
        (self.kind, self.deck, self.seed, self.date, self.sets, self.seconds) = (kind, deck, seed, date, sets, seconds)
        (self.mismatches, self.hints, self.score, self.trialSets, self.trialTime) = (mismatches, hints, score, trialSets, trialTime)
    }

    /// Sets found per minute; `nil` for a record of no time.
    public var setsPerMinute: Double? {
        seconds > 0 ? Double(sets) * 60 / seconds : nil
    }

    /// Whether the numbers could come from a game: counts not negative, times finite.
    var isPlausible: Bool {
        sets >= 0 && mismatches >= 0 && hints >= 0 && seconds.isFinite && seconds >= 0
            && (trialTime.map { $0.isFinite && $0 >= 0 } ?? true)
            && SetDeck(rawValue: deck) != nil
    }
}
