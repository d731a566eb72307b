import ArgumentParser

/// The exit codes of the SPEC, in one place: 0 success (`.success`), 1 a command failed or a
/// transcript did not match (`.failure`), 64 a usage error, 66 a file could not be read.
extension ExitCode {
    /// The command line was wrong (EX_USAGE).
    static let usage = ExitCode.validationFailure
    /// A file could not be read (EX_NOINPUT).
    static let noInput = ExitCode(66)

    /// The exit code of a command that ran: success unless something `failed`.
    init(failed: Bool) { self = failed ? .failure : .success }
}
