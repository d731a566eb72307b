import Expectations
import Foundation
import Testing
import TmuxDriver

/// Issue 29, item 3: a dumb terminal (`TERM=dumb`, or `TERM` unset) gets no escape sequence:
/// no colour, no cursor movement, no live animation, no synchronized output, no mouse.
@Suite(.serialized) struct DumbTerminalTests {
    /// `env` arguments that give the program a dumb terminal.
    @Test(arguments: [["TERM=dumb"], ["-u", "TERM"]])
    func aDumbTerminalGetsNoEscape(term: [String]) throws {
        let output = NSTemporaryDirectory() + "animset-dumb-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(output)
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        // NB: tmux sets TERM for the pane; `env` sets (or unsets) it for animset alone. The shell
        // waits for the output to be piped before animset starts.
        let terminal = try Tmux(
            ["/bin/sh", "-c", #"while [ ! -e "$0.go" ]; do sleep 0.05; done; rm "$0.go"; exec env "$@""#, output]
                + term + [Binary.path, "--seed", "7", "--bounds", "80x16"], width: 100, height: 50)
        defer { terminal.kill() }
        try terminal.pipeOutput(to: output)
        _ = FileManager.default.createFile(atPath: output + ".go", contents: nil)
        try terminal.waitUntil("the prompt") { REPLTests.promptLine($0) == "animset>" && $0.contains("deck 69") }
        for line in ["choose 1 5 7", "hint", "choose 1 2 3", "help rules", "keys on"] {
            terminal.type(line)
            terminal.sendKeys("Enter")
            try terminal.waitUntil("'\(line)' run") {
                REPLTests.promptLine($0) == "animset>" && $0.contains("animset> \(line)")
            }
        }
        // Editing keys at a dumb terminal: the line editor moves by backspaces, not escapes.
        terminal.type(":scorx")
        terminal.sendKeys("Left", "Right", "BSpace")
        terminal.type("e")
        terminal.sendKeys("Enter")
        try terminal.waitUntil("score run") {
            $0.contains("animset> score\nScore ") && REPLTests.promptLine($0) == "animset>"
        }
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(bytes.count > 2000)
        expectContains(String(decoding: bytes, as: UTF8.self), "Set! 2RSS 3GOO 1PTD.")
        expectEqual(bytes.filter { $0 == 0x1B }.count, 0)
    }
}
