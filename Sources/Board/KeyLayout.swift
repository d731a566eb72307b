import Choreography

/// One-key selection: which key of the keyboard stands for which card, following the table's
/// shape on screen row by row, as Set with Friends' `123qweasdzxc` reads its 3-wide table.
///
/// The cards' rows (slots grouped by their top row, left to right) take the keyboard's rows
/// `1234567890`, `qwertyuiop`, `asdfghjkl;`, `zxcvbnm,./` from the left: a 4-wide table reads
/// `1234` `qwer` `asdf` `zxcv`. A fifth row of cards and later ones take the keyboard's rows
/// again, to the right of the table's width (a 4-wide table's fifth row is `5678`, its sixth
/// `tyui`). A card whose place runs off the keyboard has no key.
public enum KeyLayout {
    /// The keyboard's rows, top to bottom.
    public static let rows: [[Character]] = ["1234567890", "qwertyuiop", "asdfghjkl;", "zxcvbnm,./"].map(Array.init)

    /// The key of each slot of `slots` (the layout's frames), in slot order; nil for none.
    public static func keys(slots: [Rect]) -> [Character?] {
        let tops = Array(Set(slots.map { Int($0.y.rounded()) })).sorted()
        var rowsOfCards: [[Int]] = tops.map { top in
            slots.indices.filter { Int(slots[$0].y.rounded()) == top }
        }
        for index in rowsOfCards.indices { rowsOfCards[index].sort { slots[$0].x < slots[$1].x } }
        let width = rowsOfCards.map(\.count).max() ?? 0
        var keys = [Character?](repeating: nil, count: slots.count)
        for (row, cards) in rowsOfCards.enumerated() {
            let keyboardRow = rows[row % rows.count]
            let offset = (row / rows.count) * width
            for (column, slot) in cards.enumerated() where offset + column < keyboardRow.count {
                keys[slot] = keyboardRow[offset + column]
            }
        }
        return keys
    }
}
