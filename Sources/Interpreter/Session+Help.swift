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
        if Session.rulesTopics.contains(topic.lowercased()) { return rulesText() }
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

    /// `help rules`: what a set is, the card codes, how to choose, deal and hint, with one
    /// worked example from the Set table in front (`why`'s own explanation of a set on it).
    func rulesText() -> String {
        var lines = [
            "Set: find three cards that make a set. Each card has four attributes:",
            "  number 1 2 3 · colour R G P (red, green, purple)",
            "  shading S T O (solid, striped, open) · shape D S O (diamond, squiggle, oval)",
            "A card is written NCFS: 2RTO is two red striped ovals, 3PSD three purple solid diamonds.",
            "Three cards are a set when, attribute by attribute, they are all the same or all different.",
            "  choose 1 5 9     choose the cards in slots 1, 5 and 9 (or by code: choose 2RTO 3PSD 1GOS)",
            "  unselect         clear the selection",
            "  deal             3 more cards, when you see no set (costs points if one is there)",
            "  hint             show a set (costs a point); hint count says how many, free",
            "  why 1 5 9        explain why three cards are or are not a set",
            "A set scores 3 (more when found quickly), a wrong three costs 2; help score has the rest.",
        ]
        let game = games.set
        if let triple = Solver.allSets(in: game.table).first {
            let cards = [triple.i, triple.j, triple.k].map { game.table[$0] }
            lines.append("For example, on this table slots \(triple.i + 1) \(triple.j + 1) \(triple.k + 1) make a set:")
            lines += whyText(SetExplanation(cards[0], cards[1], cards[2])).split(separator: "\n").prefix(5).map { "  " + $0 }
        } else {
            lines.append("This table holds no set: deal adds three cards.")
        }
        return lines.joined(separator: "\n")
    }
}
