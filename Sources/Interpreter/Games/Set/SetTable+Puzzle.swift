import CardKit
import JSONCoding
import SetGame

extension SetTable {
    /// Starts a puzzle: `date`'s, `seed`'s, or (neither) today's at the prompt and the next
    /// seed's in a script.
    mutating func newPuzzle(
        date: PuzzleDate?, seed: UInt64?, sets: Int, _ env: inout TableContext,
        into context: inout CommandContext
    ) {
        let date = date ?? (seed == nil ? env.today : nil)
        let chosenSeed = seed ?? date?.seed ?? env.seeds.nextShortSeed()
        replaceGame(with: SetGame(puzzleSeed: chosenSeed, sets: sets, date: date, now: env.clock), &env, &context)
        let name = date.map { "Puzzle of \($0.text)" } ?? "Puzzle, seed \(chosenSeed)"
        context.output.text = "\(name): find the \(Words.count(sets, "set")) among these 12 cards (no deck, no deal)."
        context.drawBoard = true
    }

    /// `hint` in a puzzle: one card of a set not found yet.
    mutating func puzzleHint(_ env: inout TableContext, _ context: inout CommandContext) -> String {
        guard let (card, changes) = game.puzzleHint() else { return "Every set is found." }
        env.seat.shownHint = [card]
        context.drawBoard = true
        let slot = game.slot(of: card).map { "slot \($0 + 1) " } ?? ""
        return "Hint: \(slot)(\(card.code)) is in a set not found yet.\n" + describe(changes, env)
    }

    /// "Found 2 of 6." after a puzzle's set.
    func puzzleFoundText() -> String? {
        guard let puzzle = game.puzzle else { return nil }
        return "Found \(puzzle.found.count) of \(puzzle.target)."
    }

    /// The end of a puzzle: all found, with the time.
    func puzzleSolvedText(_ puzzle: PuzzleProgress, _ env: TableContext) -> String {
        let time = (puzzle.finishedAt ?? env.clock) - game.startedAt
        return "Puzzle solved: all \(Words.count(puzzle.target, "set")) found in \(Words.seconds(time)), "
            + Words.count(puzzle.mismatches, "mismatch")
            + ", " + Words.count(puzzle.hints, "hint") + ", score \(game.score)."
    }

    /// The puzzle's status line and, under the board, the sets found so far.
    func puzzleBoardText(_ puzzle: PuzzleProgress, _ env: TableContext) -> String {
        var status =
            (puzzle.date.map { "Puzzle \($0.text)" } ?? "Puzzle seed \(game.seed)")
            + " · found \(puzzle.found.count) of \(puzzle.target) · score \(game.score)"
        if puzzle.isSolved { status += " · solved" }
        // NB: each found set in slot order, as `Set!` names a set chosen by slots in order.
        let slot = { (card: Card) in game.table.firstIndex(of: card) ?? Int.max }
        let found = puzzle.found.enumerated().map {
            "\($0.offset + 1). " + Words.codes($0.element.sorted { slot($0) < slot($1) })
        }
        return draw(status: status, env) + (found.isEmpty ? "" : "\nFound: " + found.joined(separator: "; "))
    }
}

extension PuzzleProgress {
    /// The Set state's `puzzle` object: `{"date", "sets", "found", "mismatches", "hints",
    /// "solved", "time"}`; `date` is null for a puzzle made from a seed, `time` until solved.
    func write(to writer: inout JSONWriter, startedAt: Double) {
        writer.object { writer in
            writer.key(ReportKey.date)
            if let date { writer.string(date.text) } else { writer.null() }
            writer.field(ReportKey.sets, target)
            writer.key(ReportKey.found)
            writer.array { writer in
                for cards in found { writer.array { writer in for card in cards { writer.string(card.code) } } }
            }
            writer.field(ReportKey.mismatches, mismatches)
            writer.field(ReportKey.hints, hints)
            writer.field(ReportKey.solved, isSolved)
            writer.key(ReportKey.time)
            if let finishedAt { writer.number(JSONWriter.rounded(finishedAt - startedAt)) } else { writer.null() }
        }
    }
}
