import CardKit
import JSONCoding
import SetGame

extension SimulationResult {
    /// The keys of a result's JSON (the SPEC's "Simulation results"), each spelled once: `json`
    /// writes them and `init(json:)` reads them back. A table size (`"12"`) and a count of
    /// cards left (`"6"`) are keys too, written as numbers.
    public enum Key {
        /// The same key as statistics' games (`StateKey.games`).
        public static let games = StateKey.games
        public static let policy: JSONKey = "policy"
        /// The same key as a Set state's seed (`StateKey.seed`).
        public static let seed = StateKey.seed
        /// Only when the deck is not the standard one.
        /// The same key as a state's deck (`StateKey.deck`).
        public static let deck = StateKey.deck
        /// Only in Set-Chain and UltraSet.
        /// The same key as a Set state's variant (`StateKey.variant`).
        public static let variant = StateKey.variant
        public static let tables: JSONKey = "tables"
        /// `simulate --compare`'s list of results, one per policy (`PolicyComparison`).
        public static let compare: JSONKey = "compare"
        /// Of a table count (`tables`' entries, `rounds12`'s items).
        public static let seen: JSONKey = "seen"
        /// Of a table count.
        public static let noSet: JSONKey = "noSet"
        /// The standard deck's rounds of the opening table of 12 (the SPEC's).
        public static let rounds12: JSONKey = "rounds12"
        /// The junior deck's rounds of the opening table of 9.
        public static let rounds9: JSONKey = "rounds9"
        /// Of a round's item.
        public static let round: JSONKey = "round"
        public static let leftAtEnd: JSONKey = "leftAtEnd"
        /// Only in Set-Chain: games by the cards left in the deck at the end.
        public static let deckAtEnd: JSONKey = "deckAtEnd"
        /// Written, never read: it follows from `leftAtEnd`.
        public static let setsPerGame: JSONKey = "setsPerGame"
        /// Games against the computer (`DuelResult.Key`).
        public static let opponent: JSONKey = "opponent"
        /// A shard's games: `firstGame`, `endGame`, `totalGames`.
        public static let shard: JSONKey = "shard"
        public static let firstGame: JSONKey = "firstGame"
        public static let endGame: JSONKey = "endGame"
        public static let totalGames: JSONKey = "totalGames"

        /// The key of the rounds of the opening table: `rounds12`, `rounds9` junior.
        public static func rounds(_ deck: SetDeck) -> JSONKey {
            switch deck {
            case .standard: rounds12
            case .junior: rounds9
            }
        }
    }
}

extension DuelResult {
    /// The keys of a result's `"opponent"` object, each spelled once: the levels, the counts
    /// (`countKeys`) and the opponent's win rate, which is written and never read.
    public enum Key {
        public static let level: JSONKey = "level"
        public static let person: JSONKey = "person"
        public static let opponentWins: JSONKey = "opponentWins"
        public static let personWins: JSONKey = "personWins"
        public static let ties: JSONKey = "ties"
        public static let opponentSets: JSONKey = "opponentSets"
        public static let personSets: JSONKey = "personSets"
        public static let opponentSlips: JSONKey = "opponentSlips"
        public static let personSlips: JSONKey = "personSlips"
        public static let deals: JSONKey = "deals"
        public static let milliseconds: JSONKey = "milliseconds"
        public static let opponentWinRate: JSONKey = "opponentWinRate"
        /// Of `opponentWinRate`: the estimate and its 95% interval (`Estimate.Key`).
        public static let value = Estimate.Key.value
        public static let low = Estimate.Key.low
        public static let high = Estimate.Key.high
    }
}
