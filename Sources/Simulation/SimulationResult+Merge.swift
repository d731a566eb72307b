extension SimulationResult {
    /// Merges the results of the slices of one run, in any order, into the result of the
    /// slices together: exactly what one run over those games gives. Counts are added with
    /// overflow checks. Unless `partial`, the slices must cover the whole run; the error then
    /// names the games missing.
    public static func merge(_ results: [SimulationResult], partial: Bool = false) throws(SimulationError)
        -> SimulationResult
    {
        let sorted = results.sorted {
            ($0.gameRange.lowerBound, $0.gameRange.upperBound) < ($1.gameRange.lowerBound, $1.gameRange.upperBound)
        }
        guard var merged = sorted.first else { throw .empty }
        for next in sorted.dropFirst() {
            guard next.deck == merged.deck else { throw .differentDecks(merged.deck, next.deck) }
            guard next.variant == merged.variant else { throw .differentVariants(merged.variant, next.variant) }
            guard next.seed == merged.seed, next.policy == merged.policy, next.totalGames == merged.totalGames
            else { throw .differentRuns }
            guard next.duel?.duel == merged.duel?.duel else {
                throw .differentOpponents(merged.duel?.duel, next.duel?.duel)
            }
            if next.gameRange.lowerBound < merged.gameRange.upperBound {
                throw .overlap(merged.gameRange, next.gameRange)
            }
            if next.gameRange.lowerBound > merged.gameRange.upperBound {
                throw .gap(missing: merged.gameRange.upperBound..<next.gameRange.lowerBound)
            }
            merged = try merged.merged(with: next)
        }
        if !partial, !merged.isWholeRun {
            let missing = [0..<merged.gameRange.lowerBound, merged.gameRange.upperBound..<merged.totalGames]
            throw .incomplete(missing: missing.filter { !$0.isEmpty }, total: merged.totalGames)
        }
        return merged
    }

    /// The result covering both `self` and `other`, two slices of the same run that touch
    /// (either order). Throws `differentRuns` when they are of different runs, overlap or
    /// leave a gap, and `countOverflow` when a count would pass 2^64.
    public func merged(with other: SimulationResult) throws(SimulationError) -> SimulationResult {
        guard deck == other.deck else { throw .differentDecks(deck, other.deck) }
        guard variant == other.variant else { throw .differentVariants(variant, other.variant) }
        guard seed == other.seed, policy == other.policy, totalGames == other.totalGames else { throw .differentRuns }
        guard duel?.duel == other.duel?.duel else { throw .differentOpponents(duel?.duel, other.duel?.duel) }
        let selfFirst =
            (gameRange.lowerBound, gameRange.upperBound)
            <= (other.gameRange.lowerBound, other.gameRange.upperBound)
        let (low, high) = selfFirst ? (self, other) : (other, self)
        guard low.gameRange.upperBound == high.gameRange.lowerBound else { throw .differentRuns }
        var result = self
        result.gameRange = low.gameRange.lowerBound..<high.gameRange.upperBound
        result.tables = try Self.add(tables, other.tables)
        result.rounds12 = try Self.add(rounds12, other.rounds12)
        result.leftAtEnd = try Self.add(leftAtEnd, other.leftAtEnd)
        // NB: a Set-Chain result written before `deckAtEnd` was counted leaves the sum without it.
        if let deckAtEnd, let theirs = other.deckAtEnd {
            result.deckAtEnd = try Self.add(deckAtEnd, theirs)
        } else {
            result.deckAtEnd = nil
        }
        if let duel, let theirs = other.duel { result.duel = try duel.adding(theirs) }
        return result
    }

    private static func add(_ a: [TableCount], _ b: [TableCount]) throws(SimulationError) -> [TableCount] {
        try zip(a, b).map { (x, y) throws(SimulationError) in
            TableCount(seen: try add(x.seen, y.seen), noSet: try add(x.noSet, y.noSet))
        }
    }

    private static func add(_ a: [UInt64], _ b: [UInt64]) throws(SimulationError) -> [UInt64] {
        try zip(a, b).map { (x, y) throws(SimulationError) in try add(x, y) }
    }

    private static func add(_ a: UInt64, _ b: UInt64) throws(SimulationError) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw .countOverflow }
        return sum
    }
}
