import Foundation
import Simulation
import Synchronization

/// `animset simulate --games N [--policy first|random] [--threads T] [--shard I/N]`: Monte Carlo
/// solo games; the statistics go to stdout (text or JSON), a progress bar to stderr when it is
/// a terminal.
enum SimulateCommand {
    /// The usage line.
    static let usage = "animset simulate --games N [--policy first|random] [--threads T] [--seed S] [--shard I/N]"

    /// Runs the command with the arguments after `simulate` (the common options already taken
    /// out); returns the exit code: 0, or 64 for a usage error.
    static func run(_ arguments: [String], json: Bool, seed: UInt64?, isTerminal: Bool) -> Int32 {
        let options: Options
        do {
            options = try Options(parsing: arguments)
        } catch {
            SimulationMessages.error(error.message + "\nusage: " + usage)
            return 64
        }
        let configuration = SimulationConfiguration(
            games: options.games, seed: seed ?? 1, policy: options.policy, shard: options.shard)
        let bar: SimulationProgressBar? = isTerminal ? SimulationProgressBar() : nil
        var progress: (@Sendable (Int, Int) -> Void)?
        if let bar {
            progress = { done, total in bar.show(done, of: total) }
        }
        let threads = options.threads ?? Simulator.defaultThreadCount
        let result = Simulator.run(configuration, threads: threads, progress: progress)
        bar?.finish()
        print(json ? result.json : result.report, terminator: json ? "\n" : "")
        return 0
    }

    /// The parsed arguments.
    struct Options {
        var games = 0
        var policy = Policy.first
        var threads: Int?
        var shard: Shard?

        init(parsing arguments: [String]) throws(UsageError) {
            var sawGames = false
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                let (name, inline) = Self.split(argument)
                func value() throws(UsageError) -> String {
                    if let inline { return inline }
                    guard let next = rest.popFirst() else { throw UsageError("\(name) needs a value") }
                    return next
                }
                switch name {
                case "--games":
                    let text = try value()
                    guard let games = Int(text), games >= 1 else {
                        throw UsageError("--games needs a positive whole number, not '\(text)'")
                    }
                    (self.games, sawGames) = (games, true)
                case "--policy":
                    let text = try value()
                    guard let policy = Policy(rawValue: text.lowercased()) else {
                        throw UsageError("unknown policy '\(text)' (first or random)")
                    }
                    self.policy = policy
                case "--threads":
                    let text = try value()
                    guard let threads = Int(text), threads >= 1 else {
                        throw UsageError("--threads needs a positive whole number, not '\(text)'")
                    }
                    self.threads = threads
                case "--shard":
                    let text = try value()
                    guard let shard = Shard(parsing: text) else {
                        throw UsageError("--shard needs I/N with 0 <= I < N, not '\(text)'")
                    }
                    self.shard = shard
                default:
                    throw UsageError("unknown argument '\(argument)'")
                }
            }
            guard sawGames else { throw UsageError("--games N is required") }
        }

        /// `--name=value` into its two halves; `--name` alone has no inline value.
        private static func split(_ argument: String) -> (String, String?) {
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
    }

    /// A usage error, worded.
    struct UsageError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}

/// `animset merge FILE...`: combines `simulate --format json` results of the shards of one run
/// into exactly what the one run prints.
///
/// Exit codes: 0; 64 without files; 66 when a file cannot be read; 1 when a file is not a
/// simulation result or the results do not fit together (different runs, overlapping games or
/// a gap). Shards that together cover only part of a run merge into a shard result (so merges
/// can be merged), with a note on stderr.
enum MergeCommand {
    /// Runs the command; `-` reads standard input.
    static func run(_ files: [String], json: Bool) -> Int32 {
        guard !files.isEmpty else {
            SimulationMessages.error("merge needs at least one result file\nusage: animset merge FILE...")
            return 64
        }
        var results: [SimulationResult] = []
        for file in files {
            guard let text = read(file) else {
                SimulationMessages.error("cannot read '\(file)'")
                return 66
            }
            do {
                results.append(try SimulationResult(json: text))
            } catch {
                SimulationMessages.error("'\(file)': \(error)")
                return 1
            }
        }
        let merged: SimulationResult
        do {
            merged = try SimulationResult.merge(results)
        } catch {
            SimulationMessages.error("cannot merge: \(error)")
            return 1
        }
        if !merged.isWholeRun {
            let range = merged.gameRange
            SimulationMessages.note("the results cover games \(range.lowerBound)..<\(range.upperBound) of \(merged.totalGames)")
        }
        print(json ? merged.json : merged.report, terminator: json ? "\n" : "")
        return 0
    }

    private static func read(_ file: String) -> String? {
        if file == "-" {
            return String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
        }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}

/// A one-line progress bar on stderr, redrawn in place when the shown figure changes.
private final class SimulationProgressBar: Sendable {
    private let shown = Atomic<Int>(-1)

    func show(_ done: Int, of total: Int) {
        let permille = total == 0 ? 1000 : done * 1000 / total
        guard shown.exchange(permille, ordering: .relaxed) != permille else { return }
        let width = 40
        let filled = permille * width / 1000
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let line = "\r[\(bar)] \(permille / 10).\(permille % 10)%  \(done)/\(total) games"
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// Messages of `simulate` and `merge` on stderr.
private enum SimulationMessages {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("animset: error: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("animset: note: \(message)\n".utf8))
    }
}
