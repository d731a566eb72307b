import CardKit
import Interpreter
import Testing

/// Every state reached by play passes `Games.validate()`: the invariants are those of the
/// rules, not stricter (else a real save would be refused), and play never breaks them.
@Suite struct ValidationPropertyTests {
    static let words = [
        "choose 1", "choose 2", "choose 3", "choose 4 5 6", "choose 7", "deal", "hint", "hint all",
        "shuffle", "undo", "redo", "game set", "game concentration", "game matching", "mode 3",
        "mode 2", "new-game", "theme animals", "choose 8", "choose 9", "choose 10", "layout 1RSD 2RSD 3RSD",
        "rule remove", "rule replace", "choose 11", "choose 12",
    ]

    @Test(arguments: 1...12)
    func randomPlayKeepsEveryInvariant(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var session = Session(
            options: {
                var o = SessionOptions()
                o.seed = seed
                o.rendersText = false
                return o
            }())
        for _ in 0..<600 {
            let line = ValidationPropertyTests.words[random.index(below: ValidationPropertyTests.words.count)]
            _ = session.evaluate(line)
            try session.games.validate()
        }
    }
}
