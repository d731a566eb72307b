import CardKit

/// A time trial in a Set game: find `target` sets as fast as possible.
///
/// The clock is the caller's (the session's virtual or injected clock, never the wall clock):
/// it starts when the first card is shown (`SetGame.startTrialClock(at:)`) and stops at the
/// last set. Each mismatch adds `mismatchPenalty` seconds and each hint `hintPenalty`. A trial
/// never runs dry: when the deck is empty, the found sets are shuffled back into it, so 30 sets
/// can be found with 81 cards (27 sets) or with the junior deck (9).
public struct TrialProgress: Sendable, Equatable, Codable {
    /// The trial lengths offered: `new-game trial --sets 10|20|30`.
    public static let setCounts = [10, 20, 30]
    /// The length when none is named.
    public static let defaultSets = 10
    /// Seconds added for three cards that are not a set.
    public static let mismatchPenalty = 5.0
    /// Seconds added for each `hint` or `hint all`.
    public static let hintPenalty = 10.0

    /// How many sets there are to find.
    public let target: Int
    /// Three cards chosen that were not a set.
    public internal(set) var mismatches: Int
    /// Hints asked (`hint`, `hint all`).
    public internal(set) var hints: Int
    /// Times the found sets went back into an empty deck.
    public internal(set) var reshuffles: Int
    /// When the first card was shown: the clock's start; `nil` until then.
    public internal(set) var startedAt: Double?
    /// When the last set was found; `nil` until then.
    public internal(set) var finishedAt: Double?

    /// A fresh trial of `target` sets.
    public init(target: Int) {
        self.target = target
        mismatches = 0
        hints = 0
        reshuffles = 0
        startedAt = nil
        finishedAt = nil
    }

    /// Whether the last set has been found.
    public var isFinished: Bool { finishedAt != nil }

    /// The seconds the penalties add.
    public var penalty: Double {
        Double(mismatches) * Self.mismatchPenalty + Double(hints) * Self.hintPenalty
    }

    /// The seconds on the trial's clock at `now` (stopped at the finish), penalties excluded.
    public func elapsed(at now: Double) -> Double {
        guard let startedAt else { return 0 }
        return max(0, (finishedAt ?? now) - startedAt)
    }

    /// The result: seconds from the first card shown to the last set, plus the penalties;
    /// `nil` until finished.
    public var time: Double? {
        guard finishedAt != nil else { return nil }
        return elapsed(at: 0) + penalty
    }
}

extension SetGame {
    /// A time trial: an ordinary game of `deck` under the refill rule, over when `sets` sets
    /// are found (see `TrialProgress`).
    public init(trialSeed seed: UInt64, sets: Int, deck: SetDeck = .standard, now: Double = 0) {
        self.init(seed: seed, rule: .refill, now: now, deck: deck)
        trial = TrialProgress(target: sets)
    }

    /// Starts a trial's clock at `time` (when the first card is shown); later calls and
    /// games that are not trials change nothing.
    public mutating func startTrialClock(at time: Double) {
        guard trial != nil, trial?.startedAt == nil else { return }
        trial?.startedAt = max(startedAt, time)
    }

    /// In a trial, shuffles the discard pile back into an empty deck.
    mutating func reshuffleIfTrial(into changes: inout [SetChange]) {
        guard trial != nil, deck.isEmpty, !discard.isEmpty else { return }
        let returned = discard
        deck = returned
        deck.seededShuffle(using: &generator)
        discard = []
        trial?.reshuffles += 1
        changes.append(.returnedToDeck(returned))
    }

    /// The invariants of a trial: a length offered, a finish time exactly when all its sets
    /// are found, after the start (sets found up to its length: `validateMovesFound`).
    func validateTrial(_ trial: TrialProgress) throws(InvalidState) {
        try InvalidState.require(
            TrialProgress.setCounts.contains(trial.target),
            "a trial of \(trial.target) sets; trials are of 10, 20 or 30")
        try InvalidState.require(
            puzzle == nil && rule == .refill, "a trial is played under the refill rule, not as a puzzle")
        let limit = InvalidState.counterLimit
        try InvalidState.check(trial.mismatches, in: 0...limit, "mismatches")
        try InvalidState.check(trial.hints, in: 0...limit, "hints")
        try InvalidState.check(trial.reshuffles, in: 0...limit, "reshuffles")
        if let start = trial.startedAt {
            try InvalidState.require(
                start.isFinite && start >= startedAt, "the trial started at \(start), before the game")
        }
        if let finished = trial.finishedAt {
            try InvalidState.require(
                setsFound == trial.target && finished.isFinite && finished >= (trial.startedAt ?? .infinity),
                "the trial finished at \(finished) without all its sets found after its start")
        } else {
            try InvalidState.require(setsFound < trial.target, "a finished trial has no finish time")
        }
    }
}
