import Expectations
import Foundation
import Testing
import TmuxDriver

/// Issue 30, item 9: at a terminal, help taller than the screen goes through a pager (`PAGER`,
/// else `less -FRX`), so its start is read first; not with `NO_PAGER`, `--no-pager`, or help
/// that fits; scripts and pipes print it as always.
@Suite(.serialized) struct HelpPagerTests {
    static func start(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> Tmux {
        let terminal = try Tmux(
            [
                "/bin/sh", "-c", #""$0" "$@"; echo "exited $?"; exec sleep 60"#, Binary.path,
                "--seed", "7", "--color", "never", "--animate", "never",
            ] + arguments,
            width: 80, height: 24, environment: environment)
        try terminal.waitUntil("the prompt") { REPLTests.promptLine($0) == "animset>" && $0.contains("deck 69") }
        return terminal
    }

    /// less shows the start of help, and q gives the prompt back.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/less")))
    func longHelpGoesThroughLess() throws {
        let terminal = try Self.start(environment: ["PAGER": "less -FRX"])
        defer { terminal.kill() }
        terminal.type("help")
        terminal.sendKeys("Enter")
        let paged = try terminal.waitUntil("help in the pager") { $0.hasPrefix("Commands (help COMMAND for more):") }
        expectOmits(paged, "animset>")
        terminal.sendKeys("q")
        try terminal.waitUntil("the prompt again") { REPLTests.promptLine($0) == "animset>" }
        terminal.type("score")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score 0:")
    }

    /// PAGER is run by the shell with help on its standard input: the whole text, wrapped at
    /// the terminal's width as the prompt wraps it; short help is printed as it is.
    @Test func thePagerIsPagerAndGetsTheWholeHelp() throws {
        let file = NSTemporaryDirectory() + "animset-paged-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(file)
        let terminal = try Self.start(environment: ["PAGER": "cat > '\(file)'; echo paged"])
        defer { terminal.kill() }
        terminal.type("help")
        terminal.sendKeys("Enter")
        try terminal.waitUntil("the pager done") { $0.contains("paged\n") && REPLTests.promptLine($0) == "animset>" }
        let paged = try String(contentsOfFile: file, encoding: .utf8)
        let piped = try Binary.run(["--seed", "7"], script: "help\n").stdout
        #expect(paged.hasPrefix("Commands (help COMMAND for more):\n"))
        #expect(paged.split(separator: "\n").allSatisfy { $0.count <= 80 })
        expectEqual(paged.split(whereSeparator: \.isWhitespace), piped.split(whereSeparator: \.isWhitespace))
        try FileManager.default.removeItem(atPath: file)
        terminal.type("help undo")
        terminal.sendKeys("Enter")
        try terminal.waitUntil("short help printed") {
            $0.contains("usage: undo") && REPLTests.promptLine($0) == "animset>"
        }
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    /// NO_PAGER and --no-pager print help as before: its end is on the screen, its start gone.
    @Test(arguments: [([], ["NO_PAGER": "1"]), (["--no-pager"], [:])])
    func noPager(arguments: [String], environment: [String: String]) throws {
        let terminal = try Self.start(arguments, environment: environment.merging(["PAGER": "echo PAGED"]) { $1 })
        defer { terminal.kill() }
        terminal.type("help")
        terminal.sendKeys("Enter")
        let screen = try terminal.waitUntil("help printed") {
            REPLTests.promptLine($0) == "animset>" && $0.contains("leave animset")
        }
        #expect(!screen.contains("PAGED") && !screen.hasPrefix("Commands"))
    }
}
