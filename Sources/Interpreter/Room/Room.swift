import CardKit
import JSONCoding
import SetGame

/// A room: one table (Set, Concentration or matching) that many seats play at once, each from
/// its own terminal. The table is the room's own session, played exactly as
/// `animset run --format json` plays a script; every line it takes (the opening `new-game`,
/// `sit NAME`, `NAME: choose A B C`, `NAME: deal`, `NAME: pass`, `opponent LEVEL`, the
/// computer's `wait SECONDS`) is kept in `log`, a script that plays the room back byte for
/// byte. Connections are numbers; what comes in is a line from one of them, what goes out is a
/// list of lines for some of them (`Delivery`). No I/O and no clock: `animset host` does both,
/// and asks `computerMoves()` when `computerDelay` has passed.
///
/// The rules of a shared table: everyone sees the same table. At Set a claim is three cards at
/// once, and the first to reach the room wins (a card already taken is refused without cost, a
/// wrong claim costs its player as it does at home); a deal happens when every seated player
/// still here asks for it. At the flip games players take turns, as two at one keyboard do: a
/// seat moves only on its turn, and a turn that is (or comes to) a player who is away passes
/// on at once (`NAME: pass`), so the room never waits for someone who left. A new game happens
/// when every player here asks; `opponent LEVEL` seats the computer, which races at Set and
/// takes its turns at Concentration; `say` talks to the room; a seat cannot touch the host's
/// files.
public struct Room: Sendable {
    /// A line for one connection, and whether to close it once written.
    public struct Delivery: Sendable, Equatable {
        /// The connection.
        public var to: Int
        /// The line, one JSON object.
        public var line: String
        /// Whether the connection is closed after the line (`quit`).
        public var closes = false
    }

    /// One connection: the player it sits as (or none, or a spectator) and how it draws.
    struct Member: Sendable {
        var name: String?
        var watching = false
        var view = SessionOptions()
    }

    /// What several players must ask for together.
    enum Vote: String, Sendable {
        case deal
        case newGame = "new-game"
    }

    /// Why a room could not be opened or played back: the log's line and what went wrong.
    public struct Failure: Error, Equatable, Sendable {
        /// The line of the log (from 1).
        public var line: Int
        /// What went wrong.
        public var message: String
    }

    /// The table, played as a script.
    public internal(set) var table: Session
    /// Every line the table took, in order, with the words said as comments: a script.
    public internal(set) var log: [String] = []
    /// The connections now, by number.
    var members: [Int: Member] = [:]
    /// Who asked for a deal or a new game since the table last changed.
    var votes: [Vote: [String]] = [:]
    /// The session that draws the table for each seat's size and style.
    var view: Session
    /// The room's name, at a host of many rooms (`room NAME`); `nil` for a host's unnamed room.
    public var name: String?

    /// The most connections that watch or sit; more are refused as they say who they are.
    public static let memberLimit = 4000
    /// The longest `say`, in characters.
    public static let sayLimit = 300

    /// A room whose table is what `opening` (a `new-game` line) deals; refused when the line is
    /// or when it does not deal Set.
    public init(opening: String) throws(Failure) {
        try self.init(log: [opening])
    }

    /// A room played back from its `log` (a room that stopped, restarted with its state).
    public init(log lines: [String]) throws(Failure) {
        var options = SessionOptions()
        // NB: as `animset run --format json` plays a script, so that the log plays back the same.
        options.rendersText = false
        table = Session(options: options)
        table.keepsUndo = false
        view = Session()
        guard let first = lines.first, first.hasPrefix("new-game") else {
            throw Failure(line: 1, message: "a room's log starts with new-game")
        }
        for (index, line) in lines.enumerated() {
            let output = table.evaluate(line)
            if let error = output.error { throw Failure(line: index + 1, message: error.message) }
            log.append(line)
        }
        guard Room.plays(table.games.current) else {
            throw Failure(line: 1, message: "a room plays a game with players: " + Room.games)
        }
    }

    /// Whether a room plays the game `kind`: one that seats players (`--players`).
    public static func plays(_ kind: GameKind) -> Bool {
        Games.type(of: kind).newGameOptions.contains(.players)
    }

    /// The games a room plays, for its refusals.
    public static var games: String {
        GameKind.allCases.filter(plays).map(\.rawValue).joined(separator: ", ")
    }

    /// The log as a script file: its lines, each ended by a newline.
    public var script: String { log.map { $0 + "\n" }.joined() }

    /// The lines of the log since the game in front began (its `new-game`): a script that deals
    /// the table as it is, scores and all.
    var gameLog: ArraySlice<String> {
        log[(log.lastIndex { $0.hasPrefix("new-game") } ?? log.startIndex)...]
    }

    /// The players at the table, seated or away, with their scores.
    public var players: [Player] { table.rivals }

    /// The room in a few words, as the host says where it listens: its game and seed.
    public var description: String { "a room of \(gameName) (seed \(gameSeed))" }

    /// The game the room plays now, as the players call it (`Set`, `Concentration`).
    var gameName: String { table.games.current.title }

    /// Whether the room's game is Set (claims race) rather than a flip game (turns).
    var races: Bool { table.games.currentClaimsRace }

    /// The names of the players whose terminals are here.
    var present: [String] {
        let here = Set(members.values.compactMap { $0.name?.lowercased() })
        return players.map(\.name).filter { here.contains($0.lowercased()) }
    }

    /// A connection came: it is greeted, and says who it is next (`sit NAME` or `watch`).
    public mutating func connect(_ number: Int) -> [Delivery] {
        members[number] = Member()
        let seated = players.map { "\($0.name) \($0.score)" }.joined(separator: ", ")
        return [
            reply(
                to: number,
                """
                \(name.map { "The room \($0): a room" } ?? "A room") of \(gameName). sit NAME takes a seat (or takes \
                yours back), watch looks on. \
                \(seated.isEmpty ? "Nobody sits yet." : "Players: \(seated).")
                """)
        ]
    }

    /// A connection went (closed or dropped): its seat and score wait for it.
    public mutating func disconnect(_ number: Int) -> [Delivery] {
        guard let member = members.removeValue(forKey: number), let name = member.name else { return [] }
        var out = broadcast(kind: .seat, by: name, text: "\(name) left; the seat and its score wait for \(name).")
        // NB: those still here may all have asked already.
        for vote in [Vote.deal, .newGame] where !(votes[vote] ?? []).isEmpty {
            if let last = votes[vote]?.last(where: { voter in present.contains(voter) }),
                Set(present).isSubset(of: Set(votes[vote] ?? []))
            {
                out += carry(vote, by: last)
            }
        }
        return out + passAbsentTurns()
    }
}
