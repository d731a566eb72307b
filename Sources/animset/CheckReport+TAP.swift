import CardKit

extension CheckReport {
    /// The run as TAP: the plan `1..N`, one `ok`/`not ok` per transcript in file order, a
    /// skipped one `ok N - FILE # SKIP REASON`, and for a failure a YAML diagnostic block with
    /// the message, `FILE:LINE` and the diff.
    ///
    /// NB: it uses nothing beyond TAP 13 (which TAP 14 keeps) and says `TAP version 13`: Perl's
    /// `prove` before Test::Harness 3.48 (Debian's is 3.44) refuses a `TAP version 14` stream
    /// as "a version later than 13".
    var tap: String {
        var lines = ["TAP version 13", "1..\(outcomes.count)" + (outcomes.isEmpty ? " # SKIP no transcript" : "")]
        for (index, outcome) in outcomes.enumerated() {
            let description = Self.tapDescription(outcome.file)
            switch outcome.status {
            case .passed, .updated:
                lines.append("ok \(index + 1) - \(description)")
            case .skipped:
                lines.append("ok \(index + 1) - \(description) # SKIP \(Self.tapDescription(outcome.message))")
            case .failed, .error:
                lines.append("not ok \(index + 1) - \(description)")
                lines.append("  ---")
                lines.append("  message: \(Self.yamlQuoted(outcome.message))")
                lines.append("  severity: \(outcome.status == .failed ? "fail" : "error")")
                lines.append("  at: \(Self.yamlQuoted(outcome.place))")
                if !outcome.diff.isEmpty {
                    lines.append("  diff: |")
                    lines += outcome.diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                        outcome.diff.hasSuffix("\n") ? 1 : 0
                    )
                    .map { "    " + SafeText.visible($0) }
                }
                lines.append("  ...")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for a TAP test line: on one line, with `#` (which starts a directive) and `\`
    /// escaped.
    static func tapDescription(_ text: String) -> String {
        SafeText.visible(text).replacing("\\", with: "\\\\").replacing("#", with: "\\#")
    }

    /// `text` as a YAML double-quoted scalar.
    static func yamlQuoted(_ text: String) -> String {
        "\"" + SafeText.visible(text).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
