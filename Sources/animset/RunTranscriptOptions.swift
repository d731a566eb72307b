import ArgumentParser
import CardKit
import Interpreter
import LineEditing

/// `animset run --transcript OUT`: the run also writes the transcript of its scripts, what
/// `animset check --update` would record, so a CI user starts from a script they already have.
/// A group of its own, as `CheckOptions` is.
struct RunTranscriptOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Also write the transcript of the scripts to OUT (what check --update records).", valueName: "OUT"),
        completion: .file())
    var transcript: String?

    func validate() throws {
        guard let transcript else { return }
        guard transcript != "-" else { throw ValidationError("--transcript takes a file, not standard output") }
        if let problem = Files.unwritableReason(transcript) {
            throw ValidationError("--transcript: cannot write '\(FileError.shown(transcript))': \(problem)")
        }
        if let problem = Sandbox.unsafeReason(Sandbox.temporaryFolder) {
            throw ValidationError("--transcript: \(problem)")
        }
    }

    /// The transcript of `files` (scripts, their commands in order; blank and `#` lines
    /// skipped) replayed with `options`, as `check --update` records it: the header names the
    /// options, and the replay is in a sandbox.
    static func record(files: [String], options: ScriptOptions) throws -> String {
        var commands: [String] = []
        for file in files {
            let bytes = try Files.readFile(file, limit: CheckCommand.maximumSize)
            guard let text = String(validating: bytes, as: UTF8.self) else { throw FileError.notText(path: file) }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let command = line.hasSuffix("\r") ? line.dropLast() : line
                let trimmed = command.drop { $0 == " " || $0 == "\t" }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                commands.append(String(command))
            }
        }
        let words = options.transcriptWords
        var lines = [
            """
            # Recorded with 'animset run --transcript' from \
            \(files.map { "'\(SafeText.visible($0))'" }.joined(separator: ", ")).
            """
        ]
        if !words.isEmpty { lines.append("# options: " + words.joined(separator: " ")) }
        lines += commands.map { Transcript.prompt + $0 }
        let written = Transcript(text: lines.map { $0 + "\n" }.joined())
        let sandbox = try Sandbox.make()
        defer { sandbox.remove() }
        return written.replay(options: try CheckCommand.sessionOptions(words), files: sandbox).text
    }
}
