import CardKit
import JSONCoding
import WireFormat

/// The keys a room adds to its lines (`man/animset-room.5`): the kind of line first, who it is
/// from, and the seat's own drawing of the table. A move's line carries the JSON stream's
/// record besides (`RecordKey`).
public enum RoomKey {
    /// The kind of line: one of `Kind`.
    public static let room: JSONKey = "room"
    /// The player the line is from (a move, a vote, a word said, a seat taken or left).
    public static let by: JSONKey = "by"
    /// The seat's name in a `seated` line (`null` for a spectator).
    public static let name = StateKey.name
    /// The table as this seat draws it: the messages, then the board at its size and style.
    public static let screen: JSONKey = "screen"
    /// The line refused, in an `error` line.
    public static let input = RecordKey.input
    /// Why it was refused.
    public static let error = RecordKey.error
    /// Words for people.
    public static let text = RecordKey.text
    /// The lines of the room's log since its game began, in a `seated` line: played as a script,
    /// they give the table the room has, from which a seat follows each move's `input`.
    public static let log: JSONKey = "log"

    /// Every key a room's own lines may have.
    public static let all: Set<JSONKey> = [room, by, name, screen, input, error, text, log]

    /// The kinds of line a room sends.
    public enum Kind: String, CaseIterable, Sendable {
        /// The table changed: the JSON stream's record of the move, with who made it.
        case move
        /// The seat took its place (or watches): who it is and the table.
        case seated
        /// A player asked for a deal or a new game, and how many more must.
        case vote
        /// A player said something to the room.
        case say
        /// A player left, or came back.
        case seat
        /// The seat's own line was refused: to that seat alone.
        case error
        /// What a seat asked for itself: the board, the score, who sits, help.
        case reply
    }
}
