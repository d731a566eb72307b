import SetGame

extension Session {
    /// `solve`: the best line from the Set game in front, as commands `animset run` plays back,
    /// between comments that say what was searched and how many cards the line leaves.
    func solve(budget: Int) throws(InterpreterError) -> String {
        let solution: PerfectSolution
        do { solution = try games.set.perfectLine(budget: budget) } catch { throw .set(error) }
        let line = solution.line
        let sets = line.moves.filter { $0 != .deal }.count
        var lines = ["# The best line from here, knowing the order of the deck: "
            + Session.count(sets, "set") + ", " + Session.count(line.moves.count - sets, "deal")
            + " (" + Session.count(solution.positions, "position") + " searched)."]
        if solution.unselectsFirst { lines.append("unselect") }
        for move in line.moves {
            switch move {
            case .take(let a, let b, let c): lines.append("choose \(a.code) \(b.code) \(c.code)")
            case .deal: lines.append("deal")
            }
        }
        lines.append(line.cardsLeft == 0
            ? "# 0 cards left: a perfect game."
            : "# " + Session.count(line.cardsLeft, "card") + " left: no line leaves fewer.")
        return lines.joined(separator: "\n")
    }
}
