import CardKit
import Concentration
import Matching
import SetGame

/// Every game of a table, as tabs: each game's own table (the game with its players and its
/// computer seat), the part of the state that `undo` and `save` keep. The one place that lists
/// the games: a new game is its folder under `Games/`, its stored table here and its line in
/// each switch below.
public struct Games: Sendable, Equatable {
    /// The game commands go to.
    public var current: GameKind
    /// Set's table.
    var setTable: SetTable
    /// Concentration's table.
    var concentrationTable: ConcentrationTable
    /// The playing-card matching game's table.
    var matchingTable: MatchingTable

    /// Every game dealt from `seed`, Set with the rule, deck and variant of `options`.
    init(current: GameKind, options: SessionOptions, clock: Double) {
        self.current = current
        setTable = SetTable(game: SetGame(seed: options.seed, rule: options.rule, now: clock))
        concentrationTable = ConcentrationTable(game: ConcentrationTable.newGame(seed: options.seed))
        matchingTable = MatchingTable(game: MatchingTable.newGame(seed: options.seed))
    }

    /// The table of the game `kind`.
    func table(of kind: GameKind) -> any GameTable {
        switch kind {
        case .set: setTable
        case .concentration: concentrationTable
        case .matching: matchingTable
        }
    }

    /// Puts `table` back in its place after a command changed it.
    mutating func store(_ table: any GameTable) {
        switch table {
        case let table as SetTable: setTable = table
        case let table as ConcentrationTable: concentrationTable = table
        case let table as MatchingTable: matchingTable = table
        default: break
        }
    }

    /// Takes the computer from the table of `kind`, or only drops its plan (`planOnly`).
    mutating func dropOpponent(of kind: GameKind, planOnly: Bool) {
        var table = table(of: kind)
        table.dropOpponent(planOnly: planOnly)
        store(table)
    }

    /// Whether the current game's move is a claim the players race for (Set), not a card at a
    /// time in turns (`GameTable.claimsRace`).
    public var currentClaimsRace: Bool { Self.type(of: current).claimsRace }

    /// The type of the game `kind`: what it is before any game of it is dealt.
    static func type(of kind: GameKind) -> any GameTable.Type {
        switch kind {
        case .set: SetTable.self
        case .concentration: ConcentrationTable.self
        case .matching: MatchingTable.self
        }
    }
}

/// The save's keys, as the fields of `Games` were first named.
extension Games: Codable {
    enum CodingKeys: String, CodingKey {
        case current, set, concentration, matching, setOpponent, concentrationOpponent, setMoves
    }

    public init(from decoder: any Decoder) throws {
        // NB: in the order the save was first read, so that a broken file names the same key.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        current = try container.decode(GameKind.self, forKey: .current)
        let set = try container.decode(SetGame.self, forKey: .set)
        let concentration = try container.decode(ConcentrationGame.self, forKey: .concentration)
        let matching = try container.decode(MatchingGame.self, forKey: .matching)
        let setOpponent = try container.decodeIfPresent(SetOpponentSeat.self, forKey: .setOpponent)
        let concentrationOpponent = try container.decodeIfPresent(
            ConcentrationOpponentSeat.self, forKey: .concentrationOpponent)
        let setMoves = try container.decodeIfPresent(SetMoveLog.self, forKey: .setMoves)
        setTable = SetTable(game: set, opponent: setOpponent, moves: setMoves ?? SetMoveLog())
        concentrationTable = ConcentrationTable(game: concentration, opponent: concentrationOpponent)
        matchingTable = MatchingTable(game: matching)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(current, forKey: .current)
        try container.encode(set, forKey: .set)
        try container.encode(concentration, forKey: .concentration)
        try container.encode(matching, forKey: .matching)
        try container.encodeIfPresent(setOpponent, forKey: .setOpponent)
        try container.encodeIfPresent(concentrationOpponent, forKey: .concentrationOpponent)
        // NB: absent while no set is taken, so that such a save reads as it always did.
        if !setTable.moves.moves.isEmpty { try container.encode(setTable.moves, forKey: .setMoves) }
    }
}

/// Each game by itself, as tests and the save name them.
extension Games {
    /// The Set game.
    public var set: SetGame {
        get { setTable.game }
        set { setTable.game = newValue }
    }
    /// The Concentration game.
    public var concentration: ConcentrationGame {
        get { concentrationTable.game }
        set { concentrationTable.game = newValue }
    }
    /// The playing-card matching game.
    public var matching: MatchingGame {
        get { matchingTable.game }
        set { matchingTable.game = newValue }
    }
    /// The computer at the Set table, while it plays there.
    public var setOpponent: SetOpponentSeat? {
        get { setTable.opponent }
        set { setTable.opponent = newValue }
    }
    /// The computer at the Concentration table, while it plays there.
    public var concentrationOpponent: ConcentrationOpponentSeat? {
        get { concentrationTable.opponent }
        set { concentrationTable.opponent = newValue }
    }
}
