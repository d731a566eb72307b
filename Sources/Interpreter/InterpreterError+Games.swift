import CardKit

extension InterpreterError {
    /// A slot outside the table, worded the same in every game.
    static func slotOutOfRangeText(_ slot: Int, count: Int) -> String {
        count == 0
            ? "slot \(slot) does not exist: the table is empty"
            : "slot \(slot) is out of range: the table has slots 1 to \(count)"
    }

    /// A game's refusal of a player, naming the one joining when known.
    static func describe(_ error: SeatingError, name: String?) -> String {
        switch error {
        case .noSuchPlayer(let index): "no player number \(index + 1) in this game"
        case .nameTaken(let taken): "a player called '\(clip(name ?? taken))' is in the game already"
        case .full(let limit):
            "the game seats \(limit) players already" + (name.map { ": '\(clip($0))' cannot join" } ?? "")
        case .notYourTurn: "it is another player's turn"
        }
    }
}
