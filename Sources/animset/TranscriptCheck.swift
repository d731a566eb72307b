import CardKit
import Interpreter
import LineEditing

/// Checks one transcript: reads it, replays it and compares, or rewrites it under `--update`.
/// Prints nothing: what it found is an `Outcome`, which the command prints and reports in
/// file order, so transcripts can be checked on several threads at once.
struct TranscriptCheck: Sendable {
    /// `--update`.
    var update: Bool
    /// `--filter`, `--skip`, `--keep-sandbox`.
    var selection: CheckOptions

    /// The outcome of checking `file`.
    func run(_ file: String) -> CheckReport.Outcome {
        let start = SystemClock.monotonicSeconds()
        var outcome = check(file)
        outcome.seconds = SystemClock.monotonicSeconds() - start
        return outcome
    }

    private func check(_ file: String) -> CheckReport.Outcome {
        if let pattern = selection.skipPattern(for: file) {
            return CheckReport.Outcome(file: file, status: .skipped, message: "--skip '\(pattern)'")
        }
        let text: String
        switch Self.read(file) {
        case .text(let read): text = read
        case .refused(let outcome): return outcome
        }
        let transcript = Transcript(text: text)
        // NB: a plain script (no prompt line) once passed as a transcript of nothing: a
        // wrong path in CI went green.
        guard !transcript.entries.isEmpty else {
            return CheckReport.Outcome(
                file: file, status: .error,
                message: "no '\(Transcript.prompt)' line: this is not a transcript (run a script with 'animset run')",
                line: 1)
        }
        if let reason = transcript.skipReason {
            return CheckReport.Outcome(file: file, status: .skipped, message: reason.isEmpty ? "# skip" : reason)
        }
        if let misplaced = transcript.misplacedElision {
            return CheckReport.Outcome(file: file, status: .error, message: misplaced.message, line: misplaced.line)
        }
        let options: SessionOptions
        do { options = try CheckCommand.sessionOptions(transcript.optionWords) } catch {
            return CheckReport.Outcome(
                file: file, status: .error, message: "bad '# options:' header: \(error.message)", line: 1)
        }
        let sandbox: Sandbox
        do { sandbox = try Sandbox.make() } catch {
            return CheckReport.Outcome(file: file, status: .error, message: "no sandbox to replay in: \(error.message)")
        }
        let actual = transcript.replay(options: options, files: sandbox)
        var notes: [String] = []
        if selection.keepSandbox {
            notes.append("its sandbox is kept: '\(FileError.shown(sandbox.root))'")
            sandbox.release()
        } else {
            sandbox.remove()
        }
        var outcome = compare(transcript, text: text, with: actual, file: file)
        outcome.notes = notes
        return outcome
    }

    /// A transcript's text, or why it has none.
    private enum Reading {
        case text(String)
        case refused(CheckReport.Outcome)
    }

    /// The text of the transcript `file`, or the outcome of a file that cannot be read as one.
    /// NB: a function of its own, so that the bytes are gone before the replay begins.
    private static func read(_ file: String) -> Reading {
        let bytes: [UInt8]
        do { bytes = try Files.readFile(file, limit: CheckCommand.maximumSize) } catch {
            return .refused(CheckReport.Outcome(file: file, status: .error, message: error.message, unreadable: true))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .refused(
                CheckReport.Outcome(file: file, status: .error, message: "the transcript is not valid UTF-8", line: 1))
        }
        return .text(text)
    }

    /// The most characters of a line that a diff shows (the widest board is 1,000 cells); a
    /// longer line is cut there and ends in an ellipsis.
    static let shownLineLimit = 1_000

    /// A line of the diff as it is shown: control characters visible, cut at `shownLineLimit`.
    /// NB: `…`, not `...`, which in a transcript is an elision of its own.
    static func shown(_ line: Substring) -> String {
        let cut = line.dropFirst(shownLineLimit).isEmpty ? "" : "…"
        return SafeText.visible(line.prefix(shownLineLimit)) + cut
    }

    /// The outcome of `transcript` (read as `text` from `file`) replaying as `actual`.
    private func compare(_ transcript: Transcript, text: String, with actual: Transcript, file: String)
        -> CheckReport.Outcome
    {
        // NB: elided output that still matches is kept as written: the transcript passes, and
        // --update rewrites only what no longer matches.
        let recorded = transcript.recorded(against: actual)
        let replayed = recorded.text
        if replayed == text { return CheckReport.Outcome(file: file, status: .passed) }
        if update {
            do {
                try Files.writeFileAtomically(replayed, to: file)
                return CheckReport.Outcome(file: file, status: .updated)
            } catch {
                return CheckReport.Outcome(file: file, status: .error, message: error.message)
            }
        }
        let first = zip(transcript.entries, recorded.entries).first { $0.output != $1.output }?.0
        // NB: the lines are views of the two texts, not copies (a 10 MB transcript differing
        // everywhere stays under 100 MB); the transcript's lines come from a file, so the diff
        // shows them with control characters visible.
        var expectedLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { expectedLines.removeLast() }
        var actualLines = replayed.split(separator: "\n", omittingEmptySubsequences: false)
        actualLines.removeLast()
        let diff = UnifiedDiff.make(
            expected: expectedLines, actual: actualLines,
            expectedName: FileError.shown(file), actualName: FileError.shown(file) + " (replayed)",
            shown: Self.shown)
        // NB: the command is quoted shortened, and the diff's lines cut (issue 37, item 9): a
        // 16 MB line was echoed whole, in the message and twice in the diff.
        let differs = first.map { "output of '\(SafeText.quoted($0.command, limit: 120))' differs" }
        return CheckReport.Outcome(
            file: file, status: .failed,
            message: differs ?? "the transcript does not end cleanly",
            line: first?.line ?? 1, diff: diff)
    }
}
