import JSONCoding

/// The keys of the SPEC's `state` objects: the table's card entries, the piles, the figures
/// the replay page shows beside the table (`score`, `flips`, `mode`, `sets`, `players`:
/// written by the games, read back by the page), and the rest of a game's state. Two words
/// that records of several modules spell alike (`games`, `count`) are spelt here too, once.
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
    /// Virtual seconds since the game began.
    public static let clock: JSONKey = "clock"
    /// Set: what the table shows of the last three chosen (`SetRule`'s reveal).
    public static let reveal: JSONKey = "reveal"
    /// Set: the rule set.
    public static let rule: JSONKey = "rule"
    /// Set: the game's seed, as a string; also a simulation result's seed.
    public static let seed: JSONKey = "seed"
    /// Set with several players: who made the last move.
    public static let mover: JSONKey = "mover"
    /// Set: the puzzle's progress (`new-game puzzle`).
    public static let puzzle: JSONKey = "puzzle"
    /// Set: the deck when not the standard one (`junior`).
    public static let deckKind: JSONKey = "deckKind"
    /// Set: the variant when not standard; also a simulation result's and a statistics' variant.
    public static let variant: JSONKey = "variant"
    /// Set variants: the moves on the table (read by the replay page in place of `sets`).
    public static let moves: JSONKey = "moves"
    /// Set-Chain: the previous set's cards.
    public static let previous: JSONKey = "previous"
    /// Set: the trial's progress (`new-game trial`).
    public static let trial: JSONKey = "trial"
    /// Concentration: the theme's card back.
    public static let back: JSONKey = "back"
    /// Concentration with several players: whose turn it is.
    public static let turn: JSONKey = "turn"
    /// Games counted: in statistics and in simulation results.
    public static let games: JSONKey = "games"
    /// A count: of a best trial in statistics, of a pile on the replay page.
    public static let count: JSONKey = "count"
}
