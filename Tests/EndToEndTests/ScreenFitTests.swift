import Expectations
import Foundation
import Testing
import TmuxDriver

/// Issue 19, items 1 and 8: whole games played at the prompt with live animation on, in a
/// 120x45 and an 80x24 terminal, as a person plays them. After every move what the command
/// printed (its messages, the event summary and the status line), the board and the prompt
/// are on the screen together: nothing scrolled away, no second copy of the board under the
/// animation. Before, Concentration's 40-line board was printed and then animated again under
/// itself, and the messages were 80 lines up by the end of the game.
@Suite(.serialized) struct ScreenFitTests {
    /// A prompt in a terminal of `width` x `height`, and the moves played on it.
    struct Player {
        let terminal: Tmux
        let height: Int
        /// How the game's status line starts.
        let status: String

        /// Starts `animset ARGUMENTS` in the terminal, animation on at `speed` (or `animate`
        /// as given). NB: fast (6, was 2; Set 10, was 4): what is checked is the screen after each
        /// animation, and every frame drawn costs CPU (issue 37: 900 CPU-seconds for the test command).
        init(
            _ arguments: [String], width: Int, height: Int, status: String, speed: Double = 6,
            animate: String = "always"
        ) throws {
            terminal = try Tmux(
                [Binary.path, "--animate", animate, "--speed", String(speed)] + arguments,
                width: width, height: height, environment: ["ANIMSET_HISTORY": "/dev/null"])
            self.height = height
            self.status = status
            try terminal.waitUntil("the first prompt", timeout: .seconds(120)) { Self.lastLine(of: $0) == "animset>" }
        }

        /// The last line with something on it, trailing blanks trimmed.
        static func lastLine(of screen: String) -> String {
            screen.split(separator: "\n").map(trimmed).last { !$0.isEmpty } ?? ""
        }

        static func trimmed(_ line: Substring) -> String {
            String(line.reversed().drop { $0 == " " }.reversed())
        }

        /// Types `command`, waits for the prompt to come back after it, and checks that
        /// everything the command printed and the prompt are on the screen, as the last rows,
        /// with the status line once (`hint` without a set prints one line, no board). Returns
        /// the lines printed.
        @discardableResult
        func play(_ command: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
            let echo = "animset> " + command
            terminal.type(command)
            try terminal.waitUntil("'\(command)' typed", timeout: .seconds(120)) { Self.lastLine(of: $0) == echo }
            terminal.sendKeys("Enter")
            try terminal.waitUntil("the prompt after '\(command)'", timeout: .seconds(120)) {
                Self.lastLine(of: $0) == "animset>"
            }
            let all = try terminal.captureAll().split(separator: "\n", omittingEmptySubsequences: false).map(
                Self.trimmed)
            let screen = try terminal.capture().split(separator: "\n", omittingEmptySubsequences: false).map(
                Self.trimmed)
            guard let start = all.lastIndex(of: echo), let end = all.lastIndex(where: { !$0.isEmpty }), start < end
            else {
                Issue.record("'\(command)' is not in the scrollback", sourceLocation: sourceLocation)
                return []
            }
            let printed = Array(all[(start + 1)..<end])
            guard let prompt = screen.lastIndex(where: { !$0.isEmpty }) else {
                Issue.record("a blank screen after '\(command)'", sourceLocation: sourceLocation)
                return printed
            }
            let shown = Array(screen[max(0, prompt - printed.count)..<prompt])
            expectEqual(
                shown, printed,
                """
                after '\(command)' in \(height) rows, \(printed.count) lines printed and the prompt are not all on \
                the screen:\n\(screen.joined(separator: "\n"))
                """,
                sourceLocation: sourceLocation)
            // A move shows the board under its status line, once; `hint` without a set shows none.
            let board = command != "hint" || printed.count > 1
            expectEqual(
                printed.filter { $0.hasPrefix(status) }.count, (board ? 1 : 0),
                "the status line after '\(command)':\n\(printed.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            return printed
        }

        /// Leaves the prompt.
        func quit() throws {
            terminal.sendKeys("C-d")
            try expectEqual(terminal.waitForExit(timeout: .seconds(120)), 0)
        }
    }

    /// The `Slot N: FACE.` lines of a move.
    static func faces(in printed: [String]) -> [Int: String] {
        var faces: [Int: String] = [:]
        for line in printed where line.hasPrefix("Slot ") {
            let parts = line.dropFirst(5).split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let slot = Int(parts[0]) else { continue }
            faces[slot] = String(parts[1].dropFirst().dropLast())
        }
        return faces
    }

    /// A whole solo game of Concentration: every second card turned in order, then the pairs
    /// remembered, as a person with a good memory plays. Without animation too: the board
    /// drawn once still filled the window, and the three message lines scrolled away.
    @Test(arguments: [(120, 45, "always"), (80, 24, "always"), (120, 45, "never")])
    func aWholeConcentrationGameKeepsEveryMessageOnTheScreen(width: Int, height: Int, animate: String) throws {
        let player = try Player(
            ["--seed", "11", "--game", "concentration"], width: width, height: height,
            status: "Concentration · ", animate: animate)
        var faces: [Int: String] = [:]
        var matched: Set<Int> = []
        var last: [String] = []
        for first in stride(from: 1, through: 15, by: 2) {
            last = try player.play("choose \(first) \(first + 1)")
            faces.merge(Self.faces(in: last)) { $1 }
            #expect(
                faces[first] != nil && faces[first + 1] != nil, "both cards named after 'choose \(first) \(first + 1)'")
            if last.contains(where: { $0.hasPrefix("Match!") }) { matched.formUnion([first, first + 1]) }
        }
        let left = Dictionary(grouping: faces.keys.filter { !matched.contains($0) }.sorted()) { faces[$0] ?? "" }
        for face in left.keys.sorted() {
            guard let pair = left[face], pair.count == 2 else {
                Issue.record("face \(face) in slots \(left[face] ?? [])")
                continue
            }
            last = try player.play("choose \(pair[0]) \(pair[1])")
            #expect(last.contains { $0.hasPrefix("Match!") })
        }
        #expect(last.contains { $0.hasPrefix("All 8 pairs found") }, "the end of the game on the screen")
        #expect(last.contains { $0.hasPrefix("Concentration · ") && $0.hasSuffix("game over") })
        try player.quit()
    }

    /// A whole solo Set game at 80x24: the hint's set chosen, three more dealt when there is none.
    @Test func aWholeSetGameKeepsEveryMessageOnTheScreen() throws {
        let player = try Player(["--seed", "11"], width: 80, height: 24, status: "Set · ", speed: 10)
        var over = false
        for _ in 0..<80 where !over {
            let hint = try player.play("hint")
            let printed: [String]
            if let line = hint.first(where: { $0.hasPrefix("Hint: slots ") }) {
                let slots = line.dropFirst("Hint: slots ".count).split(separator: " ").prefix(3).joined(separator: " ")
                printed = try player.play("choose \(slots)")
                #expect(printed.contains { $0.hasPrefix("Set! ") })
            } else {
                printed = try player.play("deal")
            }
            over = printed.contains { $0.hasPrefix("Game over") }
        }
        #expect(over, "the game ends")
        try player.quit()
    }

    /// A whole matching game at 80x24 in 2-card mode: cards turned two by two, then pairs of
    /// the same rank or suit chosen from memory until no two can match.
    @Test func aWholeMatchingGameKeepsEveryMessageOnTheScreen() throws {
        let player = try Player(["--seed", "11", "--game", "matching"], width: 80, height: 24, status: "Matching · ")
        var faces: [Int: String] = [:]
        var matched: Set<Int> = []
        var over = false
        func choose(_ a: Int, _ b: Int) throws {
            let printed = try player.play("choose \(a) \(b)")
            faces.merge(Self.faces(in: printed)) { $1 }
            if printed.contains(where: { $0.hasPrefix("Match!") }) { matched.formUnion([a, b]) }
            over = printed.contains { $0.hasPrefix("Matching · ") && $0.hasSuffix("game over") }
        }
        for first in stride(from: 1, through: 11, by: 2) where !over {
            try choose(first, first + 1)
        }
        /// Two cards match when they share a rank or a suit (the last character).
        func match(_ a: String, _ b: String) -> Bool { a.dropLast() == b.dropLast() || a.last == b.last }
        while !over {
            let open = faces.keys.filter { !matched.contains($0) }.sorted()
            guard
                let pair = open.lazy.flatMap({ a in
                    open.filter { $0 > a && match(faces[a] ?? "", faces[$0] ?? "") }.map { (a, $0) }
                }).first
            else {
                Issue.record("no pair left to match, but the game is not over: \(faces)")
                break
            }
            try choose(pair.0, pair.1)
        }
        try player.quit()
    }
}
