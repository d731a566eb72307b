import CardKit
import SetGame

extension SetTable {
    /// `sit NAME`: a person takes a seat at the table with no points (the one player of a solo
    /// game takes the name and keeps the score); says who sits now.
    mutating func sit(_ name: String) throws(InterpreterError) -> String {
        do throws(SeatingError) {
            _ = try game.sit(name)
        } catch {
            throw .seating(error, name: name)
        }
        return "\(name) takes a seat. Players: " + game.players.map(\.name).joined(separator: ", ") + "."
    }
}
