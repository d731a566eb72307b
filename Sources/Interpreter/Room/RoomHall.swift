import CardKit

/// The rooms of one host behind one socket (`animset host`). A connection is greeted by the
/// host's unnamed room, as at a host of one room, and stays there unless its `room NAME` line,
/// before it sits or watches, takes it to the room NAME: a room the host has, or one made at that
/// moment with the host's opening when the host makes rooms (`makesRooms`), up to `roomLimit`.
/// A name that is not one, a room the host does not make, and a full host are refused and the
/// connection closed, so that the lines it sent for that room never play in another. Each room
/// plays as it would alone; the host keeps each one's log (`Room.log`) in a folder of its own.
/// No I/O and no clock, as `Room`.
public struct RoomHall {
    /// What a line, a connection or a disconnection did: the lines to send, the room whose table
    /// and log they concern, and whether that room was made just now (the host makes its folder,
    /// or `abandon`s it).
    public struct Outcome {
        /// The lines to send.
        public var deliveries: [Room.Delivery]
        /// The room's name (`""`: the unnamed room).
        public var room: String
        /// Whether the room was made by this line.
        public var made = false
    }

    /// The rooms, by name; `""` is the unnamed room.
    public internal(set) var rooms: [String: Room]
    /// The room each connection is in, by its number.
    var places: [Int: String] = [:]
    /// Whether a `room NAME` for a room the host does not have makes it.
    public var makesRooms: Bool
    /// The opening of a room made, given its seed (`new-game ... --seed N`).
    let opening: (UInt64) -> String
    /// The seed of every room made, when the host was given one.
    let seed: UInt64?
    /// The seeds of rooms made otherwise, drawn in turn.
    var seeds: SeededGenerator

    /// The most named rooms a host keeps.
    public static let roomLimit = 1000

    /// A hall of the unnamed room `unnamed` and the named `rooms`; a room made has the opening
    /// `opening` gives for `seed`, else for a seed drawn from `seeds`.
    public init(
        unnamed: Room, rooms named: [String: Room] = [:], makesRooms: Bool = true, seed: UInt64?,
        seeds: SeededGenerator, opening: @escaping (UInt64) -> String
    ) {
        rooms = named
        rooms[""] = unnamed
        self.makesRooms = makesRooms
        self.seed = seed
        self.seeds = seeds
        self.opening = opening
    }

    /// The rooms that have names.
    public var namedCount: Int { rooms.count - 1 }

    /// A connection came: the unnamed room greets it.
    public mutating func connect(_ number: Int) -> Outcome {
        places[number] = ""
        return Outcome(deliveries: rooms[""]?.connect(number) ?? [], room: "")
    }

    /// A connection went: its room lets it go.
    public mutating func disconnect(_ number: Int) -> Outcome {
        guard let place = places.removeValue(forKey: number) else { return Outcome(deliveries: [], room: "") }
        return Outcome(deliveries: rooms[place]?.disconnect(number) ?? [], room: place)
    }

    /// One line from connection `number`: `room NAME` here, anything else in its room.
    public mutating func receive(_ bytes: [UInt8], from number: Int) -> Outcome {
        guard let place = places[number] else { return Outcome(deliveries: [], room: "") }
        guard let asked = Self.roomWords(bytes) else {
            return Outcome(deliveries: rooms[place]?.receive(bytes, from: number) ?? [], room: place)
        }
        // NB: `room` alone says where the connection is, seated or not.
        if asked.isEmpty {
            return Outcome(
                deliveries: [rooms[place]?.reply(to: number, "You are in \(Self.title(place)).")].compactMap { $0 },
                room: place)
        }
        guard let member = rooms[place]?.members[number], member.name == nil, !member.watching else {
            let seat = rooms[place]?.members[number]?.name.map { "sit as \($0)" } ?? "watch"
            return refuse(
                number, bytes, "you \(seat) in \(Self.title(place)): a connection stays in its room (join again)",
                closing: false, in: place)
        }
        guard asked.count == 1 else { return refuse(number, bytes, "room takes one name: room NAME", in: place) }
        let name: String
        switch RoomName.check(asked[0]) {
        case .success(let checked): name = checked
        case .failure(let refusal): return refuse(number, bytes, refusal.message, in: place)
        }
        var made = false
        if rooms[name] == nil {
            guard makesRooms else {
                return refuse(number, bytes, "this host has no room \(name): " + roomList, in: place)
            }
            guard namedCount < Self.roomLimit else {
                return refuse(
                    number, bytes, "this host has \(Self.roomLimit) rooms, the most it keeps: " + roomList, in: place)
            }
            let seed = self.seed ?? seeds.nextShortSeed()
            guard var room = try? Room(opening: opening(seed)) else {
                return refuse(number, bytes, "the room \(name) could not be dealt", in: place)
            }
            room.name = name
            rooms[name] = room
            made = true
        }
        _ = rooms[place]?.disconnect(number)
        places[number] = name
        return Outcome(deliveries: rooms[name]?.connect(number) ?? [], room: name, made: made)
    }

    /// The room `name`, made by a line just now, is let go (the host could not make its
    /// folder): the connection that made it is told why, alone, and closed.
    public mutating func abandon(_ name: String, made number: Int, because reason: String) -> Outcome {
        rooms[name] = nil
        places[number] = nil
        var refusal = Room.refusal(to: number, input: "room " + name, "the room \(name) cannot be made: \(reason)")
        refusal.closes = true
        return Outcome(deliveries: [refusal], room: "")
    }

    /// The computer's move in the room `name`, once its `computerDelay` has passed.
    public mutating func computerMoves(in name: String) -> Outcome {
        Outcome(deliveries: rooms[name]?.computerMoves() ?? [], room: name)
    }

    /// The words after `room` when `bytes` is a `room` line (any case, spaces around), else nil.
    static func roomWords(_ bytes: [UInt8]) -> [Substring]? {
        let text = String(decoding: bytes, as: UTF8.self)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first?.lowercased() == "room" else { return nil }
        return Array(words.dropFirst())
    }

    /// A room in a sentence: `the room friday`, or `the unnamed room`.
    static func title(_ name: String) -> String { name.isEmpty ? "the unnamed room" : "the room " + name }

    /// The named rooms, for a refusal: `its rooms are friday, monday`, or that it has none.
    var roomList: String {
        let names = rooms.keys.filter { !$0.isEmpty }.sorted()
        guard !names.isEmpty else { return "it has none but the unnamed one" }
        let shown = names.prefix(10).joined(separator: ", ")
        return "its rooms are " + shown + (names.count > 10 ? " and \(names.count - 10) more" : "")
    }

    /// A `room` line refused, to its connection alone; the connection closed unless `closing`
    /// is false (a seat that sits stays where it sits), and the lines it sent after it unread.
    mutating func refuse(_ number: Int, _ bytes: [UInt8], _ message: String, closing: Bool = true, in place: String)
        -> Outcome
    {
        var refusal = Room.refusal(to: number, input: String(decoding: bytes, as: UTF8.self), message)
        refusal.closes = closing
        if closing {
            _ = rooms[place]?.disconnect(number)
            places[number] = nil
        }
        return Outcome(deliveries: [refusal], room: place)
    }
}
