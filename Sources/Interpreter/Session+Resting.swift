import Board
import Choreography
import CardKit

extension Session {
    /// The game in front as a table at rest: what the board draws and an animation starts
    /// from or ends on.
    public var restingTable: RestingTable {
        let layout = layout
        let arrangement = arrangement
        let frame = { (index: Int) in arrangement.frame(ofSlot: index, in: layout) }
        let gathered = arrangement.isGathered ? frame(0) : nil
        return gameTable.restingTable(self, frame, gathered)
    }

    /// The game in front drawn at rest under `status`, in the current style.
    /// While keys are on, the status line ends with how to type a command (issue 30, item 2:
    /// what `keys on` said has scrolled away by the time it is needed).
    func drawResting(status: String) -> String {
        let table = restingTable
        let status = options.keys ? status + Session.keysStatus : status
        return BoardRenderer.render(
            BoardModel(table, status: [status]), layout: table.layout,
            style: options.boardStyle)
    }
}
