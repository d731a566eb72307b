import CardKit

/// A seat's copy of a room's table (`animset join`): the log of the game in front played as the
/// room plays it, then each move the room sends played again, both on the copy and on the
/// seat's own session, which draws and animates it at the seat's size and in its style as the
/// prompt does at home. The seat's games and clock are the copy's before and after each move:
/// what a seat chose for itself (a card not yet claimed) is dropped, and its size, which times
/// its animations, never changes a score.
public struct RoomCopy: Sendable {
    /// The room, played back: its table is the room's.
    var room: Room

    /// The room's table after `log`, the lines of a `seated` line; refused as `Room(log:)`
    /// refuses a log.
    public init(log: [String]) throws(Room.Failure) {
        room = try Room(log: log)
    }

    /// The players and their scores, as the room has them.
    public var players: [Player] { room.players }

    /// The scores for a seat's prompt as `session` writes them in a status line: `ann 6 · bob 3`.
    public func scores(in session: Session) -> String {
        session.seat.scoresText(players)
    }

    /// Gives `session` the room's games and clock, its settings and arrangement kept.
    public func seat(_ session: inout Session) {
        session.games = room.table.games
        session.clock = room.table.clock
    }

    /// Plays the room's move `line` on the copy and in `session`: what the seat shows.
    public mutating func play(_ line: String, at session: inout Session) -> Output {
        seat(&session)
        let output = session.evaluate(line)
        _ = room.table.evaluate(line)
        seat(&session)
        return output
    }
}
