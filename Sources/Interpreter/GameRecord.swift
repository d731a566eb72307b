import CardKit
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
    /// The rules of an ordinary game other than standard Set (`chain`, `ultra`); `nil` for
    /// standard Set, so that its records are written as before variants existed.
    public var variant: String?

    /// A record.
    public init(
        kind: Kind, deck: String, seed: UInt64, date: String? = nil, sets: Int, seconds: Double,
        mismatches: Int, hints: Int, score: Int, trialSets: Int? = nil, trialTime: Double? = nil
    ) {
        (self.kind, self.deck, self.seed, self.date, self.sets, self.seconds) = (kind, deck, seed, date, sets, seconds)
        (self.mismatches, self.hints, self.score, self.trialSets, self.trialTime) = (
            mismatches, hints, score, trialSets, trialTime
        )
    }

    /// Sets found per minute; `nil` for a record of no time.
    public var setsPerMinute: Double? {
        seconds > 0 ? Double(sets) * 60 / seconds : nil
    }

    /// The longest time a record may hold, in seconds (about 31 years), as for a save's clock.
    static let longestTime = 1e9

    /// Checks that the rules could have produced this record, naming the first thing that
    /// they could not: a known deck; counts and score within the engines' counter limits;
    /// times finite, not negative and at most `longestTime`; a trial's length one of
    /// `TrialProgress.setCounts` and its result with penalties no shorter than its time; sets
    /// found within the game's `MoveLimit` (the bound its `validate()` keeps while it is
    /// played); a date only on a puzzle, as `YYYY-MM-DD`.
    ///
    /// The reader sets aside a record that fails this, and the writer never writes one.
    public func validate() throws(InvalidState) {
        guard let setDeck = SetDeck(rawValue: deck) else {
            throw InvalidState("the deck \(SafeText.quoted(deck, limit: 40)) is not one animset deals")
        }
        let rules =
            try variant.map { name throws(InvalidState) in
                guard let rules = SetVariant(rawValue: name), rules != .standard else {
                    throw InvalidState("the variant \(SafeText.quoted(name, limit: 40)) is not one animset plays")
                }
                try InvalidState.require(
                    kind == .game && setDeck == .standard, "a \(kind.rawValue) of the \(deck) deck with a variant")
                return rules
            } ?? .standard
        try InvalidState.check(mismatches, in: 0...InvalidState.counterLimit, "mismatches")
        try InvalidState.check(hints, in: 0...InvalidState.counterLimit, "hints")
        try InvalidState.check(score, in: -InvalidState.counterLimit...InvalidState.counterLimit, "the score")
        try InvalidState.require(Self.isTime(seconds), "the time \(seconds) is not a time of play")
        // NB: every set found plays its match animation on the session's clock (0.8 s), so
        // sets in less than a tenth of a second were never played; such a time made the pace
        // infinite (1e-320 s crashed `stats`).
        try InvalidState.require(sets == 0 || seconds >= 0.1, "\(sets) sets in \(seconds) s")
        let length: MoveLimit.Length
        switch kind {
        case .trial:
            guard let trialSets, let trialTime else { throw InvalidState("a trial without its length and result") }
            try InvalidState.require(
                TrialProgress.setCounts.contains(trialSets),
                """
                a trial of \(trialSets) sets (trials are of \
                \(TrialProgress.setCounts.map(String.init).joined(separator: ", ")))
                """
            )
            try InvalidState.require(
                Self.isTime(trialTime) && trialTime >= seconds,
                "the trial's result \(trialTime) is not a time after \(seconds)")
            length = .trial(sets: trialSets)
        case .puzzle, .game:
            try InvalidState.require(
                trialSets == nil && trialTime == nil, "a \(kind.rawValue) with a trial's length or result")
            length = kind == .puzzle ? .puzzle(sets: nil) : .wholeDeck
        }
        try MoveLimit(deck: setDeck, variant: rules, length: length).check(found: sets)
        if let date {
            try InvalidState.require(kind == .puzzle, "a \(kind.rawValue) with a puzzle's date")
            let digits = date.unicodeScalars.map { ("0"..."9").contains($0) }
            try InvalidState.require(
                digits == [true, true, true, true, false, true, true, false, true, true]
                    && date.unicodeScalars.filter { $0 == "-" }.count == 2,
                "the date \(SafeText.quoted(date, limit: 20)) is not YYYY-MM-DD")
        }
    }

    /// Whether `seconds` is a time a record may hold.
    private static func isTime(_ seconds: Double) -> Bool {
        seconds.isFinite && seconds >= 0 && seconds <= longestTime
    }
}
