import JSONCoding

/// A game of cards turned over in place: Concentration and the playing-card matching game.
/// The interpreter drives both through this one shape (choosing, describing, checking,
/// their JSON state, players taking turns).
public protocol FlipGame: Hashable, Sendable, Codable, Seated {
    /// What a player may see of the game.
    associatedtype Snapshot: FlipSnapshot
    /// Why a move was refused.
    associatedtype Failure: Error

    /// The current score.
    var score: Int { get }
    /// Whether the game is over.
    var isOver: Bool { get }
    /// The slots (1-based) of the unmatched cards that are face up.
    var faceUpSlots: [Int] { get }

    /// Chooses the card in `slot` (1-based); returns what changed, in order. A refused move
    /// leaves the game unchanged.
    mutating func choose(slot: Int) throws(Failure) -> [FlipChange]

    /// The player's view; faces drawn in ASCII when `ascii` (where the game has other faces).
    func snapshot(ascii: Bool) -> Snapshot

    /// The index of the player whose turn it is (0 in solo play).
    var turn: Int { get }
    /// Seats `names` (before any move); two or more take turns, one or none leave it solo.
    mutating func seat(_ names: [String])
    /// Seats a person called `name` with no points (a room's newcomer); returns their index.
    mutating func sit(_ name: String) throws(SeatingError) -> Int
    /// The player whose turn it is gives it to the next; returns what changed (cards turned
    /// down), nothing in solo play.
    mutating func pass() throws(Failure) -> [FlipChange]
}

/// What a player may see of a flip game: the cards in slot order, a face-down card's face
/// never among them; its Codable form and its JSON are the SPEC's `state`.
public protocol FlipSnapshot: Hashable, Sendable, Codable {
    /// One slot of the table.
    associatedtype Card: FlipSnapshotCard

    /// The cards in slot order.
    var cards: [Card] { get }
    /// The current score.
    var score: Int { get }
    /// Whether the game is over.
    var over: Bool { get }

    /// Writes the SPEC's `state` fields of the game, in order, into an open JSON object.
    func writeFields(to writer: inout JSONWriter)
}

/// One slot of a flip game's table, as a player may see it.
public protocol FlipSnapshotCard: Hashable, Sendable, Codable, JSONWritable {
    /// 1-based slot number.
    var slot: Int { get }
    /// Whether the card is face up.
    var faceUp: Bool { get }
    /// Whether the card has been matched.
    var matched: Bool { get }
    /// What the card shows (a face, a card code), only while face up or matched.
    var shown: String? { get }
}

extension FlipSnapshotCard {
    /// `matched`, `up` or `down`: the words `expect slot N` takes for the card's state.
    public var stateWord: String { matched ? "matched" : faceUp ? "up" : "down" }
}

/// How the animation events and the JSON stream name the card in a flip game's slot: by place
/// (`c7`), never by face, so that events cannot give a face-down card away.
public enum FlipCardID {
    /// The name of the card in `slot` (1-based).
    public static func ofSlot(_ slot: Int) -> String { "c\(slot)" }
}
