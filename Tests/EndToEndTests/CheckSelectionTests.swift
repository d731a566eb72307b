import Expectations
import Foundation
import Testing

/// Issue 21, item 3: `--filter` and `--skip` (text or a glob on the path, repeatable), a
/// `# skip: REASON` header, and the summary `N passed, N failed, N skipped`.
@Suite struct CheckSelectionTests {
    static func folder() throws -> TranscriptFolder {
        try TranscriptFolder(
            [
                "set/one.transcript": "animset> hint count\n",
                "set/two.transcript": "animset> hint count\n",
                "matching/three.transcript": "# options: --game matching\nanimset> score\n",
                "later.transcript": "# skip: the opponent is not ready\nanimset> nonsense\nnot what it prints\n",
            ], record: ["set/one.transcript", "set/two.transcript", "matching/three.transcript"])
    }

    @Test(arguments: [
        (["--filter", "set/"], "2 passed, 0 failed, 0 skipped\n"),
        (["--filter", "t*.transcript"], "2 passed, 0 failed, 0 skipped\n"),
        (["--filter", "one", "--filter", "three"], "2 passed, 0 failed, 0 skipped\n"),
        (["--filter", "o*e.transcript"], "1 passed, 0 failed, 0 skipped\n"),
        (["--skip", "matching"], "2 passed, 0 failed, 2 skipped\n"),
        (["--skip", "*two*", "--skip", "three"], "1 passed, 0 failed, 3 skipped\n"),
        ([], "3 passed, 0 failed, 1 skipped\n"),
    ])
    func selection(arguments: [String], summary: String) throws {
        let folder = try Self.folder()
        let result = try Binary.run(["check"] + arguments + [folder.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(result.stdout, summary)
    }

    @Test func skipsAreReportedWithTheirReason() throws {
        let folder = try Self.folder()
        let result = try Binary.run(["check", "--skip", "two", "--report", "tap:-", folder.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectContains(
            result.stdout, "ok 1 - \(folder.file("later.transcript")) # SKIP the opponent is not ready\n",
            "\(result.stdout)")
        expectContains(
            result.stdout, " - \(folder.file("set/two.transcript")) # SKIP --skip 'two'\n", "\(result.stdout)")
        let junit = try Binary.run(["check", "--report", "junit:-", folder.path])
        expectContains(junit.stdout, "<skipped message=\"the opponent is not ready\"/>", "\(junit.stdout)")
    }

    @Test func aFilterThatMatchesNothingFails() throws {
        let folder = try Self.folder()
        let result = try Binary.run(["check", "--filter", "nothing-like-this", folder.path])
        expectEqual(result.status, 1)
        #expect(
            result.stderr
                == """
                animset: error: no transcript matches --filter 'nothing-like-this' in '\(folder.path)' \
                (--allow-empty accepts that)\n
                """
        )
        try expectEqual(Binary.run(["check", "--filter", "", folder.path]).status, 64)
    }
}
