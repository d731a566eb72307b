import CardKit
import Choreography

/// A stand-in for Concentration and the matching game: face-down cards turned up two at a
/// time; a pair leaves the table (Concentration, seed 003) or stays face up (matching game),
/// a mismatch turns back down on the next choice (Concentration) or at once (matching game).
struct FlipTableModel {
    var table: [String]
    var faceUp: Set<String> = []
    var matched: Set<String> = []
    var discard: [String] = []
    var pending: [String] = []
    let removesPairs: Bool
    let hidesMismatchAtOnce: Bool

    init(cards: Int, removesPairs: Bool, hidesMismatchAtOnce: Bool) {
        table = (1...cards).map { "c\($0)" }
        (self.removesPairs, self.hidesMismatchAtOnce) = (removesPairs, hidesMismatchAtOnce)
    }

    var layout: TableLayout { TableLayout(cardCount: table.count, bounds: .standard) }
    var faceDown: Set<String> { Set(table).subtracting(faceUp) }

    /// Chooses a random face-down card; nil when none is left.
    mutating func step(generator: inout SeededGenerator) -> TableTransition? {
        var t = TableTransition(
            before: table, after: table, faceDown: faceDown, dealtFaceUp: false, keepDiscardFaceUp: true)
        for card in pending {
            t.flips.append(Flip(card: card, faceUp: false))
            faceUp.remove(card)
        }
        pending = []
        let candidates = table.filter { !faceUp.contains($0) }
        guard let chosen = candidates.randomElement(using: &generator) else { return nil }
        t.flips.append(Flip(card: chosen, faceUp: true))
        faceUp.insert(chosen)
        let open = table.filter { faceUp.contains($0) && !matched.contains($0) }
        if open.count == 2 {
            if generator.below(3) == 0 {
                t.matched = open
                if removesPairs {
                    t.discarded = open
                    table.removeAll { open.contains($0) }
                    discard += open
                    faceUp.subtract(open)
                } else {
                    matched.formUnion(open)
                }
            } else {
                t.mismatched = open
                if hidesMismatchAtOnce {
                    for card in open where card != chosen {
                        t.flips.append(Flip(card: card, faceUp: false))
                        faceUp.remove(card)
                    }
                } else {
                    pending = open
                }
            }
        }
        t.after = table
        return t
    }
}
