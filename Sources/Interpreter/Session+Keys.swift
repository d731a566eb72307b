import Board
import CardKit

/// What a key pressed on an empty line at the prompt does while keys are on (`keys on`).
public enum KeyAction: Equatable, Sendable {
    /// Type this command line in, with Return: the key's move.
    case line(String)
    /// Start an ordinary command line, the key itself not typed (`:`).
    case command
    /// Nothing: Space where there is nothing to deal.
    case ignore
    /// An ordinary key: it starts a command line as it always did.
    case pass
}

/// What a key becomes (the `keys` setting itself is the seat's).
extension Session {
    /// What `key`, pressed on an empty line, does while keys are on: a key of the layout
    /// (`KeyLayout`) chooses its card (`choose N`); with several players, the same key with
    /// Shift (the capital letter; `!@#$%^&*()` for the digits) is the second player's
    /// (`NAME: choose N`); Space and Return deal at Set; `:` starts a command line; any other
    /// key starts a command line with itself, a layout key whose card is not there too (issue
    /// 30, item 2: `board` typed on a 12-card table starts with `b`, which no card has, and
    /// the rest of the word is typed as letters). A shifted digit (`!@#`) that chooses nothing
    /// does nothing: no command starts with it (issue 37, item 9). At a room's seat (`seated`),
    /// which plays for its own player alone, Shift changes nothing: the key is this seat's move
    /// (issue 40: it typed the second player's name, a claim in another's name).
    public func keyAction(for key: Character, seated: Bool = false) -> KeyAction {
        if key == ":" { return .command }
        if key == " " || key == "\n" || key == "\r" {
            return type(of: gameTable).deckCommand.map(KeyAction.line) ?? (key == " " ? .ignore : .pass)
        }
        let (plain, shifted) = Self.unshifted(key)
        guard KeyLayout.rows.contains(where: { $0.contains(plain) }) else { return .pass }
        let otherwise: KeyAction = shifted && !key.isLetter ? .ignore : .pass
        let keys = KeyLayout.keys(slots: restingTable.layout.slots)
        let table = restingTable
        guard let index = keys.firstIndex(of: plain), index < table.cards.count, !table.cards[index].gone,
            table.gathered == nil
        else { return otherwise }
        guard shifted, !seated else { return .line("choose \(index + 1)") }
        let names = playerNames
        guard names.count >= 2 else { return otherwise }
        return .line("\(names[1]): choose \(index + 1)")
    }

    /// The key without Shift (US layout for the digits' row), and whether Shift was held.
    static func unshifted(_ key: Character) -> (Character, Bool) {
        let shiftedDigits = Array("!@#$%^&*()")
        if let index = shiftedDigits.firstIndex(of: key) { return (KeyLayout.rows[0][index], true) }
        if key.isUppercase, let lower = key.lowercased().first { return (lower, true) }
        return (key, false)
    }

    /// The players of the game in front, in seat order (empty in solo play).
    var playerNames: [String] { gameTable.rivals.map(\.name) }
}
