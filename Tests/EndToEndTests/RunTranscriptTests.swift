import Expectations
import Foundation
import Testing

/// Issue 21, item 8: `animset run --transcript OUT FILE` writes what `check --update` records.
@Suite struct RunTranscriptTests {
    @Test func theRecordedTranscriptPassesCheck() throws {
        let folder = try TranscriptFolder([
            "game.animset": "# a game\ndeal\n\nhint count\nchoose 1 2 3\nload ../g.json\n"
        ])
        let out = folder.file("game.transcript")
        let run = try Binary.run([
            "run", "--keep-going", "--transcript", out, "--seed", "7", "--bounds", "80x12", folder.file("game.animset"),
        ])
        #expect(run.stderr.isEmpty || run.status == 1, "\(run.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        expectContains(text, "# options: --seed 7 --bounds 80x12\nanimset> deal\n", "\(text)")
        expectContains(text, "animset> hint count\n")
        expectContains(
            text,
            "animset> load ../g.json\nerror: cannot read '../g.json': it is outside the transcript's sandbox",
            "\(text)")
        let check = try Binary.run(["check", out])
        expectEqual(check.status, 0, "\(check.stdout)\(check.stderr)")
    }

    @Test(arguments: [
        (["--transcript", "/nonexistent-animset/t.transcript"], "cannot write '/nonexistent-animset/t.transcript'"),
        (["--transcript", "-"], "--transcript takes a file"),
        (["--transcript", "OUT", "--format", "json"], "--transcript records text"),
    ])
    func badTranscriptTargetsAreUsageErrors(arguments: [String], message: String) throws {
        let folder = try TranscriptFolder(["game.animset": "deal\n"])
        let result = try Binary.run(
            ["run"] + arguments.map { $0 == "OUT" ? folder.file("t.transcript") : $0 } + [folder.file("game.animset")])
        expectEqual(result.status, 64, "\(result.stderr)")
        expectEqual(result.stderr.split(separator: "\n").first?.contains(message), true, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.file("t.transcript")))
    }
}
