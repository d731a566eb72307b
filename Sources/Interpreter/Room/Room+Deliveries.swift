import CardKit
import Choreography
import JSONCoding
import WireFormat

/// The lines a room sends: each one JSON object, its kind first (`RoomKey`).
extension Room {
    /// A move's line for every connection: the JSON stream's record of the move (as
    /// `animset run --format json` prints it, `line` counted in the log) with who made it and
    /// the table as each seat draws it under `shown` (the messages; nil for a move that a later
    /// one draws with its own: `series`). Seats that draw alike share one line.
    func moveLines(_ output: Output, by name: String, line: Int, shown: String?) -> [Delivery] {
        let record = output.json(line: line)
        var lines: [Drawing: String] = [:]
        var out: [Delivery] = []
        for number in members.keys.sorted() {
            guard let member = members[number] else { continue }
            let style = member.view
            let key = Drawing(style)
            let text =
                lines[key] ?? moveLine(record: record, by: name, screen: shown.map { screen($0, for: style) })
            lines[key] = text
            out.append(Delivery(to: number, line: text))
        }
        return out
    }

    /// What makes two seats' drawings of the table differ.
    struct Drawing: Hashable {
        var size: Size
        var unicode: Bool
        var color: Bool
        var palette: Palette

        init(_ options: SessionOptions) {
            size = options.bounds
            unicode = options.unicode
            color = options.color
            palette = options.palette
        }
    }

    /// One move's line: the room's keys, then the record's, in one object (no `screen` when
    /// a later move draws the table).
    func moveLine(record: String, by name: String, screen: String?) -> String {
        var writer = JSONWriter(capacity: (screen?.utf8.count ?? 0) + record.utf8.count + 256)
        writer.object { writer in
            writer.field(RoomKey.room, Kind.move.rawValue)
            writer.field(RoomKey.by, name)
            if let screen { writer.field(RoomKey.screen, screen) }
            writer.fields(of: record)
        }
        return writer.text
    }

    /// `messages` above the table as a seat with `options` draws it.
    func screen(_ messages: String, for options: SessionOptions) -> String {
        var view = self.view
        view.games = table.games
        view.clock = table.clock
        view.seat = Seat(options: options)
        let board = view.boardText()
        return messages.isEmpty ? board : messages + "\n" + board
    }

    typealias Kind = RoomKey.Kind

    /// A line of `kind` from `name` saying `text` to every connection (but `except`).
    func broadcast(kind: Kind, by name: String, text: String, except: Int? = nil) -> [Delivery] {
        var writer = JSONWriter(capacity: 256)
        writer.object { writer in
            writer.field(RoomKey.room, kind.rawValue)
            writer.field(RoomKey.by, name)
            writer.field(RoomKey.text, text)
        }
        let line = writer.text
        return members.keys.sorted().filter { $0 != except }.map { Delivery(to: $0, line: line) }
    }

    /// A reply to one seat: `text`, and the table as it draws it when `screen`.
    func reply(to number: Int, _ text: String, screen: Bool = false) -> Delivery {
        var writer = JSONWriter(capacity: 256)
        writer.object { writer in
            writer.field(RoomKey.room, Kind.reply.rawValue)
            writer.field(RoomKey.text, text)
            if screen {
                writer.field(RoomKey.screen, self.screen(text, for: members[number]?.view ?? SessionOptions()))
            }
        }
        return Delivery(to: number, line: writer.text)
    }

    /// The seat's own line refused: to it alone.
    func refusal(to number: Int, input: String, _ message: String) -> Delivery {
        Room.refusal(to: number, input: input, message)
    }

    /// A line refused: to its connection alone.
    static func refusal(to number: Int, input: String, _ message: String) -> Delivery {
        var writer = JSONWriter(capacity: 256)
        writer.object { writer in
            writer.field(RoomKey.room, Kind.error.rawValue)
            writer.field(RoomKey.input, SafeText.quoted(input, limit: 200))
            writer.field(RoomKey.error, message)
        }
        return Delivery(to: number, line: writer.text)
    }

    /// The seat took its place: its name (`null` watching), the table drawn, its state, and the
    /// log of the game in front (which `animset join` plays to draw and animate it itself).
    func seated(_ number: Int, text: String) -> Delivery {
        let member = members[number] ?? Member()
        var writer = JSONWriter(capacity: 4096)
        writer.object { writer in
            writer.field(RoomKey.room, Kind.seated.rawValue)
            writer.key(RoomKey.name)
            if let name = member.name { writer.string(name) } else { writer.null() }
            writer.field(RoomKey.text, text)
            writer.field(RoomKey.screen, screen(text, for: member.view))
            // NB: the table as a move's record gives it, for a bot that starts from here.
            writer.key(RecordKey.state)
            writer.fragment(table.stateJSON())
            writer.key(RoomKey.log)
            writer.array { writer in
                for line in gameLog { writer.string(line) }
            }
        }
        return Delivery(to: number, line: writer.text)
    }

    /// Who sits, who is away, and how many watch.
    var whoText: String {
        let here = Set(present)
        let seats = players.map { "\($0.name) \($0.score)" + (here.contains($0.name) ? "" : " (away)") }
        let watching = members.values.filter { $0.name == nil && $0.watching }.count
        return (seats.isEmpty ? "Nobody sits yet" : "Players: " + seats.joined(separator: ", "))
            + "; \(watching) watching."
    }

    /// Every player's score.
    var scoreText: String {
        players.isEmpty ? "Nobody sits yet." : players.map { "\($0.name) \($0.score)" }.joined(separator: " · ")
    }
}
