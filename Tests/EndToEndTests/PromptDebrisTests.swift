import Expectations
import Foundation
import Testing
import TmuxDriver

/// Issue 28, item 12: keys and reports the line editor does not know leave nothing in the line:
/// F5, F12, PgUp and Insert are read whole and dropped; bytes that are not UTF-8 go with the
/// line on Ctrl-U or Escape; an X10 mouse report and an overlong SGR one are swallowed whole.
@Suite(.serialized) struct PromptDebrisTests {
    /// The prompt at seed 7, keys as asked, no animation.
    static func start(_ arguments: [String] = []) throws -> Tmux {
        let terminal = try Tmux(
            [Binary.path, "--seed", "7", "--color", "never", "--animate", "never"] + arguments,
            width: 100, height: 40)
        try terminal.waitUntil("the prompt") { REPLTests.promptLine($0) == "animset>" && $0.contains("deck 69") }
        return terminal
    }

    @Test func functionAndEditingKeysLeaveNothing() throws {
        let terminal = try Self.start()
        defer { terminal.kill() }
        terminal.type("sc")
        terminal.sendKeys("F5", "F12", "PPage", "NPage", "IC", "F1", "F3")
        terminal.type("ore")
        // The arrows and Home still edit: "score" with "x" put first.
        terminal.sendKeys("Home", "Right", "Left")
        terminal.type("x")
        terminal.sendKeys("DC")
        try terminal.waitUntil("the line as typed") { REPLTests.promptLine($0) == "animset> xcore" }
        terminal.sendKeys("C-u")
        terminal.type("score")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score 0: 0 sets found")
    }

    @Test(arguments: [false, true])
    func bytesThatAreNotUTF8GoWithTheLine(keys: Bool) throws {
        let terminal = try Self.start(keys ? ["--keys"] : [])
        defer { terminal.kill() }
        if keys { terminal.type(":") }
        terminal.type("sc")
        terminal.sendBytes([0xFF, 0xFE])  // pasted binary, never shown
        try terminal.waitUntil("the line") { REPLTests.promptLine($0) == "animset> sc" }
        // Keys on: Escape clears the line; keys off: Ctrl-U does.
        terminal.sendKeys(keys ? "Escape" : "C-u")
        try terminal.waitUntil("the line cleared") { REPLTests.promptLine($0) == "animset>" }
        // An X10 mouse report (ESC [ M and three bytes, two of them not UTF-8) is dropped whole.
        terminal.sendBytes([0x1B, 0x5B, 0x4D, 0x20, 0xA1, 0xA5])
        terminal.type(keys ? ":score" : "score")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score 0: 0 sets found")
        expectOmits((try terminal.capture()), "not valid UTF-8")
    }

    @Test func anOverlongMouseReportIsSwallowedWhole() throws {
        let terminal = try Self.start()
        defer { terminal.kill() }
        terminal.type("sc")
        let report = Array("\u{1B}[<".utf8) + Array(repeating: UInt8(ascii: "1"), count: 60) + Array(";1;1M".utf8)
        terminal.sendBytes(report)
        terminal.type("ore")
        try terminal.waitUntil("the line as typed") { REPLTests.promptLine($0) == "animset> score" }
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score 0: 0 sets found")
    }

    /// Issue 37, item 9: with keys on, Shift with a digit (`!@#`, solo) starts no line, and Alt
    /// with a digit leaves no count behind (the next line was typed that many times over).
    @Test func shiftedAndAltDigitsLeaveNothingWithKeysOn() throws {
        let terminal = try Self.start(["--keys"])
        defer { terminal.kill() }
        terminal.type("!@#")
        terminal.sendKeys("M-2")
        terminal.sendKeys("M-1")
        terminal.type(":score")
        try terminal.waitUntil("the line") { REPLTests.promptLine($0).hasSuffix("score") }
        expectEqual(REPLTests.promptLine(try terminal.capture()), "animset> score")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score 0: 0 sets found")
    }

    /// Issue 37, item 9: bytes that were not yet a character, then Escape: the line is cleared
    /// with keys on, and they go with it (the Escape went to libedit as a character).
    @Test func escapeAfterAnUnfinishedCharacterClearsTheLine() throws {
        let terminal = try Self.start(["--keys"])
        defer { terminal.kill() }
        terminal.type(":sc")
        terminal.sendBytes([0xC3])
        try terminal.waitUntil("the line") { REPLTests.promptLine($0) == "animset> sc" }
        terminal.sendKeys("Escape")
        try terminal.waitUntil("the line cleared") { REPLTests.promptLine($0) == "animset>" }
        terminal.type(":score")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score 0: 0 sets found")
        expectOmits((try terminal.capture()), "not valid UTF-8")
    }

    /// Issue 37, item 9: an overlong mouse report typed during an animation is dropped whole;
    /// its tail was typed into the next line.
    @Test func anOverlongMouseReportDuringAnAnimationLeavesNothing() throws {
        let terminal = try Self.start()
        defer { terminal.kill() }
        terminal.type("animate 0.1")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Animation: on, speed 0.1.")
        terminal.type("deal")
        terminal.sendKeys("Enter")
        // The deal plays for 20 s at this speed, the cursor hidden; the report and two keys end it.
        try terminal.waitUntil("the deal to play") { _ in (try? terminal.display("#{cursor_flag}")) == "0" }
        let report = Array("\u{1B}[<".utf8) + Array(repeating: UInt8(ascii: "1"), count: 60) + Array(";1;1M".utf8)
        terminal.sendBytes(report + Array("sc".utf8))
        try terminal.waitUntil("the next line") { REPLTests.promptLine($0).hasSuffix("sc") }
        expectEqual(REPLTests.promptLine(try terminal.capture()), "animset> sc")
        terminal.type("ore")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score -3: 0 sets found")
    }

    /// Issue 37, item 9: Ctrl-C during `simulate` erases its progress bar (it was left on the
    /// line where the shell's prompt then came).
    @Test func controlCDuringSimulateErasesTheProgressBar() throws {
        let terminal = try Tmux(
            [Binary.path, "simulate", "--games", "5000000", "--threads", "1"],
            width: 100, height: 10)
        defer { terminal.kill() }
        try terminal.waitFor(" games")
        terminal.sendKeys("C-c")
        try expectEqual(terminal.waitForExit(), 130)
        let screen = try terminal.capture()
        #expect(!screen.contains("games") && !screen.contains("[#"), "\(screen)")
    }
}
