/// The exit codes of the SPEC, in one place.
enum ExitCode {
    /// Everything worked.
    static let success: Int32 = 0
    /// A command failed (under --bail), or a transcript or expect did not match.
    static let failure: Int32 = 1
    /// The command line was wrong.
    static let usage: Int32 = 64
    /// A file could not be read.
    static let noInput: Int32 = 66
}
