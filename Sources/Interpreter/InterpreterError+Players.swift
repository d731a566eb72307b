import CardKit

extension InterpreterError {
    /// The wording of the refusals about players and the computer; `nil` for the others.
    var playersWording: String? {
        switch self {
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
                ? "no player '\(InterpreterError.clip(name))': this game is solo (new-game --players NAME,NAME seats several)"
                : "no player '\(InterpreterError.clip(name))' in this game" + InterpreterError.didYouMean(suggestion)
                    + " Players: " + players.joined(separator: ", ") + "."
        case .ambiguousPlayer(let word, let matches):
            "'\(InterpreterError.clip(word))' could be " + matches.joined(separator: " or ") + ": type more of the name"
        case .notAMove(let text):
            "'\(InterpreterError.clip(text))' is not a move: a player's claim is NAME: choose SLOT..., NAME: SLOT... or NAME: deal"
        case .computerMovesItself(let name):
            "'\(name)' is the computer, which makes its own moves"
        case .notYourTurn(let name, let turn):
            "it is " + Session.turnText(turn) + ", not " + (name == Player.soloName ? "yours" : "\(InterpreterError.clip(name))'s")
        case .seating(let error, let name):
            InterpreterError.describe(error, name: name)
        case .noOpponent:
            "the computer does not play in this game"
        case .computerOnTurn:
            "the computer is taking its turn: stop it once your turn comes"
        case .soloOnly(let what):
            "a \(what) is solo: no --players or --opponent, and the computer does not play it"
        default:
            nil
        }
    }

    /// A game's refusal of a player, naming the one joining when known.
    static func describe(_ error: SeatingError, name: String?) -> String {
        switch error {
        case .noSuchPlayer(let index): "no player number \(index + 1) in this game"
        case .nameTaken(let taken): "a player called '\(clip(name ?? taken))' is in the game already"
        case .full(let limit): "the game seats \(limit) players already" + (name.map { ": '\(clip($0))' cannot join" } ?? "")
        case .notYourTurn: "it is another player's turn"
        }
    }
}
