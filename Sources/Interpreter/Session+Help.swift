import CardKit
import SetGame

extension Session {
    /// `help` and `help COMMAND`, from the command table.
    func help(_ topic: String?) throws(InterpreterError) -> String {
        guard let topic else {
            let width = CommandSpec.all.map(\.synopsis.count).max() ?? 0
            let rows = CommandSpec.all.map { spec in
                spec.synopsis + String(repeating: " ", count: width - spec.synopsis.count + 2) + spec.summary
            }
            return (["Commands (help COMMAND for more):"] + rows.map { "  " + $0 }).joined(separator: "\n")
        }
        if Session.rulesTopics.contains(topic.lowercased()) { return gameTable.rulesText(self) }
        if topic.lowercased() == "score" || topic.lowercased() == "scoring" {
            let rules = gameTable.scoreRules(self)
            return "score — " + (CommandSpec.named("score")?.summary ?? "") + " (\(games.current.rawValue))\n" + rules
        }
        guard let spec = CommandSpec.named(topic) else {
            let names = CommandSpec.all.map(\.name) + Session.rulesTopics
            throw .unknownHelpTopic(topic, suggestion: Suggestion.nearest(to: topic, in: names))
        }
        var lines = ["usage: \(spec.synopsis)", spec.summary]
        if !spec.aliases.isEmpty { lines.append("aliases: " + spec.aliases.joined(separator: ", ")) }
        if !spec.games.isEmpty { lines.append("games: " + spec.games.map(\.rawValue).joined(separator: ", ")) }
        if !spec.detail.isEmpty { lines.append(spec.detail) }
        return lines.joined(separator: "\n")
    }

    /// The words `help` takes for the rules of Set.
    static let rulesTopics = ["rules", "set", "cards"]

    /// `help rules` in Set: what a set is, the card codes, how to choose, deal and hint, with
    /// one worked example (`why`'s own verdicts, every attribute) of a set of the game's deck.
    /// NB: the example is never a set on the table, which would hand one out for free (issue
    /// 37, item 10): three cards of the game's deck that are not on the table.
    func setRulesText() -> String {
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
        let game = games.set
        if game.deckKind != .standard { lines.append("This game's deck is the junior one: every card is solid (S).") }
        let offTable = game.deckKind.cards.filter { !game.table.contains($0) }
        // The first of the sets that differ in the most attributes: the rule at its least obvious.
        let examples = Solver.allSets(in: offTable).map { SetExplanation(offTable[$0.i], offTable[$0.j], offTable[$0.k]) }
        if let why = examples.max(by: { $0.attributes.count { $0.outcome == .different } < $1.attributes.count { $0.outcome == .different } }) {
            lines.append("For example, " + Session.codes(why.cards) + " make a set (none of them on the table):")
            lines += verdictLines(why, every: true).map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
