import CardKit
import JSONCoding
import WireFormat

/// The keys of the objects the interpreter writes beside a game's state: a Set state's
/// `trial` and `puzzle` progress, the record's `stats` and the record's `why`. Each is spelt
/// once; the words a state spells too are its keys (`StateKey`).
enum ReportKey {
    // A trial's and a puzzle's progress.
    /// The sets to find: the same key as a state's sets on the table (`StateKey.sets`).
    static let sets = StateKey.sets
    static let found: JSONKey = "found"
    static let mismatches: JSONKey = "mismatches"
    static let hints: JSONKey = "hints"
    static let penalty: JSONKey = "penalty"
    static let elapsed: JSONKey = "elapsed"
    static let finished: JSONKey = "finished"
    static let solved: JSONKey = "solved"
    /// Null until finished; also a best trial's time in `stats`.
    static let time: JSONKey = "time"
    /// A puzzle's day, null for a puzzle made from a seed.
    static let date: JSONKey = "date"

    // Statistics (`stats`).
    static let source: JSONKey = "source"
    static let games = StateKey.games
    static let puzzles: JSONKey = "puzzles"
    static let trials: JSONKey = "trials"
    static let paceLast10: JSONKey = "paceLast10"
    static let paceAll: JSONKey = "paceAll"
    static let recentPaces: JSONKey = "recentPaces"
    static let bestTrials: JSONKey = "bestTrials"
    static let deck = StateKey.deck
    static let count = StateKey.count
    static let tries: JSONKey = "tries"
    static let mismatchRate: JSONKey = "mismatchRate"
    static let variants: JSONKey = "variants"
    static let variant = StateKey.variant
    static let bestSets: JSONKey = "bestSets"

    // `why`.
    static let cards = StateKey.cards
    /// Whether the three cards are a set.
    static let set = GameReview.Key.set
    static let attributes: JSONKey = "attributes"
    static let name = StateKey.name
    static let outcome: JSONKey = "outcome"
    static let values: JSONKey = "values"
    static let odd: JSONKey = "odd"
    static let completions: JSONKey = "completions"
    static let pair: JSONKey = "pair"
    static let card = StateKey.card
}
