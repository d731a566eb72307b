import CardKit
import SetGame

/// The words of Set-Chain and UltraSet (`SetVariant`): matches, mismatches and `why`.
extension SetTable {
    /// "Set! 2RSO 1GOD 3PTS, carrying 2RSO from the previous set." in Set-Chain (a first set
    /// carries nothing); "UltraSet! 1RSO 2GOD and 3PTS 1PSO, each a set with 2GTD." in UltraSet.
    static func variantMatchText(_ cards: [Card], _ variant: SetVariant, previous: [Card]) -> String {
        if variant == .ultra, cards.count == 4, let ultra = Solver.ultraSet(cards[0], cards[1], cards[2], cards[3]) {
            return "UltraSet! " + Words.codes(Array(ultra.cards.prefix(2))) + " and "
                + Words.codes(Array(ultra.cards.suffix(2)))
                + ", each a set with \(ultra.fifth.code)."
        }
        let carried = cards.filter(previous.contains)
        return "Set! " + Words.codes(cards)
            + (carried.isEmpty ? "." : ", carrying " + Words.codes(carried) + " from the previous set.")
    }

    /// Why four cards are not an ultraset: the card each pair of each split needs.
    static func ultraWhyLine(_ cards: [Card]) -> String {
        guard cards.count == 4 else { return "Why: an ultraset is 4 cards." }
        return "Why: "
            + ultraSplits(cards).map {
                "\(Words.codes($0.0)) need \($0.1.code), \(Words.codes($0.2)) need \($0.3.code)"
            }
            .joined(separator: "; ") + ": no split into two pairs needs the same fifth card, so not an ultraset."
    }

    /// The three ways to split four cards into two pairs, each pair with the card completing it,
    /// in Set with Friends' order (ab|cd, ac|bd, ad|bc).
    static func ultraSplits(_ cards: [Card]) -> [([Card], Card, [Card], Card)] {
        let (a, b, c, d) = (cards[0], cards[1], cards[2], cards[3])
        return [(a, b, c, d), (a, c, b, d), (a, d, b, c)].map { w, x, y, z in
            ([w, x], Solver.third(w, x), [y, z], Solver.third(y, z))
        }
    }

    /// `why A B C D` in UltraSet: the verdict, then each split's two needed cards.
    func ultraWhyText(_ cards: [Card]) -> String {
        let ultra = Solver.ultraSet(cards[0], cards[1], cards[2], cards[3])
        var lines = [Words.codes(cards) + (ultra == nil ? ": not an ultraset." : ": an ultraset.")]
        lines.append("Each split into two pairs, and the card each pair needs:")
        for (first, firstNeeds, second, secondNeeds) in SetTable.ultraSplits(cards) {
            let same = firstNeeds == secondNeeds
            lines.append(
                "  \(Words.codes(first)) need \(firstNeeds.code), \(Words.codes(second)) need \(secondNeeds.code)"
                    + (same ? ": the same fifth card, " + place(of: firstNeeds) : ""))
        }
        return lines.joined(separator: "\n")
    }

    /// In Set-Chain after the first set, how three cards stand with the previous set: a chain
    /// set shares exactly one card with it.
    func chainWhyLine(_ cards: [Card]) -> String? {
        let previous = game.chainPrevious
        guard game.variant == .chain, !previous.isEmpty else { return nil }
        let shared = cards.filter(previous.contains)
        let verdict = shared.count == 1 ? "exactly one, as a chain set must" : "a chain set shares exactly one"
        return "Chain: " + Words.count(shared.count, "card") + " of the previous set (" + Words.codes(previous) + ")"
            + (shared.isEmpty ? "" : ", " + Words.codes(shared)) + ": " + verdict + "."
    }
}
