import Expectations
import Foundation
import Testing

/// `--deal-spin 0|1|2` from the outside: the JSON stream's deal events gain a path (and
/// nothing else changes), the default prints what it printed before, and a transcript
/// recorded with it says so in its header and replays.
@Suite struct DealSpinCommandLineTests {
    static let script = "deal\nnew-game --seed 4\nhint\n"

    /// The records of `script` run with `options`, one JSON object a line.
    static func records(_ options: [String]) throws -> [[String: Any]] {
        let result = try Binary.run(["run", "--format", "json", "--seed", "3"] + options + ["-"], script: script)
        expectEqual(result.status, 0, "\(result.stderr)")
        return try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    static func events(_ record: [String: Any]) -> [[String: Any]] { record["events"] as? [[String: Any]] ?? [] }

    @Test(arguments: [1, 2])
    func dealEventsCarryAPathAndNothingElseChanges(turns: Int) throws {
        let straight = try Self.records([])
        let spinning = try Self.records(["--deal-spin", String(turns)])
        #expect(straight.count == 3 && spinning.count == 3)
        var deals = 0
        for (plain, spun) in zip(straight, spinning) {
            expectEqual((plain["state"] as? NSDictionary), (spun["state"] as? NSDictionary), "the game is the same")
            let (a, b) = (Self.events(plain), Self.events(spun))
            expectEqual(a.count, b.count)
            for (before, after) in zip(a, b) {
                #expect(before["kind"] as? String == after["kind"] as? String)
                var stripped = after
                guard after["kind"] as? String == "deal" else {
                    expectEqual(NSDictionary(dictionary: before), NSDictionary(dictionary: after))
                    continue
                }
                deals += 1
                #expect(before["path"] == nil)
                let path = try #require(after["path"] as? [[String: Any]])
                #expect(path.first?["rotation"] as? Double == 0)
                #expect(path.last?["rotation"] as? Double == Double(360 * turns))
                stripped["path"] = nil
                expectEqual(
                    NSDictionary(dictionary: before), NSDictionary(dictionary: stripped), "only the path is added")
            }
        }
        expectEqual(deals, 15, "3 dealt, then a new game's 12")
    }

    @Test func zeroIsTheDefault() throws {
        let plain = try Binary.run(["run", "--events", "full", "--seed", "3", "-"], script: Self.script)
        let zero = try Binary.run(
            ["run", "--events", "full", "--seed", "3", "--deal-spin", "0", "-"], script: Self.script)
        #expect(plain.status == 0 && plain.stdout == zero.stdout)
        expectOmits(plain.stdout, "turn")
    }

    @Test func aTranscriptRecordsTheSpinInItsHeaderAndReplays() throws {
        let folder = try TranscriptFolder(["game.animset": "deal\n"])
        let out = folder.file("game.transcript")
        let run = try Binary.run([
            "run", "--transcript", out, "--seed", "3", "--events", "full", "--deal-spin", "2",
            folder.file("game.animset"),
        ])
        expectEqual(run.status, 0, "\(run.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        expectContains(text, "# options: --seed 3 --events full --deal-spin 2\nanimset> deal\n", "\(text)")
        expectContains(text, "deck → slot 13 (26 keyframes, 2 turns)", "\(text)")
        let check = try Binary.run(["check", out])
        expectEqual(check.status, 0, "\(check.stdout)\(check.stderr)")
    }
}
