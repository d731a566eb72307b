import CardKit
import Choreography

/// Why a command was refused. Worded once, in `message`.
public enum InterpreterError: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case missingArgument(command: String, usage: String)
    case extraArgument(command: String, argument: String)
    case badNumber(String, what: String)
    case badTarget(String)
    case badCard(String)
    case unknownGame(String, suggestion: String?)
    case unknownWord(String, expected: [String], suggestion: String?)
    case unknownHelpTopic(String, suggestion: String?)
    case notInThisGame(command: String, game: GameKind)
    case controlCharacter(UInt32)
    case invalidUTF8
    case lineTooLong(Int)
    case unclosedQuote(String)
    case lineCut
    /// Reading a script stopped inside a line longer than the reader skips (`/dev/zero`):
    /// the rest of the file at `path` is not read.
    case inputStopped(path: String)
    case sourceTooDeep(path: String, limit: Int)
    /// A table size outside `Size.minimum ... Size.maximum`: the one wording of that rule.
    case boundsOutOfRange(width: Int, height: Int)
    case file(FileError)
    case saveFile(SaveFileError)
    /// A refusal of one game, worded by the game's own type (`GameRefusal`).
    case game(GameError)
    case slotExpected(String, game: GameKind)
    case cardNotFaceUp(String)
    case repeatedSlot(Int)
    case nothingToUndo
    case nothingToRedo
    case notGathered
    case expectationFailed(what: String, expected: String, actual: String)
    case badPlayerName(String, reason: String)
    case duplicatePlayer(String)
    case tooFewPlayers
    case tooManyPlayers(Int, limit: Int)
    case unknownPlayer(String, players: [String], suggestion: String?)
    case ambiguousPlayer(String, matches: [String])
    case notAMove(String)
    case computerMovesItself(String)
    case notYourTurn(String, turn: String)
    case seating(SeatingError, name: String)
    case noOpponent
    /// `pass` in a game where nobody takes turns.
    case noTurnToPass
    case computerOnTurn
    case soloOnly(String)

    /// The one-line message, without the `error: ` prefix. Input quoted in it is shown with
    /// control and bidirectional-override characters made visible (`SafeText`).
    public var message: String { SafeText.visible(wording) }

    /// The message as worded, before `SafeText` makes it safe to show.
    private var wording: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            "unknown command '\(InterpreterError.clip(word))'" + InterpreterError.didYouMean(suggestion)
                + (suggestion == nil ? " Type 'help' for the commands." : "")
        case .missingArgument(let command, let usage):
            "\(command) needs an argument: \(command) \(usage)"
        case .extraArgument(let command, let argument):
            "\(command) takes no argument '\(InterpreterError.clip(argument))'"
        case .badNumber(let word, let what):
            "'\(InterpreterError.clip(word))' is not a valid \(what)"
        case .badTarget(let word):
            "'\(InterpreterError.clip(word))' is not a slot number or a card code (like 2RTO)"
        case .badCard(let word):
            """
            '\(InterpreterError.clip(word))' is not a card code: use number 1 2 3, color R G P, fill S T O, shape \
            D S O, as in 2RTO
            """
        case .unknownGame(let word, let suggestion):
            "unknown game '\(InterpreterError.clip(word))'" + InterpreterError.didYouMean(suggestion)
                + " Games: " + GameKind.allCases.map(\.rawValue).joined(separator: ", ") + "."
        case .unknownWord(let word, let expected, let suggestion):
            "unexpected '\(InterpreterError.clip(word))'" + InterpreterError.didYouMean(suggestion)
                + " Expected one of: " + expected.joined(separator: ", ") + "."
        case .unknownHelpTopic(let word, let suggestion):
            "no help for '\(InterpreterError.clip(word))'" + InterpreterError.didYouMean(suggestion)
        case .notInThisGame(let command, let game):
            "\(command) is not available in the \(game.rawValue) game"
                + InterpreterError.whereAvailable(command, not: game)
        case .controlCharacter(let value):
            "the line contains a control character (U+\(SafeText.hex(value)))"
        case .invalidUTF8:
            "the line is not valid UTF-8"
        case .unclosedQuote(let line):
            "a quote is not closed in '\(InterpreterError.clip(line))': close it with \""
        case .sourceTooDeep(let path, let limit):
            "source nested too deeply (more than \(limit) files): '\(FileError.shown(path))' is not read"
        case .lineCut:
            "the line is too long (more than \(Session.maximumLineLength) bytes)"
        case .inputStopped(let path):
            """
            the line is too long (more than \(Session.maximumLineLength) bytes): the rest of \
            '\(FileError.shown(path))' is not read
            """
        case .lineTooLong(let count):
            "the line is too long (\(count) bytes; the limit is \(Session.maximumLineLength))"
        case .boundsOutOfRange(let width, let height):
            Size(w: width, h: height).rangeRefusal
        case .file(let error):
            error.message
        case .saveFile(let error):
            error.message
        case .game(let error):
            error.refusal.message
        case .slotExpected(let word, let game):
            Games.type(of: game).slotExpectedText(word)
        case .cardNotFaceUp(let code):
            "card \(code) is not face up on the table: choose face-down cards by slot number"
        case .repeatedSlot(let slot):
            "slot \(slot) is named twice"
        case .nothingToUndo:
            "nothing to undo"
        case .nothingToRedo:
            "nothing to redo"
        case .notGathered:
            "the cards are not gathered: use gather first"
        case .expectationFailed(let what, let expected, let actual):
            "expected \(what) \(expected), got \(actual)"
        case .badPlayerName(let name, let reason):
            "'\(InterpreterError.clip(name))' cannot be a player's name: \(reason)"
        case .duplicatePlayer(let name):
            "player '\(InterpreterError.clip(name))' is named twice: names differ in more than case"
        case .tooFewPlayers:
            "--players needs at least two names, or one with --opponent LEVEL"
        case .tooManyPlayers(let count, let limit):
            "\(count) players is too many: a game seats at most \(limit), the computer included"
        case .unknownPlayer(let name, let players, let suggestion):
            players.isEmpty
                ? """
                no player '\(InterpreterError.clip(name))': this game is solo (new-game --players NAME,NAME seats \
                several)
                """
                : "no player '\(InterpreterError.clip(name))' in this game" + InterpreterError.didYouMean(suggestion)
                    + " Players: " + players.joined(separator: ", ") + "."
        case .ambiguousPlayer(let word, let matches):
            "'\(InterpreterError.clip(word))' could be " + matches.joined(separator: " or ") + ": type more of the name"
        case .notAMove(let text):
            """
            '\(InterpreterError.clip(text))' is not a move: a player's claim is NAME: choose SLOT..., NAME: \
            SLOT... or NAME: deal
            """
        case .computerMovesItself(let name):
            "'\(name)' is the computer, which makes its own moves"
        case .notYourTurn(let name, let turn):
            "it is " + Words.turnText(turn) + ", not "
                + (name == Player.soloName ? "yours" : "\(InterpreterError.clip(name))'s")
        case .seating(let error, let name):
            InterpreterError.describe(error, name: name)
        case .noOpponent:
            "the computer does not play in this game"
        case .noTurnToPass:
            "nobody takes turns in this game: pass gives the turn on when players take turns (--players)"
        case .computerOnTurn:
            "the computer is taking its turn: stop it once your turn comes"
        case .soloOnly(let what):
            "a \(what) is solo: no --players or --opponent, and the computer does not play it"
        }
    }

    /// For a command of the table that other games have: where it is and how to get there
    /// (`: type game concentration to use it`, issue 37, item 23); empty otherwise.
    static func whereAvailable(_ command: String, not game: GameKind) -> String {
        guard let spec = CommandSpec.named(command), !spec.games.isEmpty, !spec.games.contains(game) else { return "" }
        return ": type " + spec.games.map { "game \($0.rawValue)" }.joined(separator: " or ") + " to use it"
    }

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { ". Did you mean '\($0)'?" } ?? "."
    }

    /// User input quoted in messages is cut to a readable length.
    static func clip(_ word: String) -> String {
        word.count > 40 ? String(word.prefix(37)) + "..." : word
    }
}
