import CardKit

extension Session {
    /// The type of the game `kind`: the registration of every game, and the one place that
    /// lists them (a new game is its folder under `Games/` and one line here).
    static func gameTable(of kind: GameKind) -> any GameTable {
        switch kind {
        case .set: SetTable()
        case .concentration: ConcentrationTable()
        case .matching: MatchingTable()
        }
    }

    /// The game in front.
    var gameTable: any GameTable { Session.gameTable(of: games.current) }
}
