import Expectations
import Foundation
import Testing

/// Item 10 of issue 28: the readers were lenient. An empty stream exited 0 (and `export` wrote a
/// page of nothing); a save holding bytes that are not UTF-8 loaded with them replaced; `01`
/// read as 1 in saves, results and streams (JSON forbids leading zeros). Each is now refused
/// with one line naming the file, exit 1 as for any other broken file (66 stays for a file
/// that cannot be read at all).
@Suite struct StrictReaderTests {
    @Test(arguments: ["", "\n\n", "  \n\t\n"])
    func anEmptyStreamIsRefusedByReplayAndExport(_ contents: String) throws {
        let stream = try Binary.temporaryFile(Data(contents.utf8), suffix: ".jsonl")
        let replay = try Binary.run(["replay", stream])
        expectEqual(replay.status, 1)
        #expect(
            replay.stderr.hasSuffix(
                "error: the stream holds no record (it is empty or blank); record one with --format json\n"),
            "\(replay.stderr)")
        #expect(replay.stdout.isEmpty)
        let page = NSTemporaryDirectory() + "animset-empty-\(UUID().uuidString).html"
        TemporaryFiles.removeAtExit(page)
        let export = try Binary.run(["export", "--html", page, stream])
        expectEqual(export.status, 1)
        expectContains(export.stderr, "the stream holds no record", "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page))
        let piped = try Binary.run(["export", "--html", "-", "-"], input: Data(contents.utf8))
        #expect(piped.status == 1 && piped.stdout.isEmpty)
    }

    /// A save with one byte that is not UTF-8 inside a string (a player's name) is refused, the
    /// session unchanged; before, the byte became U+FFFD and the save loaded.
    @Test func aSaveThatIsNotUTF8IsRefused() throws {
        let made = try Binary.run(["run", "-"], script: "new-game set --seed 3 --players ann,bob\n")
        expectEqual(made.status, 0)
        let directory = NSTemporaryDirectory() + "animset-utf8-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let good = directory + "/good.json"
        let saved = try Binary.run(["run", "-"], script: "new-game set --seed 3 --players ann,bob\nsave \(good)\n")
        expectEqual(saved.status, 0, "\(saved.stderr)")
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: good)))
        let name = try #require(bytes.firstRange(of: Array("\"ann\"".utf8)))
        bytes[name.lowerBound + 2] = 0xFF
        let bad = directory + "/bad.json"
        try Data(bytes).write(to: URL(fileURLWithPath: bad))
        let loaded = try Binary.run(["run", "-"], script: "load \(bad)\n")
        expectEqual(loaded.status, 1)
        expectContains(
            loaded.stderr,
            "is not a valid animset save file: it is not UTF-8 text (byte \(name.lowerBound + 2))",
            "\(loaded.stderr)")
        try expectEqual(Binary.run(["run", "-"], script: "load \(good)\n").status, 0)
    }

    /// `01` in a stream record, a simulation result and a statistics file.
    @Test func aLeadingZeroIsRefusedByEveryReader() throws {
        let record = try Binary.run(["run", "--format", "json", "-"], script: "new-game set --seed 3\n")
        let line = try #require(record.stdout.split(separator: "\n").first).replacingOccurrences(
            of: "\"line\":1,", with: "\"line\":01,")
        let stream = try Binary.temporaryFile(Data((line + "\n").utf8), suffix: ".jsonl")
        let replay = try Binary.run(["replay", stream])
        #expect(replay.status == 1 && replay.stderr.contains("leading zero"), "\(replay.stderr)")

        let result = try Binary.run(["simulate", "--games", "10", "--seed", "1", "--format", "json"])
        let zero = result.stdout.replacingOccurrences(of: "\"games\": 10,", with: "\"games\": 010,")
        #expect(zero != result.stdout)
        let file = try Binary.temporaryFile(Data(zero.utf8), suffix: ".json")
        let merge = try Binary.run(["merge", file])
        #expect(merge.status == 1 && merge.stderr.contains("leading zero"), "\(merge.stderr)")
    }
}
