import Foundation
import Testing
import TmuxDriver

/// Issue 28, item 12: keys and reports the line editor does not know leave nothing in the line:
/// F5, F12, PgUp and Insert are read whole and dropped; bytes that are not UTF-8 go with the
/// line on Ctrl-U or Escape; an X10 mouse report and an overlong SGR one are swallowed whole.
@Suite(.serialized) struct PromptDebrisTests {
    /// The prompt at seed 7, keys as asked, no animation.
    static func start(_ arguments: [String] = []) throws -> Tmux {
        let terminal = try Tmux([Binary.path, "--seed", "7", "--color", "never", "--animate", "never"] + arguments,
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
        #expect(!(try terminal.capture()).contains("not valid UTF-8"))
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
}
