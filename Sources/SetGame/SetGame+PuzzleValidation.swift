import CardKit

extension SetGame {
    /// The invariants of a puzzle game: its 12 cards on the table and nowhere else, exactly
    /// `target` sets among them, found sets that are distinct sets of the table, counters in
    /// range, and a finish time exactly when all are found.
    func validatePuzzle(_ puzzle: PuzzleProgress) throws(InvalidState) {
        try InvalidState.require(
            PuzzleMaker.setCounts.contains(puzzle.target),
            """
            a puzzle of \(puzzle.target) sets; puzzles hold \(PuzzleMaker.setCounts.lowerBound) to \
            \(PuzzleMaker.setCounts.upperBound)
            """
        )
        try InvalidState.require(
            table.count == PuzzleMaker.tableSize && deck.isEmpty && discard.isEmpty,
            "a puzzle holds its \(PuzzleMaker.tableSize) cards on the table only")
        let sets = Solver.countSets(in: table)
        try InvalidState.require(sets == puzzle.target, "the puzzle table holds \(sets) sets, not \(puzzle.target)")
        try InvalidState.require(
            puzzle.found.count <= puzzle.target, "\(puzzle.found.count) sets found of \(puzzle.target)")
        try InvalidState.require(Set(puzzle.found).count == puzzle.found.count, "a set is found twice")
        for found in puzzle.found {
            try InvalidState.require(
                found.count == 3 && found == found.sorted() && found.allSatisfy(table.contains)
                    && Solver.isSet(found[0], found[1], found[2]),
                "found cards " + found.map(\.code).joined(separator: " ") + " are not a set of the table")
        }
        let limit = InvalidState.counterLimit
        try InvalidState.check(puzzle.mismatches, in: 0...limit, "mismatches")
        try InvalidState.check(puzzle.hints, in: 0...limit, "hints")
        if let finished = puzzle.finishedAt {
            try InvalidState.require(
                puzzle.isSolved && finished.isFinite && finished >= startedAt,
                "the puzzle finished at \(finished) without every set found")
        } else {
            try InvalidState.require(!puzzle.isSolved, "a solved puzzle has no finish time")
        }
    }
}
