import Interpreter
import LineEditing
import SafeFiles

#if canImport(Glibc)
    import Glibc
#endif

extension Files {
    /// Writes `contents` to `path` through the one safe writer (`SafeFile`: a whole file or
    /// the old one, never a planted link followed, read-only targets refused); `mode`, when
    /// given, is the new file's mode whatever the old one's (the statistics history: 0600).
    static func writeFileAtomically(_ contents: String, to path: String, mode: mode_t? = nil) throws(FileError) {
        do {
            try SafeFile.write(contents, to: path, mode: mode)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }
}
