import Choreography
import Expectations
import Testing

/// Issue 37, item 21: a grid of full rows wins over a short last row unless its cards would be
/// much smaller (under `TableLayout.fullRowsShare` of the area): the junior table of 9 at 80
/// columns is 3 rows of 3, not 5 + 4.
@Suite struct GridShapeTests {
    /// The number of cards in each row of `count` cards laid out in `bounds`.
    static func rows(_ count: Int, _ bounds: Size) -> [Int] {
        let layout = TableLayout(cardCount: count, bounds: bounds)
        var rows: [Double: Int] = [:]
        for slot in layout.slots { rows[slot.y, default: 0] += 1 }
        return rows.sorted { $0.key < $1.key }.map(\.value)
    }

    @Test(arguments: [
        (9, Size(w: 80, h: 16), [3, 3, 3]),  // a junior table at an 80x24 terminal (was 5 + 4)
        (16, Size(w: 60, h: 14), [4, 4, 4, 4]),  // Concentration's 8 pairs (was 6 + 6 + 4)
        (12, Size(w: 80, h: 16), [6, 6]),  // as before
        (15, Size(w: 80, h: 16), [5, 5, 5]),  // as before
        (13, Size(w: 80, h: 16), [5, 5, 3]),  // no full grid near as large: the short row stays
    ])
    func fullRowsWhenTheCardsStayLarge(count: Int, bounds: Size, expected: [Int]) {
        expectEqual(Self.rows(count, bounds), expected)
    }
}
