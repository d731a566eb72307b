import JSONCoding

/// The keys of the SPEC's `state` objects that more than one game or module writes or reads:
/// the table's card entries, the piles, and the figures the replay page shows beside the table
/// (`score`, `flips`, `mode`, `sets`, `players`: written by the games, read back by the page).
public enum StateKey {
    public static let slot: JSONKey = "slot"
    public static let card: JSONKey = "card"
    public static let face: JSONKey = "face"
    public static let faceUp: JSONKey = "faceUp"
    public static let matched: JSONKey = "matched"
    public static let selected: JSONKey = "selected"
    /// On a Set card of the hint on show only.
    public static let hint: JSONKey = "hint"
    public static let frame: JSONKey = "frame"
    public static let cards: JSONKey = "cards"
    public static let table: JSONKey = "table"
    public static let deck: JSONKey = "deck"
    public static let discard: JSONKey = "discard"
    /// `false` on a Set state when the discard pile lies face down (`--discard face-down`); absent otherwise.
    public static let discardFaceUp: JSONKey = "discardFaceUp"
    public static let bounds: JSONKey = "bounds"
    public static let theme: JSONKey = "theme"
    public static let score: JSONKey = "score"
    /// Set: the sets on the table.
    public static let sets: JSONKey = "sets"
    /// Concentration: the flips made.
    public static let flips: JSONKey = "flips"
    /// Matching: 2- or 3-card mode.
    public static let mode: JSONKey = "mode"
    public static let over: JSONKey = "over"
    /// The seated players, each `{"name", "score"}`.
    public static let players: JSONKey = "players"
    public static let name: JSONKey = "name"
}
