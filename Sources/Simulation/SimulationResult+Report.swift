import CardKit
import SetGame

extension TableCount {
    /// P(no set) with its 95% interval.
    public var estimate: Estimate { Estimate(successes: noSet, trials: seen) }
}

extension SimulationResult {
    /// The mean sets per game with its 95% interval (within 0 and the most a game can find,
    /// `MoveLimit`).
    public var setsPerGameEstimate: Estimate {
        let most = Double(MoveLimit(deck: deck, variant: variant).most)
        guard games > 0 else { return Estimate(mean: 0, variance: 0, count: 0, range: 0...most) }
        return Estimate(mean: setsPerGame, variance: moveVariance, count: games, range: 0...most)
    }

    /// The statistics in words, with 95% confidence intervals: what `simulate` prints.
    public var report: String {
        var lines: [String] = []
        let scope = isWholeRun ? "" : " (games \(gameRange.lowerBound)..<\(gameRange.upperBound) of \(totalGames))"
        let deckNote =
            (deck == .standard
                ? "" : ", \(deck.rawValue) deck (\(deck.cardCount) cards, \(deck.tableSize) on the table)")
            + (variant == .standard ? "" : ", \(variant.title)")
        if let duel {
            // Races against the computer: who wins first; the tables as in solo play after.
            let who =
                "the \(duel.duel.opponent.rawValue) computer against a person modelled at \(duel.duel.person.rawValue)"
            lines.append("\(UInt64(clamping: games).games) of \(who), seed \(seed)\(deckNote)\(scope)")
            lines.append("")
            lines += duel.report
        } else {
            lines.append("\(UInt64(clamping: games).games), policy \(policy.rawValue), seed \(seed)\(deckNote)\(scope)")
        }
        lines.append("")
        let move = variant.moveName
        // NB: a variant's round names a range of decks (`round 22, deck 67-69`), cut at 18.
        let labelWidth = variant == .standard ? 18 : 20
        lines.append("P(no \(move)) while the deck is not empty, 95% confidence interval:")
        for (size, count) in shownTables {
            let always = variant == .standard && size > deck.largestSetFree
            lines.append(Self.row(label: "\(size) cards", count, move: move, width: labelWidth, always: always))
        }
        lines.append("")
        let opening = deck.tableSize
        lines.append(
            variant == .standard
                ? "\(opening) cards by round (3-card deals since the opening \(opening)):"
                : "\(opening) cards by round (cards dealt since the opening \(opening), by threes):")
        for (round, count) in rounds12.enumerated() where count.seen > 0 {
            let most = deck.cardCount - opening - 3 * round
            // NB: in the variants a round is a third of the cards dealt, rounded down (a chain
            // set refills 2, an ultraset 4), so the deck holds one of three counts.
            let label =
                variant == .standard
                ? String(cFormat: "round %2d, deck %2d", round, most)
                : String(cFormat: "round %2d, deck %2d-%d", round, max(1, most - 2), most)
            lines.append(Self.row(label: label, count, move: move, width: labelWidth, always: false))
        }
        lines.append("")
        lines.append(variant == .standard ? "cards left at the end:" : "cards left at the end (table and deck):")
        for (left, count) in leftAtEnd.enumerated() where count > 0 {
            let share = Estimate(successes: count, trials: UInt64(games))
            lines.append(
                String(
                    cFormat: "  %2d cards  %8.5f%%  [%.5f, %.5f]%%  ",
                    left, 100 * share.value, 100 * share.low, 100 * share.high) + "(\(count.games))")
        }
        lines += chainReport
        let sets = setsPerGameEstimate
        lines.append("")
        lines.append(String(cFormat: "\(move)s per game: %.4f  [%.4f, %.4f]", sets.value, sets.low, sets.high))
        lines += spreadReport
        return lines.joined(separator: "\n") + "\n"
    }

    /// A row of tables seen; `always` where the rules put a move on every such table.
    /// NB: a sample that found a move every time says so with the odds its interval allows,
    /// not "always" (issue 37, item 22).
    private static func row(label: String, _ count: TableCount, move: String, width: Int, always: Bool) -> String {
        let padded = label.padded(to: max(width, label.count))
        guard count.seen > 0 else { return "  \(padded)  not seen" }
        let e = count.estimate
        let odds =
            count.noSet > 0
            ? String(cFormat: "1 in %.2f (%.2f:1)", 1 / e.value, (1 - e.value) / e.value)
            : always ? "always a \(move)" : String(cFormat: "none seen (at least %.2f:1)", (1 - e.high) / e.high)
        return "  \(padded)  " + String(cFormat: "%.5f  [%.5f, %.5f]  ", e.value, e.low, e.high) + odds
            + "  (\(count.noSet) of \(count.seen))"
    }
}
