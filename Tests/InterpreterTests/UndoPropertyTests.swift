import CardKit
import Expectations
import Interpreter
import SetGame
import Testing

/// Undo after any command restores the previous games exactly, and redo brings the command's
/// result back, over random command sequences in every game.
@Suite struct UndoPropertyTests {
    static let pool: [@Sendable (inout SeededGenerator) -> String] = [
        { "choose \($0.index(below: 16) + 1)" },
        { "choose \($0.index(below: 16) + 1) \($0.index(below: 16) + 1)" },
        { _ in "deal" },
        { _ in "shuffle" },
        { _ in "hint" },
        { _ in "hint all" },
        {
            ["new-game", "new-game set --rule remove", "new-game concentration", "new-game matching"][
                $0.index(below: 4)]
        },
        { "game " + ["set", "concentration", "matching"][$0.index(below: 3)] },
        { generator in
            var cards = Card.all
            cards.seededShuffle(using: &generator)
            return "layout " + cards.prefix(3 + generator.index(below: 19)).map(\.code).joined(separator: " ")
        },
        { "theme " + ["animals", "food", "flags", "halloween"][$0.index(below: 4)] },
        { "mode \($0.index(below: 2) + 2)" },
        { _ in "wait 3" },
        { _ in "resize 60 20" },
    ]

    @Test(arguments: 0..<20)
    func undoRestoresExactlyAndRedoReapplies(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        var options = SessionOptions()
        options.seed = UInt64(seed)
        options.rendersText = false
        var session = Session(options: options)
        for _ in 0..<60 {
            let line = Self.pool[generator.index(below: Self.pool.count)](&generator)
            let before = session.games
            let output = session.evaluate(line)
            let after = session.games
            guard output.ok, after != before else { continue }
            #expect(session.evaluate("undo").ok, "undo after '\(line)'")
            expectEqual(session.games, before, "undo after '\(line)' did not restore the state")
            #expect(session.evaluate("redo").ok)
            expectEqual(session.games, after, "redo after '\(line)' did not reapply it")
        }
    }
}
