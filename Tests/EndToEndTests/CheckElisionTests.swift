import Expectations
import Foundation
import Testing

/// Issue 21, item 4 from the outside: elided transcripts pass and fail where they should, and
/// `--update` keeps the elisions that still match.
@Suite struct CheckElisionTests {
    static let elided = """
        # options: --seed 7 --events off
        animset> deal
        ...
        animset> hint count
        [..] sets on the table.
        animset> score
        ...

        """

    @Test func anElidedTranscriptPasses() throws {
        let folder = try TranscriptFolder(["e.transcript": Self.elided])
        let result = try Binary.run(["check", folder.file("e.transcript")])
        expectEqual(result.status, 0, "\(result.stdout)\(result.stderr)")
        expectEqual(result.stdout, "1 passed, 0 failed, 0 skipped\n")
    }

    @Test func anElidedTranscriptFailsWhereItShould() throws {
        let broken = Self.elided.replacingOccurrences(of: "[..] sets on the table.", with: "[..] sets on the board.")
        let folder = try TranscriptFolder(["e.transcript": broken])
        let result = try Binary.run(["check", folder.file("e.transcript")])
        expectEqual(result.status, 1)
        expectEqual(
            result.stderr, "\(folder.file("e.transcript")):4: error: output of 'hint count' differs\n",
            "\(result.stderr)")
        expectContains(result.stdout, "\n-[..] sets on the board.\n+", "\(result.stdout)")
        expectOmits(result.stdout, "\n-...\n", "an elision that matched is no difference: \(result.stdout)")

        try expectEqual(Binary.run(["check", "--update", folder.file("e.transcript")]).status, 0)
        let updated = try String(contentsOfFile: folder.file("e.transcript"), encoding: .utf8)
        #expect(
            updated.hasPrefix("# options: --seed 7 --events off\nanimset> deal\n...\nanimset> hint count\n"),
            "\(updated)")
        #expect(updated.hasSuffix(" sets on the table.\nanimset> score\n...\n"), "\(updated)")
        expectOmits(updated, "[..]")
    }

    @Test(arguments: [
        ("animset> deal\nanimset> ...\n", ":2: error: '...' on a prompt line"),
        ("animset> choose [..]\n", ":1: error: '[..]' on a prompt line"),
    ])
    func elisionOnAPromptLineIsAnError(text: String, message: String) throws {
        let folder = try TranscriptFolder(["e.transcript": text])
        let result = try Binary.run(["check", "--report", "junit:" + folder.file("r.xml"), folder.file("e.transcript")])
        expectEqual(result.status, 1)
        #expect(result.stderr.hasPrefix(folder.file("e.transcript") + message), "\(result.stderr)")
        expectEqual(result.stderr.split(separator: "\n").count, 1)
        try expectContains(String(contentsOfFile: folder.file("r.xml"), encoding: .utf8), "<error ")
    }
}
