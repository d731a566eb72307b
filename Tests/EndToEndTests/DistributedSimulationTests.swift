import Expectations
import Foundation
import Testing

/// Item 11 of issue 10: the GNU parallel example (`Scripts/examples/simulate-parallel.sh`)
/// runs end to end and merges into exactly what one run prints; `merge` fails when a shard is
/// missing, naming the games, unless `--partial` is given.
@Suite struct DistributedSimulationTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/examples").path

    static func shell(_ command: String, environment: [String: String] = [:]) throws -> Binary.Result {
        try Binary.execute("/bin/bash", ["-c", command], environment: environment)
    }

    @Test func theGNUParallelExampleMergesIntoTheWholeRun() throws {
        let dir = NSTemporaryDirectory() + "animset-shards-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        let split = try Self.shell(
            "'\(Self.examples)/simulate-parallel.sh' 3000 5 '\(dir)'", environment: ["ANIMSET": Binary.path])
        expectEqual(split.status, 0, "\(split.stderr)")
        let whole = try Binary.run(["simulate", "--games", "3000", "--seed", "1", "--format", "json"])
        expectEqual(whole.status, 0)
        expectEqual(split.stdout, whole.stdout)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        expectEqual(files, (0..<5).map { "shard-\($0).json" })

        let missing = try Binary.run([
            "merge", dir + "/shard-0.json", dir + "/shard-1.json", dir + "/shard-3.json", dir + "/shard-4.json",
        ])
        expectEqual(missing.status, 1)
        expectContains(missing.stderr, "no result covers games 1200..<1800", "\(missing.stderr)")
        let end = try Binary.run(["merge", dir + "/shard-0.json", dir + "/shard-1.json"])
        expectEqual(end.status, 1)
        expectContains(end.stderr, "shards are missing: no result covers games 1200..<3000 of 3000", "\(end.stderr)")
        let partial = try Binary.run([
            "merge", "--partial", "--format", "json", dir + "/shard-0.json", dir + "/shard-1.json",
        ])
        expectEqual(partial.status, 0, "\(partial.stderr)")
        expectContains(partial.stdout, "\"shard\": {\"firstGame\": 0, \"endGame\": 1200, \"totalGames\": 3000}")
    }

    /// Issue 12: races against the computer shard and merge like solo runs, text and JSON; a
    /// merge of runs against different opponents is refused, naming both.
    @Test func opponentShardsMergeIntoTheWholeRunAndDifferentOpponentsAreRefused() throws {
        let whole = try Binary.run([
            "simulate", "--games", "90", "--opponent", "easy", "--person", "hard", "--format", "json",
        ])
        expectEqual(whole.status, 0, "\(whole.stderr)")
        expectContains(whole.stdout, "\"opponent\": {\"level\": \"easy\", \"person\": \"hard\"")
        var files: [String] = []
        for index in 0..<3 {
            let shard = try Binary.run([
                "simulate", "--games", "90", "--opponent", "easy", "--person", "hard", "--shard", "\(index)/3",
                "--format", "json",
            ])
            expectEqual(shard.status, 0)
            files.append(try Binary.temporaryFile(Data(shard.stdout.utf8), suffix: ".json"))
        }
        let merged = try Binary.run(["merge", "--format", "json"] + files.reversed())
        expectEqual(merged.status, 0, "\(merged.stderr)")
        expectEqual(merged.stdout, whole.stdout)
        let text = try Binary.run(["merge"] + files)
        let wholeText = try Binary.run(["simulate", "--games", "90", "--opponent", "easy", "--person", "hard"])
        expectEqual(text.stdout, wholeText.stdout)
        #expect(wholeText.stdout.hasPrefix("90 games of the easy computer against a person modelled at hard, seed 1\n"))
        let other = try Binary.run([
            "simulate", "--games", "90", "--opponent", "hard", "--person", "hard", "--shard", "2/3", "--format", "json",
        ])
        let mixed = try Binary.run([
            "merge", files[0], files[1], try Binary.temporaryFile(Data(other.stdout.utf8), suffix: ".json"),
        ])
        expectEqual(mixed.status, 1)
        expectEqual(
            mixed.stderr,
            "animset: error: cannot merge: the results are of different runs "
                + "(the easy computer against a person at hard and the hard computer against a person at hard)\n",
            "\(mixed.stderr)")
    }

    @Test func mergeExitsOneForAFileThatIsReadButNotAResult() throws {
        let binary = try Binary.temporaryFile(Data([0x7B, 0xFF, 0xFE, 0x00]), suffix: ".json")
        let notUTF8 = try Binary.run(["merge", binary])
        expectEqual(notUTF8.status, 1, "\(notUTF8.stderr)")
        expectContains(notUTF8.stderr, "not a simulation result: the file is not UTF-8 text")
        let text = try Binary.temporaryFile(Data("hello\n".utf8), suffix: ".json")
        let notJSON = try Binary.run(["merge", text])
        expectEqual(notJSON.status, 1)
        expectContains(
            notJSON.stderr, "not a simulation result: unexpected 'h' where a value should be (at byte 0)",
            "\(notJSON.stderr)")
        let unreadable = try Binary.run(["merge", "/nonexistent/result.json"])
        expectEqual(unreadable.status, 66)
        let zero = try Binary.run(["merge", "/dev/zero"])
        expectEqual(zero.status, 66)
        expectContains(zero.stderr, "larger than 1 MiB", "\(zero.stderr)")
    }

    @Test func simulateRefusesAGameCountItCannotCount() throws {
        let result = try Binary.run(["simulate", "--games", "9223372036854775807"])
        expectEqual(result.status, 64)
        expectContains(result.stderr, "is more than a run can have", "\(result.stderr)")
    }

    @Test func shardsAreDocumentedAsNumberedFromZero() throws {
        let help = try Binary.run(["simulate", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        expectContains(words, "slices of the games, numbered from 0 (0 <= I < N)", "\(help.stdout)")
    }
}
