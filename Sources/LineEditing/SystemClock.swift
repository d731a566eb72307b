#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clocks of the system: the monotonic one, for the prompt's real time, and today's date.
/// Engines never read them: the program hands the time to the session.
public enum SystemClock {
    /// Today's date in the local time zone, for the daily puzzle (the program hands it to
    /// the session; engines never read the clock).
    public static func localDate() -> (year: Int, month: Int, day: Int) {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }

    /// Seconds since some fixed moment, from the monotonic clock: for the REPL's real-time
    /// clock (engines never read it; the program hands the time to the session).
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
