import CardKit
import JSONCoding
import SetGame

extension SetTable {
    /// After `command`, the record of the Set game, puzzle or trial that it finished (a
    /// choice, a deal, or the computer's move during a wait; `before` is the game before the
    /// command), for the
    /// program to keep in the statistics history.
    /// A game that `solve` or `hint best` helped with, or whose moves came from a sourced file,
    /// is not the player's own: it has no record, and `unkeptNote` says why.
    func finishedRecord(after command: Command, before: SetGame, _ env: TableContext) -> GameRecord? {
        let clock = env.clock
        let playTally = env.seat.playTally
        guard finishes(after: command, before: before), playTally.help.isEmpty else { return nil }
        var record = GameRecord(
            kind: .game, deck: game.deckKind.rawValue, seed: game.seed, sets: game.setsFound,
            seconds: max(0, clock - game.startedAt), mismatches: playTally.mismatches,
            hints: playTally.hints, score: game.score)
        if game.variant != .standard { record.variant = game.variant.rawValue }
        if let puzzle = game.puzzle {
            record.kind = .puzzle
            record.date = puzzle.date?.text
            record.seconds = max(0, (puzzle.finishedAt ?? clock) - game.startedAt)
            (record.mismatches, record.hints) = (puzzle.mismatches, puzzle.hints)
        } else if let trial = game.trial {
            record.kind = .trial
            record.seconds = trial.elapsed(at: clock)
            (record.mismatches, record.hints) = (trial.mismatches, trial.hints)
            (record.trialSets, record.trialTime) = (trial.target, trial.time)
        }
        return record
    }

    /// Whether `command` finished the Set game, puzzle or trial (`before` is the game before it).
    private func finishes(after command: Command, before: SetGame) -> Bool {
        // NB: undo and redo bring back a game that was over already: it counted then.
        if case .undo = command { return false }
        if case .redo = command { return false }
        return !before.isOver && game.isOver && before.seed == game.seed
    }

    /// When `command` finished a game that is not kept in the statistics (see `PlayTally.help`),
    /// the line that says so and why.
    func unkeptNote(after command: Command, before: SetGame, _ env: TableContext) -> String? {
        let help = env.seat.playTally.help
        guard finishes(after: command, before: before), !help.isEmpty else { return nil }
        let asked = [Help.solve, .hintBest].filter(help.contains).map(\.rawValue)
        var reasons: [String] = []
        if !asked.isEmpty { reasons.append("you asked " + asked.joined(separator: " and ")) }
        if help.contains(.source) { reasons.append("moves came from a sourced file") }
        return "Not kept in your statistics: " + reasons.joined(separator: "; ") + " (stats counts your own games)."
    }

    /// `stats`: fills in `output` (the command's) with the statistics of `records`, which
    /// `source` describes; `notes` are problems the program met reading the history.
    static func showStats(
        _ records: [GameRecord], source: String, notes: [String], options: SessionOptions, into output: inout Output
    ) {
        let stats = Statistics(records: records)
        output.stats = JSONFragment.write { writer in stats.write(to: &writer, source: source) }
        guard options.rendersText else { return }
        var lines = notes.map { "Note: \($0)" }
        lines.append("Statistics of \(source).")
        guard !stats.isEmpty else {
            lines.append(
                """
                Nothing recorded yet: finish a game, a puzzle or a trial (new-game trial --sets 10) and it counts \
                here.
                """
            )
            output.text = lines.joined(separator: "\n")
            return
        }
        lines.append(
            "Played: " + Words.count(stats.games, "game") + ", " + Words.count(stats.puzzles, "puzzle")
                + ", " + Words.count(stats.trials, "trial") + ".")
        if let all = stats.paceAll, let recent = stats.paceLast10 {
            lines.append(
                "Pace: " + SetTable.pace(recent)
                    + " sets a minute over the last \(min(stats.paced, Statistics.shortWindow)), "
                    + SetTable.pace(all)
                    + (stats.paced == 1 ? " over the 1 game or trial." : " over all \(stats.paced) games and trials."))
            lines.append(
                "Last \(stats.recentPaces.count): " + Statistics.sparkline(stats.recentPaces, ascii: !options.unicode)
                    + "  (sets a minute, oldest first, " + SetTable.pace(stats.recentPaces.min() ?? 0) + " to "
                    + SetTable.pace(stats.recentPaces.max() ?? 0) + ")")
        }
        if !stats.bestTrials.isEmpty {
            lines.append(
                "Best trials: "
                    + stats.bestTrials.map { best in
                        (best.deck == "standard" ? "" : "\(best.deck) ")
                            + "\(best.sets) sets \(Words.seconds(best.time)) (of \(best.count))"
                    }.joined(separator: "; ") + ".")
        }
        if let rate = stats.mismatchRate {
            lines.append("Mismatches: \(stats.mismatches) of \(stats.tries) tries (" + SetTable.percent(rate) + ").")
        }
        lines.append("Hints used: \(stats.hints).")
        if !stats.variants.isEmpty {
            lines.append(
                "Variants: "
                    + stats.variants.map { played in
                        let variant = SetVariant(rawValue: played.variant) ?? .standard
                        return Words.count(played.games, "game")
                            + " of \(variant.title) (best \(Words.count(played.bestSets, variant.moveName)))"
                    }.joined(separator: "; ") + ".")
        }
        output.text = lines.joined(separator: "\n")
    }

    /// Sets a minute with two decimals.
    static func pace(_ value: Double) -> String {
        // NB: validated records keep a pace far below this; the guard keeps Int() total anyway.
        guard value.isFinite, abs(value) < 1e12 else { return value.isNaN ? "?" : "∞" }
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    }

    /// A fraction as a percentage with one decimal.
    static func percent(_ value: Double) -> String { "\((value * 1000).rounded() / 10)%" }
}

extension Statistics {
    /// The `stats` object of the JSON stream: `{"source", "games", "puzzles", "trials",
    /// "paceLast10", "paceAll", "recentPaces", "bestTrials": [{"deck", "sets", "time",
    /// "count"}], "mismatches", "tries", "mismatchRate", "hints"}`; a pace or rate is null
    /// when nothing counts.
    func write(to writer: inout JSONWriter, source: String) {
        writer.object { writer in
            writer.field(ReportKey.source, source)
            writer.field(ReportKey.games, games)
            writer.field(ReportKey.puzzles, puzzles)
            writer.field(ReportKey.trials, trials)
            writer.key(ReportKey.paceLast10)
            if let paceLast10 { writer.number(JSONWriter.rounded(paceLast10)) } else { writer.null() }
            writer.key(ReportKey.paceAll)
            if let paceAll { writer.number(JSONWriter.rounded(paceAll)) } else { writer.null() }
            writer.key(ReportKey.recentPaces)
            writer.array { writer in for pace in recentPaces { writer.number(JSONWriter.rounded(pace)) } }
            writer.key(ReportKey.bestTrials)
            writer.array { writer in
                for best in bestTrials {
                    writer.object { writer in
                        writer.field(ReportKey.deck, best.deck)
                        writer.field(ReportKey.sets, best.sets)
                        writer.field(ReportKey.time, JSONWriter.rounded(best.time))
                        writer.field(ReportKey.count, best.count)
                    }
                }
            }
            writer.field(ReportKey.mismatches, mismatches)
            writer.field(ReportKey.tries, tries)
            writer.key(ReportKey.mismatchRate)
            if let mismatchRate { writer.number(JSONWriter.rounded(mismatchRate)) } else { writer.null() }
            writer.field(ReportKey.hints, hints)
            // NB: only when a variant was played, so standard statistics write as before.
            if !variants.isEmpty {
                writer.key(ReportKey.variants)
                writer.array { writer in
                    for played in variants {
                        writer.object { writer in
                            writer.field(ReportKey.variant, played.variant)
                            writer.field(ReportKey.games, played.games)
                            writer.field(ReportKey.bestSets, played.bestSets)
                        }
                    }
                }
            }
        }
    }
}
