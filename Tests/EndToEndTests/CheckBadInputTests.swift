import Expectations
import Foundation
import Testing

/// Issue 21's bad input, word for word: each is refused with one error line naming it (usage
/// errors with 64, before anything runs, and no report left behind); an elision mark on a
/// prompt line is the transcript's error, `FILE:LINE: error: MESSAGE`, in the report too.
@Suite struct CheckBadInputTests {
    @Test(arguments: [
        (
            ["--report", "xml:REPORT"],
            """
            animset: error: The value 'xml:REPORT' is invalid for '--report <KIND:FILE>': unknown report kind \
            'xml' (junit, junit-gitlab or tap)
            """
        ),
        (
            ["--report", "junit:/nonexistent-animset/r.xml"],
            """
            animset: error: --report junit:/nonexistent-animset/r.xml: cannot write '/nonexistent-animset/r.xml': \
            No such file or directory
            """
        ),
        (
            ["--report", "junit:REPORT", "--jobs", "0"],
            """
            animset: error: The value '0' is invalid for '--jobs <N>': takes a number of transcripts from 1 to \
            256, or auto
            """
        ),
        (
            ["--report", "junit:REPORT", "--jobs", "-1"],
            """
            animset: error: The value '-1' is invalid for '--jobs <N>': takes a number of transcripts from 1 to \
            256, or auto
            """
        ),
        (
            ["--report", "junit:REPORT", "-j", "-1"],
            """
            animset: error: The value '-1' is invalid for '--jobs <N>': takes a number of transcripts from 1 to \
            256, or auto
            """
        ),
    ])
    func usageErrors(arguments: [String], line: String) throws {
        let folder = try TranscriptFolder(["ok.transcript": "animset> hint count\n"], record: ["ok.transcript"])
        let report = folder.file("report.xml")
        let result = try Binary.run(
            ["check"] + arguments.map { $0.replacingOccurrences(of: "REPORT", with: report) } + [folder.path])
        expectEqual(result.status, 64)
        #expect(
            result.stderr.split(separator: "\n").first.map(String.init)
                == line.replacingOccurrences(of: "REPORT", with: report))
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: report), "no report is left behind")
    }

    @Test func elisionOnPromptLinesIsTheTranscriptsError() throws {
        let folder = try TranscriptFolder([
            "p1.transcript": "animset> deal\nanimset> ...\n",
            "p2.transcript": "animset> choose [..]\n",
        ])
        let result = try Binary.run([
            "check", "--report", "junit:" + folder.file("r.xml"), folder.file("p1.transcript"),
            folder.file("p2.transcript"),
        ])
        expectEqual(result.status, 1)
        expectEqual(result.stdout, "0 passed, 2 failed, 0 skipped\n")
        expectEqual(
            result.stderr,
            """
            \(folder.file("p1.transcript")):2: error: '...' on a prompt line: elision stands for output lines, \
            never a command
            \(folder.file("p2.transcript")):1: error: '[..]' on a prompt line: elision is for output, a command is \
            replayed as typed

            """)
        let junit = try CheckReportTests.parsedJUnit(folder.file("r.xml"))
        expectEqual(junit.first, "2 0 2 0", "\(junit)")
    }
}
