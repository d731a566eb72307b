// Temporary stand-in until LineEditing.Platform lands.
#if canImport(Glibc)
import Glibc
#endif

enum Platform {
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }
    static func terminalSize() -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    static func writeError(_ text: String) { var t = text; t.withUTF8 { _ = write(2, $0.baseAddress, $0.count) } }
    static func writeOutput(_ text: String) { var t = text; t.withUTF8 { _ = write(1, $0.baseAddress, $0.count) } }
    static func flushOutput() {}
}
