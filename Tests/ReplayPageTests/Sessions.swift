import Foundation
import Interpreter
import ReplayPage

/// Recorded sessions of the three games, made in-process the way `run --format json` makes
/// them: every event kind, a refused command, and flips, deals and flights to sample.
enum Sessions {
    static let set = [
        "layout 1RSD 2RSD 3RSD 1GOS 2PTO 3GSS 1PTD 2GOO 3RTS 1ROO 2PSS 3GTD",
        "choose 1 2 3", "choose 1GOS 2PTO 3GSS", "choose 1PTD", "choose 1PTD", "deal", "shuffle", "gather", "pan 4 2",
        "restore", "resize 100 30", "hint", "choose 99", "undo", "deal",
    ]
    static let concentration = ["new-game concentration --seed 3"] + (1...8).map { "choose \($0)" } + ["choose 40", "theme"]
    static let matching = ["new-game matching --seed 3", "choose 1", "choose 2", "choose 3", "choose 4", "mode 3",
                           "choose 5", "choose 6", "choose 7", "choose 0"]

    static let all: [(name: String, lines: [String])] = [("set", set), ("concentration", concentration), ("matching", matching)]

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
