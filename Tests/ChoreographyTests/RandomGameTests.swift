import CardKit
import Choreography
import Expectations
import Testing

/// Thousands of random commands on a model Set table: every plan keeps every invariant.
@Suite struct RandomGameTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: seeds)
    func setGamesKeepEveryInvariant(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var model = SetTableModel(generator: &generator)
        let choreographer = Choreographer()
        for step in 0..<100 {
            let from = model.layout
            let deckBefore = Set(model.deck)
            let transition = model.step(generator: &generator)
            let to = model.layout
            expectEqual(model.cardCount, 81)
            #expect(throws: Never.self, "seed \(seed) step \(step)") { try transition.validate(from: from, to: to) }
            let events = choreographer.plan(transition, from: from, to: to, generator: &generator)
            let invariants = Invariants(
                transition: transition, from: from, to: to, events: events, context: "seed \(seed) step \(step)")
            invariants.checkAll()
            invariants.checkConservation(
                all: Fixtures.codes, deckBefore: deckBefore, deckAfter: Set(model.deck),
                discardAfter: Set(model.discard))
        }
    }
}

/// Random Concentration-like and matching-like games: flips, pairs, shakes.
@Suite struct RandomFlipGameTests {
    static let cases: [(seed: UInt64, removesPairs: Bool, hidesMismatchAtOnce: Bool)] =
        (1...10).flatMap { seed in [(UInt64(seed), true, false), (UInt64(seed), false, true)] }

    @Test(arguments: cases)
    func flipGamesKeepEveryInvariant(seed: UInt64, removesPairs: Bool, hidesMismatchAtOnce: Bool) {
        var generator = SeededGenerator(seed: seed)
        var model = FlipTableModel(cards: 16, removesPairs: removesPairs, hidesMismatchAtOnce: hidesMismatchAtOnce)
        var sawMismatchThenHide = false
        for step in 0..<200 {
            let from = model.layout
            guard let transition = model.step(generator: &generator) else { break }
            let to = model.layout
            #expect(throws: Never.self) { try transition.validate(from: from, to: to) }
            let events = Choreographer().plan(transition, from: from, to: to, generator: &generator)
            Invariants(
                transition: transition, from: from, to: to, events: events, context: "seed \(seed) step \(step)",
                faceDownAfter: model.faceDown
            ).checkAll()
            // The chosen card turns up before the highlight; a hidden mismatch turns down after it.
            if let shake = events.first(where: { $0.kind == .mismatch }) {
                let ups = events.filter { $0.kind == .flip && $0.faceUp == true }
                #expect(ups.allSatisfy { $0.end <= shake.t + 1e-9 })
                let downs = events.filter {
                    $0.kind == .flip && $0.faceUp == false && transition.mismatched.contains($0.cards[0])
                }
                if hidesMismatchAtOnce {
                    #expect(!downs.isEmpty && downs.allSatisfy { $0.t >= shake.end - 1e-9 })
                    sawMismatchThenHide = true
                }
            }
        }
        expectEqual(sawMismatchThenHide, hidesMismatchAtOnce)
    }
}
