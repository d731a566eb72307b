import Expectations
import Testing

/// Issue 37, item 1: every line `solve` prints plays back through `animset run`, the command a
/// player pastes it into, under every rule and deck, from the opening deal and from five other
/// starting points (two cards selected, three on show, a deal first, the middle of the game with
/// a match on show, and later with two cards selected). Before, every line with a refill or a
/// replace stopped at its first card the refill brought in ("card 2POD is not on the table"),
/// and a `deal` after a set replaced the match rather than adding 3.
///
/// Three runs of the built binary: the opening lines, the lines from the other starting
/// points (some of which start by playing part of an opening line), then every line replayed,
/// each checked by `expect over true` and `expect table N` with the cards its comment claims.
@Suite struct SolveReplayTests {
    static let rules = ["refill", "remove", "replace"]
    static let decks = ["standard", "junior"]
    /// Seeds by deck and rule: few, as the debug binary takes about 2 ms a command and a
    /// standard game under the remove rule is some 70 of them (seed 3 is the issue's).
    static func seeds(_ deck: String, _ rule: String) -> [UInt64] {
        deck == "junior" ? [1, 2] : rule == "refill" ? [3] : rule == "remove" ? [1] : [2]
    }
    static let options = ["--events", "off", "--bounds", "80x12", "--color", "never", "--ascii"]

    /// One game: its opening command and the commands that lead to a starting point.
    struct Start {
        var game: String
        var moves: [String]
        var script: [String] { [game] + moves }
    }

    /// A line `solve` printed: its commands and comments as printed, and the cards it claims.
    struct Line {
        var printed: [String]
        var left: Int
        var commands: [String] { printed.filter { !$0.hasPrefix("#") } }
    }

    /// Runs `starts`, each followed by `solve`, in one script; returns each start's line.
    static func solve(_ starts: [Start]) throws -> [Line] {
        let script = starts.flatMap { $0.script + ["solve"] }.joined(separator: "\n") + "\n"
        let result = try Binary.run(["run"] + options + ["-"], script: script)
        expectEqual(result.status, 0, "\(result.stderr.prefix(2000))")
        var lines: [Line] = []
        var current: [String]?
        for text in result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if text.hasPrefix("# The best line from here") {
                current = [text]
            } else if var printed = current {
                printed.append(text)
                current = printed
                guard text.hasPrefix("#") else { continue }
                let words = text.split(separator: " ")
                let left = words.count > 1 ? Int(words[1]) : nil
                lines.append(Line(printed: printed, left: left ?? -1))
                current = nil
            }
        }
        return lines
    }

    @Test func everyLinePlaysBackThroughRun() throws {
        var openings: [Start] = []
        for rule in Self.rules {
            for deck in Self.decks {
                for seed in Self.seeds(deck, rule) {
                    openings.append(Start(game: "new-game set --seed \(seed) --rule \(rule) --deck \(deck)", moves: []))
                }
            }
        }
        let opened = try Self.solve(openings)
        try #require(opened.count == openings.count, "\(opened.count) lines for \(openings.count) games")
        var starts: [Start] = []
        for (start, line) in zip(openings, opened) {
            let moves = line.commands
            starts.append(Start(game: start.game, moves: ["choose 1 2"]))
            starts.append(Start(game: start.game, moves: ["choose 1 2 3"]))
            starts.append(Start(game: start.game, moves: ["deal"]))
            // NB: the middle of a game ends on a set taken (its match on show); the later
            // point goes on to two cards of the next set named by code (the refill's cards,
            // perhaps), or to slot 1 when a deal comes next.
            var half = Array(moves.prefix(moves.count / 2))
            while let last = half.last, !last.hasPrefix("choose") { half.removeLast() }
            starts.append(Start(game: start.game, moves: half))
            var later = Array(moves.prefix(moves.count * 2 / 3))
            while let last = later.last, !last.hasPrefix("choose") { later.removeLast() }
            let next = later.count < moves.count ? moves[later.count].split(separator: " ") : []
            let two =
                next.first == "choose" ? "choose " + next.dropFirst().prefix(2).joined(separator: " ") : "choose 1"
            starts.append(Start(game: start.game, moves: later + [two]))
        }
        let others = try Self.solve(starts)
        try #require(others.count == starts.count, "\(others.count) lines for \(starts.count) starting points")
        let all = zip(openings + starts, opened + others).map { ($0, $1) }
        #expect(
            all.contains { $0.1.printed.contains("unselect") && $0.1.commands.first != "unselect" },
            "a deal after a set")
        // The replay: each starting point, then its line as printed (comments and all).
        var script: [String] = []
        var firstLine: [Int] = []
        for (start, line) in all {
            firstLine.append(script.count + 1)
            script += start.script + line.printed + ["expect over true", "expect table \(line.left)"]
        }
        let replay = try Binary.run(
            ["run", "--keep-going"] + Self.options + ["-"], script: script.joined(separator: "\n") + "\n")
        var failed: [String] = []
        for error in replay.stderr.split(separator: "\n") where error.hasPrefix("<stdin>:") {
            let number = Int(error.split(separator: ":")[1]) ?? 0
            let index = (firstLine.lastIndex { $0 <= number }) ?? 0
            failed.append("\(all[index].0.script.joined(separator: "; ")): \(error)")
        }
        #expect(
            failed.isEmpty,
            "\(failed.count) failures of \(all.count) lines:\n\(failed.prefix(8).joined(separator: "\n"))")
        expectEqual(replay.status, 0)
    }
}
