import Expectations
import Foundation
import Testing
import TmuxDriver

/// Live animation at the prompt, watched through tmux as a person would: cards move while a
/// command plays, a key skips to the end and starts the next line, Ctrl-C stops with the
/// cursor back, a resize ends on the board of the new size. Animations play at a quarter of
/// their speed (`animate 0.25`), so a capture in the middle is reliable on a busy machine.
@Suite(.serialized) struct AnimationREPLTests {
    /// A prompt in a 100x40 terminal, animating at a quarter speed.
    /// A history file of its own, removed when the tests end.
    static func history() -> String {
        let path = NSTemporaryDirectory() + "animset-history-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(path)
        return path
    }

    static func slowPrompt(width: Int = 100, height: Int = 40, speed: String = "0.25") throws -> Tmux {
        let terminal = try Tmux(
            [Binary.path, "--seed", "7", "--color", "never"], width: width, height: height,
            environment: ["ANIMSET_HISTORY": Self.history()])
        try terminal.waitFor("animset> ")
        terminal.type("animate " + speed)
        terminal.sendKeys("Enter")
        try terminal.waitFor("Animation: on, speed \(speed).")
        return terminal
    }

    /// The slowest speed: a deal plays for 20 s, so that a skip (the prompt back at once) is
    /// told from the animation's end with a margin no busy machine eats up.
    static let slowest = "0.1"
    /// How long a skip may take on a busy machine: well under the 20 s of a deal at `slowest`.
    static let skipWindow: Duration = .seconds(15)

    /// Types `deal` and waits until its animation plays (the cursor hides while it does).
    static func startDeal(_ terminal: Tmux) throws {
        terminal.type("deal")
        terminal.sendKeys("Enter")
        let clock = ContinuousClock()
        let deadline = clock.now + Tmux.patience
        while try terminal.display("#{cursor_flag}") != "0" {
            guard clock.now < deadline else {
                throw Tmux.Failure.timedOut(waitingFor: "the deal to play", screen: try terminal.capture())
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Where `text` starts on `screen`: row and column (in characters), the last occurrence.
    static func position(of text: String, in screen: String) -> (row: Int, column: Int)? {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        for (row, line) in rows.enumerated().reversed() {
            if let range = line.range(of: text) {
                return (row, line.distance(from: line.startIndex, to: range.lowerBound))
            }
        }
        return nil
    }

    /// Whether the prompt is back: the last non-blank line is an empty prompt (or starts one).
    static func promptIsBack(_ screen: String, typed: String = "") -> Bool {
        let last = screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return String(last.reversed().drop { $0 == " " }.reversed())
            == ("animset> " + typed).trimmingCharacters(in: .whitespaces)
    }

    @Test func aDealIsSeenMovingFromTheDeckToItsSlot() throws {
        let terminal = try Self.slowPrompt()
        try Self.startDeal(terminal)
        var captures: [String] = []
        let final = try terminal.waitUntil("the deal to end", timeout: .seconds(30)) { screen in
            captures.append(screen)
            return Self.promptIsBack(screen)
        }
        let playing = captures.dropLast().filter { !Self.promptIsBack($0) }
        #expect(!playing.isEmpty)
        #expect(playing.contains { $0 != final }, "a capture while the deal plays differs from the final board")

        // The 13th card: face down on the deck, then in flight, then in its slot.
        let slot = try #require(Self.position(of: "╭ 13 ", in: final), "\(final)")
        let deck = try #require(Self.position(of: "╰─ deck 66 ─╯", in: final), "\(final)")
        let deckTop = (row: deck.row - 4, column: deck.column)
        let inFlight = playing.compactMap { Self.position(of: "╭ 13 ", in: $0) }.filter { place in
            let rows = min(slot.row, deckTop.row)...max(slot.row, deckTop.row)
            let columns = min(slot.column, deckTop.column)...max(slot.column, deckTop.column) + 1
            return rows.contains(place.row) && columns.contains(place.column)
                && place != slot && (place.row, place.column) != (deckTop.row, deckTop.column)
        }
        #expect(!inFlight.isEmpty, "no capture shows card 13 between the deck \(deckTop) and slot 13 \(slot)")
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
    }

    /// Issue 19, item 9: the first board at launch is dealt from the deck, card by card, as
    /// `new-game` deals a table (it appeared at once).
    @Test func theFirstBoardIsDealtAsANewGameDealsIt() throws {
        let terminal = try Tmux(
            [Binary.path, "--seed", "7", "--color", "never", "--speed", "0.25"], width: 100, height: 40,
            environment: ["ANIMSET_HISTORY": Self.history()])
        var captures: [String] = []
        let final = try terminal.waitUntil("the first prompt", timeout: .seconds(120)) { screen in
            captures.append(screen)
            return Self.promptIsBack(screen)
        }
        let slot = try #require(Self.position(of: "╭ 12 ", in: final), "\(final)")
        let playing = captures.filter { $0.contains("Set · score 0 · deck 69") && !Self.promptIsBack($0) }
        #expect(
            playing.contains { Self.position(of: "╭ 12 ", in: $0).map { $0 != slot } ?? true },
            "no capture under the status line shows card 12 anywhere but in its slot: the board came at once")
        expectContains(final, "╰─ deck 69 ─╯", "\(final)")
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
    }

    @Test func aKeySkipsToTheEndAndStartsTheNextLine() throws {
        let launched = ContinuousClock.now
        let terminal = try Self.slowPrompt(speed: Self.slowest)
        try Self.startDeal(terminal)
        let start = ContinuousClock.now
        terminal.type("s")
        let screen = try terminal.waitUntil("the prompt with the key on it", timeout: Self.skipWindow) {
            Self.promptIsBack($0, typed: "s")
        }
        #expect(ContinuousClock.now - start < Self.skipWindow, "the 20 s animation was cut short")
        expectContains(screen, "╰─ deck 66 ─╯", "the resting board is shown")
        try expectEqual(terminal.display("#{cursor_flag}"), "1")

        // The clock moved on by the animation's length (2 s), though it was skipped at once.
        terminal.sendKeys("BSpace")
        terminal.type("wait 0")
        terminal.sendKeys("Enter")
        let clock = try terminal.waitFor("Clock: ")
        let seconds =
            clock.split(separator: "\n").last { $0.hasPrefix("Clock: ") }
            .flatMap { Double($0.dropFirst("Clock: ".count).prefix { $0.isNumber || $0 == "." }) } ?? 0
        // NB: at the prompt the clock is real time too: it may pass 2 s by as much as the test
        // has taken, on a busy machine, but not by the animation's 20 s played out.
        let elapsed = Double((ContinuousClock.now - launched).components.seconds)
        #expect(seconds >= 2.0 && seconds < max(2.0, elapsed) + 1, "\(clock) after \(elapsed) s")

        // The rest of the line, and Return typed during the next animation submits it.
        terminal.type("s")
        terminal.type("core")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score -3")
        try Self.startDeal(terminal)
        terminal.type("score")
        terminal.sendKeys("Enter")
        try terminal.waitUntil("score run after the skipped deal", timeout: Self.skipWindow) { screen in
            screen.contains("animset> score\nScore -6")
        }
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
    }

    @Test func controlCStopsTheAnimationAndThePromptLivesOn() throws {
        let terminal = try Self.slowPrompt(speed: Self.slowest)
        try Self.startDeal(terminal)  // the cursor hides while the cards move
        terminal.sendKeys("C-c")
        let screen = try terminal.waitUntil("the prompt after Ctrl-C", timeout: Self.skipWindow) {
            Self.promptIsBack($0)
        }
        expectContains(screen, "╰─ deck 66 ─╯", "the state is as the deal made it")
        try expectEqual(terminal.display("#{cursor_flag}"), "1")
        terminal.type("expect deck 66")
        terminal.sendKeys("Enter")
        terminal.type("score")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Score -3")
        expectOmits((try terminal.capture()), "error")
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
    }

    @Test(arguments: [SIGSEGV, SIGABRT, SIGTERM])
    func aCrashDuringPlaybackGivesTheCursorBack(signal: Int32) throws {
        // NB: a shell stays in the pane after animset dies, since tmux forgets the cursor of
        // a dead pane.
        let history = NSTemporaryDirectory() + "animset-history-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(history)
        let terminal = try Tmux(
            ["/bin/sh", "-c", #""$0" --seed 7 --color never; echo "exited $?"; exec sleep 60"#, Binary.path],
            width: 100, height: 40, environment: ["ANIMSET_HISTORY": history])
        try terminal.waitFor("animset> ")
        terminal.type("animate 0.25")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Animation: on, speed 0.25.")
        try Self.startDeal(terminal)
        let shell = try #require(Int32(try terminal.display("#{pane_pid}")))
        let program = try #require(Self.child(of: shell).flatMap(Self.child(of:)), "no animset under the pane's shells")
        expectEqual(kill(program, signal), 0)
        try terminal.waitFor("exited \(128 + signal)")
        try expectEqual(terminal.display("#{cursor_flag}"), "1", "the handler showed the cursor again")
    }

    @Test func aScriptPlaysAsAMovieAndControlCEndsIt() throws {
        let script = try Binary.temporaryFile(Data("deal\nchoose 1 5 7\nchoose 2\nshuffle\n".utf8))
        let terminal = try Tmux(
            [
                "/bin/sh", "-c",
                #"trap : INT; "$0" run --animate always --speed 0.25 --seed 7 "$1"; echo "exited $?"; exec sleep 60"#,
                Binary.path, script,
            ], width: 100, height: 40)
        let clock = ContinuousClock()
        let deadline = clock.now + Tmux.patience
        while try terminal.display("#{cursor_flag}") != "0" {
            guard clock.now < deadline else {
                throw Tmux.Failure.timedOut(waitingFor: "the movie", screen: try terminal.capture())
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        terminal.sendKeys("C-c")
        try terminal.waitFor("exited 130")
        try expectEqual(terminal.display("#{cursor_flag}"), "1")
        expectOmits((try terminal.capture()), "Set! 2RSS", "the movie stopped at the deal")
    }

    /// The first process whose parent is `parent`.
    static func child(of parent: Int32) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == parent { return pid }
        }
        return nil
    }

    @Test func aResizeDuringPlaybackEndsOnTheBoardOfTheNewSize() throws {
        let terminal = try Self.slowPrompt()
        try Self.startDeal(terminal)
        try terminal.resize(width: 80, height: 30)
        let screen = try terminal.waitUntil("the prompt at the new size", timeout: .seconds(30)) { screen in
            screen.contains("The table is now 80x22.") && Self.promptIsBack(screen)
        }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 80 })
        expectContains(screen, "╰deck 66─╯", "the deck of the 22-row table")
        try expectEqual(terminal.display("#{cursor_flag}"), "1")
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
    }

    @Test func animateOffShowsOnlyTheRestingBoard() throws {
        let terminal = try Self.slowPrompt()
        terminal.type("animate off")
        terminal.sendKeys("Enter")
        try terminal.waitFor("Animation: off")
        terminal.type("deal")
        terminal.sendKeys("Enter")
        // NB: no wall-clock window (a busy machine is slow): the board and the prompt come back.
        try terminal.waitUntil("the board", timeout: .seconds(60)) {
            $0.contains("╰─ deck 66 ─╯") && Self.promptIsBack($0)
        }
        terminal.sendKeys("C-d")
        try expectEqual(terminal.waitForExit(), 0)
    }
}
