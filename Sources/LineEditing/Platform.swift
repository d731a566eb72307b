#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment. The rest of what the system gives is by concern: `Terminal`,
/// `Signals`, `Console`, `TerminalMouse`, `Pager`, `SystemClock`, `SeedSource`.
public enum Platform {
    /// The value of the environment variable `name`, or nil when it is not set.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
