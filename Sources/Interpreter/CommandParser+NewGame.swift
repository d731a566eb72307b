import CardKit
import SetGame

extension CommandParser {
    /// `new-game [GAME|puzzle|trial] [--OPTION VALUE]...`, its words in any order: the kind is
    /// read first into a `NewGameKind`, then each option is checked against it
    /// (`NewGameKind.Option.applies(to:)`) and its value read.
    static func newGame(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        var kindWords: [String] = []
        var given: [(option: NewGameKind.Option, value: String)] = []
        var own: [String: String] = [:]
        while let word = args.next() {
            guard word.hasPrefix("--") else {
                kindWords.append(word)
                continue
            }
            guard let option = NewGameKind.Option(word: word) else {
                // NB: an option of one game's own (`GameTable.ownOptions`), read by that game.
                let owned = GameKind.allCases.flatMap { Games.type(of: $0).ownOptions }
                guard let name = owned.first(where: { $0 == word.lowercased() }) else {
                    throw unknownWord(word, NewGameKind.Option.allCases.map(\.word) + owned)
                }
                own[name] = try args.required()
                continue
            }
            given.append((option, try args.required()))
        }
        let kind = try kindWords.first.map(NewGameKind.init(word:)) ?? .game(nil)
        if let extra = kindWords.dropFirst().first { throw .extraArgument(command: kind.command, argument: extra) }
        if let word = own.keys.sorted().first, !kind.isGame {
            throw .extraArgument(command: kind.command, argument: word)
        }
        var seed: UInt64?
        var rule: SetRule?
        var deck: SetDeck?
        var variant: SetVariant?
        var date: PuzzleDate?
        var sets: Int?
        var theme: String?
        var seating = Seating()
        for (option, value) in given {
            guard option.applies(to: kind) else { throw option.refusal(for: kind) }
            switch option {
            case .seed: seed = try parseSeed(value)
            case .rule: rule = try parseRule(value)
            case .deck: deck = try parseDeck(value)
            case .variant: variant = try parseVariant(value)
            case .date:
                guard let parsed = PuzzleDate(value) else { throw .badDate(value) }
                date = parsed
            case .sets: sets = try parseSetCount(value, of: kind)
            case .players: seating.players = try Seating.parsePlayers(value)
            case .opponent: seating.opponent = try parseLevel(value)
            case .theme: theme = value
            }
        }
        switch kind {
        case .puzzle:
            guard date == nil || seed == nil else {
                throw .extraArgument(command: kind.command + " --date", argument: "--seed")
            }
            return .newPuzzle(date: date, seed: seed, sets: sets ?? PuzzleMaker.defaultSets)
        case .trial:
            return .newTrial(sets: sets ?? TrialProgress.defaultSets, seed: seed, deck: deck)
        case .game(let game):
            try seating.check()
            return .newGame(
                game, seed: seed,
                options: NewGameOptions(rule: rule, deck: deck, variant: variant, theme: theme, own: own),
                seating: seating)
        }
    }

    /// `--sets K`: how many sets a puzzle holds, or a trial asks for.
    private static func parseSetCount(_ word: String, of kind: NewGameKind) throws(InterpreterError) -> Int {
        let count = Int(word)
        if kind == .trial {
            guard let count, TrialProgress.setCounts.contains(count) else { throw .badTrialLength(word) }
            return count
        }
        guard let count, PuzzleMaker.setCounts.contains(count) else { throw .badSetCount(word) }
        return count
    }
}
