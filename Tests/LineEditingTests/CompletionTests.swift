import Expectations
import LineEditing
import Testing

@Suite struct CompletionTests {
    static let commands = ["deal", "choose", "hint", "help", "new-game", "shuffle"]

    @Test(
        arguments: [
            ("dea", commands, Completion.insert("l ")),
            ("h", commands, .list(["hint", "help"])),
            ("he", commands, .insert("lp ")),
            ("n", commands, .insert("ew-game ")),
            ("", ["hint", "help"], .insert("h")),
            ("x", commands, .none),
            ("deal", commands, .insert(" ")),
            ("choose 1", ["1", "10", "11", "12"], .list(["1", "10", "11", "12"])),
            ("choose 1 ", ["1", "2", "3"], .list(["1", "2", "3"])),
            ("game con", ["set", "concentration", "matching"], .insert("centration ")),
            ("hint", ["hint", "hint", "hint"], .insert(" ")),
            ("th", ["theme", "the", "theme"], .insert("e")),
            ("theme h", ["halloween", "hearts", "héllo"], .list(["halloween", "hearts", "héllo"])),
            ("theme hé", ["halloween", "héllo"], .insert("llo ")),
        ] as [(String, [String], Completion)])
    func resolves(before: String, candidates: [String], expected: Completion) {
        expectEqual(Completion.resolve(before: before, candidates: candidates), expected)
    }

    @Test(arguments: [
        ("", ""), ("deal", "deal"), ("choose 1", "1"), ("choose ", ""), ("a\tb", "b"), ("x  y", "y"),
    ])
    func currentWord(before: String, word: String) {
        expectEqual(Completion.currentWord(before), word[...])
    }

    @Test(
        arguments: [
            ([], ""), (["abc"], "abc"), (["abc", "abd"], "ab"), (["abc", "x"], ""), (["ab", "abc"], "ab"),
            (["é1", "é2"], "é"),
        ] as [([String], String)])
    func commonPrefix(words: [String], prefix: String) {
        expectEqual(Completion.commonPrefix(words), prefix)
    }

    @Test func columnsFillTopToBottomWithinTheWidth() {
        let words = (1...10).map { "w\($0)" }  // cells of 3 + 2
        expectEqual(
            Completion.columns(words, width: 13),
            [
                "w1   w5   w9",
                "w2   w6   w10",
                "w3   w7",
                "w4   w8",
            ])
        expectEqual(Completion.columns(words, width: 80), ["w1   w2   w3   w4   w5   w6   w7   w8   w9   w10"])
        expectEqual(Completion.columns(["a-very-long-word", "b"], width: 5), ["a-very-long-word", "b"])
        #expect(Completion.columns([], width: 80).isEmpty)
    }

    @Test(arguments: [20, 40, 80, 132])
    func columnsNeverExceedTheWidth(width: Int) {
        let words = (1...81).map { "card\($0)" }
        let lines = Completion.columns(words, width: width)
        #expect(lines.allSatisfy { $0.count <= width })
        expectEqual(lines.joined(separator: " ").split(separator: " ").count, 81)
    }
}
