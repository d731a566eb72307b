import ArgumentParser
import CardKit
import Interpreter
import LineEditing

/// `animset check [--update] FILE|DIR...`: replays transcripts and compares their output.
struct CheckCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Replay transcripts and compare their output.",
        discussion: "A directory stands for the transcripts under it. See animset-script(5)."
    )

    /// The largest transcript read, in bytes.
    static let maximumSize = 16 << 20

    /// The file name ending of transcripts found in directories.
    static let suffix = ".transcript"

    @OptionGroup var check: CheckOptions

    @Argument(help: ArgumentHelp("Transcripts, or directories of them.", valueName: "FILE|DIR"), completion: .file())
    var paths: [String]

    func execute() throws -> ExitCode {
        var files: [String] = []
        for path in paths {
            if Files.isDirectory(path) {
                files += try Self.transcripts(in: path)
            } else {
                files.append(path)
            }
        }
        let found = files.count
        files = files.filter(check.selects)
        guard !files.isEmpty || check.allowEmpty else {
            let filters = check.filter.map { "'\(SafeText.visible($0))'" }.joined(separator: ", ")
            let what = found > 0 ? "no transcript matches --filter \(filters)" : "no transcript found"
            Program.error(
                """
                \(what) in \(paths.map { "'\(FileError.shown($0))'" }.joined(separator: ", ")) (--allow-empty \
                accepts that)
                """
            )
            return .failure
        }
        // NB: one line, before any transcript runs, rather than an error for each of them.
        if let problem = Sandbox.unsafeReason(Sandbox.temporaryFolder) {
            Program.error(problem)
            return .cannotCreate
        }
        // NB: with a report on standard output, what people read goes to standard error.
        let reportsToOutput = check.report.contains { $0.path == "-" }
        let say: (String) -> Void = { text in reportsToOutput ? Console.writeError(text) : Console.writeOutput(text) }
        let start = SystemClock.monotonicSeconds()
        let worker = TranscriptCheck(update: check.update, selection: check)
        var outcomes: [CheckReport.Outcome] = []
        // NB: transcripts replay on several threads, but are printed and reported in file
        // order, as they come in: the bytes are those of --jobs 1.
        OrderedWork.run(count: files.count, workers: check.jobs.workers, work: { [files] in worker.run(files[$0]) }) {
            _, outcome in
            Self.show(outcome, say: say)
            outcomes.append(outcome)
        }
        let report = CheckReport(outcomes: outcomes, seconds: SystemClock.monotonicSeconds() - start)
        say(report.summary)
        var status = ExitCode(failed: report.failures + report.errors > 0)
        if outcomes.contains(where: \.unreadable) { status = .noInput }
        for target in check.report {
            if target.path == "-" {
                Console.writeOutput(report.text(target.kind))
                continue
            }
            do { try Files.writeFileAtomically(report.text(target.kind), to: target.path) } catch {
                Program.error(error.message)
                status = .cannotCreate
            }
        }
        return status
    }

    /// Prints what people read of `outcome`: errors on standard error as `FILE:LINE: error:
    /// MESSAGE`, diffs and updates through `say`.
    static func show(_ outcome: CheckReport.Outcome, say: (String) -> Void) {
        for note in outcome.notes { Program.say(.note, note, at: outcome.file) }
        switch outcome.status {
        case .passed, .skipped:
            break
        case .updated:
            say("updated \(FileError.shown(outcome.file))\n")
        case .failed:
            Program.error(outcome.message, at: outcome.place)
            say(outcome.diff)
        case .error:
            Program.error(outcome.message, at: outcome.unreadable ? "animset" : outcome.place)
        }
    }

    /// The session a transcript replays in: its header's options, parsed exactly as the
    /// command line's, on top of the transcript defaults (seed 1, 80x24, no colour, text).
    static func sessionOptions(_ words: [String]) throws(ValidationError) -> SessionOptions {
        let options: ScriptOptions
        do { options = try ScriptOptions.parse(words) } catch {
            let problem =
                ScriptOptions.exitCode(for: error) == .success
                ? "--help is not for a transcript" : ScriptOptions.message(for: error)
            throw ValidationError(problem)
        }
        guard options.format == .text else {
            throw ValidationError("a transcript records text, not --format \(options.format.rawValue)")
        }
        var session = options.sessionOptions(stdoutIsTerminal: false, terminalSize: nil, noColor: true)
        session.rendersState = true
        return session
    }

    /// The transcripts under `directory`, recursively, in sorted order. A folder inside that
    /// cannot be read is an error, as the top one is (before, it was skipped without a word and
    /// a CI run checked fewer files than it was given); a folder met again through a symbolic
    /// link is not entered twice, so a link loop ends.
    static func transcripts(in directory: String) throws(FileError) -> [String] {
        var visited = Set<Files.FileIdentity>()
        return try transcripts(in: directory, visited: &visited)
    }

    private static func transcripts(in directory: String, visited: inout Set<Files.FileIdentity>) throws(FileError)
        -> [String]
    {
        if let identity = Files.identity(of: directory), !visited.insert(identity).inserted { return [] }
        var files: [String] = []
        for name in try Files.directoryEntries(directory) {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if Files.isDirectory(path) {
                files += try transcripts(in: path, visited: &visited)
            } else if name.hasSuffix(suffix) {
                files.append(path)
            }
        }
        return files
    }
}
