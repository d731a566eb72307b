import Expectations
import Foundation
import Testing
import TmuxDriver

/// The computer at the prompt, through tmux: its move interrupts the line being typed, is
/// printed above it, and the typed characters survive with the cursor where it was; Ctrl-C
/// and Ctrl-D still behave.
@Suite(.serialized) struct OpponentREPLTests {
    @Test func theComputersMoveAppearsWhileThePersonTypesAndTheLineSurvives() throws {
        let history = NSTemporaryDirectory() + "animset-history-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(history)
        let terminal = try Tmux(
            [Binary.path, "--seed", "7", "--color", "never", "--events", "off"], width: 100, height: 40,
            environment: ["ANIMSET_HISTORY": history])
        try terminal.waitFor("animset> ")
        terminal.type("new-game set --opponent hard --seed 7")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Players: you, computer")

        // Type a line, move the cursor back into it, and wait: the computer claims a set.
        terminal.type("choose 1 2")
        terminal.sendKeys("Left", "Left")
        try terminal.waitFor("computer: Set!")
        try terminal.waitUntil("the line typed back") { REPLTests.promptLine($0) == "animset> choose 1 2" }
        let screen = try terminal.capture()
        expectEqual(
            screen.components(separatedBy: "animset> choose 1 2").count, 2, "the interrupted line was not cleared")
        try expectEqual(terminal.display("#{cursor_x}"), String("animset> choose 1".count))

        // Typing goes on where the cursor was.
        terminal.type("1")
        try terminal.waitUntil("a character inserted at the cursor") {
            REPLTests.promptLine($0) == "animset> choose 11 2"
        }

        // Ctrl-C still cancels the line; Ctrl-D still leaves with status 0.
        terminal.sendKeys("C-c")
        try terminal.waitUntil("a fresh prompt") { REPLTests.promptLine($0) == "animset>" }
        expectOmits((try terminal.capture()), "you: Selected")
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
    }
}
