import Expectations
import Foundation
import Testing

/// Items 2, 6 and 10 of issue 10 through the built program: endless or huge files are refused
/// at once instead of eating memory, pipes still work, and the JSON stream tells the truth
/// about `source`.
@Suite struct BoundedInputTests {
    @Test func endlessInputWithoutNewlinesIsRefusedWhileRead() throws {
        let run = try Binary.run(["run", "/dev/zero"])
        expectEqual(run.status, 1)
        expectContains(run.stderr, "/dev/zero:1: error: the line is too long (more than 4096 bytes)", "\(run.stderr)")
        let stdin = try Binary.run(["run", "-"], input: Data(repeating: 0x41, count: 60_000))
        expectEqual(stdin.status, 1)
        expectContains(stdin.stderr, "the line is too long", "\(stdin.stderr)")
        let source = try Binary.run([], script: "source /dev/zero\nboard\n")
        expectEqual(source.status, 1)
        expectContains(source.stderr, "/dev/zero:1: error: the line is too long", "\(source.stderr)")
        let check = try Binary.run(["check", "/dev/zero"])
        expectEqual(check.status, 66)
        expectContains(check.stderr, "cannot read '/dev/zero': it is larger than 16 MiB", "\(check.stderr)")
    }

    /// Issue 18, item 8: the JSON stream has a record of every failure the terminal reports,
    /// a line too long to read, or a read error, included (before: nothing on standard output
    /// for `run --format json /dev/zero`, and a sourced `/dev/zero` was only "ok").
    @Test(arguments: [
        (["run", "--format", "json", "/dev/zero"], "", "/dev/zero"),
        (["run", "--keep-going", "--format", "json", "-"], "source /dev/zero\nhint count\n", "/dev/zero"),
        (["run", "--keep-going", "--format", "json", "-"], "source /proc/self/mem\nhint count\n", "/proc/self/mem"),
        // A file of one line of 17 MiB without a newline (made in the test, so the log does not
        // show it; a file, as a pipe would break when animset stops reading).
        (["run", "--format", "json"], "17 MiB of y", "animset-long-line"),
    ])
    func everyFailureHasItsRecordInTheStream(arguments: [String], script: String, file: String) throws {
        let long = script == "17 MiB of y"
        let path =
            long
            ? try Binary.temporaryFile(
                Data(repeating: UInt8(ascii: "y"), count: 17 << 20), suffix: "-animset-long-line") : ""
        defer { if long { try? FileManager.default.removeItem(atPath: path) } }
        let arguments = long ? arguments + [path] : arguments
        let result = try Binary.run(arguments, script: script == "17 MiB of y" ? "" : script)
        expectEqual(result.status, 1)
        let records = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let failures = records.filter { $0["ok"] as? Bool == false }
        expectEqual(failures.count, 1, "\(result.stdout.prefix(500))")
        let message = failures.first?["error"] as? String ?? ""
        #expect(message.contains("the rest") && message.contains(file), "\(message)")
        expectContains(result.stderr, message, "\(result.stderr)")
        #expect(records.first?["ok"] as? Bool == (script.hasPrefix("source") ? true : false))
    }

    @Test func loadTakesOnlyARegularFileOfASaneSize() throws {
        let zero = try Binary.run([], script: "load /dev/zero\n")
        expectEqual(zero.status, 1)
        expectContains(zero.stderr, "cannot read '/dev/zero': it is not a regular file", "\(zero.stderr)")
        let big = NSTemporaryDirectory() + "animset-big-\(UUID().uuidString).json"
        TemporaryFiles.removeAtExit(big)
        defer { try? FileManager.default.removeItem(atPath: big) }
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        expectEqual(truncate(big, 50 << 20), 0)
        let huge = try Binary.run([], script: "load \(big)\n")
        expectEqual(huge.status, 1)
        expectContains(huge.stderr, "it is larger than 1 MiB", "\(huge.stderr)")
        let fifo = NSTemporaryDirectory() + "animset-fifo-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(fifo)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        expectEqual(mkfifo(fifo, 0o600), 0)
        let pipe = try Binary.run([], script: "load \(fifo)\n")
        expectContains(pipe.stderr, "it is not a regular file", "\(pipe.stderr)")
    }

    @Test func pipesAndProcessSubstitutionStillWork() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            """
            '\(Binary.path)' run <(printf 'deal\\nexpect table 15\\n') && printf 'deal\\nexpect table 15\\n' | \
            '\(Binary.path)' run -
            """,
        ]
        try process.run()
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 0)
        let fifo = NSTemporaryDirectory() + "animset-fifo-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(fifo)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        expectEqual(mkfifo(fifo, 0o600), 0)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                try? handle.write(contentsOf: Data("deal\nexpect table 15\n".utf8))
                try? handle.close()
            }
        }
        writer.start()
        let run = try Binary.run(["run", fifo])
        expectEqual(run.status, 0, "\(run.stderr)")
    }

    @Test(arguments: [
        ("source /nonexistent/x.animset", "cannot read '/nonexistent/x.animset': No such file or directory"),
        ("source /tmp", "it is a directory"),
    ])
    func aFailingSourceIsReportedAsFailedInJSON(line: String, message: String) throws {
        let result = try Binary.run(["--format", "json"], script: line + "\n")
        expectEqual(result.status, 1)
        expectContains(result.stdout, "\"ok\":false", "\(result.stdout)")
        expectContains(result.stdout, message, "\(result.stdout)")
        expectOmits(result.stdout, "\"ok\":true")
    }

    @Test func sourcedLinesNameTheirFileAndSelfSourcingStops() throws {
        let inner = try Binary.temporaryFile(Data("deal\nboard\n".utf8))
        let result = try Binary.run(["--format", "json"], script: "board\nsource \(inner)\n")
        let lines = result.stdout.split(separator: "\n")
        expectEqual(lines.count, 4)
        #expect(lines[2].hasPrefix("{\"line\":1,\"file\":\"\(inner)\""), "\(lines[2])")
        #expect(lines[0].hasPrefix("{\"line\":1,\"input\""))
        let selfish = NSTemporaryDirectory() + "animset-self-\(UUID().uuidString).animset"
        TemporaryFiles.removeAtExit(selfish)
        try Data("source \(selfish)\n".utf8).write(to: URL(fileURLWithPath: selfish))
        let nested = try Binary.run(["--format", "json"], script: "source \(selfish)\n")
        expectEqual(nested.status, 1)
        expectContains(
            nested.stdout, "\"ok\":false,\"error\":\"source nested too deeply", "\(nested.stdout.suffix(400))")
        expectContains(nested.stderr, "source nested too deeply")
    }

    @Test func longPathsAreShortenedInMessages() throws {
        let path = "/" + String(repeating: "long-directory-name/", count: 190) + "game.json"
        let result = try Binary.run([], script: "load \(String(path.prefix(4000)))\nsave \(path)\n")
        expectEqual(result.status, 1)
        for line in result.stderr.split(separator: "\n") {
            #expect(line.count < 250, "\(line.prefix(300))")
        }
    }

    /// Item 5: what a crafted file holds reaches the terminal with its escapes made visible.
    @Test func craftedFilesNeverReachTheTerminalRaw() throws {
        let evil = try Binary.temporaryFile(Data("animset> board\n\u{1B}]0;PWNED\u{07}\n".utf8), suffix: ".transcript")
        let check = try Binary.run(["check", evil])
        expectEqual(check.status, 1)
        expectContains(check.stdout, "<U+001B>]0;PWNED<U+0007>", "\(check.stdout)")
        #expect(!check.stdout.contains("\u{1B}") && !check.stderr.contains("\u{1B}"))
        let named = try Binary.run([], script: "load /nonexistent/\u{202E}nosj.evas\n")
        expectContains(named.stderr, "<U+202E>", "\(named.stderr)")
        expectOmits(named.stderr, "\u{202E}")
    }
}
