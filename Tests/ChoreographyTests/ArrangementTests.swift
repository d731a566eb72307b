import Choreography
import Expectations
import Testing

/// Gathered piles stay on the table however far they are panned.
@Suite struct ArrangementTests {
    static let layout = TableLayout(cardCount: 12, bounds: .standard)

    @Test(arguments: [(0, 0), (5, -3), (1000, 1000), (-1000, -1000), (-1000, 1000), (33, 2)])
    func pannedPilesStayInside(dx: Int, dy: Int) {
        let table = Rect(x: 0, y: 0, w: 80, h: 24)
        let pile = Arrangement.pile(dx: 0, dy: 0).panned(dx: dx, dy: dy, in: Self.layout)
        let frame = pile.frame(ofSlot: 3, in: Self.layout)
        #expect(table.contains(frame))
        #expect(frame.w == Self.layout.pile.w && frame.h == Self.layout.pile.h)
        expectEqual(pile.place(ofSlot: 3), .pile)
    }

    @Test func panningIsExactWhileThereIsRoom() {
        let pile = Arrangement.pile(dx: 0, dy: 0).panned(dx: 5, dy: -2, in: Self.layout)
        expectEqual(pile, .pile(dx: 5, dy: -2))
        let frame = pile.frame(ofSlot: 0, in: Self.layout)
        #expect(frame.x == Self.layout.pile.x + 5 && frame.y == Self.layout.pile.y - 2)
    }

    @Test func theGridIsTheLayoutAndCannotPan() {
        expectEqual(Arrangement.grid.panned(dx: 4, dy: 4, in: Self.layout), .grid)
        expectEqual((0..<12).map { Arrangement.grid.frame(ofSlot: $0, in: Self.layout) }, Self.layout.slots)
        expectEqual(Arrangement.grid.place(ofSlot: 6), .slot(7))
        expectEqual(
            Arrangement.grid.frame(ofSlot: 40, in: Self.layout), Self.layout.pile, "a missing slot rests on the pile")
    }
}

/// Every layout the choreographer may be handed keeps its cards apart and on the table.
@Suite struct LayoutTests {
    static let bounds: [Size] = [.minimum, .standard, Size(w: 20, h: 60), Size(w: 200, h: 8), Size(w: 133, h: 41)]

    @Test(arguments: bounds)
    func slotsNeverOverlapAndStayInside(bounds: Size) {
        let table = Rect(x: 0, y: 0, w: Double(bounds.w), h: Double(bounds.h))
        for count in 0...81 where bounds != .minimum || count <= 70 {
            let layout = TableLayout(cardCount: count, bounds: bounds)
            expectEqual(layout.slots.count, count)
            Geometry.checkNoOverlap(layout.slots, in: table, "\(bounds) \(count) cards")
            for stack in [layout.deck, layout.discard, layout.pile] {
                #expect(table.contains(stack))
            }
        }
    }

    // cannot fit: 71+ cards at 20x8 run off the right edge. Reported to the lead (the
    // fallback should drop the gap); remove `withKnownIssue` once fixed.
    @Test func crowdedMinimumTableFits() {
        let table = Rect(x: 0, y: 0, w: 20, h: 8)
        let overflowing = (71...81).filter { count in
            !TableLayout(cardCount: count, bounds: .minimum).slots.allSatisfy { table.contains($0) }
        }
        #expect(overflowing.isEmpty, "cards off the table with \(overflowing) cards")
    }
}
