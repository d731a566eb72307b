import Expectations
import Foundation
import Testing

/// Issue 30, item 3: every example in the man pages and the README that is a transcript or a
/// script is run here, so none can go stale.
///
/// The convention: in a man page, a comment line `.\" example: transcript [OPTIONS]` or
/// `.\" example: script [OPTIONS]` right before a `.nf` block; in the README, a comment
/// `<!-- example: transcript [OPTIONS] -->` (or `script`) right before a fenced block. A
/// transcript is replayed by `animset check` (OPTIONS become its `# options:` header unless it
/// has one); a script is run by `animset run OPTIONS` and must succeed. Any block holding a
/// prompt line (`animset> `) must be marked, so a new transcript cannot be left out.
@Suite struct DocumentationExampleTests {
    /// One marked example.
    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var kind: String
        var options: [String]
        var text: String
        var testDescription: String { "\(file):\(line) (\(kind))" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let documents = [
        "README.md", "man/animset.1", "man/animset-script.5", "man/animset-events.5", "man/animset-room.5",
    ]

    /// A roff line as it reads: the escapes the examples use, undone.
    static func unroff(_ line: String) -> String {
        line.replacingOccurrences(of: "\\&", with: "").replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: "\\(aq", with: "'").replacingOccurrences(of: "\\(dq", with: "\"")
            .replacingOccurrences(of: "\\e", with: "\\")
    }

    /// The blocks of `file`: each `.nf`/`.fi` block or fenced block, with the marker before it
    /// (nil when unmarked) and its first line's number.
    static func blocks(of file: String) throws -> [(marker: String?, line: Int, lines: [String])] {
        let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let roff = !file.hasSuffix(".md")
        var result: [(marker: String?, line: Int, lines: [String])] = []
        var index = 0
        while index < lines.count {
            let opens = roff ? lines[index] == ".nf" : lines[index].hasPrefix("```")
            guard opens else {
                index += 1
                continue
            }
            let previous = index > 0 ? lines[index - 1] : ""
            let marker: String? =
                roff
                ? (previous.hasPrefix(".\\\" example: ") ? String(previous.dropFirst(13)) : nil)
                : (previous.hasPrefix("<!-- example: ") && previous.hasSuffix(" -->")
                    ? String(previous.dropFirst(14).dropLast(4)) : nil)
            var body: [String] = []
            var end = index + 1
            while end < lines.count, roff ? lines[end] != ".fi" : !lines[end].hasPrefix("```") {
                body.append(roff ? unroff(lines[end]) : lines[end])
                end += 1
            }
            result.append((marker, index + 2, body))
            index = end + 1
        }
        return result
    }

    static var examples: [Example] {
        documents.flatMap { file in
            ((try? blocks(of: file)) ?? []).compactMap { block -> Example? in
                guard let marker = block.marker else { return nil }
                let words = unroff(marker).split(separator: " ").map(String.init)
                return Example(
                    file: file, line: block.line, kind: words.first ?? "", options: Array(words.dropFirst()),
                    text: block.lines.joined(separator: "\n") + "\n")
            }
        }
    }

    @Test func theDocumentsHoldExamplesOfBothKinds() {
        let examples = Self.examples
        #expect(examples.filter { $0.file == "README.md" }.count >= 1)
        #expect(examples.filter { $0.kind == "transcript" }.count >= 4)
        #expect(examples.contains { $0.kind == "script" })
        #expect(
            examples.allSatisfy { $0.kind == "transcript" || $0.kind == "script" }, "\(examples.map(\.testDescription))"
        )
    }

    /// A block that shows a prompt line and is not marked would go stale unseen.
    @Test(arguments: documents)
    func everyTranscriptIsMarked(file: String) throws {
        for block in try Self.blocks(of: file) where block.marker == nil {
            #expect(
                !block.lines.contains { $0.hasPrefix("animset> ") },
                "\(file):\(block.line): a transcript without an example marker")
        }
    }

    @Test(arguments: examples)
    func theExampleRuns(example: Example) throws {
        switch example.kind {
        case "transcript":
            let header =
                example.text.hasPrefix("# options:") || example.options.isEmpty
                ? "" : "# options: " + example.options.joined(separator: " ") + "\n"
            let path = try Binary.temporaryFile(Data((header + example.text).utf8), suffix: ".transcript")
            let result = try Binary.run(["check", path])
            expectEqual(result.status, 0, "\(example.testDescription):\n\(result.stdout)\(result.stderr)")
        case "script":
            let path = try Binary.temporaryFile(Data(example.text.utf8))
            let result = try Binary.run(["run"] + example.options + [path])
            expectEqual(result.status, 0, "\(example.testDescription):\n\(result.stderr)")
            #expect(result.stderr.isEmpty)
        default:
            Issue.record("\(example.testDescription): unknown kind '\(example.kind)'")
        }
    }
}
