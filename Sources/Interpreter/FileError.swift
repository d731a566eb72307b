import CardKit

/// Why a file could not be read or written: raised by the program's file calls
/// (`Files.readFile`, ...), carried in an `Output` for `save`, `load` and `source`, and
/// worded once, in `message`.
public enum FileError: Error, Equatable, Sendable {
    /// The system refused to open or read it; `reason` is the system's words (`strerror`).
    case cannotRead(path: String, reason: String)
    /// It is a directory, where a file was wanted.
    case isDirectory(path: String)
    /// It is not a regular file (a device, a FIFO, a socket) where only a file will do.
    case notRegularFile(path: String)
    /// It is longer than the `limit` bytes the program reads.
    case tooLarge(path: String, limit: Int)
    /// It is not UTF-8 text.
    case notText(path: String)
    /// A directory could not be listed.
    case cannotList(path: String, reason: String)
    /// The system refused to write it.
    case cannotWrite(path: String, reason: String)

    /// The one-line message, without the `error: ` prefix.
    public var message: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read '\(FileError.shown(path))': \(reason)"
        case .isDirectory(let path): "cannot read '\(FileError.shown(path))': it is a directory"
        case .notRegularFile(let path): "cannot read '\(FileError.shown(path))': it is not a regular file"
        case .tooLarge(let path, let limit):
            "cannot read '\(FileError.shown(path))': it is larger than \(limit >> 20) MiB"
        case .notText(let path): "cannot read '\(FileError.shown(path))': it is not UTF-8 text"
        case .cannotList(let path, let reason): "cannot read directory '\(FileError.shown(path))': \(reason)"
        case .cannotWrite(let path, let reason): "cannot write '\(FileError.shown(path))': \(reason)"
        }
    }

    /// A path as messages show it: control and bidi characters made visible, a long one
    /// shortened in the middle (`SafeText`).
    public static func shown(_ path: String) -> String { SafeText.quoted(path, limit: 120) }
}
