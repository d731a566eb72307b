import ArgumentParser

/// The exit codes of the SPEC, in one place: 0 success (`.success`), 1 a command failed or a
/// transcript did not match (`.failure`), 64 a usage error (`.validationFailure`, which
/// swift-argument-parser gives every mistake on the command line), 66 a file could not be
/// read (`.noInput`, for a `FileError`; see `Program.report`), 73 a file could not be written
/// (`.cannotCreate`), 74 standard output or error
/// could not be written (`.ioError`, see `Program.finish`).
extension ExitCode {
    /// A file could not be read (EX_NOINPUT).
    static let noInput = ExitCode(66)
    /// A file could not be written (EX_CANTCREAT): `export --html OUT` into a folder that is
    /// not there or not ours.
    static let cannotCreate = ExitCode(73)
    /// Standard output or standard error could not be written (EX_IOERR): a full disk,
    /// `/dev/full`. Never a success that printed nothing.
    static let ioError = ExitCode(74)

    /// The exit code of a command that ran: success unless something `failed`.
    init(failed: Bool) { self = failed ? .failure : .success }
}
