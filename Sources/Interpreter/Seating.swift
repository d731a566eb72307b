import CardKit

/// Who plays a new game: the people that `--players` names and the computer that
/// `--opponent` brings in. Neither option: solo play, as always.
public struct Seating: Equatable, Sendable {
    /// The people, in seat order (empty: solo, or one person against the computer).
    public var players: [String]
    /// The computer's level, when it plays.
    public var opponent: OpponentLevel?

    /// Who plays: `players` and, with `opponent`, the computer after them.
    public init(players: [String] = [], opponent: OpponentLevel? = nil) {
        self.players = players
        self.opponent = opponent
    }

    /// Whether the game is solo play (neither option given).
    public var isSolo: Bool { players.isEmpty && opponent == nil }

    /// Every name in seat order: the people (`you` when none was named) and then the computer.
    public var names: [String] {
        guard opponent != nil else { return players }
        return (players.isEmpty ? [Player.soloName] : players) + [Player.computerName]
    }

    /// Checks the seating as a whole: two to `Player.limit` players with the computer, named
    /// people alone at least two.
    func check() throws(InterpreterError) {
        let count = names.count
        if !players.isEmpty, count < 2 { throw .tooFewPlayers }
        if count > Player.limit { throw .tooManyPlayers(count, limit: Player.limit) }
    }

    /// Reads the list after `--players`: names separated by commas, each a letter followed by
    /// letters, digits, `-` or `_` (at most `Player.longestName`), not a command word or
    /// `computer`, no two alike in any case.
    static func parsePlayers(_ text: String) throws(InterpreterError) -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var seen = Set<String>()
        for name in names {
            try checkName(name)
            guard seen.insert(name.lowercased()).inserted else { throw .duplicatePlayer(name) }
        }
        if names.count > Player.limit { throw .tooManyPlayers(names.count, limit: Player.limit) }
        return names
    }

    /// Refuses a name that could not be told apart from a command, a slot or the computer.
    static func checkName(_ name: String) throws(InterpreterError) {
        guard !name.isEmpty else { throw .badPlayerName(name, reason: "a name cannot be empty") }
        guard name.count <= Player.longestName else {
            throw .badPlayerName(name, reason: "a name has at most \(Player.longestName) characters")
        }
        let allowed = name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        guard allowed, name.first?.isLetter == true else {
            throw .badPlayerName(name, reason: "a name is a letter followed by letters, digits, - or _")
        }
        guard CommandSpec.named(name) == nil else {
            throw .badPlayerName(name, reason: "it is a command word; choose another name")
        }
        guard name.lowercased() != Player.computerName else {
            throw .badPlayerName(name, reason: "that is the computer's name (bring it in with --opponent LEVEL)")
        }
    }
}
