import CardKit

/// A simulated race at one Set table: the computer opponent of `opponent`'s level against a
/// person modelled by the same policy at `person`'s level (`simulate --opponent LEVEL
/// --person LEVEL`).
public struct Duel: Hashable, Sendable {
    /// The computer opponent's level.
    public var opponent: OpponentLevel
    /// The level of the model that stands in for the person.
    public var person: OpponentLevel

    /// A duel; the person is an ordinary (medium) player unless said otherwise.
    public init(opponent: OpponentLevel, person: OpponentLevel = .medium) {
        (self.opponent, self.person) = (opponent, person)
    }
}

/// What the games of a duel came to: whole-game outcomes and what led to them, as integer
/// counts so that results add up exactly whatever the threads or shards.
public struct DuelResult: Hashable, Sendable {
    /// Who played.
    public var duel: Duel
    /// Games the opponent ended with more points.
    public var opponentWins: UInt64 = 0
    /// Games the person ended with more points.
    public var personWins: UInt64 = 0
    /// Games that ended level.
    public var ties: UInt64 = 0
    /// Sets the opponent found.
    public var opponentSets: UInt64 = 0
    /// Sets the person found.
    public var personSets: UInt64 = 0
    /// Claims of the opponent that were not sets.
    public var opponentSlips: UInt64 = 0
    /// Claims of the person that were not sets.
    public var personSlips: UInt64 = 0
    /// Deals asked for (by either).
    public var deals: UInt64 = 0
    /// The games' lengths on the virtual clock, each rounded to a millisecond, summed.
    public var milliseconds: UInt64 = 0

    /// No games yet.
    public init(duel: Duel) {
        self.duel = duel
    }

    /// Every count, in the order of `DuelPlayer.Tally` and of the JSON.
    var counts: [UInt64] {
        get {
            [opponentWins, personWins, ties, opponentSets, personSets, opponentSlips, personSlips, deals, milliseconds]
        }
        set {
            guard newValue.count == 9 else { return }
            (opponentWins, personWins, ties, opponentSets, personSets) = (
                newValue[0], newValue[1], newValue[2], newValue[3], newValue[4]
            )
            (opponentSlips, personSlips, deals, milliseconds) = (newValue[5], newValue[6], newValue[7], newValue[8])
        }
    }

    /// The JSON names of `counts`.
    static let countKeys = [
        Key.opponentWins, Key.personWins, Key.ties, Key.opponentSets, Key.personSets, Key.opponentSlips,
        Key.personSlips,
        Key.deals, Key.milliseconds,
    ]

    /// The games counted.
    public var games: UInt64 { opponentWins &+ personWins &+ ties }

    /// The opponent's share of wins, with its 95% Wilson interval.
    public var opponentWinRate: Estimate { Estimate(successes: opponentWins, trials: games) }
    /// The person's share of wins, with its 95% Wilson interval.
    public var personWinRate: Estimate { Estimate(successes: personWins, trials: games) }
    /// The share of ties, with its 95% Wilson interval.
    public var tieRate: Estimate { Estimate(successes: ties, trials: games) }
}
