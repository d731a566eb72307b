import Expectations
import Foundation
import Testing

/// A folder of transcripts made for a test, removed when the tests end.
struct TranscriptFolder {
    let path: String

    /// An existing folder.
    init(path: String) { self.path = path }

    /// A fresh folder holding `files` (name to text); names ending in `.transcript` made with
    /// `record` are recorded first with `check --update`.
    init(_ files: [String: String], record: Set<String> = []) throws {
        path = NSTemporaryDirectory() + "animset-check-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            if record.contains(name) { _ = try Binary.run(["check", "--update", file]) }
        }
    }

    /// `path/name`.
    func file(_ name: String) -> String { path + "/" + name }

    /// A folder with one passing, one failing and one broken transcript, in that sorted order.
    static func mixed() throws -> TranscriptFolder {
        try TranscriptFolder(
            [
                "a-pass.transcript": "# options: --seed 7\nanimset> hint count\n",
                "b-fail.transcript": "# options: --seed 7\nanimset> hint count\n99 sets on the table.\n",
                "c-broken.transcript": "deal\nhint\n",
            ], record: ["a-pass.transcript"])
    }
}

/// Issue 21, item 1: `--report junit:FILE` and `--report tap:FILE`, read by real consumers
/// (Python's XML parser, Perl's `prove`), while the terminal still gets the summary.
@Suite struct CheckReportTests {
    /// What Python's `xml.etree` reads of a JUnit report: one line per test case,
    /// `classname|name|kind|message|text`, after a line of the suite's counts.
    static func parsedJUnit(_ path: String) throws -> [String] {
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            assert root.tag == 'testsuites', root.tag
            suites = root.findall('testsuite')
            assert len(suites) == 1
            s = suites[0]
            print(s.get('tests'), s.get('failures'), s.get('errors'), s.get('skipped'))
            for case in s.findall('testcase'):
                float(case.get('time'))
                kinds = [c for c in case if c.tag in ('failure', 'error', 'skipped')]
                kind = kinds[0] if kinds else None
                text = (kind.text or '') if kind is not None else ''
                print('|'.join([case.get('classname'), case.get('name'), kind.tag if kind is not None else 'ok',
                                kind.get('message', '') if kind is not None else '', text.replace('\\n', '\\\\n')]))
            """
        let result = try Binary.execute("/usr/bin/env", ["python3", "-c", script, path])
        expectEqual(result.status, 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func junitHoldsEachTranscriptAsATestCase() throws {
        let folder = try TranscriptFolder.mixed()
        let report = folder.file("report.xml")
        let result = try Binary.run(["check", "--report", "junit:" + report, folder.path])
        expectEqual(result.status, 1)
        #expect(result.stdout.hasSuffix("1 passed, 2 failed, 0 skipped\n"), "\(result.stdout)")
        let lines = try Self.parsedJUnit(report)
        expectEqual(lines.count, 4, "\(lines)")
        expectEqual(lines.first, "3 1 1 0")
        expectEqual(lines.dropFirst().first, "\(folder.path)|a-pass.transcript|ok||")
        let failure = try #require(lines.dropFirst(2).first)
        #expect(
            failure.hasPrefix(
                """
                \(folder.path)|b-fail.transcript|failure|output of 'hint count' \
                differs|\(folder.file("b-fail.transcript")):2:\u{20}
                """
            ), "\(failure)")
        expectContains(failure, "\\n-99 sets on the table.\\n+", "\(failure)")
        expectEqual(
            lines.last?.hasPrefix("\(folder.path)|c-broken.transcript|error|no 'animset> ' line"), true, "\(lines)")
    }

    /// The schema the Jenkins xunit plugin validates JUnit reports with (see Tests/Schemas).
    static let jenkinsSchema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/jenkins-junit.xsd").path

    /// Issue 29, item 2: xmllint refused the report against Jenkins' junit-10.xsd (`file` on
    /// `<testcase>`, `skipped` on `<testsuites>`). By default the report is what that schema
    /// allows, the file and line in the failure's text; `junit-gitlab` keeps the attributes
    /// GitLab reads, which the schema refuses.
    @Test func junitValidatesAgainstTheJenkinsSchema() throws {
        let folder = try TranscriptFolder.mixed()
        try Data("# skip: not today\nanimset> hint count\n".utf8).write(
            to: URL(fileURLWithPath: folder.file("d-skip.transcript")))
        let (jenkins, gitlab) = (folder.file("jenkins.xml"), folder.file("gitlab.xml"))
        let result = try Binary.run([
            "check", "--report", "junit:" + jenkins, "--report", "junit-gitlab:" + gitlab, folder.path,
        ])
        expectEqual(result.status, 1, "\(result.stderr)")
        let valid = try Binary.execute("/usr/bin/env", ["xmllint", "--noout", "--schema", Self.jenkinsSchema, jenkins])
        expectEqual(valid.status, 0, "\(valid.stderr)")
        #expect(valid.stderr.hasSuffix("\(jenkins) validates\n"), "\(valid.stderr)")
        let report = try String(contentsOfFile: jenkins, encoding: .utf8)
        expectOmits(report, " file=", "\(report)")
        expectContains(
            report,
            "<testsuite name=\"animset check\" tests=\"4\" failures=\"1\" errors=\"1\" skipped=\"1\" time=\"",
            "\(report)")
        expectContains(
            report,
            """
            <failure type=\"mismatch\" message=\"output of 'hint count' \
            differs\">\(folder.file("b-fail.transcript")):2:\u{20}
            """, "\(report)")
        // Python's reader still reads it as before.
        try expectEqual(Self.parsedJUnit(jenkins).first, "4 1 1 1")

        let refused = try Binary.execute(
            "/usr/bin/env", ["xmllint", "--noout", "--schema", Self.jenkinsSchema, gitlab])
        #expect(refused.status != 0)
        expectContains(
            refused.stderr, "Element 'testcase', attribute 'file': The attribute 'file' is not allowed.",
            "\(refused.stderr)")
        expectContains(
            refused.stderr,
            "Element 'testsuites', attribute 'skipped': The attribute 'skipped' is not allowed.",
            "\(refused.stderr)")
        let attributes = try String(contentsOfFile: gitlab, encoding: .utf8)
        expectContains(
            attributes, "name=\"b-fail.transcript\" file=\"\(folder.file("b-fail.transcript"))\" time=",
            "\(attributes)")
        try expectEqual(Self.parsedJUnit(gitlab).first, "4 1 1 1")
    }

    @Test func proveReadsTheTAP() throws {
        let folder = try TranscriptFolder.mixed()
        let report = folder.file("report.tap")
        let result = try Binary.run(["check", "--report", "tap:" + report, folder.path])
        expectEqual(result.status, 1)
        let tap = try String(contentsOfFile: report, encoding: .utf8)
        #expect(
            tap.hasPrefix("TAP version 13\n1..3\nok 1 - \(folder.file("a-pass.transcript"))\nnot ok 2 - "), "\(tap)")
        expectContains(tap, "  diff: |\n    --- ", "\(tap)")
        let prove = try Binary.execute("/usr/bin/env", ["prove", "-e", "cat", report])
        #expect(prove.status != 0)
        expectContains(prove.stdout, "Failed tests:  2-3", "\(prove.stdout)\(prove.stderr)")
        expectOmits(prove.stdout, "Parse errors", "\(prove.stdout)")

        try FileManager.default.removeItem(atPath: folder.file("b-fail.transcript"))
        try FileManager.default.removeItem(atPath: folder.file("c-broken.transcript"))
        try expectEqual(Binary.run(["check", "--report", "tap:" + report, folder.path]).status, 0)
        let passing = try Binary.execute("/usr/bin/env", ["prove", "-e", "cat", report])
        expectEqual(passing.status, 0, "\(passing.stdout)")
        expectContains(passing.stdout, "All tests successful.", "\(passing.stdout)")
    }

    @Test func aReportOnStandardOutputSendsTheSummaryToStandardError() throws {
        let folder = try TranscriptFolder.mixed()
        let result = try Binary.run([
            "check", "--report", "tap:-", "--report", "junit:" + folder.file("r.xml"), folder.path,
        ])
        expectEqual(result.status, 1)
        #expect(result.stdout.hasPrefix("TAP version 13\n1..3\n"), "\(result.stdout)")
        expectOmits(result.stdout, "passed,")
        expectContains(result.stderr, "1 passed, 2 failed, 0 skipped\n", "\(result.stderr)")
        expectContains(result.stderr, "-99 sets on the table.")
        #expect(FileManager.default.fileExists(atPath: folder.file("r.xml")))
    }

    @Test(arguments: [
        (["--report", "xml:out.xml"], "unknown report kind 'xml' (junit, junit-gitlab or tap)"),
        (["--report", "junit"], "takes KIND:FILE"),
        (["--report", "tap:"], "needs a FILE"),
        (["--report", "junit:/nonexistent-animset/r.xml"], "cannot write '/nonexistent-animset/r.xml'"),
        (["--report", "tap:-", "--report", "junit:-"], "only one report can go to standard output"),
        (["--report", "tap:/tmp"], "it is a directory"),
    ])
    func badReportsAreUsageErrors(arguments: [String], message: String) throws {
        let folder = try TranscriptFolder.mixed()
        let result = try Binary.run(["check"] + arguments + [folder.path])
        expectEqual(result.status, 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("animset: error: "), "\(result.stderr)")
        expectEqual(result.stderr.split(separator: "\n").first?.contains(message), true, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-animset"))
    }

    /// Issue 28, item 5: one file by two names was two reports, the second silently replacing
    /// the first; it is a usage error whatever the names: `./`, a linked folder, a hard link,
    /// a file that exists or not.
    @Test(arguments: [
        ("a.xml", "./a.xml", false),
        ("a.xml", "link/a.xml", false),
        ("a.xml", "link/./a.xml", true),
        ("a.xml", "sub/../a.xml", true),
        ("a.xml", "hard.xml", true),
    ])
    func twoReportsToOneFileAreAUsageError(first: String, second: String, exists: Bool) throws {
        let folder = try TranscriptFolder.mixed()
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: folder.path)
        if exists || second == "hard.xml" {
            try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder.file("a.xml")))
            try FileManager.default.linkItem(atPath: folder.file("a.xml"), toPath: folder.file("hard.xml"))
        }
        let result = try Binary.run([
            "check", "--report", "junit:" + folder.file(first), "--report", "tap:" + folder.file(second), folder.path,
        ])
        expectEqual(result.status, 64, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                """
                animset: error: --report: two reports name one file ('\(folder.file(first))' and \
                '\(folder.file(second))')
                """
            ),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        expectEqual(FileManager.default.fileExists(atPath: folder.file("a.xml")), (exists || second == "hard.xml"))
        // Two files that only look alike are two reports.
        let apart = try Binary.run([
            "check", "--report", "junit:" + folder.file("a.xml"), "--report", "tap:" + folder.file("sub/a.xml"),
            folder.path,
        ])
        expectEqual(apart.status, 1, "\(apart.stderr)")
    }

    /// An unwritable report found only at the end (here: its folder made read-only after the
    /// check began is out of reach; a folder replaced by a file is the same refusal) leaves
    /// no file behind, nor a temporary.
    @Test func aReportThatCannotBeWrittenLeavesNothing() throws {
        let folder = try TranscriptFolder.mixed()
        let result = try Binary.run([
            "check", "--report", "junit:" + folder.file("a-pass.transcript/r.xml"), folder.path,
        ])
        expectEqual(result.status, 64, "\(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["a-pass.transcript", "b-fail.transcript", "c-broken.transcript"])
    }

    @Test func theTerminalStillGetsTheSummaryWithAReportFile() throws {
        let folder = try TranscriptFolder(["ok.transcript": "animset> hint count\n"], record: ["ok.transcript"])
        let result = try Binary.run(["check", "--report", "junit:" + folder.file("r.xml"), folder.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(result.stdout, "1 passed, 0 failed, 0 skipped\n")
        try expectEqual(Self.parsedJUnit(folder.file("r.xml")).first, "1 0 0 0")
    }
}
