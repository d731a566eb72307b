import CardKit
import Foundation
import Interpreter
import ReplayPage
import WireFormat

/// Recorded sessions of the three games, made in-process the way `run --format json` makes
/// them: every event kind, a refused command, and flips, deals and flights to sample.
enum Sessions {
    static let set = [
        "layout 1RSD 2RSD 3RSD 1GOS 2PTO 3GSS 1PTD 2GOO 3RTS 1ROO 2PSS 3GTD",
        "choose 1 2 3", "choose 1GOS 2PTO 3GSS", "choose 1PTD", "choose 1PTD", "deal", "shuffle", "gather", "pan 4 2",
        "restore", "resize 100 30", "hint", "choose 99", "undo", "deal",
    ]
    static let concentration =
        ["new-game concentration --seed 3"] + (1...8).map { "choose \($0)" } + ["choose 40", "theme"]
    static let matching = [
        "new-game matching --seed 3", "choose 1", "choose 2", "choose 3", "choose 4", "mode 3",
        "choose 5", "choose 6", "choose 7", "choose 0",
    ]

    /// Dealt cards spinning (`animate spin`): two turns, one, a new game's table, an undo, the
    /// flip game's face-down table, then straight again.
    static let spin = [
        "animate spin 2", "deal", "new-game set --seed 4", "animate spin 1", "deal", "undo",
        "new-game concentration --seed 3", "new-game concentration --seed 4", "animate spin 0", "choose 1",
    ]

    /// UltraSet (`new-game set --variant ultra`): a claim (its fifth card a ghost while the
    /// four pulse), the next claim (the first four fly away past their ghost), a deal.
    static let ultra = [
        "new-game set --variant ultra --seed 3", "hint", "choose 1PTO 1PSO 2RTO 3GSO",
        "choose 2GSS 3ROO 1GSO 1ROS", "deal", "undo",
    ]

    /// Set-Chain (`new-game set --variant chain`): claims carrying a card of the previous set,
    /// from the table (the shown match) and from the discard pile (the card shown over the pile,
    /// selected, then with the match), one card at a time, and a claim in one line.
    static let chain = [
        "new-game set --variant chain --seed 3", "choose 1PTO 3RTS 2GTD", "choose 3RTS 3RSD 3ROO",
        "choose 3RSD 2RTO 1ROS", "choose 3RSD", "choose 3RSD", "choose 2GSS", "choose 1PSO",
        "choose 3RSD 1PTS 2GOO", "deal",
    ]

    static let all: [(name: String, lines: [String])] = [
        ("set", set), ("concentration", concentration), ("matching", matching), ("spin", spin), ("ultra", ultra),
        ("chain", chain),
    ]

    /// The JSON stream of `lines`, one record a line, as `run --format json --seed 5 --bounds 80x24` prints it.
    static func stream(_ lines: [String]) -> [String] {
        var options = SessionOptions()
        options.seed = 5
        options.rendersState = true
        var session = Session(options: options)
        return lines.enumerated().map { index, line in session.evaluate(line).json(line: index + 1) }
    }

    /// The page of `lines`, and the records it was made from.
    static func page(_ lines: [String]) throws -> (page: ReplayPage, stream: [String]) {
        let stream = stream(lines)
        return (try page(stream: stream), stream)
    }

    /// The page of a recorded `stream`, as `export` makes it.
    static func page(stream: [String]) throws -> ReplayPage {
        let scenes = try stream.map { line in
            let record = try RecordedCommand(line: Array(line.utf8))
            return ReplayPage.Scene(record: record, table: try record.restingTable(fallback: .standard))
        }
        return ReplayPage(title: "test", scenes: scenes)
    }

    /// Writes `html` to a new temporary file and returns its path.
    static func file(_ html: String) throws -> String {
        let path = NSTemporaryDirectory() + "animset-page-\(UUID().uuidString).html"
        try html.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }
}

extension Sessions {
    /// A random session of `count` commands seeded with `seed`, as a person might play: Set
    /// mostly (sets found, deals, wrong choices, shuffles, hints, undo and redo, the view
    /// commands, refusals), now and then a new game of another kind and back.
    static func random(seed: UInt64, count: Int) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var options = SessionOptions()
        options.seed = 5
        var session = Session(options: options)
        var game = GameKind.set
        var lines: [String] = []
        func pick(_ bound: Int) -> Int { Int(generator.below(UInt32(bound))) }
        while lines.count < count {
            let line: String
            switch (game, pick(20)) {
            case (.set, 0..<6): line = foundSet(session) ?? "deal"
            case (.set, 6..<9):
                line = "choose " + (0..<(1 + pick(3))).map { _ in String(1 + pick(16)) }.joined(separator: " ")
            case (.set, 9..<11): line = "deal"
            case (.set, 11): line = "shuffle"
            case (.set, 12): line = "hint"
            case (.set, 13):
                line =
                    [
                        "gather", "restore", "pan \(pick(9) - 4) \(pick(5) - 2)",
                        "resize \(40 + pick(120)) \(12 + pick(40))",
                    ][pick(4)]
            case (_, 14): line = "undo"
            case (_, 15): line = "redo"
            case (_, 16): line = "new-game set --seed \(pick(1000))"
            case (_, 17): line = "new-game \(pick(2) == 0 ? "concentration" : "matching") --seed \(pick(1000))"
            case (.concentration, _), (.matching, _): line = pick(8) == 0 ? "game set" : "choose \(1 + pick(20))"
            default: line = "board"
            }
            _ = session.evaluate(line)
            if line.hasPrefix("new-game ") {
                game = line.contains("concentration") ? .concentration : line.contains("matching") ? .matching : .set
            }
            if line == "game set" { game = .set }
            lines.append(line)
        }
        return lines
    }

    /// `choose` of a set on the table, from a hint asked of a copy of the session; nil when
    /// there is none.
    private static func foundSet(_ session: Session) -> String? {
        var probe = session
        let text = probe.evaluate("hint").text
        guard let start = text.range(of: "Hint: slots "), let end = text[start.upperBound...].firstIndex(of: "(") else {
            return nil
        }
        return "choose " + text[start.upperBound..<end].trimmingCharacters(in: .whitespaces)
    }
}
