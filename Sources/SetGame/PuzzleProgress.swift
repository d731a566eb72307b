/// A puzzle in a Set game: a fixed table of 12 holding exactly `target` sets, no deck and no
/// deal; found sets stay on the table, are listed, and cannot be found twice.
public struct PuzzleProgress: Sendable, Equatable, Codable {
    /// How many sets there are to find.
    public let target: Int
    /// The date it is the puzzle of, or `nil` for a puzzle made from a seed.
    public let date: PuzzleDate?
    /// The sets found, each as its three cards in index order, in the order found.
    public internal(set) var found: [[Card]]
    /// Three cards chosen that were not a set.
    public internal(set) var mismatches: Int
    /// Hints asked.
    public internal(set) var hints: Int
    /// When the last set was found, once all are.
    public internal(set) var finishedAt: Double?

    /// A fresh puzzle.
    public init(target: Int, date: PuzzleDate?) {
        self.target = target
        self.date = date
        found = []
        mismatches = 0
        hints = 0
        finishedAt = nil
    }

    /// Whether every set has been found.
    public var isSolved: Bool { found.count >= target }

    /// Whether these three cards (any order) were found already; the 1-based number if so.
    public func foundNumber(of cards: [Card]) -> Int? {
        let key = cards.sorted()
        return found.firstIndex(of: key).map { $0 + 1 }
    }
}

extension SetGame {
    /// A puzzle game: the 12 cards of `PuzzleMaker.table(seed:sets:)`, no deck, nothing to deal.
    public init(puzzleSeed seed: UInt64, sets: Int, date: PuzzleDate?, now: Double = 0) {
        self.init(seed: seed, rule: .refill, now: now)
        table = PuzzleMaker.table(seed: seed, sets: sets)
        deck = []
        puzzle = PuzzleProgress(target: sets, date: date)
    }

    /// The sets of the puzzle not found yet, as slot triples.
    public var puzzleSetsLeft: [SetTriple] {
        guard let puzzle else { return [] }
        return Solver.allSets(in: table).filter { puzzle.foundNumber(of: $0.slots.map { table[$0] }) == nil }
    }
}
