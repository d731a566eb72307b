import Expectations
import Foundation
import Testing
import TmuxDriver

/// The prompt driven through tmux as a person would: type a prefix and Tab, Up for history,
/// Ctrl-C to cancel a line, Ctrl-D to leave with status 0, a resize redraws the board.
@Suite(.serialized) struct REPLTests {
    /// The last prompt line on the screen (the last starting with `prompt`: a room's seat has
    /// its name's), without trailing spaces.
    static func promptLine(_ screen: String, prompt: String = "animset>") -> String {
        let line = screen.split(separator: "\n").last { $0.hasPrefix(prompt) }.map(String.init) ?? ""
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    @Test func tabHistoryControlCAndControlD() throws {
        let history = NSTemporaryDirectory() + "animset-history-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(history)
        let terminal = try Tmux(
            [Binary.path, "--seed", "7", "--color", "never"], width: 100, height: 40,
            environment: ["ANIMSET_HISTORY": history])
        try terminal.waitFor("animset> ")

        // A prefix and Tab completes the command.
        terminal.type("cho")
        terminal.sendKeys("Tab")
        try terminal.waitUntil("choose completed") { Self.promptLine($0) == "animset> choose" }
        terminal.type("1 5 7")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Set! 2RSS 3GOO 1PTD.")

        // Tab completes arguments too: game names.
        terminal.type("game conc")
        terminal.sendKeys("Tab")
        try terminal.waitUntil("game name completed") { Self.promptLine($0) == "animset> game concentration" }
        terminal.sendKeys("C-u")

        // Ctrl-C cancels the line being typed; nothing runs.
        terminal.type("deal")
        terminal.sendKeys("C-c")
        try terminal.waitUntil("a fresh prompt") { Self.promptLine($0) == "animset>" }
        expectOmits((try terminal.capture()), "Dealt")

        // Up recalls the last line from the history.
        terminal.sendKeys("Up")
        try terminal.waitUntil("history recalled") { Self.promptLine($0) == "animset> choose 1 5 7" }
        terminal.sendKeys("C-u")

        // A bad line is refused with one line, and the prompt goes on.
        terminal.type("choose 0")
        terminal.sendKeys("Enter")
        try terminal.waitFor("error: slot 0 is out of range")

        // Ctrl-D leaves with status 0; the history is saved, private.
        try terminal.sendEOF(atPrompt: "animset> ")
        try expectEqual(terminal.waitForExit(), 0)
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        #expect(saved.hasPrefix("_HiStOrY_V2_"))
        expectContains(saved, "choose")
        let attributes = try FileManager.default.attributesOfItem(atPath: history)
        expectEqual((attributes[.posixPermissions] as? Int), 0o600)
    }

    @Test func aTerminalResizeRedrawsTheBoard() throws {
        let terminal = try Tmux(
            [Binary.path, "--seed", "7", "--color", "never", "--events", "off"], width: 100, height: 40,
            environment: ["ANIMSET_HISTORY": "/dev/null"])
        try terminal.waitFor("animset> ")
        try terminal.resize(width: 60, height: 30)
        let screen = try terminal.waitFor("The table is now 60x22.")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 60 })
        try terminal.sendEOF(atPrompt: "animset> ")
        try expectEqual(terminal.waitForExit(), 0)
    }
}
