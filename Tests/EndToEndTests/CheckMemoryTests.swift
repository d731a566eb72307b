import Expectations
import Foundation
import Testing

/// Issue 28, item 2: a transcript whose every command differs (the usual CI failure after an
/// output change) made `check` build a table of every line against every line: 242 MB for
/// 100 commands, 3.6 GB for 400. The diff is now bounded in memory and in length.
@Suite struct CheckMemoryTests {
    /// A transcript of `commands` boards and shuffles recorded with seed 1, replayed with seed
    /// 2: nearly every line of it differs.
    static func failingTranscript(commands: Int) throws -> String {
        let script = try Binary.temporaryFile(Data(String(repeating: "board\nshuffle\n", count: commands / 2).utf8))
        let transcript = script + ".transcript"
        TemporaryFiles.removeAtExit(transcript)
        let run = try Binary.run(["run", "--transcript", transcript, script])
        expectEqual(run.status, 0, "\(run.stderr)")
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "\nanimset> ", with: "\n# options: --seed 2\nanimset> ", range: text.range(of: "\nanimset> ")
            )
            .utf8
        ).write(to: URL(fileURLWithPath: transcript))
        return transcript
    }

    @Test func aTranscriptThatDiffersEverywhereGivesABoundedDiff() throws {
        let transcript = try Self.failingTranscript(commands: 100)
        // NB: the peak resident size of the child alone, as getrusage(RUSAGE_CHILDREN) gives it
        // to a parent that ran nothing else (the test process runs many children at once).
        let measure = """
            import resource, subprocess, sys
            done = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            sys.stderr.write(done.stderr.decode())
            sys.stdout.write(done.stdout.decode())
            print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let result = try Binary.execute("/usr/bin/env", ["python3", "-c", measure, Binary.path, "check", transcript])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let figures = try #require(lines.last).split(separator: " ").compactMap { Int($0) }
        expectEqual(figures.first, 1, "\(result.stderr)")
        // Generous: the program alone takes about 40 MB; the old table took 242 MB here.
        #expect((figures.last ?? .max) < 150_000, "peak resident size \(figures.last ?? -1) KB")
        expectContains(result.stderr, "\(transcript):3: error: output of 'board' differs", "\(result.stderr)")
        let diff = lines.dropLast()
        // At most 200 lines of hunks (changes and their context), and the context after the last.
        let body = diff.filter {
            $0.hasPrefix(" ") || ($0.hasPrefix("-") && !$0.hasPrefix("---"))
                || ($0.hasPrefix("+") && !$0.hasPrefix("+++"))
        }
        expectContains((200...203), body.count, "\(body.count)")
        #expect(diff.count < 300, "\(diff.count)")
        let more = try #require(diff.dropLast().last).split(separator: " ")
        #expect(more.first == "..." && more.dropFirst(2).prefix(3) == ["more", "lines", "differ"], "\(more)")
        #expect(Int(more.dropFirst().first ?? "") ?? 0 > 1_000, "\(more)")
        expectEqual(more.suffix(5), ["the", "diff", "stops", "after", "200", "lines"].suffix(5), "\(more)")
        expectEqual(diff.last, "0 passed, 1 failed, 0 skipped")
    }

    /// Issue 37, item 9: a line of nearly 16 MB, as a command or as its output, was echoed whole
    /// (in the message, and in the diff on both sides). The message quotes it shortened; the
    /// diff cuts each line at 1,000 characters and ends it in an ellipsis.
    @Test(arguments: [true, false])
    func aHugeLineIsShownCut(asCommand: Bool) throws {
        let huge = String(repeating: "y", count: 16_000_000)
        let text = asCommand ? "animset> \(huge)\n" : "animset> board\n\(huge)\n"
        let transcript = try Binary.temporaryFile(Data(text.utf8), suffix: ".transcript")
        let result = try Binary.run(["check", transcript])
        expectEqual(result.status, 1, "\(result.stderr.prefix(300))")
        #expect(result.stderr.utf8.count < 1_000, "\(result.stderr.prefix(300))")
        #expect(result.stdout.utf8.count < 10_000, "\(result.stdout.utf8.count) bytes")
        // The command's line is in both (context), its output only in the transcript.
        let cut =
            asCommand
            ? " animset> " + String(repeating: "y", count: 991) + "…" : "-" + String(repeating: "y", count: 1_000) + "…"
        #expect(result.stdout.split(separator: "\n").contains { $0 == cut }, "\(result.stdout.prefix(300))")
        if asCommand {
            expectContains(result.stderr, "error: output of 'yyy", "\(result.stderr)")
        } else {
            expectContains(result.stderr, "error: output of 'board' differs", "\(result.stderr)")
        }
    }
}
