import Expectations
import Interpreter
import Testing

/// Issue 21, item 4: `...` lines and `[..]` within a line, as trycmd and cram elide.
@Suite struct TranscriptElisionTests {
    @Test(
        arguments: [
            (["..."], [], true),
            (["..."], ["a", "b"], true),
            (["a", "...", "d"], ["a", "b", "c", "d"], true),
            (["a", "...", "d"], ["a", "d"], true),
            (["a", "...", "d"], ["a", "b", "c"], false),
            (["...", "c", "..."], ["a", "b", "c", "d"], true),
            (["...", "x", "..."], ["a", "b", "c", "d"], false),
            (["a", "..."], ["b"], false),
            (["Set! [..]."], ["Set! 2RSS 3GOO 1PTD."], true),
            (["Set! [..]."], ["Set! 2RSS 3GOO 1PTD"], false),
            (["[..] of [..] sets"], ["3 of 4 sets"], true),
            (["[..]ab[..]ba[..]"], ["aba"], false),
            (["[..]ab[..]ba[..]"], ["abba"], true),
            (["a[..]a"], ["a"], false),
            (["a[..]a"], ["aa"], true),
            (["[..]", "..."], ["x"], true),
            (["[..]"], [], false),
            (["plain"], ["plain"], true),
            (["plain"], ["plain", "more"], false),
        ] as [([String], [String], Bool)])
    func matching(expected: [String], actual: [String], matches: Bool) {
        expectEqual(Transcript.matches(expected, actual), matches)
    }

    @Test func updateKeepsElisionsThatStillMatch() {
        let written = Transcript(
            text:
                """
                # options: --seed 7\nanimset> hint count\n[..] sets on the table.\nanimset> deal\n...\nanimset> \
                score\nold\n
                """
        )
        let actual = Transcript(
            text:
                """
                # options: --seed 7\nanimset> hint count\n2 sets on the table.\nanimset> \
                deal\nboard\nlines\nanimset> score\nnew\n
                """
        )
        #expect(
            written.recorded(against: actual).text
                == """
                # options: --seed 7\nanimset> hint count\n[..] sets on the table.\nanimset> deal\n...\nanimset> \
                score\nnew\n
                """
        )
    }

    @Test(arguments: [
        ("animset> deal\nanimset> ...\n", 2, "'...' on a prompt line"),
        ("# x\nanimset> choose [..]\n", 2, "'[..]' on a prompt line"),
    ])
    func elisionOnAPromptLineIsRefused(text: String, line: Int, message: String) throws {
        let problem = try #require(Transcript(text: text).misplacedElision)
        expectEqual(problem.line, line)
        #expect(problem.message.hasPrefix(message))
    }

    @Test func outputMayElideButCommandsNeedNot() {
        expectEqual(Transcript(text: "animset> help\n...\n").misplacedElision?.line, nil)
    }
}
