import Choreography
import GameKit
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
            let transition = model.step(generator: &generator)
            let to = model.layout
            #expect(model.cardCount == 81)
            #expect(throws: Never.self, "seed \(seed) step \(step)") { try transition.validate(from: from, to: to) }
            let events = choreographer.plan(transition, from: from, to: to, generator: &generator)
            Invariants(transition: transition, from: from, to: to, events: events, context: "seed \(seed) step \(step)")
                .checkAll()
        }
    }
}
