/// The cheat at the table: `PerfectSolver` from the game's own state.
extension SetGame {
    /// The line of play from here that leaves the fewest cards, knowing the deck's order
    /// (`PerfectSolver`); a selection is put away first, as `unselect` does (a match on show
    /// leaves the table), which `PerfectSolution.unselectsFirst` says.
    ///
    /// Refused in a puzzle, a time trial, Set-Chain and UltraSet, when the search examines
    /// `budget` positions without proving a line best, and when `stop` (asked now and then
    /// while it searches: the caller's Ctrl-C) says to give up.
    public func perfectLine(
        budget: Int = PerfectSolver.defaultBudget, stop: () -> Bool = { false }
    ) throws(SetGameError) -> PerfectSolution {
        guard puzzle == nil else { throw .notInPuzzle("solve") }
        guard trial == nil else { throw .notInTrial("solve") }
        guard variant == .standard else { throw .standardOnly("solve", variant) }
        var game = self
        if game.reveal == .match {
            var changes: [SetChange] = []
            game.clearMatch(into: &changes)
        }
        let (line, positions, stopped) = PerfectSolver.solve(
            table: game.table, deck: game.deck, rule: rule, refillTo: deckKind.tableSize, budget: max(0, budget),
            stop: stop)
        if stopped { throw .interrupted("solve") }
        guard let line else { throw .solveBudgetSpent(positions: budget) }
        return PerfectSolution(line: line, positions: positions, unselectsFirst: !selected.isEmpty)
    }
}

/// What `SetGame.perfectLine` found.
public struct PerfectSolution: Hashable, Sendable {
    /// The best line, proved.
    public let line: PerfectLine
    /// How many positions the search examined.
    public let positions: Int
    /// Whether the line starts by putting the selection away (`unselect`).
    public let unselectsFirst: Bool
}
