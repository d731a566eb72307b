import ArgumentParser
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
            let bytes = try file == "-" ? FileIO.readStandardInput() : FileIO.read(file)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw FileIO.Failure(message: "cannot read '\(file)': it is not UTF-8 text")
            }
            do {
                results.append(try SimulationResult(json: text))
            } catch {
                Platform.writeError("animset: error: '\(file)': \(error)\n")
                return .failure
            }
        }
        let merged: SimulationResult
        do {
            merged = try SimulationResult.merge(results)
        } catch {
            Platform.writeError("animset: error: cannot merge: \(error)\n")
            return .failure
        }
        if !merged.isWholeRun {
            let range = merged.gameRange
            Platform.writeError("animset: note: the results cover games \(range.lowerBound)..<\(range.upperBound) of \(merged.totalGames)\n")
        }
        Platform.writeOutput(options.json ? merged.json + "\n" : merged.report)
        return .success
    }
}
