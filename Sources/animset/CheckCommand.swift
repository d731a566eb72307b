#if canImport(Glibc)
import LineEditing
import Glibc
#endif
import Interpreter

/// `animset check [--update] FILE|DIR...`: replays transcripts and compares their output.
enum CheckCommand {
    /// The file name ending of transcripts found in directories.
    static let suffix = ".transcript"

    static func run(_ arguments: [String]) -> Int32 {
        var update = false
        var paths: [String] = []
        for word in arguments {
            if word == "--update" { update = true } else { paths.append(word) }
        }
        guard !paths.isEmpty else {
            Platform.writeError("animset: error: check needs at least one FILE or DIR\nUsage: \(Usage.synopsis(for: .check))\n")
            return ExitCode.usage
        }
        var files: [String] = []
        for path in paths {
            if FileIO.isDirectory(path) {
                guard let found = transcripts(in: path) else {
                    Platform.writeError("animset: error: cannot read directory '\(path)'\n")
                    return ExitCode.noInput
                }
                files += found
            } else {
                files.append(path)
            }
        }
        var passed = 0, failed = 0, updated = 0
        for file in files {
            let bytes: [UInt8]
            do { bytes = try FileIO.read(file, limit: FileIO.maximumTranscriptSize) } catch {
                Platform.writeError("animset: error: \(error.message)\n")
                return ExitCode.noInput
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                Platform.writeError("\(file):1: error: the transcript is not valid UTF-8\n")
                failed += 1
                continue
            }
            let transcript = Transcript(text: text)
            let actual: Transcript
            do { actual = try transcript.replay() } catch {
                Platform.writeError("\(file):1: error: \(error.message)\n")
                failed += 1
                continue
            }
            if actual.text == text {
                passed += 1
                continue
            }
            if update {
                do {
                    try FileIO.writeAtomically(actual.text, to: file)
                    updated += 1
                    passed += 1
                    Platform.writeOutput("updated \(file)\n")
                } catch {
                    Platform.writeError("animset: error: \(error.message)\n")
                    failed += 1
                }
                continue
            }
            failed += 1
            let first = zip(transcript.entries, actual.entries).first { $0.output != $1.output }?.0
            let line = first?.line ?? 1
            let what = first.map { "output of '\($0.command)' differs" } ?? "the transcript does not end cleanly"
            Platform.writeError("\(file):\(line): error: \(what)\n")
            let expectedLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(text.hasSuffix("\n") ? 1 : 0)
            let actualLines = actual.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(1)
            Platform.writeOutput(UnifiedDiff.make(expected: Array(expectedLines), actual: Array(actualLines),
                                                  expectedName: file, actualName: file + " (replayed)"))
        }
        Platform.writeOutput("\(passed) passed, \(failed) failed" + (updated > 0 ? " (\(updated) updated)" : "") + "\n")
        return failed == 0 ? ExitCode.success : ExitCode.failure
    }

    /// The transcripts under `directory`, recursively, in sorted order.
    static func transcripts(in directory: String) -> [String]? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        var files: [String] = []
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if FileIO.isDirectory(path) {
                files += transcripts(in: path) ?? []
            } else if name.hasSuffix(suffix) {
                files.append(path)
            }
        }
        return files
    }
}
