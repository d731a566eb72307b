import Expectations
import Foundation
import Testing

/// The hand-written `man/animset.1` and the parser agree: every option the parser knows (as
/// its `--experimental-dump-help` lists them, in every subcommand) appears in the page, and
/// every option the page names outside its COMMANDS and PLAYERS sections (the prompt's
/// commands) is one the parser knows.
@Suite struct ManPageOptionTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("man/animset.1").path

    /// The long options of every command in the parser's dump.
    static func parserOptions() throws -> Set<String> {
        let dump = try Binary.run(["--experimental-dump-help"])
        expectEqual(dump.status, 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var options: Set<String> = ["--generate-completion-script"]  // built in, not in the dump
        func collect(_ command: [String: Any]) {
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    options.insert("--" + (name["name"] as? String ?? ""))
                }
            }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { collect(subcommand) }
        }
        collect(try #require(json["command"] as? [String: Any]))
        return options
    }

    /// Options of other programs that EXAMPLES shows (GNU parallel, Slurm).
    static let otherPrograms: Set<String> = ["--will-cite", "--array", "--dependency", "--wrap"]

    /// The long options the page names outside its COMMANDS and PLAYERS sections, less
    /// `otherPrograms`.
    static func pageOptions() throws -> Set<String> {
        var text = try String(contentsOfFile: page, encoding: .utf8)
        for section in [".SH COMMANDS\n", ".SH PLAYERS\n"] {
            let start = try #require(text.range(of: section))
            let after = try #require(text.range(of: "\n.SH ", range: start.upperBound..<text.endIndex))
            text.removeSubrange(start.lowerBound..<after.lowerBound)
        }
        text = text.replacingOccurrences(of: "\\-", with: "-")
        let pattern = try NSRegularExpression(pattern: "--[a-z][a-z-]*[a-z]")
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return Set(matches.compactMap { Range($0.range, in: text).map { String(text[$0]) } }).subtracting(otherPrograms)
    }

    @Test func everyParserOptionIsInThePageAndTheOtherWayRound() throws {
        let parser = try Self.parserOptions()
        let page = try Self.pageOptions()
        #expect(parser.count >= 17, "\(parser.sorted())")
        #expect(parser.subtracting(page).isEmpty, "not in man/animset.1: \(parser.subtracting(page).sorted())")
        #expect(page.subtracting(parser).isEmpty, "not known to the parser: \(page.subtracting(parser).sorted())")
    }
}

/// Issue 19, item 10: a text line of a man page that starts with `.` or `'` is taken by troff
/// for a request and dropped ("...), naming the first thing wrong" vanished from animset(1)).
/// Every such line of every page must be a request of the man macros, or a comment.
@Suite struct ManPageRequestTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("man").path

    static let requests: Set<String> = [
        "TH", "SH", "SS", "TP", "TQ", "PP", "P", "LP", "IP", "HP", "RS", "RE", "B", "I", "BR", "RB", "BI", "IB", "IR",
        "RI",
        "SM", "SB", "EX", "EE", "UR", "UE", "MT", "ME", "SY", "YS", "OP", "br", "nf", "fi", "sp", "in", "ti", "ad",
        "na", "ne", "\\\"",
        // The glyph fallbacks for devices without them (groff -Tascii): `.if !c\(*s .char \(*s sigma`.
        "if", "char",
    ]

    @Test(arguments: ["animset.1", "animset-script.5", "animset-events.5", "animset-room.5"])
    func everyLineStartingWithADotIsARequest(page: String) throws {
        let text = try String(contentsOfFile: Self.folder + "/" + page, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.hasPrefix(".") || line.hasPrefix("'") {
            let name = line.dropFirst().prefix { $0 != " " }
            #expect(
                Self.requests.contains(String(name)) || name.hasPrefix("\\\""),
                "\(page):\(number + 1): '\(line.prefix(40))' would be taken for a request")
        }
    }
}
