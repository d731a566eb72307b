import CardKit
import Choreography
import Expectations
import Foundation
import Testing

@testable import Interpreter

/// A session is one seat's view of a table (issue 38, item 2): one table drawn for two seats of
/// different sizes gives each its own board, from the same state.
@Suite struct SeatTests {
    static func widest(_ text: String) -> Int { text.split(separator: "\n").map(\.count).max() ?? 0 }

    @Test(arguments: ["choose 1", "new-game concentration --seed 3\nchoose 2", "new-game matching --seed 4\nchoose 5"])
    func oneTableDrawsForTwoSeatsOfDifferentSizes(lines: String) {
        var options = SessionOptions()
        options.seed = 7
        var session = Session(options: options)
        for line in lines.split(separator: "\n") { #expect(session.evaluate(String(line)).ok) }
        let table = session.gameTable
        var small = Seat(options: options)
        var large = Seat(options: options)
        small.options.bounds = Size(w: 60, h: 14)
        large.options.bounds = Size(w: 120, h: 30)
        func board(_ seat: Seat) -> String {
            table.boardText(TableContext(seat: seat, clock: session.clock, seeds: session.seeds))
        }
        let smallBoard = board(small)
        let largeBoard = board(large)
        #expect(Self.widest(smallBoard) <= 60)
        #expect(Self.widest(largeBoard) > 60)
        #expect(smallBoard.split(separator: "\n").count < largeBoard.split(separator: "\n").count)
        // The same state: the same status line, and the session drawn at each size draws the same.
        // (A narrow seat wraps the status line: each of its parts is there.)
        let status = largeBoard.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!status.isEmpty)
        for part in status.components(separatedBy: " · ") { expectContains(smallBoard, part) }
        for (seat, drawn) in [(small, smallBoard), (large, largeBoard)] {
            var resized = session
            resized.seat.options.bounds = seat.options.bounds
            expectEqual(resized.boardText(), drawn)
        }
        expectEqual(session.gameTable.tableCodes, table.tableCodes)
    }
}
