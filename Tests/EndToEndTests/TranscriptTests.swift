import Foundation
import Testing

/// The golden transcripts under Tests/Transcripts pass `animset check`; a changed character
/// fails with a diff pointing at its line. Record with `animset check --update` (never in CI).
@Suite struct TranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts").path

    @Test func goldenTranscriptsPass() throws {
        let result = try Binary.run(["check", Self.directory])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix(" passed, 0 failed\n"))
        #expect(!result.stdout.hasPrefix("0 passed"))
    }

    @Test func oneChangedCharacterFailsWithADiffAtItsLine() throws {
        let original = try String(contentsOfFile: Self.directory + "/set-basics.transcript", encoding: .utf8)
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let target = try #require(lines.indices.first { $0 > 3 && !lines[$0].hasPrefix("animset>") && !lines[$0].isEmpty })
        lines[target] = lines[target].replacingOccurrences(of: "e", with: "E")
        let path = try Binary.temporaryFile(Data(lines.joined(separator: "\n").utf8), suffix: ".transcript")
        let result = try Binary.run(["check", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("@@ -\(max(1, target + 1 - 3)),"))
        #expect(result.stdout.contains("-" + lines[target]))
        #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
        #expect(result.stderr.contains("\(path):"))
    }

    @Test func missingTranscriptExits66() throws {
        let result = try Binary.run(["check", "/nonexistent.transcript"])
        #expect(result.status == 66)
    }
}
