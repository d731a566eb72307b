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
            "'\(path)' is not an animset save file (broken or truncated JSON)"
        case .newerFormat(let path, let version, let supported):
            "'\(path)' was saved by a newer animset (format \(version); this one reads up to \(supported))"
        case .invalid(let path, let detail):
            "'\(path)' is not a valid animset save file: \(detail)"
        }
    }
}
