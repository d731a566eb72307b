import CardKit
import Choreography
import Expectations
import Interpreter
import Testing

/// Issue 23, item 1: what a press on the board becomes, read from the same frames the board is
/// drawn at: a card's every cell chooses it, the deck deals, a gathered pile is restored; the
/// discard pile, the cloth between cards and a matched card's empty slot do nothing.
@Suite struct MouseCommandTests {
    /// The cells of `frame`, rounded as the renderer rounds it.
    static func cells(_ frame: Rect) -> [(Int, Int)] {
        let (x, y) = (Int(frame.x.rounded()), Int(frame.y.rounded()))
        let (right, bottom) = (Int(frame.maxX.rounded()), Int(frame.maxY.rounded()))
        return (y..<bottom).flatMap { row in (x..<right).map { ($0, row) } }
    }

    @Test(arguments: GameKind.allCases)
    func everyCellOfACardChoosesIt(game: GameKind) {
        let session = Sessions.make(game, seed: 7)
        let table = session.restingTable
        for (index, card) in table.cards.enumerated() {
            for (column, row) in Self.cells(card.frame) {
                expectEqual(
                    session.mouseCommand(column: column, row: row), "choose \(index + 1)",
                    "\(game) slot \(index + 1) at \(column),\(row)")
            }
        }
    }

    @Test func theDeckDealsAndTheDiscardPileDoesNothing() throws {
        var session = Sessions.make(.set, seed: 7)
        let table = session.restingTable
        let deck = try #require(table.deck)
        let discard = try #require(table.discard)
        #expect(Self.cells(deck.frame).allSatisfy { session.mouseCommand(column: $0.0, row: $0.1) == "deal" })
        #expect(Self.cells(discard.frame).allSatisfy { session.mouseCommand(column: $0.0, row: $0.1) == nil })
        // The cloth: every cell that is no card's, deck's or pile's.
        let taken = Set(
            (table.cards.map(\.frame) + [deck.frame, discard.frame]).flatMap(Self.cells).map { "\($0.0),\($0.1)" })
        for row in 0..<table.bounds.h {
            for column in 0..<table.bounds.w where !taken.contains("\(column),\(row)") {
                expectEqual(session.mouseCommand(column: column, row: row), nil, "\(column),\(row)")
            }
        }
        expectEqual(session.mouseCommand(column: -1, row: -1), nil)
        expectEqual(session.mouseCommand(column: 100_000, row: 3), nil)

        _ = session.evaluate("gather")
        let pile = try #require(session.restingTable.gathered)
        #expect(Self.cells(pile).allSatisfy { session.mouseCommand(column: $0.0, row: $0.1) == "restore" })
    }

    /// A matched Concentration card leaves its slot empty: a press there does nothing.
    @Test func aMatchedCardsSlotDoesNothing() throws {
        var session = Sessions.make(.concentration, seed: 7)
        let cards = session.restingTable.cards
        let pair = try #require(Self.firstPair(session))
        _ = session.evaluate("choose \(pair.0)")
        _ = session.evaluate("choose \(pair.1)")
        #expect(session.restingTable.cards[pair.0 - 1].gone)
        for (column, row) in Self.cells(cards[pair.0 - 1].frame) {
            expectEqual(session.mouseCommand(column: column, row: row), nil)
        }
    }

    /// Two slots of Concentration that hold the same face, found by turning cards up.
    static func firstPair(_ session: Session) -> (Int, Int)? {
        let count = session.restingTable.cards.count
        var faces: [String: Int] = [:]
        for slot in 1...count {
            var probe = session
            _ = probe.evaluate("choose \(slot)")
            guard let face = probe.restingTable.cards[slot - 1].face else { continue }
            if let other = faces[face] { return (other, slot) }
            faces[face] = slot
        }
        return nil
    }
}
