import Expectations
import Foundation
import Testing

/// Issue 21, item 6: the CI recipes in Scripts/examples/ci run `animset check` as this test
/// does: the same command line (taken from the recipes, not copied), in a shell, on a folder of
/// transcripts; the JUnit report is read by a real parser and the TAP by `prove`. What the CI
/// service does around it (checkout, the release build, publishing) is not run here.
@Suite struct CIRecipeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/examples/ci").path

    /// The `animset check` command line of a recipe.
    static func checkLine(_ recipe: String) throws -> String {
        let text = try String(contentsOfFile: folder + "/" + recipe, encoding: .utf8)
        let lines = text.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "animset check ") else { return nil }
            return String(line[start.lowerBound...])
        }
        expectEqual(lines.count, 1, "\(recipe): \(lines)")
        return try #require(lines.first)
    }

    @Test func bothRecipesRunTheSameCheck() throws {
        try expectEqual(Self.checkLine("github-actions.yml"), Self.checkLine("gitlab-ci.yml"))
    }

    @Test func theRecipesCheckRunsAndItsReportsRead() throws {
        let line = try Self.checkLine("gitlab-ci.yml")
        var files: [String: String] = [:]
        for (name, text) in try TranscriptTests.sample() { files["transcripts/" + name] = text }
        let work = try TranscriptFolder(files)
        let bin = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
        let shell = "cd '\(work.path)' && \(line)"
        let environment = [
            "PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "TRANSCRIPTS": "transcripts",
        ]
        let passing = try Binary.execute("/bin/sh", ["-c", shell], environment: environment)
        expectEqual(passing.status, 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.hasSuffix(" passed, 0 failed, 0 skipped\n"))
        let junit = try CheckReportTests.parsedJUnit(work.file("animset-report.xml"))
        expectEqual(junit.first, "\(files.count) 0 0 0", "\(junit)")
        try expectEqual(
            Binary.execute("/usr/bin/env", ["prove", "-e", "cat", work.file("animset-report.tap")]).status, 0)

        try Data("animset> hint count\nno sets at all\n".utf8).write(
            to: URL(fileURLWithPath: work.file("transcripts/zz-broken.transcript")))
        let failing = try Binary.execute("/bin/sh", ["-c", shell], environment: environment)
        expectEqual(failing.status, 1)
        let report = try CheckReportTests.parsedJUnit(work.file("animset-report.xml"))
        expectEqual(report.first, "\(files.count + 1) 1 0 0", "\(report)")
        #expect(
            report.last?.contains(
                "|zz-broken.transcript|failure|output of 'hint count' differs|transcripts/zz-broken.transcript:1: ")
                == true, "\(report)")
        #expect(
            try Binary.execute("/usr/bin/env", ["prove", "-e", "cat", work.file("animset-report.tap")]).status != 0)
    }
}
