import CardKit
import LineEditing
import SafeFiles

extension CheckReport {
    /// The run as JUnit XML, the form Jenkins, GitLab, GitHub test reporters and Azure read: one
    /// `<testsuite>`, one `<testcase>` per transcript (`classname` its directory, `name` its
    /// file name, `time` seconds), holding `<failure>` (the first differing command's
    /// `FILE:LINE`, then the diff), `<error>` (a transcript that could not be read or
    /// parsed) or `<skipped>`.
    ///
    /// NB: by default only what the Jenkins xunit plugin's `junit-10.xsd` allows (the file and
    /// line are in the failure's text, where GitLab and Jenkins both show them; the suites'
    /// skipped count is on `<testsuite>` only), as pytest's default `xunit2` family does;
    /// `gitlab` adds the `file` of each test case and the `skipped` of `<testsuites>`, which
    /// GitLab reads and that schema refuses.
    func junit(gitlab: Bool) -> String {
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let skips = " skipped=\"\(skipped)\""
        let time = " time=\"\(Self.seconds(seconds))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"animset check\" \(counts)\(gitlab ? skips : "")\(time)>\n"
        xml += "  <testsuite name=\"animset check\" \(counts)\(skips)\(time)>\n"
        for outcome in outcomes {
            let (directory, base) = SafeFile.split(outcome.file)
            let classname = outcome.file.contains("/") ? directory : "."
            let file = gitlab ? " file=\"\(Self.xml(outcome.file))\"" : ""
            let open =
                """
                    <testcase classname=\"\(Self.xml(classname))\" name=\"\(Self.xml(base))\"\(file) \
                time=\"\(Self.seconds(outcome.seconds))\"
                """
            switch outcome.status {
            case .passed, .updated:
                xml += open + "/>\n"
            case .failed:
                xml += open + ">\n      <failure type=\"mismatch\" message=\"\(Self.xml(outcome.message))\">"
                xml +=
                    Self.xml(outcome.place + ": " + outcome.message + "\n" + outcome.diff)
                    + "</failure>\n    </testcase>\n"
            case .error:
                xml += open + ">\n      <error type=\"unreadable\" message=\"\(Self.xml(outcome.message))\">"
                xml += Self.xml(outcome.place + ": " + outcome.message) + "</error>\n    </testcase>\n"
            case .skipped:
                xml += open + ">\n      <skipped message=\"\(Self.xml(outcome.message))\"/>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// `text` for an XML attribute or element: markup characters as entities, and characters
    /// XML 1.0 forbids (controls but tab and newline) made visible, as terminals see them.
    static func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) || SafeText.isUnsafe(scalar):
                result += "&lt;U+\(SafeText.hex(scalar.value))&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
