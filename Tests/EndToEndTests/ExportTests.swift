import Expectations
import Foundation
import Testing

/// `animset export --html OUT STREAM` and `run --format html`: a page from a recorded stream,
/// the same page as the session makes itself, and bad streams refused with one line.
@Suite struct ExportTests {
    static let script = "deal\nchoose 1 2 3\nhint\nchoose 99\nundo\n"

    static func record() throws -> String {
        let recorded = try Binary.run(
            ["run", "--keep-going", "--format", "json", "--seed", "5", "--bounds", "80x24", "-"], script: script)
        expectEqual(recorded.status, 1, "choose 99 fails, the rest runs")
        return try Binary.temporaryFile(Data(recorded.stdout.utf8), suffix: ".jsonl")
    }

    static func output() -> String {
        let path = NSTemporaryDirectory() + "animset-export-\(UUID().uuidString).html"
        TemporaryFiles.removeAtExit(path)
        return path
    }

    /// The page's embedded data, parsed.
    static func data(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"animset-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test func aRecordedStreamBecomesAPageOfItsCommands() throws {
        let stream = try Self.record()
        let out = Self.output()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let export = try Binary.run(["export", "--html", out, stream])
        expectEqual(export.status, 0, "\(export.stderr)")
        #expect(export.stdout.isEmpty && export.stderr.isEmpty)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        expectContains(html, "default-src 'none'")
        let commands = try #require(try Self.data(html)["commands"] as? [[String: Any]])
        expectEqual(
            commands.compactMap { $0["input"] as? String }, ["deal", "choose 1 2 3", "hint", "choose 99", "undo"])
        #expect(commands[3]["ok"] as? Bool == false)
        expectEqual((commands[3]["error"] as? String)?.contains("slot 99"), true)
        #expect(try Self.data(html)["skipped"] as? [String] == [])
        expectEqual(
            (commands[2]["printed"] as? String)?.hasPrefix("Hint: slots "), true, "the stream's text is the caption")
        expectEqual((commands[0]["printed"] as? String)?.contains("Dealt "), true)
    }

    /// Issue 18, item 15: `-` is standard output, as elsewhere (it once made a file named
    /// `-`), and an OUT that cannot be written exits 73 (cannot create), not 66 (cannot read).
    @Test func dashIsStandardOutputAndAnUnwritableOutIs73() throws {
        let stream = try Self.record()
        let out = Self.output()
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: stream)
        }
        let export = try Binary.run(["export", "--html", out, stream])
        let dash = try Binary.run(["export", "--html", "-", stream])
        expectEqual(dash.status, 0, "\(dash.stderr)")
        expectEqual(dash.stdout, (try String(contentsOfFile: out, encoding: .utf8)))
        expectEqual(export.status, 0)
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
        let missing = try Binary.run(["export", "--html", "/nonexistent/page.html", stream])
        expectEqual(missing.status, 73)
        expectEqual(
            missing.stderr, "animset: error: cannot write '/nonexistent/page.html': No such file or directory\n")
    }

    @Test func runFormatHTMLIsTheSamePageWithWhatWasPrintedAndIsReproducible() throws {
        let first = try Binary.run(
            ["run", "--keep-going", "--format", "html", "--seed", "5", "--bounds", "80x24", "-"], script: Self.script)
        let second = try Binary.run(
            ["run", "--keep-going", "--format", "html", "--seed", "5", "--bounds", "80x24", "-"], script: Self.script)
        expectEqual(first.status, 1, "choose 99 fails")
        expectContains(first.stderr, "<stdin>:4: error: slot 99")
        expectEqual(first.stdout, second.stdout, "same seed, same commands, same page")
        let commands = try #require(try Self.data(first.stdout)["commands"] as? [[String: Any]])
        expectEqual(commands.count, 5)
        expectEqual((commands[2]["printed"] as? String)?.hasPrefix("Hint: "), true)
        // The page's tables and events are those `export` makes from the recorded stream.
        let stream = try Self.record()
        let out = Self.output()
        defer { try? FileManager.default.removeItem(atPath: out) }
        try expectEqual(Binary.run(["export", "--html", out, stream]).status, 0)
        let exported = try #require(
            try Self.data(try String(contentsOfFile: out, encoding: .utf8))["commands"] as? [[String: Any]])
        for (mine, theirs) in zip(commands, exported) {
            for key in ["table", "events", "status"] {
                #expect(
                    NSDictionary(dictionary: ["v": mine[key] ?? NSNull()])
                        == NSDictionary(dictionary: ["v": theirs[key] ?? NSNull()]), "\(key)")
            }
        }
    }

    @Test(arguments: [
        (
            """
            {\"line\":1,\"error\":null,\"game\":\"set\",\"state\":null,\"events\":[],\"input\":\"deal\",\
            \"ok\":true}\nnot json\n
            """,
            ":2: error: not JSON"
        ),
        (
            "{\"input\":\"deal\",\"ok\":true,\"events\":[{\"kind\":\"deal\",\"t\":0.1",
            ":1: error: not JSON: the text ends inside an object (cut short?)"
        ),
        (
            """
            {\"line\":1,\"input\":\"x\",\"ok\":true,\"error\":null,\"game\":\"set\",\"state\":null,\
            \"events\":[{\"kind\":\"deal\",\"t\":\"soon\"}]}\n
            """,
            ":1: error: 'events[0].t' must be a number"
        ),
        ("[1, 2]\n", ":1: error: a line must be a JSON object"),
    ])
    func aBadStreamIsOneLineExit1AndNoPage(contents: String, message: String) throws {
        let path = try Binary.temporaryFile(Data(contents.utf8), suffix: ".jsonl")
        let out = Self.output()
        let export = try Binary.run(["export", "--html", out, path])
        expectEqual(export.status, 1)
        #expect(export.stderr.hasPrefix(path + message), "\(export.stderr)")
        expectEqual(export.stderr.split(separator: "\n").count, 1)
        #expect(!FileManager.default.fileExists(atPath: out), "nothing is written")
    }

    @Test func unknownKindsAndFieldsAreSkippedAndListed() throws {
        let line = """
            {"line":1,"input":"deal","ok":true,"error":null,"game":"set","state":null,"future":1,"events":[\
            {"t":0,"duration":0.5,"kind":"teleport","cards":["1RSD"]},\
            {"t":0,"duration":0.5,"kind":"select","cards":["1RSD"],"glow":"gold"}]}
            """
        let path = try Binary.temporaryFile(Data((line + "\n" + line + "\n").utf8), suffix: ".jsonl")
        let out = Self.output()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let export = try Binary.run(["export", "--html", out, path])
        expectEqual(export.status, 0, "\(export.stderr)")
        let skipped = try Self.data(try String(contentsOfFile: out, encoding: .utf8))["skipped"] as? [String]
        expectEqual(
            skipped, ["key 'future' (2 times)", "event kind 'teleport' (2 times)", "event key 'glow' (2 times)"])
    }

    @Test func aMissingStreamExits66AndAMissingOptionIsAUsageError() throws {
        let missing = try Binary.run(["export", "--html", Self.output(), "/nonexistent/stream.jsonl"])
        expectEqual(missing.status, 66)
        expectContains(missing.stderr, "/nonexistent/stream.jsonl")
        let usage = try Binary.run(["export", "stream.jsonl"])
        expectEqual(usage.status, 64)
        expectContains(usage.stderr, "--html")
    }

    @Test func theStreamMayComeFromStandardInput() throws {
        let recorded = try Binary.run(["run", "--format", "json", "--seed", "5", "-"], script: "deal\n")
        let out = Self.output()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let export = try Binary.run(["export", "--html", out, "-"], input: Data(recorded.stdout.utf8))
        expectEqual(export.status, 0, "\(export.stderr)")
        try expectContains(
            String(contentsOfFile: out, encoding: .utf8), "<title>animset replay: Set</title>",
            "titled after the game it played, having no file's name")
    }

    @Test func aScriptOnStandardInputBecomesAPageToo() throws {
        let page = try Binary.run(["--format", "html", "--seed", "5"], script: "deal\nchoose 1\n")
        expectEqual(page.status, 0, "\(page.stderr)")
        #expect(page.stdout.hasPrefix("<!DOCTYPE html>") && page.stdout.hasSuffix("</html>\n"))
        expectContains(page.stdout, "<title>animset: Set</title>")
        let commands = try #require(try Self.data(page.stdout)["commands"] as? [[String: Any]])
        expectEqual(commands.compactMap { $0["input"] as? String }, ["deal", "choose 1"])
    }
}
