import CardKit

/// Why a save file could not be written or loaded, worded once, in `message`.
public enum SaveFileError: Error, Equatable, Sendable {
    /// The session could not be encoded (never expected).
    case cannotEncode
    /// The file is not JSON of a save file (broken or truncated).
    case notASaveFile(path: String)
    /// The file was written by a newer animset, in a format this one does not read.
    case newerFormat(path: String, version: Int, supported: Int)
    /// The file is a save file, but a part of it is wrong; `detail` says where and what.
    case invalid(path: String, detail: String)

    /// The one-line message, without the `error: ` prefix.
    public var message: String {
        switch self {
        case .cannotEncode:
            "could not encode the save file"
        case .notASaveFile(let path):
            "'\(SaveFileError.shown(path))' is not an animset save file (broken or truncated JSON)"
        case .newerFormat(let path, let version, let supported):
            """
            '\(SaveFileError.shown(path))' was saved by a newer animset (format \(version); this one reads up to \
            \(supported))
            """
        case .invalid(let path, let detail):
            "'\(SaveFileError.shown(path))' is not a valid animset save file: \(detail)"
        }
    }

    /// A path as messages show it: control and bidi characters made visible, a long one
    /// shortened in the middle (`SafeText`).
    public static func shown(_ path: String) -> String { SafeText.quoted(path, limit: 120) }
}
