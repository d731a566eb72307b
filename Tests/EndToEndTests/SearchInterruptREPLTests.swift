import Expectations
import Foundation
import Testing
import TmuxDriver

/// Issue 37, item 6, at the prompt through tmux: Ctrl-C stops `solve` with the largest budget
/// (a search of minutes from this position) and `hint best` on a table of 66 cards (seconds),
/// each with a one-line note, the prompt back, and nothing changed. Before, Ctrl-C was ignored
/// until the search ended.
@Suite(.serialized) struct SearchInterruptREPLTests {
    /// Waits until the prompt has read `line` (libedit echoed its Return: the cursor is below
    /// it), so that Ctrl-C reaches the command rather than the line being typed.
    static func waitUntilRead(_ line: String, on terminal: Tmux) throws {
        _ = try terminal.waitUntil("'\(line)' read") { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            guard let row = rows.lastIndex(where: { $0.hasPrefix("animset> " + line) }),
                let cursor = Int((try? terminal.display("#{cursor_y}")) ?? "")
            else { return false }
            return cursor > row
        }
    }

    /// Types `line`, waits for the prompt to come back with `shown` on the screen after it, and
    /// returns what the screen shows after the line.
    @discardableResult
    static func run(_ line: String, showing shown: String, on terminal: Tmux) throws -> String {
        terminal.type(line)
        terminal.sendKeys("Enter")
        // NB: the scrollback too, as a long output scrolls the line typed off the screen.
        var after = ""
        _ = try terminal.waitUntil("'\(shown)' after '\(line)'") { screen in
            guard REPLTests.promptLine(screen) == "animset>", let all = try? terminal.captureAll(),
                let typed = all.range(of: "animset> " + line, options: .backwards)
            else { return false }
            after = String(all[typed.upperBound...])
            return shown.isEmpty || after.contains(shown)
        }
        return after
    }

    /// A folder of the test's own, and the prompt in a terminal whose history and statistics
    /// stay in it.
    static func prompt() throws -> (folder: String, terminal: Tmux) {
        let folder = NSTemporaryDirectory() + "animset-interrupt-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let terminal = try Tmux(
            [Binary.path, "--color", "never", "--animate", "never", "--events", "off", "--bounds", "80x12"],
            width: 100, height: 40,
            environment: ["ANIMSET_HISTORY": folder + "/history", "XDG_STATE_HOME": folder])
        try terminal.waitFor("animset> ")
        return (folder, terminal)
    }

    /// Types `line`, presses Ctrl-C once the prompt has read it, and waits for the one-line note
    /// that `command` stopped and changed nothing.
    static func interrupt(_ line: String, naming command: String, on terminal: Tmux) throws {
        terminal.type(line)
        terminal.sendKeys("Enter")
        try waitUntilRead(line, on: terminal)
        terminal.sendKeys("C-c")
        try terminal.waitFor("\nerror: interrupted: \(command) stopped at Ctrl-C; nothing changed")
    }

    @Test func controlCStopsSolveAndHintBest() throws {
        let (folder, terminal) = try Self.prompt()
        defer { terminal.kill() }
        let codes = (1...3).flatMap { n in
            "RGP".flatMap { c in "STO".flatMap { f in "DSO".map { s in "\(n)\(c)\(f)\(s)" } } }
        }
        let hard =
            ["layout " + codes.joined(separator: " ")]
            + [
                "3RTD 3POD 3GSD", "2GOO 2PSO 2RTO", "2POD 2GSO 2RTS", "1RTS 1PTO 1GTD", "2POO 3PTO 1PSO",
                "3GOS 2POS 1ROS",
                "3RSD 1RSS 2RSO", "1PTS 1ROD 1GSO", "1PTD 3RTO 2GTS", "2GSS 1GSD 3GSO", "2RTD 2ROO 2RSS",
                "2GSD 1GTS 3GOO",
                "2PTD 1GTO 3RTS", "1ROO 3POS 2GOD",
            ].map { "choose " + $0 }
        try (hard.joined(separator: "\n") + "\n").write(toFile: folder + "/hard", atomically: true, encoding: .utf8)
        try ("layout " + codes.prefix(66).joined(separator: " ") + "\n").write(
            toFile: folder + "/wide", atomically: true, encoding: .utf8)

        try Self.run("source \(folder)/hard", showing: "Set! 1ROO 3POS 2GOD.", on: terminal)
        try Self.interrupt("solve --budget 20000000", naming: "solve", on: terminal)
        let after = try Self.run("expect table 42", showing: "", on: terminal)
        expectOmits(after, "error", "\(after)")

        try Self.run("source \(folder)/wide", showing: "Dealt", on: terminal)
        // NB: the points only ("Score 69:"): the time played runs on at the prompt.
        let score = { (text: String) in
            text.split(separator: "\n").first { $0.hasPrefix("Score ") }?.split(separator: ":").first.map(String.init)
        }
        let before = try #require(score(try Self.run("score", showing: "Score ", on: terminal)))
        try Self.interrupt("hint best", naming: "hint best", on: terminal)
        expectEqual(score(try Self.run("score", showing: "Score ", on: terminal)), before)
        try terminal.sendEOF(atPrompt: "animset> ")
        try expectEqual(terminal.waitForExit(), 0)
    }

    /// Issue 39, item 3: Ctrl-C stops `review` of a game of 12 sets (seconds of rollouts in a
    /// debug build) with the same one-line note, and the game goes on as it was.
    @Test func controlCStopsReview() throws {
        let (folder, terminal) = try Self.prompt()
        defer { terminal.kill() }
        let sets = [
            "2RSS 3GOO 1PTD", "2GOO 2PTS 2RSD", "3ROD 3RSD 3RTD", "1PSD 1GSO 1RSS", "2GSS 1ROO 3PTD",
            "1PSO 2GOD 3RTS", "unselect", "2RTD 1POS 3GSO", "unselect", "1POO 1ROS 1GOD", "unselect",
            "2RTO 1GTD 3PTS", "3PTO 2GOS 1RSD", "unselect", "1ROD 2PSS 3GTO", "unselect", "1GTS 3POD 2RSO",
        ]
        let game = ["new set --seed 7"] + sets.map { $0 == "unselect" ? $0 : "choose " + $0 }
        try (game.joined(separator: "\n") + "\n").write(toFile: folder + "/game", atomically: true, encoding: .utf8)
        try Self.run("source \(folder)/game", showing: "Set! 1GTS 3POD 2RSO.", on: terminal)
        try Self.interrupt("review", naming: "review", on: terminal)
        let after = try Self.run("expect deck 36", showing: "", on: terminal)
        expectOmits(after, "error", "\(after)")
        try terminal.sendEOF(atPrompt: "animset> ")
        try expectEqual(terminal.waitForExit(), 0)
    }
}
