import Expectations
import Foundation
import Testing
import TmuxDriver

/// `animset replay` reads back what `--format json` printed and shows the game from nothing
/// but the JSON; `--animate` never changes what a pipe receives.
@Suite struct ReplayTests {
    static let script =
        "deal\nchoose 1 2 3\nhint\nchoose 4\nshuffle\ngather\npan 3 1\nrestore\nresize 70 20\nchoose 99\nundo\n"

    /// The table rows a `run` prints for the last board of `script`, at `bounds`.
    static func lastBoard(_ text: String, rows: Int) -> [String] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast().suffix(rows))
    }

    /// A stream recorded by this build.
    static func record() throws -> String {
        let recorded = try Binary.run(
            ["run", "--keep-going", "--format", "json", "--seed", "5", "--bounds", "80x24", "-"], script: script)
        expectEqual(recorded.status, 1, "choose 99 fails, the rest runs")
        return try Binary.temporaryFile(Data(recorded.stdout.utf8), suffix: ".jsonl")
    }

    @Test func aRecordedStreamEndsOnTheBoardTheGameShowed() throws {
        let stream = try Self.record()
        let replay = try Binary.run(["replay", stream])
        expectEqual(replay.status, 0, "\(replay.stderr)")
        #expect(replay.stderr.isEmpty)
        let text = try Binary.run(
            ["run", "--keep-going", "--seed", "5", "--bounds", "80x24", "--color", "never", "-"], script: Self.script)
        // The last command (undo) left a 70x20 table: the same rows, from the JSON alone.
        expectEqual(Self.lastBoard(replay.stdout, rows: 20), Self.lastBoard(text.stdout, rows: 20))
        expectContains(replay.stdout, "animset> choose 99\nerror: slot 99 is out of range")
        expectOmits(replay.stdout, "\u{1B}")
    }

    @Test(arguments: [
        (
            """
            {\"line\":1,\"error\":null,\"game\":\"set\",\"state\":null,\"events\":[],\"input\":\"deal\",\
            \"ok\":true}\nnot json\n
            """,
            ":2: error: not JSON"
        ),
        ("{\"hello\":1}\n", ":1: error: a record needs the key 'line'"),
        (
            """
            {\"line\":1,\"input\":\"x\",\"ok\":true,\"error\":null,\"game\":\"set\",\"state\":null,\
            \"events\":[{\"kind\":\"deal\",\"t\":\"soon\"}]}\n
            """,
            ":1: error: 'events[0].t' must be a number"
        ),
        (
            """
            {\"line\":1,\"ok\":true,\"error\":null,\"events\":[],\"input\":\"x\",\
            \"state\":{\"table\":[{\"card\":\"\\u001b[31m\"}]},\"game\":\"set\"}\n
            """,
            ":1: error: 'state.table[0].card' is not a card: '<U+001B>[31m'"
        ),
    ])
    func aBadStreamIsOneLineAndExit1(contents: String, message: String) throws {
        let path = try Binary.temporaryFile(Data(contents.utf8), suffix: ".jsonl")
        let replay = try Binary.run(["replay", path])
        expectEqual(replay.status, 1)
        #expect(replay.stderr == path + message + "\n" || replay.stderr.hasPrefix(path + message), "\(replay.stderr)")
        expectEqual(replay.stderr.split(separator: "\n").count, 1)
        #expect(replay.stdout.isEmpty, "nothing plays before the whole file is checked")
    }

    @Test(arguments: ["concentration", "matching"])
    func flipGamesReplayAndAsciiStaysSevenBit(game: String) throws {
        let recorded = try Binary.run(
            ["run", "--format", "json", "--game", game, "--seed", "3", "-"],
            script: "choose 1\nchoose 2\nchoose 3\nchoose 4\n")
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        let stream = try Binary.temporaryFile(Data(recorded.stdout.utf8), suffix: ".jsonl")
        let replay = try Binary.run(["replay", "--ascii", stream])
        expectEqual(replay.status, 0, "\(replay.stderr)")
        #expect(replay.stdout.utf8.allSatisfy { $0 < 0x80 }, "\(replay.stdout)")
        expectContains(replay.stdout, "animset> choose 4")
    }

    @Test func aMissingStreamExits66() throws {
        let replay = try Binary.run(["replay", "/nonexistent/stream.jsonl"])
        expectEqual(replay.status, 66)
        expectContains(replay.stderr, "cannot read '/nonexistent/stream.jsonl'")
    }

    @Test func animateNeverAndAlwaysPrintTheSameToAPipe() throws {
        let plain = try Binary.run(["run", "--keep-going", "--seed", "5", "-"], script: Self.script)
        for setting in ["never", "auto", "always"] {
            let other = try Binary.run(
                ["run", "--keep-going", "--seed", "5", "--animate", setting, "--speed", "4", "-"], script: Self.script)
            expectEqual(other.stdout, plain.stdout, "--animate \(setting)")
            expectEqual(other.stderr, plain.stderr)
        }
    }

    @Test func replayPlaysOnATerminalAndEndsOnTheFinalBoard() throws {
        try #require(Tmux.isAvailable, "tmux is not installed")
        let stream = try Self.record()
        let terminal = try Tmux([Binary.path, "replay", "--speed", "4", stream], width: 100, height: 40)
        try expectEqual(terminal.waitForExit(), 0)
        let screen = try terminal.capture()
        let text = try Binary.run(
            ["run", "--keep-going", "--seed", "5", "--bounds", "80x24", "--color", "never", "-"], script: Self.script)
        let rows = Self.lastBoard(text.stdout, rows: 20).filter { !$0.isEmpty }
        #expect(rows.allSatisfy { screen.contains($0) }, "\(screen)")
        expectContains(screen, "animset> undo")
    }
}
