import Expectations
import Foundation
import Testing
import TmuxDriver

/// Issue 23, item 2: one-key play at the prompt, driven through tmux: three keys claim a set
/// with no Return, Space deals, `:` starts a command and Escape clears it; the lines typed
/// are the history's, and a script of them replays byte for byte as a transcript.
@Suite(.serialized) struct KeysREPLTests {
    @Test(arguments: [["--animate", "never"], ["--speed", "4"]])
    func threeKeysClaimASetAndSpaceDeals(playback: [String]) throws {
        let history = NSTemporaryDirectory() + "animset-history-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(history)
        let terminal = try Tmux(
            [
                "/bin/sh", "-c", #""$0" "$@"; echo "exited $?"; exec sleep 60"#, Binary.path,
                "--seed", "7", "--color", "never", "--keys",
            ] + playback,
            width: 100, height: 40, environment: ["ANIMSET_HISTORY": history])
        try terminal.waitFor("animset> ")
        try terminal.waitUntil("the keys on the cards") {
            $0.contains("key f") && REPLTests.promptLine($0) == "animset>"
        }

        // Three keys at once (typed faster than the board is drawn, or during its animation).
        terminal.type("1qe")
        try terminal.waitFor("Set! 2RSS 3GOO 1PTD.")
        terminal.type(" ")
        try terminal.waitFor("Dealt ")
        try terminal.waitUntil("the prompt") { REPLTests.promptLine($0) == "animset>" && $0.contains("animset> deal") }

        // A key whose card is not there starts a command with itself (issue 30, item 2); Escape
        // clears it, and a command begun with ':'.
        terminal.type("z")
        try terminal.waitUntil("a command begun with z") { REPLTests.promptLine($0) == "animset> z" }
        terminal.sendKeys("Escape")
        try terminal.waitUntil("the line cleared") { REPLTests.promptLine($0) == "animset>" }
        terminal.type(":dea")
        try terminal.waitUntil("a command begun") { REPLTests.promptLine($0) == "animset> dea" }
        terminal.sendKeys("Escape")
        try terminal.waitUntil("the line cleared") { REPLTests.promptLine($0) == "animset>" }
        terminal.type(":score")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score ")
        terminal.type(":quit")
        terminal.sendKeys("Enter")
        try terminal.waitFor("exited 0")

        let saved = try String(contentsOfFile: history, encoding: .utf8)
        expectEqual(saved, "_HiStOrY_V2_\nchoose\\0401\nchoose\\0405\nchoose\\0407\ndeal\nscore\nquit\n")

        // The session's lines are a script: recorded as a transcript, it replays byte for byte.
        let lines = saved.split(separator: "\n").dropFirst().map { $0.replacingOccurrences(of: "\\040", with: " ") }
        let script = try Binary.temporaryFile(Data((lines.joined(separator: "\n") + "\n").utf8))
        let transcript = NSTemporaryDirectory() + "animset-keys-\(UUID().uuidString).transcript"
        TemporaryFiles.removeAtExit(transcript)
        let recorded = try Binary.run(["run", "--seed", "7", "--transcript", transcript, script], script: "")
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        let checked = try Binary.run(["check", transcript], script: "")
        expectEqual(checked.status, 0, "\(checked.stdout)\(checked.stderr)")
        try expectContains(
            String(contentsOfFile: transcript, encoding: .utf8),
            "animset> choose 7\nSelected 1PTD (slot 7).\nSet! 2RSS 3GOO 1PTD.")
    }

    /// Issue 30, item 2: with keys on, a command typed whole runs; `keys on` shows the keys and
    /// the status line's `: for a command` at once. Issue 28, item 12: Alt with a card's key is
    /// the line editor's (it typed `hoose 5`).
    @Test func aCommandTypedWholeRunsAndPlaysNoCard() throws {
        let history = NSTemporaryDirectory() + "animset-history-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(history)
        let terminal = try Tmux(
            [Binary.path, "--seed", "7", "--color", "never", "--animate", "never"],
            width: 100, height: 40, environment: ["ANIMSET_HISTORY": history])
        defer { terminal.kill() }
        try terminal.waitUntil("the prompt") { REPLTests.promptLine($0) == "animset>" }
        terminal.type("keys on")
        terminal.sendKeys("Enter")
        let on = try terminal.waitUntil("the board with its keys") {
            REPLTests.promptLine($0) == "animset>" && $0.contains("Keys: on") && $0.contains("key f")
        }
        expectContains(on, "2 sets on the table · : for a command")

        // `board`: b is no card's key on 12 cards, so the line starts and a, r, d are letters.
        terminal.type("board")
        try terminal.waitUntil("the word typed") { REPLTests.promptLine($0) == "animset> board" }
        terminal.sendKeys("Enter")
        try terminal.waitUntil("board run") {
            $0.contains("animset> board\nSet · score 0") && REPLTests.promptLine($0) == "animset>"
        }

        // Alt+q (Escape q): nothing chosen, nothing typed.
        terminal.sendKeys("M-q")
        terminal.type(":score")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score 0: 0 sets found")
        let screen = try terminal.capture()
        #expect(!screen.contains("Selected") && !screen.contains("hoose") && !screen.contains("Dealt"))
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        expectEqual(saved, "_HiStOrY_V2_\nkeys\\040on\nboard\nscore\n")
    }
}
