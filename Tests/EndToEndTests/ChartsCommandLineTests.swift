import Expectations
import Foundation
import Testing

/// `--format html` of `simulate` and `merge` from the command line: what goes to stdout and
/// stderr, and bad input refused on one line with nothing written (the browser checks the
/// page itself in `ChartsPageTests`).
@Suite struct ChartsCommandLineTests {
    @Test func simulateWritesOnePageAndTheSameBytesEveryTime() throws {
        let first = try Binary.run(["simulate", "--games", "300", "--seed", "4", "--format", "html"])
        let again = try Binary.run(["simulate", "--games", "300", "--seed", "4", "--format", "html", "--threads", "1"])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("<!DOCTYPE html>") && first.stdout.hasSuffix("</html>\n"))
        expectEqual(first.stdout, again.stdout)
        expectContains(first.stdout, "300 games · policy first · seed 4")
        let other = try Binary.run(["simulate", "--games", "300", "--seed", "5", "--format", "html"])
        #expect(other.stdout != first.stdout)
    }

    @Test(arguments: [
        (["simulate", "--games", "10", "--format", "htm"], "The value 'htm' is invalid for '--format <format>'"),
        (["merge", "--format", "HTML5", "-"], "The value 'HTML5' is invalid for '--format <format>'"),
    ])
    func aBadFormatIsAUsageError(arguments: [String], message: String) throws {
        let result = try Binary.run(arguments)
        expectEqual(result.status, 64)
        #expect(result.stderr.hasPrefix("animset: error: \(message)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func mergeWritesNoPageForABadResult() throws {
        let bad = try Binary.temporaryFile(Data(#"{"games": 1}"#.utf8), suffix: ".json")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let result = try Binary.run(["merge", "--format", "html", bad])
        expectEqual(result.status, 1)
        expectEqual(result.stderr, "animset: error: '\(bad)': not a simulation result: missing key 'policy'\n")
        #expect(result.stdout.isEmpty)
        let missing = try Binary.run(["merge", "--format", "html", "/nonexistent/shard.json"])
        #expect(missing.status == 66 && missing.stdout.isEmpty)
    }

    @Test func aPartialMergeSaysWhichGamesOnThePage() throws {
        let shard = try Binary.run(["simulate", "--games", "90", "--shard", "1/3", "--format", "json"])
        let path = try Binary.temporaryFile(Data(shard.stdout.utf8), suffix: ".json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = try Binary.run(["merge", "--partial", "--format", "html", path])
        expectEqual(page.status, 0)
        expectContains(page.stdout, "30 games · policy first · seed 1 · games 30..&lt;60 of 90")
        expectContains(page.stderr, "the results cover games 30..<60 of 90")
    }
}
