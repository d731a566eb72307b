import CardKit
import SetGame

extension SetTable {
    /// `help rules` in Set: what a set is, the card codes, how to choose, deal and hint, with
    /// one worked example (`why`'s own verdicts, every attribute) of a set of the game's deck.
    /// NB: the example is never a set on the table, which would hand one out for free (issue
    /// 37, item 10): three cards of the game's deck that are not on the table.
    func rulesText(_ env: TableContext) -> String {
        var lines = [
            "Set: find three cards that make a set. Each card has four attributes:",
            "  number 1 2 3 · colour R G P (red, green, purple)",
            "  shading S T O (solid, striped, open) · shape D S O (diamond, squiggle, oval)",
            "A card is written NCFS: 2RTO is two red striped ovals, 3PSD three purple solid diamonds.",
            "Three cards are a set when, attribute by attribute, they are all the same or all different.",
            "  choose 1 5 9     choose the cards in slots 1, 5 and 9 (or by code: choose 2RTO 3PSD 1GOS)",
            "  unselect         clear the selection",
            "  deal             3 more cards, when you see no set (costs points if one is there)",
            "  hint             show a set (costs a point, as analyze does); hint count is free",
            "  why 1 5 9        explain why three cards are or are not a set",
            "A set scores 3 (more when found quickly), a wrong three costs 2; help score has the rest.",
        ]
        if game.deckKind != .standard { lines.append("This game's deck is the junior one: every card is solid (S).") }
        let offTable = game.deckKind.cards.filter { !game.table.contains($0) }
        // The first of the sets that differ in the most attributes: the rule at its least obvious.
        let examples = Solver.allSets(in: offTable).map {
            SetExplanation(offTable[$0.i], offTable[$0.j], offTable[$0.k])
        }
        if let why = examples.max(by: {
            $0.attributes.count { $0.outcome == .different } < $1.attributes.count { $0.outcome == .different }
        }) {
            lines.append("For example, " + Words.codes(why.cards) + " make a set (none of them on the table):")
            lines += verdictLines(why, every: true).map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
