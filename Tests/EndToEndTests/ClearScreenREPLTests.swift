import Expectations
import Foundation
import Testing
import TmuxDriver

/// Issue 37, item 18: `clear` at the prompt clears the screen, as a shell's does, and draws the
/// table at its top; the game is unchanged (it was an alias of unselect, and put a match away).
@Suite(.serialized) struct ClearScreenREPLTests {
    @Test func clearClearsTheScreenAndKeepsTheGame() throws {
        let history = NSTemporaryDirectory() + "animset-history-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(history)
        let terminal = try Tmux(
            [Binary.path, "--seed", "7", "--color", "never", "--animate", "never", "--no-pager"],
            width: 100, height: 40, environment: ["ANIMSET_HISTORY": history])
        defer { terminal.kill() }
        try terminal.waitUntil("the prompt") { REPLTests.promptLine($0) == "animset>" }
        terminal.type("choose 1 5 7\r")
        try terminal.waitFor("Set! 2RSS 3GOO 1PTD.")
        terminal.type("help clear\r")
        try terminal.waitFor("usage: clear")
        terminal.type("clear\r")
        let screen = try terminal.waitUntil("the cleared screen") {
            !$0.contains("usage: clear") && REPLTests.promptLine($0) == "animset>"
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.first?.hasPrefix("Set · score 5"), true, "the table at the top: \(screen)")
        expectContains(screen, "MATCH", "the match still on show: \(screen)")
        terminal.type("expect selected 1 5 7\r")
        try terminal.waitUntil("the check") {
            REPLTests.promptLine($0) == "animset>" && $0.contains("expect selected 1 5 7")
        }
        expectOmits((try terminal.capture()), "error:")
    }
}
