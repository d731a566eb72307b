import CardKit
import Concentration
import JSONCoding
import SetGame

/// The players of the game in front: naming them in claims (`ann: choose 1 5 9`, `a 1 5 9`),
/// and showing their scores. Solo games have none here and print as they always did.
extension Session {
    /// The players of the game in front when it seats several; empty in solo play.
    var rivals: [Player] { gameTable.rivals }

    /// The index of the player called `name` (any case) in the game in front.
    func playerIndex(named name: String) throws(InterpreterError) -> Int {
        let names = rivals.map(\.name)
        if let index = names.firstIndex(where: { $0.lowercased() == name.lowercased() }) { return index }
        throw .unknownPlayer(name, players: names, suggestion: Suggestion.nearest(to: name, in: names))
    }

    /// The short form of a claim, written out: with several players, a first word that is a
    /// player's name or the start of exactly one player's name, followed by a slot, a card
    /// code or `deal`, is that player's claim (`a 1 5 9` is `ann: choose 1 5 9`). A full
    /// command name is never a player's; a short alias is, while a player's name starts with
    /// it (with carol playing, `c 1 5 9` is carol's). The computer, which never types, is no
    /// short form's: with carol against the computer `c 1 5 9` is carol's. A start that fits
    /// two people is refused, alias or not. Other lines are left as they are.
    func expandingShortClaim(_ words: [String]) throws(InterpreterError) -> [String] {
        let everyone = rivals.map(\.name)
        let names = everyone.indices.filter { $0 != opponentSeat }.map { everyone[$0] }
        guard everyone.count >= 2, words.count >= 2, let head = words.first?.lowercased(), !head.hasSuffix(":"),
            !CommandSpec.all.contains(where: { $0.name == head })
        else { return words }
        let next = words[1]
        let isMove = next.lowercased() == "deal" || (try? CommandParser.parseTarget(next)) != nil
        guard isMove else { return words }
        let rest = Array(words.dropFirst())
        if let exact = names.first(where: { $0.lowercased() == head }) { return [exact + ":"] + rest }
        let matches = names.filter { $0.lowercased().hasPrefix(head) }
        if matches.count == 1, let name = matches.first { return [name + ":"] + rest }
        if matches.count > 1 { throw .ambiguousPlayer(words[0], matches: matches) }
        // Only the computer's name fits: its claim, which the computer refuses as its own.
        if let seat = opponentSeat, everyone[seat].lowercased().hasPrefix(head) { return [everyone[seat] + ":"] + rest }
        return words
    }

    /// `NAME: MOVE`: the move made by the player called `name` in the game in front. The
    /// computer's seat is its own; in Concentration only the player whose turn it is moves.
    mutating func claim(_ name: String, _ move: Command, of spec: CommandSpec, into context: inout CommandContext)
        throws(InterpreterError)
    {
        let index = try playerIndex(named: name)
        if index == opponentSeat, !context.computerActing { throw .computerMovesItself(rivals[index].name) }
        if let turn = gameTable.turn, index != turn {
            throw .notYourTurn(rivals[index].name, turn: rivals[turn].name)
        }
        context.actor = index
        defer { context.actor = 0 }
        try run(move, of: spec, into: &context)
    }

    /// Seats the players of the game just started in front: the people `--players` named and
    /// the computer `--opponent` brings in. A new game without them is solo, the computer
    /// gone from it.
    mutating func seat(_ seating: Seating, seed: UInt64, into context: inout CommandContext) throws(InterpreterError) {
        games.dropOpponent(of: games.current, planOnly: false)
        guard !seating.isSolo else { return }
        try onTable { table, _ throws(InterpreterError) in try table.seatPlayers(seating.names) }
        if let level = seating.opponent { try seatComputer(level, seed: seed) }
        let computer = seating.opponent.map { " (the computer at \($0.rawValue))" } ?? ""
        context.output.text += "\nPlayers: " + seating.names.joined(separator: ", ") + computer + "."
        // NB: issue 37, item 19: whose a move without a name is, said once, when people share the keyboard.
        let people = rivals.filter { $0.name != Player.computerName }.map(\.name)
        if people.count >= 2, let first = people.first, let second = people.dropFirst().first {
            context.output.text +=
                gameTable.turn != nil
                ? " They take turns, \(first) first; a move without a name is the player's whose turn it is."
                : " A move without a name is \(first)'s; name the player for the others (\(second): choose 1 5 9)."
        }
    }

    /// Signs a move's text and output with the player who made it, when several play.
    func sign(_ output: inout Output, by player: Int) {
        let players = rivals
        guard players.indices.contains(player) else { return }
        output.text = signed(output.text, by: player)
        output.player = players[player].name
    }

    /// `text` with each line signed by the player who made the move, when several play.
    func signed(_ text: String, by player: Int) -> String {
        let players = rivals
        guard players.indices.contains(player) else { return text }
        let name = players[player].name
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "\(name): \($0)" }.joined(separator: "\n")
    }

    /// Writes `"players": [{"name", "score"}]` in seat order.
    static func writePlayers(_ players: [Player], to writer: inout JSONWriter) {
        writer.key(StateKey.players)
        writer.array { writer in
            for player in players {
                writer.object { writer in
                    writer.field(StateKey.name, player.name)
                    writer.field(StateKey.score, player.score)
                }
            }
        }
    }

    /// The names a claim can start with, for Tab at the start of a line (`ann:`).
    var claimCompletions: [String] {
        rivals.indices.filter { $0 != opponentSeat }.map { rivals[$0].name + ":" }
    }
}
