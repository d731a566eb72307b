import Expectations
import Foundation
import LineEditing
import Testing
import TmuxDriver

/// `EditLineReader` at a real terminal: this test binary runs itself in tmux as a tiny REPL
/// (`drivenProgram`, enabled only in that child) and the tests type at it.
@Suite(.serialized) struct EditLineTerminalTests {
    static let childVariable = "ANIMSET_LINEEDITING_CHILD"
    static let isChild = ProcessInfo.processInfo.environment[childVariable] != nil
    static let commands = ["deal", "choose", "hint", "help", "new-game", "théme"]

    /// Not a test of its own: the REPL that the other tests drive. It prints each result of
    /// `read` in brackets and stops at end of input.
    @Test(.enabled(if: isChild)) func drivenProgram() {
        let history = ProcessInfo.processInfo.environment["ANIMSET_TEST_HISTORY"]
        let reader = EditLineReader(historyPath: history) { line, cursor in
            guard cursor == line.utf8.count else { return ["bad-cursor"] }
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            if words.count <= 1 { return Self.commands }
            return words.first == "choose" ? (1...12).map(String.init) : []
        }
        Console.writeOutput("[started]\n")
        if let seconds = ProcessInfo.processInfo.environment["ANIMSET_TEST_DEADLINE"].flatMap(Double.init) {
            reader.deadline = SystemClock.monotonicSeconds() + seconds
        }
        while true {
            let result = reader.read(prompt: "test> ")
            switch result {
            case .line(let bytes) where bytes == Array("exit".utf8):
                Console.writeOutput("[end]\n")
                Console.flushOutput()
                reader.close()
                return
            case .line(let bytes):
                Console.writeOutput("[line:\(String(decoding: bytes, as: UTF8.self))]\n")
            case .interrupted:
                Console.writeOutput("[interrupted]\n")
            case .resized:
                let size = Terminal.terminalSize().map { "\($0.width)x\($0.height)" } ?? "none"
                Console.writeOutput("[resized \(size)]\n")
            case .due:
                reader.deadline = nil
                Console.writeOutput("[due]\n")
            case .endOfInput:
                Console.writeOutput("[end]\n")
            }
            Console.flushOutput()
            if result == .endOfInput { break }
        }
        reader.close()
    }

    @Test func typesEditsAndReturnsLines() throws {
        let (session, _) = try start()
        session.type("deal")
        session.sendKeys("Enter")
        try session.waitFor("[line:deal]")
        session.type("théme 🂡 x")
        session.sendKeys("BSpace", "BSpace", "Enter")
        try session.waitFor("[line:théme 🂡]")
        session.type("world")
        session.sendKeys("C-a")
        session.type("hello ")
        session.sendKeys("Enter")
        try session.waitFor("[line:hello world]")
        session.sendKeys("Enter")
        try session.waitFor("[line:]")
    }

    @Test func tabCompletesAndLists() throws {
        let (session, _) = try start()
        session.type("dea")
        session.sendKeys("Tab")
        try session.waitFor("test> deal ")
        session.sendKeys("C-u")
        session.type("h")
        session.sendKeys("Tab")
        try session.waitFor("hint  help")
        session.type("i")
        session.sendKeys("Tab")
        try session.waitFor("test> hint ")
        session.sendKeys("C-u")
        session.type("choose 1")
        session.sendKeys("Tab")
        try session.waitFor("1   10  11  12")
        session.type("1")
        session.sendKeys("Tab", "Enter")
        try session.waitFor("[line:choose 11 ]")
        session.type("th")
        session.sendKeys("Tab", "Enter")
        try session.waitFor("[line:théme ]")
        session.type("hé")
        session.sendKeys("Tab")
        try session.waitFor("test> hé")  // nothing starts with "hé": no change, no listing
        session.sendKeys("BSpace", "Tab")
        try session.waitUntil("a second listing") { $0.components(separatedBy: "hint  help").count == 3 }
    }

    @Test func ctrlCCancelsTheLineAndCtrlDEnds() throws {
        let (session, _) = try start()
        session.type("abc")
        session.sendKeys("C-c")
        try session.waitFor("[interrupted]")
        session.type("x")
        session.sendKeys("Enter")
        try session.waitFor("[line:x]")
        session.type("y")
        session.sendKeys("C-d")  // not on an empty line: not the end
        session.sendKeys("C-c")
        // NB: C-d only once the prompt is back: sent while the program is between two lines, the
        // terminal is still in canonical mode and its line discipline swallows the EOF.
        try session.waitUntil("a second [interrupted] and the prompt") {
            $0.components(separatedBy: "[interrupted]\ntest> ").count == 3
        }
        session.sendKeys("C-d")
        try session.waitFor("[end]")
        try expectEqual(session.waitForExit(), 0)
    }

    @Test func resizeAbandonsTheLineAndTypesItBack() throws {
        let (session, _) = try start()
        session.type("choose 1 2")
        try session.waitFor("test> choose 1 2")
        try session.resize(width: 60, height: 20)
        try session.waitFor("[resized 60x20]")
        try session.waitUntil("the line typed back") { screen in
            screen.split(separator: "\n").last?.hasPrefix("test> choose 1 2") == true
        }
        session.type(" 3")
        session.sendKeys("Enter")
        try session.waitFor("[line:choose 1 2 3]")
    }

    /// The computer's move at the prompt: the deadline interrupts the line being typed, which
    /// comes back after the output with the cursor where it was.
    @Test func deadlineInterruptsAndTypesTheLineBackCursorAndAll() throws {
        let (session, _) = try start(deadline: 2)
        session.type("abcd")
        session.sendKeys("Left", "Left")
        try session.waitFor("[due]", timeout: .seconds(60))
        try session.waitUntil("the line typed back") { screen in
            screen.split(separator: "\n").last?.hasPrefix("test> abcd") == true
        }
        expectOmits((try session.capture()), "test> abcd\n[due]")  // the line was cleared first
        session.type("X")
        session.sendKeys("Enter")
        try session.waitFor("[line:abXcd]")
        session.type("y")
        session.sendKeys("C-c")
        try session.waitFor("[interrupted]\ntest> ")
        session.sendKeys("C-d")
        try session.waitFor("[end]")
        try expectEqual(session.waitForExit(), 0)
    }

    @Test func historyIsRecalledAndKeptAcrossSessions() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/state/animset/history"
        do {
            let (session, _) = try start(history: path)
            for line in ["deal", "hint", "choose 1 2 3"] {
                session.type(line)
                session.sendKeys("Enter")
                try session.waitFor("[line:\(line)]")
            }
            session.sendKeys("Up", "Up", "Enter")
            try session.waitFor("[line:hint]\ntest> ")
            // NB: the session ends with a line, not Ctrl-D: a Ctrl-D that reaches the terminal
            // between two lines, before libedit has it in raw mode again, is queued by the
            // kernel's canonical mode as a NUL byte, and the program waited for ever (2 runs of
            // 9 here, quiet machine or busy). The history is saved line by line either way.
            session.type("exit")
            session.sendKeys("Enter")
            try expectEqual(session.waitForExit(), 0)
        }
        try expectEqual(root.mode(of: "/state/animset/history"), 0o600)
        let (session, _) = try start(history: path)
        session.sendKeys("Up")  // the history is deal, hint, choose 1 2 3, hint, exit
        try session.waitFor("test> exit")
        session.sendKeys("Up", "Up", "Up", "Up", "Enter")
        try session.waitFor("[line:deal]")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("_HiStOrY_V2_\n"))
    }

    /// Starts the driven program in tmux and waits for its first prompt.
    func start(history: String? = nil, deadline: Double? = nil) throws -> (Tmux, String) {
        try #require(Tmux.isAvailable, "tmux is not installed")
        var environment = [Self.childVariable: "1", "LANG": "C.UTF-8", "EDITRC": "/dev/null"]
        environment["ANIMSET_TEST_HISTORY"] = history
        environment["ANIMSET_TEST_DEADLINE"] = deadline.map { String($0) }
        let session = try Tmux(
            [Self.testBinary, "--testing-library", "swift-testing", "--filter", "drivenProgram"],
            environment: environment)
        let screen = try session.waitFor("test> ")
        return (session, screen)
    }

    /// This test binary, by absolute path.
    static var testBinary: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }
}
