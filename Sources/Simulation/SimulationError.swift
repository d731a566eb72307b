import JSONCoding
import SetGame

/// Why simulation results could not be read or merged, or a run could not be set up.
public enum SimulationError: Error, Hashable, Sendable {
    /// The text is not a simulation result; `reason` says what is wrong.
    case invalidResult(reason: String)
    /// Results of different runs (seed, policy or game count differ).
    case differentRuns
    /// Results of the same run against different opponents (`nil`: solo games).
    case differentOpponents(Duel?, Duel?)
    /// Results of games played with different decks (standard and junior).
    case differentDecks(SetDeck, SetDeck)
    /// Results of games played by different rules (standard Set, Set-Chain, UltraSet).
    case differentVariants(SetVariant, SetVariant)
    /// Two results cover some of the same games.
    case overlap(Range<Int>, Range<Int>)
    /// No result covers the games `missing`.
    case gap(missing: Range<Int>)
    /// The results fit together but leave out the games `missing` of a run of `total`
    /// (shards not given); a partial merge was not asked for.
    case incomplete(missing: [Range<Int>], total: Int)
    /// Counts that add up past what a count can hold.
    case countOverflow
    /// A run of more games than `SimulationConfiguration.maximumGames`.
    case tooManyGames(Int)
    /// Nothing to merge.
    case empty
}

extension SimulationError: CustomStringConvertible {
    /// The error in words, for `simulate`'s and `merge`'s messages.
    public var description: String {
        switch self {
        case .invalidResult(let reason): "not a simulation result: \(reason)"
        case .differentRuns: "the results are of different runs (seed, policy or game count differ)"
        case .differentOpponents(let a, let b):
            "the results are of different runs (\(Self.describe(a)) and \(Self.describe(b)))"
        case .differentDecks(let a, let b):
            "cannot merge a \(a.rawValue)-deck result with a \(b.rawValue)-deck one: they count different tables"
        case .differentVariants(let a, let b):
            "cannot merge \(a.aTitle) result with \(b.aTitle) one: they count different games"
        case .overlap(let a, let b):
            "games \(a.lowerBound)..<\(a.upperBound) and \(b.lowerBound)..<\(b.upperBound) overlap"
        case .gap(let missing): "no result covers games \(missing.lowerBound)..<\(missing.upperBound)"
        case .incomplete(let missing, let total):
            "shards are missing: no result covers games "
                + missing.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: " and ")
                + " of \(total) (merge them too, or ask for a partial merge)"
        case .countOverflow: "the counts add up past 2^64: these cannot be results of one run"
        case .tooManyGames(let games):
            "\(games) games is more than a run can have (at most \(SimulationConfiguration.maximumGames))"
        case .empty: "no results to merge"
        }
    }

    /// Who played a run, in words.
    private static func describe(_ duel: Duel?) -> String {
        guard let duel else { return "solo games" }
        return "the \(duel.opponent.rawValue) computer against a person at \(duel.person.rawValue)"
    }
}

extension SimulationError {
    /// A fault of the typed reader in a result file, worded as results always were: `missing
    /// key 'tables.12.seen'`, `wrong type at 'seed'`, `bad value at 'games': Number 1.5 does not
    /// fit in Int.`
    init(_ fault: JSONCursor.Fault) {
        switch fault.kind {
        case .missing: self = .invalidResult(reason: "missing key '\(fault.dotted)'")
        case .wrongType, .null: self = .invalidResult(reason: "wrong type at '\(fault.dotted)'")
        case .doesNotFit(let number, let type):
            self = .invalidResult(reason: "bad value at '\(fault.dotted)': Number \(number) does not fit in \(type).")
        }
    }
}
