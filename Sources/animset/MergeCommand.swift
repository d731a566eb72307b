import ArgumentParser
import Interpreter
import LineEditing
import Simulation

/// `animset merge FILE...`: combines `simulate --format json` results of the shards of one run
/// into exactly what the one run prints.
///
/// Exit codes: 0; 64 without files; 66 when a file cannot be read; 1 when a file is not a
/// simulation result or the results do not fit together (different runs, overlapping games or
/// a gap). Shards that together cover only part of a run merge into a shard result (so merges
/// can be merged), with a note on stderr.
struct MergeCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine simulate --shard results into what one run prints."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("Results of simulate --format json; - is standard input.", valueName: "FILE"),
              completion: .file())
    var files: [String]

    func execute() throws -> ExitCode {
        var results: [SimulationResult] = []
        for file in files {
            let bytes = try file == "-" ? Platform.readStandardInput() : Platform.readFile(file)
            guard let text = String(validating: bytes, as: UTF8.self) else { throw FileError.notText(path: file) }
            do {
                results.append(try SimulationResult(json: text))
            } catch {
                Program.error("'\(file)': \(error)")
                return .failure
            }
        }
        let merged: SimulationResult
        do {
            merged = try SimulationResult.merge(results)
        } catch {
            Program.error("cannot merge: \(error)")
            return .failure
        }
        if !merged.isWholeRun {
            let range = merged.gameRange
            Program.say(.note, "the results cover games \(range.lowerBound)..<\(range.upperBound) of \(merged.totalGames)")
        }
        Platform.writeOutput(options.json ? merged.json + "\n" : merged.report)
        return .success
    }
}
