import CardKit
import Interpreter

/// What `animset check` found for each transcript, and the reports CI dashboards read: JUnit
/// XML (`CheckReport+JUnit`) and TAP (`CheckReport+TAP`). Everything in a report but the times
/// depends only on the transcripts, so `--jobs 4` writes what `--jobs 1` writes.
struct CheckReport {
    /// A report's format.
    enum Kind: String, CaseIterable, Sendable {
        /// JUnit XML as the Jenkins xunit plugin's schema (`junit-10.xsd`) allows it.
        case junit
        /// JUnit XML with the attributes GitLab reads beyond that schema: `file` on each
        /// test case, `skipped` on the test suites.
        case junitGitlab = "junit-gitlab"
        case tap

        /// The kinds, as the help and messages list them: `junit, junit-gitlab or tap`.
        static var listed: String {
            let names = allCases.map(\.rawValue)
            return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        }
    }

    /// `--report KIND:FILE`.
    struct Target: Equatable, Sendable {
        var kind: Kind
        /// The file; `-` is standard output.
        var path: String
    }

    /// The result of checking one transcript.
    struct Outcome: Sendable {
        /// How it ended.
        enum Status: Sendable, Equatable {
            /// Replayed and matched.
            case passed
            /// Did not match, and was rewritten (`--update`).
            case updated
            /// Replayed and did not match.
            case failed
            /// Could not be read, parsed or replayed at all.
            case error
            /// Not replayed: `--skip`, or a `# skip:` header.
            case skipped
        }

        /// The transcript's path as given.
        var file: String
        var status: Status
        /// For a failure or an error, the one-line message; for a skip, the reason.
        var message = ""
        /// The line the message is about (0: the file as a whole).
        var line = 0
        /// For a failure, the unified diff of the file against its replay.
        var diff = ""
        /// Wall time spent on it, in seconds.
        var seconds = 0.0
        /// Whether the file could not be read (the run then exits with 66).
        var unreadable = false
        /// Notes for standard error (a kept sandbox).
        var notes: [String] = []

        /// `FILE:LINE`, or `FILE` for the file as a whole.
        var place: String { line > 0 ? "\(file):\(line)" : file }
    }

    /// The transcripts in the order given.
    var outcomes: [Outcome]
    /// Wall time of the whole run, in seconds.
    var seconds: Double

    /// How many passed (updated ones included).
    var passed: Int { outcomes.count { $0.status == .passed || $0.status == .updated } }
    /// How many did not match.
    var failures: Int { outcomes.count { $0.status == .failed } }
    /// How many could not be checked.
    var errors: Int { outcomes.count { $0.status == .error } }
    /// How many were skipped.
    var skipped: Int { outcomes.count { $0.status == .skipped } }
    /// How many were rewritten.
    var updated: Int { outcomes.count { $0.status == .updated } }

    /// The summary line CI log parsers read: `N passed, N failed, N skipped`; errors count as
    /// failures.
    var summary: String {
        "\(passed) passed, \(failures + errors) failed, \(skipped) skipped"
            + (updated > 0 ? " (\(updated) updated)" : "") + "\n"
    }

    /// The report of `kind`.
    func text(_ kind: Kind) -> String {
        switch kind {
        case .junit: junit(gitlab: false)
        case .junitGitlab: junit(gitlab: true)
        case .tap: tap
        }
    }

    /// Seconds with millisecond precision, as JUnit's `time` attributes give them: `0.012`.
    static func seconds(_ value: Double) -> String {
        let milliseconds = value.isFinite ? Int(min(max(value, 0), 1e9) * 1000) : 0
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
