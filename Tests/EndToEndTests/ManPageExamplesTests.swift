import Expectations
import Foundation
import Testing

/// Issue 37, item 15: the man page's EXAMPLES name files the packages do not ship (the
/// source's Scripts/examples, a person's own scripts): each says where it comes from.
@Suite struct ManPageExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The EXAMPLES section of animset(1), its roff escapes undone, as one line of words.
    static func examples() throws -> String {
        let page = try String(contentsOfFile: root + "/man/animset.1", encoding: .utf8)
        let start = try #require(page.range(of: "\n.SH EXAMPLES\n"))
        let end = page.range(of: "\n.SH ", range: start.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        return String(page[start.upperBound..<end]).replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: "\\fI", with: "").replacingOccurrences(of: "\\fR", with: "")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func everyFileTheExamplesNameSaysWhereItComesFrom() throws {
        let text = try Self.examples()
        let sentences = text.split(separator: ":").map(String.init)
        let named = sentences.filter { $0.contains("Scripts/examples/") }
        #expect(named.count >= 3)
        for sentence in named {
            expectContains(sentence, "source", "\(sentence)")
        }
        expectContains(text, "Run a script of yours (game.animset", "game.animset is the reader's own")
        expectContains(text, "your script moves.animset", "moves.animset is the reader's own")
    }
}
