import SetGame

extension SetTable {
    /// `solve`: the best line from the Set game in front, as commands `animset run` plays back,
    /// between comments that say what was searched and how many cards the line leaves; `stop`
    /// (the context's `interruption`) is asked as it searches.
    func solve(budget: Int, stop: () -> Bool) throws(InterpreterError) -> String {
        let solution: PerfectSolution
        do { solution = try game.perfectLine(budget: budget, stop: stop) } catch { throw .set(error) }
        let line = solution.line
        let sets = line.moves.filter { $0 != .deal }.count
        var lines = [
            "# The best line from here, knowing the order of the deck: "
                + Words.count(sets, "set") + ", " + Words.count(line.moves.count - sets, "deal")
                + " (" + Words.count(solution.positions, "position") + " searched)."
        ]
        if solution.unselectsFirst { lines.append("unselect") }
        // NB: a set taken stays on show until the next move, and `deal` replaces a match on
        // show rather than adding 3 (the assignment's rule): a deal after a set is preceded by
        // `unselect`, which puts the match away as the rule says, so the deal adds 3 as the
        // search did. `choose A B C` puts it away itself before it names its cards.
        var matchOnShow = false
        for move in line.moves {
            switch move {
            case .take(let a, let b, let c):
                lines.append("choose \(a.code) \(b.code) \(c.code)")
                matchOnShow = true
            case .deal:
                if matchOnShow { lines.append("unselect") }
                lines.append("deal")
                matchOnShow = false
            }
        }
        lines.append(
            line.cardsLeft == 0
                ? "# 0 cards left: a perfect game."
                : "# " + Words.count(line.cardsLeft, "card") + " left: no line leaves fewer.")
        return lines.joined(separator: "\n")
    }
}
