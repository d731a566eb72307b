import Foundation
import Testing

/// The prompt driven through tmux as a person would: type a prefix and Tab, Up for history,
/// Ctrl-C to cancel a line, Ctrl-D to leave with status 0.
@Suite(.serialized) struct REPLTests {
    /// A tmux server of our own, with one session running animset at a fixed size.
    final class Terminal {
        let socket = "animset-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let status: String

        init(arguments: String, environment: String) throws {
            status = NSTemporaryDirectory() + socket + ".status"
            let command = "\(environment) \(Binary.path) \(arguments); echo $? > \(status); sleep 60"
            try tmux(["new-session", "-d", "-s", "main", "-x", "100", "-y", "40", command])
        }

        deinit { _ = try? tmux(["kill-server"]) }

        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
            // NB: the tmux server started by new-session inherits the command's standard
            // output; a pipe would never reach end of file, so output goes through a file.
            let capture = NSTemporaryDirectory() + socket + ".out"
            _ = FileManager.default.createFile(atPath: capture, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: capture))
            defer { try? handle.close(); try? FileManager.default.removeItem(atPath: capture) }
            process.standardOutput = arguments.first == "new-session" ? FileHandle.nullDevice : handle
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return (try? String(contentsOfFile: capture, encoding: .utf8)) ?? ""
        }

        func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "main"] + keys) }

        func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "main"]) }

        /// Waits until the screen shows `text` (up to 10 s); returns the screen.
        @discardableResult
        func waitFor(_ predicate: (String) -> Bool) throws -> String {
            var last = ""
            for _ in 0..<200 {
                last = try screen()
                if predicate(last) { return last }
                usleep(50_000)
            }
            Issue.record("timed out; the screen was:\n\(last)")
            return last
        }

        /// The last prompt line on the screen.
        func promptLine() throws -> String {
            try screen().split(separator: "\n").last { $0.hasPrefix("animset>") }.map(String.init) ?? ""
        }
    }

    static var tmuxAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

    @Test func tabHistoryControlCAndControlD() throws {
        try #require(Self.tmuxAvailable, "tmux is installed by Scripts/setup")
        let history = NSTemporaryDirectory() + "animset-history-\(UUID().uuidString)"
        let terminal = try Terminal(arguments: "--seed 7 --color never", environment: "ANIMSET_HISTORY=\(history)")
        try terminal.waitFor { $0.contains("animset> ") }

        // A prefix and Tab completes the command.
        try terminal.send("cho", "Tab")
        try terminal.waitFor { _ in (try? terminal.promptLine()) == "animset> choose" }
        try terminal.send("1 5 7", "Enter")
        try terminal.waitFor { $0.contains("Set! 2RSS 3GOO 1PTD.") }

        // Tab completes arguments too: game names.
        try terminal.send("game conc", "Tab")
        try terminal.waitFor { _ in (try? terminal.promptLine()) == "animset> game concentration" }
        try terminal.send("C-u")

        // Ctrl-C cancels the line being typed; nothing runs.
        try terminal.send("deal")
        try terminal.send("C-c")
        try terminal.waitFor { _ in (try? terminal.promptLine()) == "animset>" }
        #expect(!(try terminal.screen()).contains("Dealt"))

        // Up recalls the last line from the history.
        try terminal.send("Up")
        try terminal.waitFor { _ in (try? terminal.promptLine()) == "animset> choose 1 5 7" }
        try terminal.send("C-u")

        // A bad line is refused with one line, and the prompt goes on.
        try terminal.send("choose 0", "Enter")
        try terminal.waitFor { $0.contains("error: slot 0 is out of range") }

        // Ctrl-D leaves with status 0 and the history is saved, private.
        try terminal.send("C-d")
        var status = ""
        for _ in 0..<200 where status.isEmpty {
            status = (try? String(contentsOfFile: terminal.status, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            usleep(50_000)
        }
        #expect(status == "0")
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        #expect(saved.hasPrefix("_HiStOrY_V2_"))
        #expect(saved.contains("choose"))
        let attributes = try FileManager.default.attributesOfItem(atPath: history)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aTerminalResizeRedrawsTheBoard() throws {
        try #require(Self.tmuxAvailable, "tmux is installed by Scripts/setup")
        let terminal = try Terminal(arguments: "--seed 7 --color never --events off", environment: "ANIMSET_HISTORY=/dev/null")
        try terminal.waitFor { $0.contains("animset> ") }
        try terminal.tmux(["resize-window", "-t", "main", "-x", "60", "-y", "30"])
        let screen = try terminal.waitFor { $0.contains("The table is now 60x25") || $0.contains("60x25") }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
