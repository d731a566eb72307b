import CardKit
import SetGame

/// The options `new-game` was given for the game it starts, as the parser read them; each game
/// reads its own (`GameTable.accept`, `newGame`).
public struct NewGameOptions: Equatable, Sendable {
    /// `--rule` (Set).
    public var rule: SetRule?
    /// `--deck` (Set).
    public var deck: SetDeck?
    /// `--variant` (Set).
    public var variant: SetVariant?
    /// `--theme NAME` (Concentration), read when the game is known.
    public var theme: String?
    /// The options of one game's own (`GameTable.ownOptions`), by their word, as typed.
    public var own: [String: String] = [:]

    /// The options given.
    public init(
        rule: SetRule? = nil, deck: SetDeck? = nil, variant: SetVariant? = nil, theme: String? = nil,
        own: [String: String] = [:]
    ) {
        (self.rule, self.deck, self.variant, self.theme, self.own) = (rule, deck, variant, theme, own)
    }

    /// Whether `option` was given.
    func contains(_ option: NewGameKind.Option) -> Bool {
        switch option {
        case .rule: rule != nil
        case .theme: theme != nil
        case .deck: deck != nil
        case .variant: variant != nil
        case .seed, .date, .sets, .players, .opponent: false
        }
    }
}

/// What `new-game` starts: a game (of a kind, or of the current one), a Set puzzle or a time
/// trial. `new-game`'s words are read into this first, wherever the word stands on the line,
/// and its options are then checked against it: the same options are accepted or refused in
/// any order.
enum NewGameKind: Equatable {
    /// A game of this kind; nil: of the current game (known only when the command runs).
    case game(GameKind?)
    /// `new-game puzzle`.
    case puzzle
    /// `new-game trial`.
    case trial

    /// The words that name a kind, as Tab completion offers them: the games, `puzzle`, `trial`.
    static let words = GameKind.allCases.map(\.rawValue) + ["puzzle", "trial"]

    /// Reads the word that names the kind, in any case.
    init(word: String) throws(InterpreterError) {
        switch word.lowercased() {
        case "puzzle": self = .puzzle
        case "trial": self = .trial
        default: self = .game(try CommandParser.parseGame(word))
        }
    }

    /// Whether this is a game rather than a puzzle or a trial.
    var isGame: Bool {
        if case .game = self { true } else { false }
    }

    /// The command as messages name it: `new-game`, `new-game puzzle`, `new-game trial`.
    var command: String {
        switch self {
        case .game: "new-game"
        case .puzzle: "new-game puzzle"
        case .trial: "new-game trial"
        }
    }

    /// An option of `new-game`; each takes one value. Which games (Set, Concentration,
    /// matching) take `--rule`, `--deck`, `--theme` and `--players` is checked when the game
    /// is known, in `Session.run`: without a game named on the line it is the current one.
    enum Option: String, CaseIterable {
        // NB: in the order Tab completion offers them.
        case seed, rule, deck, variant, date, sets, players, opponent, theme

        /// `--seed`, as typed.
        var word: String { "--" + rawValue }

        /// Reads `--NAME`, in any case.
        init?(word: String) {
            guard word.hasPrefix("--"), let option = Option(rawValue: String(word.dropFirst(2)).lowercased()) else {
                return nil
            }
            self = option
        }

        /// Whether the option means anything for `kind`: the one table of that rule.
        func applies(to kind: NewGameKind) -> Bool {
            switch self {
            case .seed: true
            case .rule, .theme, .players, .opponent, .variant: kind.isGame
            case .deck: kind != .puzzle
            case .date: kind == .puzzle
            case .sets: !kind.isGame
            }
        }

        /// Whether Tab offers the option for `kind` when the game it starts is `game` (the one
        /// named, else the current one): only what `Session.run` then accepts.
        func isOffered(for kind: NewGameKind, current game: GameKind) -> Bool {
            guard applies(to: kind) else { return false }
            guard case .game(let named) = kind else { return true }
            return Games.type(of: named ?? game).newGameOptions.contains(self)
        }

        /// Why the option is refused for `kind` (where it does not apply): a puzzle or a trial
        /// is solo; anything else is an argument the command does not take.
        func refusal(for kind: NewGameKind) -> InterpreterError {
            if self == .players || self == .opponent, kind == .puzzle || kind == .trial {
                return .soloOnly(kind == .trial ? "time trial" : "puzzle")
            }
            return .extraArgument(command: kind.command, argument: word)
        }
    }
}
