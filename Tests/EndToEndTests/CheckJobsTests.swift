import Expectations
import Foundation
import Testing

/// Issue 21, item 2: `--jobs N` replays transcripts at once, and prints, reports and exits
/// exactly as `--jobs 1` does, in file order.
@Suite struct CheckJobsTests {
    /// A sample of the golden transcripts with a failing, a broken and a skipped one among them.
    static func folder() throws -> TranscriptFolder {
        var files: [String: String] = [:]
        for (name, text) in try TranscriptTests.sample() { files[name] = text }
        files["m-fail.transcript"] = "# options: --seed 7\nanimset> hint count\n99 sets on the table.\n"
        files["c-broken.transcript"] = "deal\n"
        files["s-skip.transcript"] = "# skip: later\nanimset> deal\n"
        return try TranscriptFolder(files)
    }

    /// JUnit's `time` attributes, the one thing in a report that varies, as `T`.
    static func withoutTimes(_ text: String) -> String {
        text.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="T""#, options: .regularExpression)
    }

    @Test func parallelRunsPrintAndReportWhatOneJobDoes() throws {
        let folder = try Self.folder()
        func run(_ jobs: [String]) throws -> (Binary.Result, String, String) {
            let tap = folder.file("r\(jobs.joined()).tap")
            let xml = folder.file("r\(jobs.joined()).xml")
            let result = try Binary.run(
                ["check"] + jobs + ["--report", "tap:" + tap, "--report", "junit:" + xml, folder.path])
            return (
                result, try String(contentsOfFile: tap, encoding: .utf8),
                Self.withoutTimes(try String(contentsOfFile: xml, encoding: .utf8))
            )
        }
        let (serial, serialTAP, serialXML) = try run(["--jobs", "1"])
        expectEqual(serial.status, 1)
        #expect(
            serial.stdout.hasSuffix("\(try TranscriptTests.sample().count) passed, 2 failed, 1 skipped\n"),
            "\(serial.stdout)")
        for jobs in [["-j", "2"], ["--jobs=4"], ["-j3"], ["-j"], ["--jobs", "auto"]] {
            let (parallel, tap, xml) = try run(jobs)
            expectEqual(parallel.status, serial.status, "\(jobs)")
            expectEqual(parallel.stdout, serial.stdout, "\(jobs)")
            expectEqual(parallel.stderr, serial.stderr, "\(jobs)")
            expectEqual(tap, serialTAP, "\(jobs)")
            expectEqual(xml, serialXML, "\(jobs)")
        }
    }

    @Test(arguments: [["--jobs", "0"], ["-j", "-1"], ["--jobs", "many"], ["-j", "257"], ["--jobs"]])
    func badJobCountsAreUsageErrors(arguments: [String]) throws {
        let folder = try TranscriptFolder([:])
        let report = folder.file("r.xml")
        let result = try Binary.run(["check", "--report", "junit:" + report] + arguments + [TranscriptTests.directory])
        expectEqual(result.status, 64, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: report), "no report is left behind")
        #expect(result.stderr.hasPrefix("animset: error: "), "\(result.stderr)")
        expectEqual(result.stderr.split(separator: "\n").first?.contains("--jobs"), true, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
