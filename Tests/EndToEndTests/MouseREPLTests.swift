import Expectations
import Foundation
import Testing
import TmuxDriver

/// Issue 23, item 1: the mouse at the prompt, driven through tmux as a person would: SGR
/// presses sent at cells found on the screen become ordinary command lines (shown after the
/// prompt, kept in the history); bad reports and presses where nothing is change nothing;
/// the terminal is never left reporting the mouse (quit, Ctrl-Z, a crash).
@Suite(.serialized) struct MouseREPLTests {
    /// The 1-based screen cell where `text` starts on `screen`, in the lowest row that has it
    /// (the board just above the prompt, not an older one scrolling away), or nil.
    static func cell(of text: String, in screen: String) -> (column: Int, row: Int)? {
        for (index, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated().reversed() {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, index + 1)
            }
        }
        return nil
    }

    /// The bytes of an SGR press of the left button at `column`, `row`, and of its release.
    static func click(column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m".utf8)
    }

    /// Presses at the cell `dx`, `dy` from where `text` is on the screen.
    static func click(_ terminal: Tmux, at text: String, dx: Int = 0, dy: Int = 0) throws {
        let screen = try terminal.capture()
        let start = try #require(cell(of: text, in: screen), "'\(text)' is not on the screen:\n\(screen)")
        terminal.sendBytes(click(column: start.column + dx, row: start.row + dy))
    }

    /// Waits until tmux says the pane reports the mouse (`"11"`) or not (`"00"`).
    static func waitForMouse(_ terminal: Tmux, _ flags: String) throws {
        let deadline = ContinuousClock.now + Tmux.patience
        while try terminal.display("#{mouse_any_flag}#{mouse_sgr_flag}") != flags {
            guard ContinuousClock.now < deadline else {
                throw Tmux.Failure.timedOut(waitingFor: "mouse flags \(flags)", screen: try terminal.capture())
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// The prompt under a shell that says how it ended and stays, so that the pane's state can
    /// be read after animset is gone.
    static func prompt(_ options: [String], history: String) throws -> Tmux {
        try Tmux(
            ["/bin/sh", "-c", #""$0" "$@"; echo "exited $?"; exec sleep 60"#, Binary.path] + options,
            width: 100, height: 40, environment: ["ANIMSET_HISTORY": history])
    }

    static func temporaryPath(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "animset-\(name)-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(path)
        return path
    }

    @Test func clicksBecomeCommandLines() throws {
        let history = Self.temporaryPath("history")
        let output = Self.temporaryPath("output")
        let terminal = try Self.prompt(["--seed", "7", "--color", "never", "--animate", "never"], history: history)
        try terminal.pipeOutput(to: output)
        try terminal.waitFor("animset> ")
        try Self.waitForMouse(terminal, "11")

        // A press on card 6 chooses it: the line is typed after the prompt.
        try Self.click(terminal, at: "╭ 6 ", dx: 4, dy: 2)
        try terminal.waitFor("Selected 1PSO (slot 6).")
        try expectContains(terminal.capture(), "animset> choose 6")

        // A press on the deck deals.
        try Self.click(terminal, at: "─ deck 69 ─", dy: -1)
        try terminal.waitFor("Dealt 3ROD 1ROO 3RSD.")
        try expectContains(terminal.capture(), "animset> deal")

        // Nothing happens for a press on the status line, the discard pile, a release, the wheel,
        // a drag, a malformed or a truncated report; a press while a line is half typed is
        // dropped and the line kept.
        try Self.click(terminal, at: "Set · score", dx: 3)
        try Self.click(terminal, at: "╌ discard 0 ╌", dy: -1)
        terminal.sendBytes(
            Array("\u{1B}[<64;10;10M\u{1B}[<32;10;10M\u{1B}[<0;10;10m\u{1B}[<0;;M\u{1B}[<0;12345678;1M".utf8))
        terminal.type("sco")
        try Self.click(terminal, at: "╭ 1 ", dx: 4, dy: 2)
        terminal.sendBytes(Array("\u{1B}[<0;5".utf8))
        terminal.type("re")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score -3:")
        try expectContains(terminal.capture(), "animset> score\n")

        terminal.type("quit")
        terminal.sendKeys("Enter")
        try terminal.waitFor("exited 0")
        try Self.waitForMouse(terminal, "00")
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        expectEqual(saved, "_HiStOrY_V2_\nchoose\\0406\ndeal\nscore\nquit\n")
        // The program's last bytes switch reporting off (the shell's line follows).
        let bytes = try String(contentsOfFile: output, encoding: .utf8)
        let end = try #require(bytes.range(of: "exited 0", options: .backwards))
        #expect(
            bytes[..<end.lowerBound].hasSuffix("\u{1B}[?1006l\u{1B}[?1000l"), "\(bytes.suffix(80).debugDescription)")
    }

    @Test func aPressDuringAnAnimationSkipsItThenActs() throws {
        let history = Self.temporaryPath("history")
        let terminal = try Self.prompt(["--seed", "7", "--color", "never"], history: history)
        try terminal.waitFor("animset> ")
        terminal.type("animate 0.1")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Animation: on, speed 0.1.")
        try Self.waitForMouse(terminal, "11")
        // NB: once the screen is full the board always ends above the prompt, on the last
        // rows: where card 1 is now is where it will be after the shuffle.
        terminal.type("board")
        terminal.sendKeys("Enter")
        try terminal.waitFor("animset> board")
        let screen = try terminal.waitUntil("the board") {
            $0.hasSuffix("animset> ") || REPLTests.promptLine($0) == "animset>"
        }
        let card = try #require(Self.cell(of: "╭ 1 ", in: screen))
        terminal.type("shuffle")
        terminal.sendKeys("Enter")
        // The shuffle plays (the cursor is hidden meanwhile); the cards' places stay.
        try terminal.waitUntil("the shuffle") { _ in
            (try? terminal.display("#{cursor_flag}")) == "0" || (try? terminal.capture().contains("Shuffled")) == true
        }
        terminal.sendBytes(Self.click(column: card.column + 4, row: card.row + 2))
        try terminal.waitFor("animset> choose 1")
        try terminal.waitFor("Selected ")
        try terminal.sendEOF(atPrompt: "animset> ")
        try terminal.waitFor("exited 0")
        try Self.waitForMouse(terminal, "00")
        try expectContains(String(contentsOfFile: history, encoding: .utf8), "choose\\0401")
    }

    @Test func controlZAndACrashLeaveTheTerminalWithoutReporting() throws {
        // NB: under an interactive shell, with job control: a process group without one (the
        // pane's `sh -c`) is orphaned, and the kernel never stops it for Ctrl-Z.
        let history = Self.temporaryPath("history")
        let terminal = try Tmux(
            ["/bin/bash", "--norc", "--noprofile", "-i"], width: 100, height: 40,
            environment: ["ANIMSET_HISTORY": history, "PS1": "$ "])
        terminal.type("'\(Binary.path)' --seed 7 --color never --animate never")
        terminal.sendKeys("Enter")
        try terminal.waitFor("animset> ")
        try Self.waitForMouse(terminal, "11")

        // Ctrl-Z stops the program with reporting off; fg brings both back.
        terminal.sendKeys("C-z")
        try terminal.waitFor("Stopped")
        try Self.waitForMouse(terminal, "00")
        terminal.type("fg")
        terminal.sendKeys("Enter")
        try Self.waitForMouse(terminal, "11")
        try terminal.waitUntil("the prompt again") { REPLTests.promptLine($0) == "animset>" }

        // A crash signal switches reporting off before the program dies of it.
        let shell = try #require(Int32(try terminal.display("#{pane_pid}")))
        // NB: the pane's process is the driver's `sh`, then bash, then animset.
        let program = try #require(
            AnimationREPLTests.child(of: shell).flatMap(AnimationREPLTests.child(of:)),
            "no animset under the pane's shells")
        expectEqual(kill(program, SIGSEGV), 0)
        try terminal.waitFor("Segmentation fault")
        try Self.waitForMouse(terminal, "00")
    }

    /// `--mouse never` leaves the terminal alone; `mouse on` at the prompt turns reporting on,
    /// and with TERM=dumb nothing does (a warning says so once).
    @Test func theOptionAndTheCommand() throws {
        let history = Self.temporaryPath("history")
        let terminal = try Self.prompt(
            ["--seed", "7", "--color", "never", "--animate", "never", "--mouse", "never"], history: history)
        try terminal.waitFor("animset> ")
        try expectEqual(terminal.display("#{mouse_any_flag}#{mouse_sgr_flag}"), "00")
        terminal.type("mouse on")
        terminal.sendKeys("Enter")
        try Self.waitForMouse(terminal, "11")
        terminal.type("mouse off")
        terminal.sendKeys("Enter")
        try Self.waitForMouse(terminal, "00")
        try terminal.sendEOF(atPrompt: "animset> ")
        try terminal.waitFor("exited 0")

        let dumb = try Tmux(
            [
                "/bin/sh", "-c",
                #"TERM=dumb "$0" --seed 7 --animate never --mouse always; echo "exited $?"; exec sleep 60"#,
                Binary.path,
            ],
            width: 100, height: 40, environment: ["ANIMSET_HISTORY": history])
        try dumb.waitFor("animset> ")
        try expectEqual(dumb.display("#{mouse_any_flag}#{mouse_sgr_flag}"), "00")
        try dumb.waitFor("warning: this terminal does not report the mouse (TERM=dumb)")
        try dumb.sendEOF(atPrompt: "animset> ")
        try dumb.waitFor("exited 0")
    }
}
