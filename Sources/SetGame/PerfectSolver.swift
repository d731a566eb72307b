/// The cheat: knowing the deck's order, the line of play that leaves the fewest cards.
///
/// An exhaustive depth-first search over every order of play, memoised on the exact state: the
/// cards taken so far and how many have been dealt (the deck's order being known, these two
/// say which cards are on the table). A line takes a set whenever the table holds one and
/// deals only when it holds none, as the simulator plays; every set on the table is tried. The
/// search stops early only on a line that no other can beat (0 cards left, or fewer than 3 when
/// the cards in play are not a multiple of 3), so its answer is proved; a budget of positions
/// bounds its work, and a spent budget is said, never answered with a line that is not the best.
public enum PerfectSolver {
    /// The positions `solve` examines at most unless told otherwise: enough for every one of
    /// 100,000 seeded deals of each deck and rule (see the README), a few seconds at most.
    public static let defaultBudget = 5_000_000
    /// The largest budget `solve` takes: its memo then holds at most about 1 GB.
    public static let maximumBudget = 20_000_000

    /// The line of play from a table and a deck that leaves the fewest cards.
    ///
    /// - Parameters:
    ///   - table: the cards on the table, in slot order, none selected.
    ///   - deck: the cards not dealt, the next one dealt last (as `SetGame.deck`).
    ///   - rule: what follows a set taken (refill, remove, replace).
    ///   - refillTo: the table size the refill rule fills up to (12, or 9 junior).
    ///   - budget: the most positions to examine.
    ///   - stop: asked every `LineSearch.pollInterval` positions whether to give up (the
    ///     caller's cancellation, such as Ctrl-C at the prompt); never asked when it is cheap
    ///     to finish.
    /// - Returns: the line, or `nil` when the budget was spent or `stop` said so first
    ///   (`stopped`); `positions` is how many positions were examined either way.
    public static func solve(
        table: [Card], deck: [Card], rule: SetRule, refillTo: Int, budget: Int, stop: () -> Bool = { false }
    ) -> (line: PerfectLine?, positions: Int, stopped: Bool) {
        let search = LineSearch(table: table, deck: deck, rule: rule, refillTo: refillTo, budget: budget)
        defer { search.release() }
        let left = withoutActuallyEscaping(stop) { stop in
            search.stop = stop
            defer { search.stop = nil }
            return search.search(depth: 0, count: table.count, dealt: 0, removed: CardMask())
        }
        guard !search.spent else { return (nil, search.positions, search.stopped) }
        return (
            PerfectLine(moves: search.line(from: table.count, value: left), cardsLeft: Int(left)), search.positions,
            false
        )
    }
}

/// A line of play that `PerfectSolver` proved best: its moves, and the cards it leaves.
public struct PerfectLine: Hashable, Sendable {
    /// The moves in order.
    public let moves: [LineMove]
    /// The cards on the table when the line ends (the deck is then empty and no set is left).
    public let cardsLeft: Int

    /// A line.
    public init(moves: [LineMove], cardsLeft: Int) {
        (self.moves, self.cardsLeft) = (moves, cardsLeft)
    }
}

/// One move of a line: a set taken, or 3 cards dealt onto a table that holds no set.
public enum LineMove: Hashable, Sendable {
    /// Three cards that form a set, in slot order.
    case take(Card, Card, Card)
    /// Deal (up to) 3 cards.
    case deal
}
