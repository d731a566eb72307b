import ArgumentParser
import Interpreter
import LineEditing
import Simulation

/// `animset merge FILE...`: combines `simulate --format json` results of the shards of one run
/// into exactly what the one run prints.
///
/// Exit codes: 0; 64 without files; 66 when a file cannot be read; 1 when a file was read but
/// is not a simulation result, or the results do not fit together (different runs, overlapping
/// games, a gap, or shards missing). With `--partial`, shards that together cover only part of
/// a run merge into a shard result (so merges can be merged), with a note on stderr.
struct MergeCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine simulate --shard results into what one run prints.",
        discussion: "--format text, json or html prints the merged result as simulate does."
    )

    @Flag(help: "Merge shards that cover only part of the run into a shard result, instead of failing.")
    var partial = false

    @OptionGroup var output: FormatOption

    @Argument(
        help: ArgumentHelp("Results of simulate --format json; - is standard input.", valueName: "FILE"),
        completion: .file())
    var files: [String]

    /// The largest result file read, in bytes; a real one is about 2 kB.
    static let maximumSize = 1 << 20

    func execute() throws -> ExitCode {
        var results: [SimulationResult] = []
        for file in files {
            let bytes =
                try file == "-"
                ? Files.readStandardInput(limit: MergeCommand.maximumSize)
                : Files.readFile(file, limit: MergeCommand.maximumSize)
            do {
                results.append(try SimulationResult(bytes: bytes))
            } catch {
                Program.error("'\(FileError.shown(file))': \(error)")
                return .failure
            }
        }
        let merged: SimulationResult
        do {
            merged = try SimulationResult.merge(results, partial: partial)
        } catch {
            Program.error("cannot merge: \(error)")
            return .failure
        }
        if !merged.isWholeRun {
            let range = merged.gameRange
            Program.say(
                .note, "the results cover games \(range.lowerBound)..<\(range.upperBound) of \(merged.totalGames)")
        }
        Console.writeOutput(merged.output(as: output.format))
        return .success
    }
}
