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
        if Session.rulesTopics.contains(topic.lowercased()) { return gameTable.rulesText(tableContext) }
        if topic.lowercased() == "score" || topic.lowercased() == "scoring" {
            let rules = gameTable.scoreRules(tableContext)
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
}
