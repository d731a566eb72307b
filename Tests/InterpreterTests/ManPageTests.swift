import Expectations
import Foundation
import Interpreter
import Testing

/// The man page's command list is the command table's: generated from it, checked here.
/// `ANIMSET_RECORD=1 swift test --filter ManPage` rewrites it explicitly.
@Suite struct ManPageTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("man/animset.1").path
    static let start = ".SH COMMANDS\n"
    static let end = ".SH SET CARDS\n"

    @Test func commandListMatchesTheCommandTable() throws {
        let page = try String(contentsOfFile: Self.path, encoding: .utf8)
        let startRange = try #require(page.range(of: Self.start))
        let endRange = try #require(page.range(of: Self.end))
        let section = String(page[startRange.upperBound..<endRange.lowerBound])
        let introEnd = try #require(section.range(of: "nothing.\n"))
        let list = String(section[introEnd.upperBound...])
        if ProcessInfo.processInfo.environment["ANIMSET_RECORD"] == "1", list != CommandSpec.roffList {
            let rewritten =
                String(page[..<startRange.upperBound]) + String(section[..<introEnd.upperBound])
                + CommandSpec.roffList + String(page[endRange.lowerBound...])
            try rewritten.write(toFile: Self.path, atomically: false, encoding: .utf8)
        }
        expectEqual(list, CommandSpec.roffList)
    }
}
