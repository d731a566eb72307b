import CardKit
import Choreography
import JSONCoding
import SetGame

extension SetTable {
    /// Starts a time trial of `sets` sets with `deck`.
    mutating func newTrial(
        sets: Int, seed: UInt64, deck: SetDeck, _ env: inout TableContext, into context: inout CommandContext
    ) {
        replaceGame(with: SetGame(trialSeed: seed, sets: sets, deck: deck, now: env.clock), &env, &context)
        context.startsTrialClock = true
        context.output.text =
            "Time trial: find \(Words.count(sets, "set")) (seed \(seed)\(SetTable.deckNote(deck))). "
            + "The clock starts at the first card shown and stops at the last set; "
                + """
                a mismatch adds \(Words.seconds(TrialProgress.mismatchPenalty)), a hint \
                \(Words.seconds(TrialProgress.hintPenalty)).
                """
        context.drawBoard = true
    }

    /// After `new-game trial`, starts the trial's clock when the first card is shown: the end
    /// of the first deal event (the command began at `start` on the session's clock).
    mutating func startTrialClockIfNeeded(
        commandStart start: Double, events: [AnimationEvent], _ context: CommandContext
    ) {
        guard context.startsTrialClock else { return }
        var firstShown = Double.infinity
        for event in events where event.kind == .deal { firstShown = min(firstShown, event.t + event.duration) }
        if !firstShown.isFinite { firstShown = 0 }
        game.startTrialClock(at: start + firstShown)
    }

    /// ", junior deck" for a junior game; nothing for the standard deck.
    static func deckNote(_ deck: SetDeck) -> String {
        deck == .standard ? "" : ", \(deck.rawValue) deck of \(deck.cardCount) cards, \(deck.tableSize) on the table"
    }

    /// ", Set-Chain: ..." for a variant game; nothing for standard Set.
    static func variantNote(_ variant: SetVariant) -> String {
        variant == .standard ? "" : ", \(variant.title): \(variant.rule)"
    }

    /// The end of a trial: the time, and what the penalties added.
    func trialFinishedText(_ trial: TrialProgress, _ env: TableContext) -> String {
        let time = trial.time ?? 0
        return "Trial over: \(Words.count(trial.target, "set")) in \(Words.seconds(time)) ("
            + "\(Words.seconds(trial.elapsed(at: env.clock))) on the clock + \(Words.seconds(trial.penalty)) for "
            + Words.count(trial.mismatches, "mismatch")
            + " and " + Words.count(trial.hints, "hint") + "), score \(game.score)."
    }

    /// The trial's status line.
    func trialStatus(_ trial: TrialProgress, _ env: TableContext) -> String {
        let dot = env.dot
        var status =
            "Trial" + dot + "\(game.setsFound) of \(trial.target) sets" + dot
            + Words.seconds(trial.elapsed(at: env.clock))
            + (trial.penalty > 0 ? " +\(Words.seconds(trial.penalty))" : "")
            + dot + "deck \(game.deck.count)"
        if trial.isFinished { status += dot + "finished" }
        return status
    }
}

extension TrialProgress {
    /// The Set state's `trial` object: `{"sets", "found", "mismatches", "hints", "penalty",
    /// "elapsed", "finished", "time"}`; `time` (with penalties) is null until finished.
    func write(to writer: inout JSONWriter, found: Int, now: Double) {
        writer.object { writer in
            writer.field(ReportKey.sets, target)
            writer.field(ReportKey.found, found)
            writer.field(ReportKey.mismatches, mismatches)
            writer.field(ReportKey.hints, hints)
            writer.field(ReportKey.penalty, JSONWriter.rounded(penalty))
            writer.field(ReportKey.elapsed, JSONWriter.rounded(elapsed(at: now)))
            writer.field(ReportKey.finished, isFinished)
            writer.key(ReportKey.time)
            if let time { writer.number(JSONWriter.rounded(time)) } else { writer.null() }
        }
    }
}
