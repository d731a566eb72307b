import Choreography
import Expectations
import Testing

/// Undoing a new game: the new table goes back to the deck, the old discard pile comes back
/// from it, then the old table is dealt.
@Suite struct RestoreToDiscardTests {
    static let newTable = Fixtures.cards(12)
    static let oldTable = Fixtures.cards(12, from: 40)
    static let oldPile = Fixtures.cards(6, from: 60)

    static func undoNewGame(faceUp: Bool) -> TableTransition {
        TableTransition(
            before: newTable, after: oldTable, returnedToDeck: newTable, restoredToDiscard: oldPile, dealt: oldTable,
            keepDiscardFaceUp: faceUp)
    }

    @Test(arguments: [false, true])
    func thePileComesBackFromTheDeckAfterTheReturnsAndBeforeTheDeals(faceUp: Bool) throws {
        let transition = Self.undoNewGame(faceUp: faceUp)
        let (from, to) = (Fixtures.layout(12), Fixtures.layout(12))
        try transition.validate(from: from, to: to)
        let events = Fixtures.plan(transition)
        let restores = events.filter { $0.kind.isMove && $0.toPlace == .discard }
        expectEqual(restores.count, 1)
        let restore = try #require(restores.first)
        #expect(restore.kind == .rearrange && restore.cards == Self.oldPile && restore.fromPlace == .deck)
        #expect(restore.from == to.deck && restore.to == to.discard)
        let returns = events.filter { $0.toPlace == .deck }
        #expect(!returns.isEmpty && returns.allSatisfy { $0.end <= restore.t })
        let deals = events.filter { $0.kind == .deal }
        #expect(deals.count == 12 && deals.allSatisfy { $0.t >= restore.end })
        let ups = events.filter { $0.kind == .flip && $0.fromPlace == .discard }
        expectEqual(ups.count, (faceUp ? 1 : 0))
        #expect(ups.allSatisfy { $0.faceUp == true && $0.t >= restore.end && $0.cards == Self.oldPile })
        let end = Timeline(events: events, start: Timeline.resting(Self.newTable, layout: from)).end
        for card in Self.oldPile {
            #expect(end[card]?.place == .discard && end[card]?.faceUp == faceUp)
        }
    }

    @Test func aCardStillOnTheTableCannotBeRestored() {
        let t = TableTransition(before: ["a", "b"], after: ["a"], returnedToDeck: [], restoredToDiscard: ["b"])
        #expect(throws: TransitionError.notRestorable(card: "b")) {
            try t.validate(from: Fixtures.layout(2), to: Fixtures.layout(1))
        }
        let returned = TableTransition(
            before: ["a", "b"], after: ["a"], returnedToDeck: ["b"], restoredToDiscard: ["b"])
        #expect(throws: Never.self) { try returned.validate(from: Fixtures.layout(2), to: Fixtures.layout(1)) }
    }
}
