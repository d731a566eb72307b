import Expectations
import Foundation
import Testing

/// Issue 21, item 5: each transcript replays in a fresh directory of its own, where `save`,
/// `load` and `source` of relative paths work; paths leading out are refused; the directory is
/// removed unless `--keep-sandbox`.
@Suite struct CheckSandboxTests {
    static let files = """
        # options: --seed 7 --events off --bounds 80x12
        animset> save game.json
        animset> deal
        animset> load game.json
        animset> hint count
        animset> save /tmp/animset-escape.json
        animset> load ../outside.json
        animset> save a/../../b.json
        animset> source game.json
        animset> source missing.animset

        """

    /// The sandboxes in `folder` (the `TMPDIR` of a run).
    static func sandboxes(_ folder: TranscriptFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("animset-sandbox-") }
    }

    @Test func fileCommandsWorkInsideAndNothingLeaks() throws {
        let folder = try TranscriptFolder(["f.transcript": Self.files, "tmp/.keep": ""])
        let environment = ["TMPDIR": folder.file("tmp")]
        let update = try Binary.run(["check", "--update", folder.file("f.transcript")], environment: environment)
        expectEqual(update.status, 0, "\(update.stderr)")
        let text = try String(contentsOfFile: folder.file("f.transcript"), encoding: .utf8)
        expectContains(text, "animset> save game.json\nSaved 'game.json'.\n", "\(text)")
        expectContains(text, "animset> load game.json\nLoaded ", "\(text)")
        expectContains(
            text,
            """
            animset> save /tmp/animset-escape.json\nerror: cannot write '/tmp/animset-escape.json': it is \
            outside the transcript's sandbox
            """, "\(text)")
        expectContains(
            text,
            """
            animset> load ../outside.json\nerror: cannot read '../outside.json': it is outside the \
            transcript's sandbox
            """, "\(text)")
        expectContains(
            text, "animset> save a/../../b.json\nerror: cannot write 'a/../../b.json': it is outside",
            "\(text)")
        expectContains(text, "animset> source game.json\ngame.json:1: error: ", "\(text)")
        expectContains(
            text,
            "animset> source missing.animset\nerror: cannot read 'missing.animset': No such file or directory",
            "\(text)")
        expectOmits(text, folder.path, "the sandbox's path never shows: \(text)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/animset-escape.json"))
        #expect(try Self.sandboxes(TranscriptFolder(path: folder.file("tmp"))).isEmpty)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder.file("tmp")), [".keep"])

        let check = try Binary.run(["check", "--keep-sandbox", folder.file("f.transcript")], environment: environment)
        expectEqual(check.status, 0, "\(check.stdout)\(check.stderr)")
        let kept = try Self.sandboxes(TranscriptFolder(path: folder.file("tmp")))
        expectEqual(kept.count, 1)
        expectContains(
            check.stderr, "note: its sandbox is kept: '\(folder.file("tmp"))/\(kept.first ?? "")'",
            "\(check.stderr)")
        try expectEqual(
            FileManager.default.contentsOfDirectory(atPath: folder.file("tmp/") + (kept.first ?? "")),
            [
                "game.json"
            ])
    }

    @Test func sourceRunsAFileTheTranscriptSaved() throws {
        // NB: a saved game is JSON, not commands: sourcing it shows each line refused with its
        // FILE:LINE, as the prompt does; the first line is '{'.
        let folder = try TranscriptFolder(["s.transcript": "animset> save g.json\nanimset> source g.json\n"])
        try expectEqual(Binary.run(["check", "--update", folder.file("s.transcript")]).status, 0)
        let text = try String(contentsOfFile: folder.file("s.transcript"), encoding: .utf8)
        expectContains(text, "animset> source g.json\ng.json:1: error: unknown command '{'", "\(text)")
    }
}
