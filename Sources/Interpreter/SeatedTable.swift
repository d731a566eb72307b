import CardKit

/// A table whose game keeps its own seats (`SeatKeeping`: Set, Concentration, matching): the
/// players, `--players` and `sit NAME` are the same at each, said once here.
protocol SeatedTable: GameTable {
    /// The game's type.
    associatedtype Game: SeatKeeping
    /// The game.
    var game: Game { get set }
}

extension SeatedTable {
    var rivals: [Player] { game.hasRivals ? game.players : [] }
    mutating func seatPlayers(_ names: [String]) { game.seat(names) }

    /// `sit NAME`: a person takes a seat with no points (the one player of a solo game takes
    /// the name and keeps the score); says who sits now.
    mutating func sit(_ name: String) throws(InterpreterError) -> String {
        do throws(SeatingError) { _ = try game.sit(name) } catch { throw .seating(error, name: name) }
        return "\(name) takes a seat. Players: " + game.players.map(\.name).joined(separator: ", ") + "."
    }
}
