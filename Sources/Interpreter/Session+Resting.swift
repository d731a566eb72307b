import Board
import CardKit
import Choreography

extension Session {
    /// The game in front as a table at rest: what the board draws and an animation starts
    /// from or ends on.
    public var restingTable: RestingTable {
        let (frame, gathered) = seat.frames(cardCount: tableCodes.count)
        return gameTable.restingTable(tableContext, frame, gathered)
    }
}
