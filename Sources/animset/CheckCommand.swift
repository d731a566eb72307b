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

    @Flag(help: "Rewrite transcripts whose output differs.")
    var update = false

    @Flag(help: "Succeed when no transcript was found (by default a run that checked nothing fails).")
    var allowEmpty = false

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("Transcripts, or directories of them.", valueName: "FILE|DIR"), completion: .file())
    var paths: [String]

    func execute() throws -> ExitCode {
        var files: [String] = []
        for path in paths {
            if Platform.isDirectory(path) {
                files += try Self.transcripts(in: path)
            } else {
                files.append(path)
            }
        }
        guard !files.isEmpty || allowEmpty else {
            Program.error("no transcript found in \(paths.map { "'\(FileError.shown($0))'" }.joined(separator: ", ")) (--allow-empty accepts that)")
            return .failure
        }
        var passed = 0, failed = 0, updated = 0
        for file in files {
            let bytes = try Platform.readFile(file, limit: CheckCommand.maximumSize)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                Program.error("the transcript is not valid UTF-8", at: "\(file):1")
                failed += 1
                continue
            }
            let transcript = Transcript(text: text)
            // NB: a plain script (no prompt line) once passed as a transcript of nothing: a
            // wrong path in CI went green.
            guard !transcript.entries.isEmpty else {
                Program.error("no '\(Transcript.prompt)' line: this is not a transcript (run a script with 'animset run')", at: "\(file):1")
                failed += 1
                continue
            }
            let actual: Transcript
            do { actual = transcript.replay(options: try Self.sessionOptions(transcript.optionWords)) } catch {
                Program.error("bad '# options:' header: \(error.message)", at: "\(file):1")
                failed += 1
                continue
            }
            if actual.text == text {
                passed += 1
                continue
            }
            if update {
                do {
                    try Platform.writeFileAtomically(actual.text, to: file)
                    updated += 1
                    passed += 1
                    Platform.writeOutput("updated \(FileError.shown(file))\n")
                } catch {
                    Program.error(error.message)
                    failed += 1
                }
                continue
            }
            failed += 1
            let first = zip(transcript.entries, actual.entries).first { $0.output != $1.output }?.0
            let line = first?.line ?? 1
            let what = first.map { "output of '\($0.command)' differs" } ?? "the transcript does not end cleanly"
            Program.error(what, at: "\(file):\(line)")
            // NB: the transcript's lines come from a file: shown with control characters visible.
            let expectedLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(SafeText.visible).dropLast(text.hasSuffix("\n") ? 1 : 0)
            let actualLines = actual.text.split(separator: "\n", omittingEmptySubsequences: false).map(SafeText.visible).dropLast(1)
            Platform.writeOutput(UnifiedDiff.make(expected: Array(expectedLines), actual: Array(actualLines),
                                                  expectedName: FileError.shown(file), actualName: FileError.shown(file) + " (replayed)"))
        }
        Platform.writeOutput("\(passed) passed, \(failed) failed" + (updated > 0 ? " (\(updated) updated)" : "") + "\n")
        return ExitCode(failed: failed > 0)
    }

    /// The session a transcript replays in: its header's options, parsed exactly as the
    /// command line's, on top of the transcript defaults (seed 1, 80x24, no colour, text).
    static func sessionOptions(_ words: [String]) throws(ValidationError) -> SessionOptions {
        let options: GlobalOptions
        do { options = try GlobalOptions.parse(words) } catch {
            let problem = GlobalOptions.exitCode(for: error) == .success ? "--help is not for a transcript" : GlobalOptions.message(for: error)
            throw ValidationError(problem)
        }
        guard options.format == .text else { throw ValidationError("a transcript records text, not --format \(options.format.rawValue)") }
        var session = options.sessionOptions(stdoutIsTerminal: false, terminalSize: nil, noColor: true)
        session.rendersState = true
        return session
    }

    /// The transcripts under `directory`, recursively, in sorted order. A folder inside that
    /// cannot be read is an error, as the top one is (before, it was skipped without a word and
    /// a CI run checked fewer files than it was given); a folder met again through a symbolic
    /// link is not entered twice, so a link loop ends.
    static func transcripts(in directory: String) throws(FileError) -> [String] {
        var visited = Set<Platform.FileIdentity>()
        return try transcripts(in: directory, visited: &visited)
    }

    private static func transcripts(in directory: String, visited: inout Set<Platform.FileIdentity>) throws(FileError) -> [String] {
        if let identity = Platform.identity(of: directory), !visited.insert(identity).inserted { return [] }
        var files: [String] = []
        for name in try Platform.directoryEntries(directory) {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if Platform.isDirectory(path) {
                files += try transcripts(in: path, visited: &visited)
            } else if name.hasSuffix(suffix) {
                files.append(path)
            }
        }
        return files
    }
}
