import ArgumentParser
import CardKit
import Interpreter
import LineEditing
import SafeFiles

#if canImport(Glibc)
    import Glibc
#endif

/// The options of `animset check` alone: recording, reports, parallel runs, selection and the
/// sandbox. A group of its own, beside the options the session takes, so that each subcommand
/// composes the groups it uses.
struct CheckOptions: ParsableArguments {
    @Flag(help: "Rewrite transcripts whose output differs (elisions that still match are kept).")
    var update = false

    @Flag(help: "Succeed when no transcript was found (by default a run that checked nothing fails).")
    var allowEmpty = false

    @Option(
        help: ArgumentHelp(
            """
            Also write a report: junit:FILE (Jenkins' schema), junit-gitlab:FILE (with GitLab's file attributes) \
            or tap:FILE (- is standard output; may repeat).
            """,
            valueName: "KIND:FILE"),
        transform: CheckReport.Target.init(option:))
    var report: [CheckReport.Target] = []

    @Option(
        name: [.customShort("j", allowingJoined: true), .customLong("jobs")],
        help: ArgumentHelp(
            """
            Transcripts replayed at once: a number from 1 to \(JobCount.maximum), or auto (the default, and what a \
            bare -j means): the cores.
            """,
            valueName: "N"),
        transform: JobCount.init(option:))
    var jobs: JobCount = .auto

    @Option(
        help: ArgumentHelp(
            "Check only transcripts whose path holds this text or matches this glob (may repeat).", valueName: "PATTERN"
        ))
    var filter: [String] = []

    @Option(
        help: ArgumentHelp(
            "Report transcripts whose path holds this text or matches this glob as skipped (may repeat).",
            valueName: "PATTERN"))
    var skip: [String] = []

    @Flag(help: "Leave each transcript's sandbox directory in place (its path goes to standard error).")
    var keepSandbox = false

    func validate() throws {
        let toOutput = report.filter { $0.path == "-" }
        guard toOutput.count <= 1 else {
            throw ValidationError("--report: only one report can go to standard output ('-')")
        }
        // NB: one file by two names ('a.xml' and './a.xml', a linked folder, a hard link) is
        // still one file: the second report would replace the first without a word.
        var seen: [Files.FileKey: String] = [:]
        for target in report where target.path != "-" {
            let key = Files.fileKey(target.path)
            if let first = seen[key] {
                let names =
                    first == target.path
                    ? "'\(FileError.shown(first))'"
                    : "'\(FileError.shown(first))' and '\(FileError.shown(target.path))'"
                throw ValidationError("--report: two reports name one file (\(names))")
            }
            seen[key] = target.path
            if let problem = Files.unwritableReason(target.path) {
                throw ValidationError(
                    """
                    --report \(target.kind.rawValue):\(FileError.shown(target.path)): cannot write \
                    '\(FileError.shown(target.path))': \(problem)
                    """
                )
            }
        }
        for pattern in filter + skip where pattern.isEmpty {
            throw ValidationError("--filter and --skip take a non-empty PATTERN")
        }
    }

    /// Whether `path` is selected by `--filter` (every path, when none is given).
    func selects(_ path: String) -> Bool {
        filter.isEmpty || filter.contains { Self.matches($0, path) }
    }

    /// The `--skip` pattern that `path` matches, if any.
    func skipPattern(for path: String) -> String? {
        skip.first { Self.matches($0, path) }
    }

    /// Whether `pattern` picks `path`: a glob (with `*`, `?` or `[`) matching the whole path or
    /// its file name (`*` matches `/` too), otherwise text the path holds.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        guard pattern.contains(where: { "*?[".contains($0) }) else { return path.contains(pattern) }
        return fnmatch(pattern, path, 0) == 0 || fnmatch(pattern, SafeFile.split(path).base, 0) == 0
    }

    /// `--jobs`: how many transcripts replay at once.
    enum JobCount: Equatable {
        case auto
        case count(Int)

        /// The most `--jobs` takes.
        static let maximum = 256

        /// Parses `--jobs N`.
        init(option text: String) throws(ValidationError) {
            if text.lowercased() == "auto" {
                self = .auto
            } else if let count = Int(text), (1...JobCount.maximum).contains(count) {
                self = .count(count)
            } else {
                throw ValidationError("takes a number of transcripts from 1 to \(JobCount.maximum), or auto")
            }
        }

        /// The number of workers: `auto` is the cores.
        var workers: Int {
            switch self {
            case .auto: Platform.processorCount
            case .count(let count): count
            }
        }
    }

    /// The command line with a bare `-j` (the last word, or one followed by a word that is not
    /// a job count) given its value `auto`, as make and ninja read a bare `-j`: so
    /// `animset check -j --report junit:FILE DIR` works; `-j N` and `--jobs N` become
    /// `--jobs=N`, so that every bad count is refused naming `--jobs`. Only `check`'s words are
    /// touched, and none after `--`.
    static func expandingBareJobs(_ arguments: [String]) -> [String] {
        guard arguments.first == CheckCommand.configuration.commandName else { return arguments }
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            result.append(word)
            index += 1
            if word == "--" {
                result += arguments[index...]
                break
            }
            guard word == "-j" || word == "--jobs" else { continue }
            let next = index < arguments.count ? arguments[index] : nil
            if let next, Int(next) != nil || next.lowercased() == "auto" {
                // NB: joined, so a negative count ('-j -1') is refused as a value of --jobs,
                // not read as an option of its own.
                result[result.count - 1] = "--jobs=" + next
                index += 1
            } else if word == "-j" {
                result.append("auto")
            }
        }
        return result
    }
}

extension CheckReport.Target {
    /// Parses `--report KIND:FILE`.
    init(option text: String) throws(ValidationError) {
        guard let colon = text.firstIndex(of: ":") else {
            throw ValidationError(
                "takes KIND:FILE, such as junit:report.xml or tap:- (KIND is \(CheckReport.Kind.listed))")
        }
        let word = String(text[..<colon])
        guard let kind = CheckReport.Kind(rawValue: word.lowercased()) else {
            throw ValidationError("unknown report kind '\(SafeText.visible(word))' (\(CheckReport.Kind.listed))")
        }
        let path = String(text[text.index(after: colon)...])
        guard !path.isEmpty else { throw ValidationError("\(kind.rawValue): needs a FILE, or - for standard output") }
        self.init(kind: kind, path: path)
    }
}
