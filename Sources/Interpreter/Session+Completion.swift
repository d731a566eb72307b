import CardKit
import Concentration
import SetGame

extension Session {
    /// Tab completion: the words that could stand where the last word of `line` is being typed,
    /// from the command table (command names, then each argument's kind).
    public func completions(for line: String) -> [String] {
        var words = CommandParser.splitWords(line).words
        let typingNewWord = line.last.map(\.isWhitespace) ?? true
        // NB: after a claim's `NAME:` the rest completes as a line of its own.
        if let head = words.first, head.hasSuffix(":"), words.count > 1 || typingNewWord {
            words.removeFirst()
            if words.isEmpty { return ["choose", "deal"] }
        }
        let prefix = typingNewWord ? "" : (words.last ?? "")
        let position = typingNewWord ? words.count : max(0, words.count - 1)
        let candidates: [String]
        if position == 0 {
            candidates = CommandSpec.all.filter { $0.applies(to: games.current) }.map(\.name) + claimCompletions
        } else if let spec = words.first.flatMap(CommandSpec.named), position >= 2,
            let values = spec.optionValues[words[position - 1].lowercased()]
        {
            candidates = values
        } else if let spec = words.first.flatMap(CommandSpec.named), spec.name == "new-game", position >= 2 {
            candidates = newGameOptions(words[1..<position])
        } else if let head = words.first, let expanded = try? expandingShortClaim([head, "1"]), expanded.first != head {
            candidates = values(of: .slotOrCard)  // the short form of a claim: a 1 5 9
        } else if let spec = words.first.flatMap(CommandSpec.named), !spec.arguments.isEmpty {
            let kind = spec.arguments[min(position - 1, spec.arguments.count - 1)]
            candidates = values(of: kind)
        } else {
            candidates = []
        }
        let lower = prefix.lowercased()
        return (candidates + codeCompletions(after: words.first, prefix: prefix)).filter {
            $0.lowercased().hasPrefix(lower)
        }
    }

    /// The options Tab offers after `new-game WORDS`: those the kind and game named there (or
    /// the current game) take, so `new-game set --` offers no `--theme`.
    func newGameOptions(_ typed: ArraySlice<String>) -> [String] {
        let kind = typed.first { !$0.hasPrefix("--") }.flatMap { try? NewGameKind(word: $0) } ?? .game(nil)
        return NewGameKind.Option.allCases.filter { $0.isOffered(for: kind, current: games.current) }.map(\.word)
    }

    /// The codes of the Set table's cards where a card may be named (`choose 2R` completes to
    /// `2RTO`), once the word typed is more than a digit (a digit alone goes on completing slot
    /// numbers, as it always did); in the case typed, so that Tab can insert the rest.
    func codeCompletions(after head: String?, prefix: String) -> [String] {
        guard prefix.count >= 2 || prefix.contains(where: \.isLetter),
            let spec = head.flatMap(CommandSpec.named), spec.arguments.contains(.slotOrCard)
        else { return [] }
        let codes = gameTable.completableCodes
        return prefix == prefix.uppercased() ? codes : codes.map { $0.lowercased() }
    }

    /// The words an argument of `kind` can be right now.
    func values(of kind: ArgumentKind) -> [String] {
        switch kind {
        case .slotOrCard: (0..<slotCount).map { String($0 + 1) }
        case .card: Card.all.map(\.code)
        case .game: GameKind.allCases.map(\.rawValue)
        case .theme: themeNames
        case .rule: SetRule.allCases.map(\.rawValue)
        case .words(let words): words
        case .command: CommandSpec.all.map(\.name) + Session.rulesTopics + ["score"]
        case .file, .number: []
        }
    }

    /// How many slots the current game's table has.
    var slotCount: Int { tableCodes.count }

    /// The Concentration theme names, for completion.
    var themeNames: [String] { ConcentrationTheme.names.map { $0.lowercased() } }
}
